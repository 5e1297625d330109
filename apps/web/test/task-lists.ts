// Test support: the task list API (GET /api/tasks and GET /api/tasks/counts) over an in-memory account,
// answered at the fetch boundary with the server's rules: filters (view, status, quadrant, strategyId,
// noStrategy, tagId; the app's taskMatchesList, which the server's tests pin), the order (`updated`:
// most recently changed first; else the order rows were given in), pages (`limit`, `cursor`), `since`
// deltas (with the cursor as the end of the rows held) and counts (the server's rules, spelled out
// here). Writes that the app sends (PATCH, status, create, delete) are the test's to answer; `write`
// and `remove` change the account as the server or another device would.
import type { TaskCounts, TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { priorityCode, quadrantOf } from '@nova/core/domain/priority';
import { taskStatuses } from '@nova/core/domain/status';
import { type TaskListParams, taskInView, taskMatchesList } from '../src/lib/api/task-list-cache.ts';
import { api, type RecordedCall } from './fetch-stub.ts';

type Row = { task: TaskSummary; seq: number; deleted: boolean; position: number };

const closed = new Set(['completed', 'cancelled']);

export type TaskLists = {
  /** Puts a row in (new or changed: it moves to the top of `updated` lists), as a write would. */
  write: (task: TaskSummary) => void;
  remove: (id: string) => void;
  /** The live rows. */
  tasks: () => TaskSummary[];
  /** The list requests the app made, with their parameters. */
  listCalls: () => RecordedCall[];
};

export function serveTaskLists(initial: readonly TaskSummary[], today = '2025-01-10'): TaskLists {
  let seq = 1;
  let clock = 0;
  const rows = new Map<string, Row>();
  // Given rows keep their order; later writes are newer. `updatedAt` orders the `updated` lists.
  initial.forEach((task, i) => {
    const stamp = new Date(Date.UTC(2025, 0, 1, 0, 0, initial.length - i)).toISOString();
    rows.set(task.id, { task: { ...task, updatedAt: stamp }, seq, deleted: false, position: i });
  });

  const paramsOf = (query: URLSearchParams): TaskListParams => {
    const params: Record<string, string> = {};
    for (const key of [
      'view',
      'status',
      'type',
      'quadrant',
      'strategyId',
      'noStrategy',
      'tagId',
      'order',
      'q',
    ])
      if (query.has(key)) params[key] = query.get(key) ?? '';
    return { ...params, today } as TaskListParams;
  };
  const ordered = (params: TaskListParams) => {
    const live = [...rows.values()].filter((r) => !r.deleted && taskMatchesList(r.task, params, today));
    return params.order === 'updated'
      ? live.sort((a, b) =>
          a.task.updatedAt === b.task.updatedAt
            ? b.task.id.localeCompare(a.task.id)
            : b.task.updatedAt.localeCompare(a.task.updatedAt),
        )
      : live.sort((a, b) => a.position - b.position);
  };

  /** Where a row sits in the list's order, as a cursor holds it (the server's keyset, simplified). */
  type Key = { updatedAt: string; id: string; position: number };
  const keyOf = (r: Row): Key => ({ updatedAt: r.task.updatedAt, id: r.task.id, position: r.position });
  /** True when `r` comes at or before `key` in the order. */
  const atOrBefore = (params: TaskListParams, r: Row, key: Key) =>
    params.order === 'updated'
      ? r.task.updatedAt > key.updatedAt || (r.task.updatedAt === key.updatedAt && r.task.id >= key.id)
      : r.position <= key.position;

  api().get('/api/tasks', (call): TaskList => {
    const params = paramsOf(call.query);
    const list = ordered(params);
    const limit = call.query.has('limit') ? Number(call.query.get('limit')) : undefined;
    const raw = call.query.get('cursor');
    const cursor: Key | null = raw ? JSON.parse(raw) : null;
    const since = call.query.get('since');
    if (since !== null) {
      const changedAfter = Number(since);
      // With a cursor: the rows up to it, the end of what the client holds.
      const held = cursor ? list.filter((r) => atOrBefore(params, r, cursor)) : list;
      const tasks = held.filter((r) => r.seq > changedAfter).map((r) => r.task);
      const kept = new Set(tasks.map((t) => t.id));
      const deleted = [...rows.values()]
        .filter((r) => r.seq > changedAfter && !kept.has(r.task.id))
        .map((r) => r.task.id);
      return { tasks, seq, deleted };
    }
    if (limit === undefined) return { tasks: list.map((r) => r.task), seq };
    const after = cursor ? list.filter((r) => !atOrBefore(params, r, cursor)) : list;
    const page = after.slice(0, limit);
    const last = page.at(-1);
    const more = after.length > limit && last !== undefined;
    return { tasks: page.map((r) => r.task), seq, nextCursor: more ? JSON.stringify(keyOf(last)) : null };
  });

  api().get('/api/tasks/counts', (call): TaskCounts => {
    const live = [...rows.values()].filter((r) => !r.deleted).map((r) => r.task);
    const open = live.filter((t) => !closed.has(t.status));
    const statuses = Object.fromEntries(
      taskStatuses.map((s) => [s, live.filter((t) => t.status === s).length]),
    ) as TaskCounts['statuses'];
    const counts: TaskCounts = {
      seq,
      views: {
        all: live.length,
        active: open.length,
        today: live.filter((t) => taskInView(t, 'today', today)).length,
        upcoming: live.filter((t) => taskInView(t, 'upcoming', today)).length,
        completed: live.filter((t) => t.status === 'completed').length,
      },
      quadrants: {
        do: open.filter((t) => quadrantOf(t) === 'do').length,
        schedule: open.filter((t) => quadrantOf(t) === 'schedule').length,
        delegate: open.filter((t) => quadrantOf(t) === 'delegate').length,
        eliminate: open.filter((t) => quadrantOf(t) === 'eliminate').length,
      },
      statuses,
    };
    if (call.query.get('detail') !== '1') return counts;
    const groups = (idsOf: (t: TaskSummary) => string[]) => {
      const byId = new Map<string, { id: string; open: number; completed: number; total: number }>();
      for (const t of live) {
        for (const id of idsOf(t)) {
          const g = byId.get(id) ?? { id, open: 0, completed: 0, total: 0 };
          g.total += 1;
          if (t.status === 'completed') g.completed += 1;
          if (!closed.has(t.status)) g.open += 1;
          byId.set(id, g);
        }
      }
      return [...byId.values()];
    };
    return {
      ...counts,
      strategies: groups((t) => (t.strategyId ? [t.strategyId] : [])),
      tags: groups((t) => t.tagIds),
    };
  });

  return {
    write(task) {
      seq += 1;
      clock += 1;
      const existing = rows.get(task.id);
      const updatedAt = new Date(Date.UTC(2025, 0, 2, 0, 0, clock)).toISOString();
      rows.set(task.id, {
        task: { ...task, priority: priorityCode(task), updatedAt },
        seq,
        deleted: false,
        position: existing?.position ?? -clock,
      });
    },
    remove(id) {
      const row = rows.get(id);
      if (!row) return;
      seq += 1;
      rows.set(id, { ...row, seq, deleted: true });
    },
    tasks: () => [...rows.values()].filter((r) => !r.deleted).map((r) => r.task),
    listCalls: () => api().callsTo('GET', '/api/tasks'),
  };
}
