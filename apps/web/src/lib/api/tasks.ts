// Tasks and ideas: fetchers over apiRequest, query keys, query options and the cache edits the mutation
// hooks share. The hooks are one file per call (create-task.ts, update-task.ts, change-task-status.ts,
// delete-task.ts): writes carry an opId (and creation a client id) so a replay is harmless; quick add,
// edits, status changes and deletes are optimistic and roll back on error. No toasts here: screens map
// errors to messages.
import type {
  ChangeTaskStatusBody,
  CreateTaskBody,
  Task,
  TaskCounts,
  TaskList,
  TaskStatusChange,
  TaskSummary,
  UpdatedTask,
  UpdateTaskBody,
} from '@nova/core/contracts/tasks';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { apiWrite } from '../offline/sync.ts';
import { type SettledInvalidator, settledInvalidator } from './invalidate-when-settled.ts';
import { opQuery, type snapshotQueries } from './ops.ts';
import { type CountedTask, countsWithChange } from './task-counts-cache.ts';
import {
  appendTaskPage,
  insertTaskInList,
  localIsoDate,
  mergeTaskDelta,
  patchTaskInList,
  type TaskListParams,
} from './task-list-cache.ts';
import { applyToSummaries, findInSummaries } from './task-summary-cache.ts';

export type { TaskListParams } from './task-list-cache.ts';

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
  /** The same list in pages (the third element is still the params: eachList edits both kinds). */
  paged: (params: TaskListParams) => ['tasks', 'list', params, 'paged'] as const,
  /** Every cached counts answer (the optimistic edits reach them all). */
  allCounts: () => ['tasks', 'counts'] as const,
  counts: (today: string, seq: number, detail = false) =>
    detail
      ? (['tasks', 'counts', today, seq, 'detail'] as const)
      : (['tasks', 'counts', today, seq] as const),
  details: () => ['tasks', 'detail'] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};

// ---- fetchers

/** What a list request adds to the screen's params: a delta's seq, a page's size and cursor. */
export type ListRequest = { since?: number; limit?: number; cursor?: string | null };

function listQueryString(params: TaskListParams, request: ListRequest = {}): string {
  const search = new URLSearchParams();
  const withToday: TaskListParams =
    params.view === 'today' || params.view === 'upcoming' ? { today: localIsoDate(), ...params } : params;
  for (const [key, value] of Object.entries(withToday)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (request.since !== undefined) search.set('since', String(request.since));
  if (request.limit !== undefined) search.set('limit', String(request.limit));
  if (request.cursor) search.set('cursor', request.cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function fetchTasks(
  params: TaskListParams = {},
  options: ListRequest & { signal?: AbortSignal } = {},
) {
  return apiRequest<TaskList>(`/api/tasks${listQueryString(params, options)}`, {
    signal: options.signal,
  });
}

export const fetchTaskCounts = (today: string, signal?: AbortSignal, detail = false) =>
  apiRequest<TaskCounts>(`/api/tasks/counts?today=${encodeURIComponent(today)}${detail ? '&detail=1' : ''}`, {
    signal,
  });

export const fetchTask = (id: string, signal?: AbortSignal) =>
  apiRequest<Task>(`/api/tasks/${encodeURIComponent(id)}`, { signal });

export const createTask = (body: CreateTaskBody) => apiWrite<Task>('/api/tasks', { method: 'POST', body });

export const updateTask = (id: string, body: UpdateTaskBody) =>
  apiWrite<UpdatedTask>(`/api/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const changeTaskStatus = (id: string, body: ChangeTaskStatusBody) =>
  apiWrite<TaskStatusChange>(`/api/tasks/${encodeURIComponent(id)}/status`, { method: 'POST', body });

export const deleteTask = (id: string, opId: string) =>
  apiWrite<void>(`/api/tasks/${encodeURIComponent(id)}?${opQuery(opId)}`, { method: 'DELETE' });

// ---- queries

/**
 * A task list. A refetch sends the last `seq` as `since` and merges the delta, so refreshing a
 * 1,000-task list after a change moves a few rows, not all of them. SPEC §7: cached 5 minutes, no
 * refetch on window focus (realtime events invalidate it instead).
 */
export const taskListQueryOptions = (params: TaskListParams = {}) =>
  queryOptions({
    queryKey: taskKeys.list(params),
    queryFn: async ({ client, queryKey, signal }) => {
      const current = client.getQueryData<TaskList>(queryKey);
      const answer = await fetchTasks(params, { since: current?.seq, signal });
      return mergeTaskDelta(current, answer, params.view, params.order);
    },
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

/** The first page: what the screen paints first. */
export const TASK_PAGE_FIRST = 50;
/** The pages after it. */
export const TASK_PAGE_MORE = 200;

/**
 * A task list in pages, for the screens that show it row by row (/app, the matrix's squares, a
 * strategy's or a tag's tasks, a status of the walkthrough): the first page (`first` rows), then more
 * as the screen asks (loadNextTaskPage). The cached value is a TaskList holding every page loaded so far
 * and the next page's cursor, so the cache edits of the hooks (eachList) and the offline cache treat it
 * like any list. A refetch is one delta for all pages: `since` the list's seq, with the cursor as the
 * end of the rows held (the server leaves later changes to the next pages); a reset starts over from
 * the first page. The page size is not part of the key: a screen asking for fewer rows of the same
 * list shares its cache.
 */
export const taskPagesQueryOptions = (params: TaskListParams = {}, first = TASK_PAGE_FIRST) =>
  queryOptions({
    queryKey: taskKeys.paged(params),
    queryFn: async ({ client, queryKey, signal }) => {
      const current = client.getQueryData<TaskList>(queryKey);
      const answer = await fetchTasks(params, {
        since: current?.seq,
        limit: first,
        cursor: current?.nextCursor,
        signal,
      });
      return mergeTaskDelta(current, answer, params.view, params.order);
    },
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

const pagesLoading = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/**
 * Appends the next page (`size` rows) to a paged list, once at a time per list (a second call while one
 * is on its way waits for it). A page that answers after the list was reset or refetched past it is
 * dropped.
 */
export function loadNextTaskPage(
  client: QueryClient,
  params: TaskListParams,
  size = TASK_PAGE_MORE,
): Promise<void> {
  const key = taskKeys.paged(params);
  const id = JSON.stringify(key);
  let loading = pagesLoading.get(client);
  if (!loading) {
    loading = new Map();
    pagesLoading.set(client, loading);
  }
  const running = loading.get(id);
  if (running) return running;
  const current = client.getQueryData<TaskList>(key);
  const cursor = current?.nextCursor;
  if (!cursor) return Promise.resolve();
  const work = fetchTasks(params, { limit: size, cursor })
    .then((page) => {
      const latest = client.getQueryData<TaskList>(key);
      if (latest && latest.nextCursor === cursor) client.setQueryData(key, appendTaskPage(latest, page));
    })
    .finally(() => loading.delete(id));
  loading.set(id, work);
  return work;
}

/**
 * The sidebar's numbers for the user's `today` (with `detail`, per strategy and tag too), asked again
 * when the list's change sequence moves (the key holds it; the server answers from its counters, or a
 * 304).
 */
export const taskCountsQueryOptions = (today: string, seq: number, detail = false) =>
  queryOptions({
    queryKey: taskKeys.counts(today, seq, detail),
    queryFn: ({ signal }) => fetchTaskCounts(today, signal, detail),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => fetchTask(id, signal),
    staleTime: 60_000,
  });

// ---- cache edits shared by the hooks

/** What an optimistic mutation keeps to roll back. */
export type TaskSnapshot = { snapshot: Awaited<ReturnType<typeof snapshotQueries>> };

export function toTaskSummary(task: Task): TaskSummary {
  return {
    id: task.id,
    title: task.title,
    status: task.status,
    type: task.type,
    importance: task.importance,
    urgency: task.urgency,
    priority: task.priority,
    startDate: task.startDate,
    startTime: task.startTime,
    durationMinutes: task.durationMinutes,
    strategyId: task.strategyId,
    tagIds: task.tagIds,
    microTotal: task.microTotal,
    microDone: task.microDone,
    inMvd: task.inMvd,
    isDelegated: task.isDelegated,
    totalTimeSpent: task.totalTimeSpent,
    timeStarted: task.timeStarted,
    version: task.version,
    updatedAt: task.updatedAt,
  };
}

/** Applies an edit to every cached list (with the list's parameters); unchanged lists stay as they are. */
export function eachList(
  client: QueryClient,
  edit: (list: TaskList, params: TaskListParams) => TaskList,
): void {
  for (const [key, list] of client.getQueriesData<TaskList>({ queryKey: taskKeys.lists() })) {
    if (!list) continue;
    // The keys under taskKeys.lists() are taskKeys.list(params)'s: the third element is the params.
    const params = (key[2] ?? {}) as TaskListParams;
    const next = edit(list, params);
    if (next !== list) client.setQueryData(key, next);
  }
}

/**
 * A change this device made before the server has it, for /app's summary (task-summary-cache.ts):
 * `patch` of the row as the cache has it now, or the row deleted (`null`). Call before the lists are
 * edited, so the row found is the one the summary counted. A write the server stamps with its time
 * carries `updatedAt` in its patch, in the lists too (done today and the mentor read it).
 */
export function noteTaskChange(client: QueryClient, id: string, patch: Partial<TaskSummary> | null): void {
  const before = findSummary(client, id);
  if (!before) return;
  applyToSummaries(client, { id, before, after: patch === null ? null : { ...before, ...patch } });
}

/** Moves a task from `before` to `after` in every cached counts answer (see task-counts-cache.ts). */
export function countTaskChange(
  client: QueryClient,
  before: CountedTask | undefined,
  after: CountedTask | undefined,
): void {
  for (const [key, counts] of client.getQueriesData<TaskCounts>({ queryKey: taskKeys.allCounts() })) {
    if (!counts) continue;
    // taskKeys.counts: the third element is the day the counts were asked for.
    const today = typeof key[2] === 'string' ? key[2] : localIsoDate();
    const next = countsWithChange(counts, before, after, today);
    if (next !== counts) client.setQueryData(key, next);
  }
}

/**
 * Puts a changed row into every cached list (and the detail when one is cached): where the row is,
 * it changes (and leaves the lists it no longer matches); a list it now matches gets it (a card
 * dropped on another square, a task given a strategy or a tag, a status of the walkthrough). The
 * counts and /app's summary follow.
 */
export function writeTaskSummary(client: QueryClient, id: string, patch: Partial<TaskSummary>): void {
  const before = findSummary(client, id);
  const after = before ? { ...before, ...patch } : undefined;
  noteTaskChange(client, id, patch);
  eachList(client, (list, params) => {
    const patched = patchTaskInList(list, id, patch, params);
    return patched === list && after ? insertTaskInList(list, after, params) : patched;
  });
  client.setQueryData<Task>(taskKeys.detail(id), (task) => (task ? { ...task, ...patch } : task));
  if (before && after) countTaskChange(client, before, after);
}

/** A server answer for one task: detail replaced, rows updated, inserted where they now belong. */
export function writeTask(client: QueryClient, task: Task): void {
  const summary = toTaskSummary(task);
  // What this device showed until now (an optimistic row, usually): the counts move from it.
  const before = findSummary(client, task.id);
  applyToSummaries(client, { id: task.id, before, after: summary });
  client.setQueryData(taskKeys.detail(task.id), task);
  eachList(client, (list, params) => {
    const patched = patchTaskInList(list, task.id, summary, params);
    return patched === list ? insertTaskInList(list, summary, params) : patched;
  });
  if (before) countTaskChange(client, before, summary);
}

/** The row of a task as the cache has it now (a list's, else the summary's, else the detail's). */
export function findSummary(client: QueryClient, id: string): TaskSummary | undefined {
  for (const [, list] of client.getQueriesData<TaskList>({ queryKey: taskKeys.lists() })) {
    const row = list?.tasks.find((task) => task.id === id);
    if (row) return row;
  }
  const named = findInSummaries(client, id);
  if (named) return named;
  const detail = client.getQueryData<Task>(taskKeys.detail(id));
  return detail ? toTaskSummary(detail) : undefined;
}

export function invalidateTaskLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: taskKeys.lists() });
}

const afterSaves = new WeakMap<QueryClient, SettledInvalidator>();

/**
 * What a task write does once it settled: refetch the lists, but only when no other change is still
 * being saved (a refetch started now would read the server before that change and replace its
 * optimistic row: a ticked box unticks for a moment). Not awaited by the mutation, which therefore
 * ends with its own answer instead of waiting for the lists.
 */
export function invalidateTaskListsWhenSettled(client: QueryClient): void {
  let invalidator = afterSaves.get(client);
  if (!invalidator) {
    invalidator = settledInvalidator(client);
    afterSaves.set(client, invalidator);
  }
  invalidator.invalidate({ queryKey: taskKeys.lists() });
}
