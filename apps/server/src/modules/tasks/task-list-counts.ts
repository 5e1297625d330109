// The numbers of the task screens (GET /api/tasks/counts): the counters the triggers keep (task_counts,
// migration 0019: live tasks per status, day and quadrant side; strategy_task_counts and
// tag_task_counts, migration 0021: per strategy or tag and status), read in a few hundred rows whatever
// the account's size, and shaped into the contract's views, quadrants, statuses, strategies and tags.
import type { TaskCounts } from '@nova/core/contracts/tasks';
import { quadrantOf } from '@nova/core/domain/priority';
import { isTaskStatus, type TaskStatus } from '@nova/core/domain/status';
import type { Db } from '../../db/database.ts';

export function taskCountsRepo(db: Db) {
  return {
    /**
     * The sidebar's numbers: the user's rows of task_counts (live tasks per status, day and quadrant
     * side, kept by triggers: migration 0019), a few hundred rows whatever the account's size; with
     * `perGroup`, also per strategy and per tag from their counters (per status, migration 0021).
     */
    async counts(userId: string, perGroup: boolean) {
      const [groups, strategies, tags] = await Promise.all([
        db
          .selectFrom('task_counts')
          .select(['status', 'day', 'important', 'urgent', 'n'])
          .where('user_id', '=', userId)
          .where('n', '<>', 0)
          .execute(),
        perGroup
          ? db
              .selectFrom('strategy_task_counts')
              .select(['strategy_id as id', 'status', 'n'])
              .where('user_id', '=', userId)
              .where('n', '<>', 0)
              .execute()
          : [],
        perGroup
          ? db
              .selectFrom('tag_task_counts')
              .select(['tag_id as id', 'status', 'n'])
              .where('user_id', '=', userId)
              .where('n', '<>', 0)
              .execute()
          : [],
      ]);
      return { groups, strategies, tags, perGroup };
    },

    /** How many live tasks carry the tag (its counters, migration 0021). */
    async taggedCount(userId: string, tagId: string): Promise<number> {
      const row = await db
        .selectFrom('tag_task_counts')
        .select((eb) => eb.fn.sum<number | string>('n').as('n'))
        .where('user_id', '=', userId)
        .where('tag_id', '=', tagId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type TaskCountsRepo = ReturnType<typeof taskCountsRepo>;

type CountRows = Awaited<ReturnType<TaskCountsRepo['counts']>>;
const closedStatuses: ReadonlySet<string> = new Set(['completed', 'cancelled']);

/** The counters' rows as the contract's numbers (the views' rules of task-list.repo.ts). */
export function countsOf(seq: number, rows: CountRows, today: string): TaskCounts {
  const views = { all: 0, active: 0, today: 0, upcoming: 0, completed: 0 };
  const quadrants = { do: 0, schedule: 0, delegate: 0, eliminate: 0 };
  const statuses: Record<TaskStatus, number> = {
    waiting: 0,
    inProgress: 0,
    paused: 0,
    completed: 0,
    cancelled: 0,
    scheduled: 0,
  };
  for (const g of rows.groups) {
    const n = Number(g.n);
    const open = !closedStatuses.has(g.status);
    // 0: no date, 1: up to today, 2: later.
    const day = g.day === '' ? 0 : g.day <= today ? 1 : 2;
    views.all += n;
    if (isTaskStatus(g.status)) statuses[g.status] += n;
    if (g.status === 'completed') views.completed += n;
    if (!open) continue;
    views.active += n;
    if (day === 1 || g.status === 'inProgress') views.today += n;
    if (day === 2) views.upcoming += n;
    // The quadrant of a level at the line (LEVEL_LINE) or above is the important/urgent side.
    const level = (flag: number) => (Number(flag) === 1 ? 10 : 1);
    quadrants[quadrantOf({ importance: level(g.important), urgency: level(g.urgent) })] += n;
  }
  const counts: TaskCounts = { seq, views, quadrants, statuses };
  return rows.perGroup
    ? { ...counts, strategies: perGroup(rows.strategies), tags: perGroup(rows.tags) }
    : counts;
}

/** Per strategy (or tag) and status rows as open, completed and all tasks per id, ids in order. */
function perGroup(rows: ReadonlyArray<{ id: string; status: string; n: number | string }>) {
  const byId = new Map<string, { id: string; open: number; completed: number; total: number }>();
  for (const row of rows) {
    const n = Number(row.n);
    let entry = byId.get(row.id);
    if (!entry) {
      entry = { id: row.id, open: 0, completed: 0, total: 0 };
      byId.set(row.id, entry);
    }
    entry.total += n;
    if (row.status === 'completed') entry.completed += n;
    if (!closedStatuses.has(row.status)) entry.open += n;
  }
  return [...byId.values()]
    .filter((e) => e.total > 0)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
