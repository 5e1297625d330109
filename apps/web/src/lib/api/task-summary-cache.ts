// /app's summary of the account in the cache (GET /api/tasks/summary): its keys, and the edits that
// keep it right between a change on this device and the server's next answer (optimistic, offline).
// The figures follow core's rules (domain/task-overview.ts): a changed row's part is taken out and
// its new part put in; focus mode's task is chosen again among what the answer knows (its focus and
// the head of the ranking) and the changed row. Kept apart from tasks.ts, which uses it (no cycle).
import type { TaskOverview } from '@nova/core/contracts/task-summary';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { rankTasks } from '@nova/core/domain/ranking';
import { addStats, focusTask, isOpenStatus, RANKED_MAX, statsOf } from '@nova/core/domain/task-overview';
import type { QueryClient } from '@tanstack/react-query';

/** What a summary query asks: the client's day and zone, rows by id, the mentor's next candidates. */
export type TaskSummaryParams = {
  today: string;
  tz?: string;
  ids?: readonly string[];
  staleAfter?: string;
};

export const taskSummaryKeys = {
  all: ['tasks', 'summary'] as const,
  /** Asked again when the list's change counter moves (like the counts): the key holds it. */
  summary: (params: TaskSummaryParams, seq: number) => ['tasks', 'summary', params, seq] as const,
};

/** A change of one task as this device sees it: its row before (when known) and after (null: deleted). */
export type TaskChange = {
  id: string;
  before: TaskSummary | undefined;
  after: TaskSummary | null;
  /** A task made on this device: nothing counted it before. */
  created?: boolean;
};

const isOpenTask = (task: TaskSummary) => task.type === 'task' && isOpenStatus(task.status);
const ranking = (tasks: readonly TaskSummary[]) =>
  rankTasks(tasks.filter(isOpenTask).map((task) => ({ ...task, createdAt: task.updatedAt })));

/** The rows with `id` replaced by `after` (or left out). */
function replaced(rows: readonly TaskSummary[], id: string, after: TaskSummary | null): TaskSummary[] {
  return rows.flatMap((row) => (row.id === id ? (after ? [after] : []) : [row]));
}

/**
 * The head of the ranking with the change in. A row from outside the head joins it only if it now
 * ranks before the head's last row (rows between them are unknown here), or if the head held every
 * open task; a row leaving the head leaves a shorter one until the server's next answer.
 */
function rankedWith(answer: TaskOverview, id: string, after: TaskSummary | null): TaskSummary[] {
  const known = replaced(answer.ranked, id, after).filter(isOpenTask);
  const last = answer.ranked.at(-1);
  const joins =
    after !== null &&
    isOpenTask(after) &&
    !answer.ranked.some((row) => row.id === id) &&
    (answer.ranked.length < RANKED_MAX || (last !== undefined && ranking([after, last])[0]?.id === id));
  const rows = joins && after ? [...known, after] : known;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranking(rows)
    .slice(0, RANKED_MAX)
    .flatMap((row) => byId.get(row.id) ?? []);
}

/** The summary after one change of this device (pure). */
export function applyTaskChange(
  answer: TaskOverview,
  change: TaskChange,
  ctx: { today: string; timeZone: string },
): TaskOverview {
  const { id, before, after } = change;
  const ranked = rankedWith(answer, id, after);
  const focusWas = answer.focus?.id === id ? after : answer.focus;
  const focus = focusTask([...(focusWas ? [focusWas] : []), ...ranked, ...(after ? [after] : [])]);
  const mvd = replaced(answer.mvd, id, after?.inMvd && isOpenStatus(after.status) ? after : null);
  if (after?.inMvd && isOpenStatus(after.status) && !mvd.some((row) => row.id === id)) mvd.push(after);
  const tasks = replaced(answer.tasks, id, after);

  // The timer's task: the one it was while it runs; else one just started; else another known running.
  let running = answer.running?.id === id ? after : answer.running;
  if (running?.status !== 'inProgress') {
    running =
      after?.status === 'inProgress'
        ? after
        : ([...ranked, ...mvd, ...tasks].find((row) => row.status === 'inProgress') ?? null);
  }

  let stats = answer.stats;
  if (before) stats = addStats(stats, statsOf(before, ctx.today, ctx.timeZone), -1);
  if (after && (before || change.created)) stats = addStats(stats, statsOf(after, ctx.today, ctx.timeZone));
  return {
    ...answer,
    stats: {
      open: Math.max(0, stats.open),
      dueToday: Math.max(0, stats.dueToday),
      doneToday: Math.max(0, stats.doneToday),
      secondsSpent: Math.max(0, stats.secondsSpent),
    },
    running,
    focus,
    ranked,
    mvd,
    // A task changed now is no longer untouched (a change of its flags alone, as the MVD's answer
    // writes them, keeps its time).
    stale:
      after && before?.updatedAt === after.updatedAt && isOpenTask(after)
        ? replaced(answer.stale, id, after)
        : answer.stale.filter((row) => row.id !== id),
    tasks,
  };
}

/** The zone a summary's figures are counted in (the one it asked with, else this device's). */
const zoneOf = (params: TaskSummaryParams): string =>
  params.tz ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';

/** Applies a change to every cached summary (and to the rows asked by id, and the mentor's pages). */
export function applyToSummaries(client: QueryClient, change: TaskChange): void {
  for (const [key, answer] of client.getQueriesData<TaskOverview>({ queryKey: taskSummaryKeys.all })) {
    if (!answer) continue;
    const params = key[2] as TaskSummaryParams | undefined;
    if (!params) continue;
    client.setQueryData(
      key,
      applyTaskChange(answer, change, { today: params.today, timeZone: zoneOf(params) }),
    );
  }
}

/** Every row a summary names. */
export function summaryRows(answer: TaskOverview): TaskSummary[] {
  return [
    ...(answer.running ? [answer.running] : []),
    ...(answer.focus ? [answer.focus] : []),
    ...answer.ranked,
    ...answer.mvd,
    ...answer.stale,
    ...answer.tasks,
  ];
}

/** The row of a task in the cached summaries, if one names it. */
export function findInSummaries(client: QueryClient, id: string): TaskSummary | undefined {
  for (const [, answer] of client.getQueriesData<TaskOverview>({ queryKey: taskSummaryKeys.all })) {
    const row = answer ? summaryRows(answer).find((task) => task.id === id) : undefined;
    if (row) return row;
  }
  return undefined;
}
