// Pure rules for the cached task lists: which list a task belongs to (the server's view rules, so an
// optimistic row lands where the refetch will put it), merging a `since` delta, and small edits.
import type {
  ListTasksQuery,
  TaskList,
  TaskListOrder,
  TaskSummary,
  TaskView,
} from '@nova/core/contracts/tasks';
import { quadrantOf } from '@nova/core/domain/priority';
import { matchesSearch } from '@nova/core/domain/search';

/** A list query as the screens ask for it (`since` is the fetcher's business). */
export type TaskListParams = Omit<ListTasksQuery, 'since'>;

const closedStatuses: ReadonlySet<string> = new Set(['completed', 'cancelled']);

/** The device's calendar date, YYYY-MM-DD (the today/upcoming views are about the user's day). */
export function localIsoDate(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The server's view rules (apps/server task-list.repo): active, today, upcoming, completed. */
export function taskInView(
  task: Pick<TaskSummary, 'status' | 'startDate'>,
  view: TaskView | undefined,
  today: string,
): boolean {
  const open = !closedStatuses.has(task.status);
  switch (view) {
    case undefined:
      return true;
    case 'active':
      return open;
    case 'today':
      return task.status === 'inProgress' || (open && task.startDate !== null && task.startDate <= today);
    case 'upcoming':
      return open && task.startDate !== null && task.startDate > today;
    case 'completed':
      return task.status === 'completed';
  }
}

/** Whether a list query would return this task (the search runs on the title only: rows carry no description). */
export function taskMatchesList(
  task: TaskSummary,
  params: TaskListParams,
  today = params.today ?? localIsoDate(),
): boolean {
  if (!taskInView(task, params.view, today)) return false;
  if (params.status !== undefined && task.status !== params.status) return false;
  if (params.type !== undefined && task.type !== params.type) return false;
  if (params.quadrant !== undefined && quadrantOf(task) !== params.quadrant) return false;
  if (params.strategyId !== undefined && task.strategyId !== params.strategyId) return false;
  if (params.noStrategy === '1' && task.strategyId !== null) return false;
  if (params.tagId !== undefined && !task.tagIds.includes(params.tagId)) return false;
  if (params.from !== undefined && (task.startDate === null || task.startDate < params.from)) return false;
  if (params.to !== undefined && (task.startDate === null || task.startDate > params.to)) return false;
  if (params.q && !matchesSearch(params.q, task.title)) return false;
  return true;
}

/**
 * Applies a `since` answer to the cached list. A full answer (no `deleted`, or `reset`) replaces it;
 * otherwise deleted ids leave, changed rows are replaced in place and new ones go first (the active,
 * today and completed lists are newest first), upcoming stays sorted by date. In the "most recently
 * changed first" order (`updated`) every changed row goes first, in the answer's order: a change moves
 * a row to the top. A paged list keeps its next cursor (the server left out the changes after it), or
 * takes the first page's on a reset.
 */
export function mergeTaskDelta(
  current: TaskList | undefined,
  answer: TaskList,
  view: TaskView | undefined,
  order?: TaskListOrder,
): TaskList {
  if (!current || answer.reset || answer.deleted === undefined) {
    return withCursor({ tasks: answer.tasks, seq: answer.seq }, answer.nextCursor);
  }
  if (answer.tasks.length === 0 && answer.deleted.length === 0)
    return withCursor({ tasks: current.tasks, seq: answer.seq }, current.nextCursor);
  const gone = new Set(answer.deleted);
  const changed = new Map(answer.tasks.map((task) => [task.id, task]));
  if (order === 'updated') {
    const kept = current.tasks.filter((task) => !gone.has(task.id) && !changed.has(task.id));
    return withCursor({ tasks: [...answer.tasks, ...kept], seq: answer.seq }, current.nextCursor);
  }
  const kept: TaskSummary[] = [];
  for (const task of current.tasks) {
    if (gone.has(task.id)) continue;
    const next = changed.get(task.id);
    if (next) changed.delete(task.id);
    kept.push(next ?? task);
  }
  let tasks = [...changed.values(), ...kept];
  if (view === 'upcoming') {
    tasks = tasks.sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''));
  }
  return withCursor({ tasks, seq: answer.seq }, current.nextCursor);
}

/** A paged list keeps where its next page starts (undefined: a whole list, which has none). */
function withCursor(list: TaskList, nextCursor: string | null | undefined): TaskList {
  return nextCursor === undefined ? list : { ...list, nextCursor };
}

/** A paged list with its next page appended (rows it already holds are not repeated). */
export function appendTaskPage(list: TaskList, page: TaskList): TaskList {
  const held = new Set(list.tasks.map((task) => task.id));
  return {
    ...list,
    tasks: [...list.tasks, ...page.tasks.filter((task) => !held.has(task.id))],
    nextCursor: page.nextCursor ?? null,
  };
}

/** The list with one row changed; rows that no longer match the query leave it. */
export function patchTaskInList(
  list: TaskList,
  id: string,
  patch: Partial<TaskSummary>,
  params: TaskListParams,
): TaskList {
  let found = false;
  const tasks: TaskSummary[] = [];
  for (const task of list.tasks) {
    if (task.id !== id) {
      tasks.push(task);
      continue;
    }
    found = true;
    const next = { ...task, ...patch };
    if (taskMatchesList(next, params)) tasks.push(next);
  }
  return found ? { ...list, tasks } : list;
}

export function removeTaskFromList(list: TaskList, id: string): TaskList {
  return list.tasks.some((task) => task.id === id)
    ? { ...list, tasks: list.tasks.filter((task) => task.id !== id) }
    : list;
}

/** A new row goes first when the query would return it. */
export function insertTaskInList(list: TaskList, task: TaskSummary, params: TaskListParams): TaskList {
  if (list.tasks.some((row) => row.id === task.id) || !taskMatchesList(task, params)) return list;
  return { ...list, tasks: [task, ...list.tasks] };
}
