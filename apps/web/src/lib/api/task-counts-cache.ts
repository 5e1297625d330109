// Pure edits of the cached counts (GET /api/tasks/counts) when a task changes on this device: the
// screens' numbers (the matrix's squares, the walkthrough's counters, a strategy's progress, a tag's
// count) follow an optimistic edit at once, and the next answer (asked when the lists' change sequence
// moves) replaces them. The rules are the server's (apps/server task-list-counts.ts).
import type { TaskCounts, TaskSummary } from '@nova/core/contracts/tasks';
import { quadrantOf } from '@nova/core/domain/priority';
import { taskInView } from './task-list-cache.ts';

/** What the counts depend on. */
export type CountedTask = Pick<
  TaskSummary,
  'status' | 'startDate' | 'importance' | 'urgency' | 'strategyId' | 'tagIds'
>;

type Group = NonNullable<TaskCounts['strategies']>[number];

const closed: ReadonlySet<string> = new Set(['completed', 'cancelled']);
const at0 = (n: number) => Math.max(0, n);

function sameCounting(a: CountedTask, b: CountedTask, today: string): boolean {
  return (
    a.status === b.status &&
    a.strategyId === b.strategyId &&
    quadrantOf(a) === quadrantOf(b) &&
    taskInView(a, 'today', today) === taskInView(b, 'today', today) &&
    taskInView(a, 'upcoming', today) === taskInView(b, 'upcoming', today) &&
    a.tagIds.length === b.tagIds.length &&
    a.tagIds.every((id) => b.tagIds.includes(id))
  );
}

/** Adds `sign` (1 or -1) of a task to per-id groups (strategies or tags). */
function groupsWith(
  groups: readonly Group[],
  ids: readonly string[],
  task: CountedTask,
  sign: number,
): Group[] {
  const next = [...groups];
  for (const id of ids) {
    const index = next.findIndex((g) => g.id === id);
    const group = index >= 0 ? next[index] : undefined;
    const base = group ?? { id, open: 0, completed: 0, total: 0 };
    const moved: Group = {
      id,
      open: at0(base.open + (closed.has(task.status) ? 0 : sign)),
      completed: at0(base.completed + (task.status === 'completed' ? sign : 0)),
      total: at0(base.total + sign),
    };
    if (index >= 0) next[index] = moved;
    else if (sign > 0) next.push(moved);
  }
  return next;
}

function withTask(counts: TaskCounts, task: CountedTask, sign: 1 | -1, today: string): TaskCounts {
  const open = !closed.has(task.status);
  const views = { ...counts.views };
  views.all = at0(views.all + sign);
  if (task.status === 'completed') views.completed = at0(views.completed + sign);
  if (open) views.active = at0(views.active + sign);
  if (taskInView(task, 'today', today)) views.today = at0(views.today + sign);
  if (taskInView(task, 'upcoming', today)) views.upcoming = at0(views.upcoming + sign);
  const quadrants = { ...counts.quadrants };
  if (open) {
    const quadrant = quadrantOf(task);
    quadrants[quadrant] = at0(quadrants[quadrant] + sign);
  }
  const next: TaskCounts = { ...counts, views, quadrants };
  // A copy stored before statuses were counted has none: left for the next answer.
  if (counts.statuses) {
    next.statuses = { ...counts.statuses, [task.status]: at0(counts.statuses[task.status] + sign) };
  }
  if (counts.strategies && task.strategyId !== null) {
    next.strategies = groupsWith(counts.strategies, [task.strategyId], task, sign);
  }
  if (counts.tags && task.tagIds.length > 0) next.tags = groupsWith(counts.tags, task.tagIds, task, sign);
  return next;
}

/**
 * The counts once `before` (absent: a new task) became `after` (absent: deleted), for the user's
 * `today`. The same object when nothing counted changed.
 */
export function countsWithChange(
  counts: TaskCounts,
  before: CountedTask | undefined,
  after: CountedTask | undefined,
  today: string,
): TaskCounts {
  if (before && after && sameCounting(before, after, today)) return counts;
  let next = counts;
  if (before) next = withTask(next, before, -1, today);
  if (after) next = withTask(next, after, 1, today);
  return next;
}
