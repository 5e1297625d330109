// Tasks and ideas: fetchers over apiRequest, query keys, query options and the mutation hooks. Writes
// carry an opId (and creation a client id) so a replay is harmless; quick add, edits, status changes
// and deletes are optimistic and roll back on error. No toasts here: screens map errors to messages.
import type {
  ChangeTaskStatusBody,
  CreateTaskBody,
  Task,
  TaskList,
  TaskStatusChange,
  TaskSummary,
  UpdateTaskBody,
} from '@nova/core/contracts/tasks';
import { priorityCode } from '@nova/core/domain/priority';
import { applyStatusChange } from '@nova/core/domain/status';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { mvdKeys, removeFromMvdCache } from './mvd-cache.ts';
import {
  newId,
  opQuery,
  restoreQueries,
  type Stamped,
  snapshotQueries,
  stampOp,
  useOpMutation,
} from './ops.ts';
import {
  insertTaskInList,
  localIsoDate,
  mergeTaskDelta,
  patchTaskInList,
  removeTaskFromList,
  type TaskListParams,
} from './task-list-cache.ts';

export type { TaskListParams } from './task-list-cache.ts';

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
  details: () => ['tasks', 'detail'] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};

// ---- fetchers

function listQueryString(params: TaskListParams, since?: number): string {
  const search = new URLSearchParams();
  const withToday: TaskListParams =
    params.view === 'today' || params.view === 'upcoming' ? { today: localIsoDate(), ...params } : params;
  for (const [key, value] of Object.entries(withToday)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (since !== undefined) search.set('since', String(since));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function fetchTasks(
  params: TaskListParams = {},
  options: { since?: number; signal?: AbortSignal } = {},
) {
  return apiRequest<TaskList>(`/api/tasks${listQueryString(params, options.since)}`, {
    signal: options.signal,
  });
}

export const fetchTask = (id: string, signal?: AbortSignal) =>
  apiRequest<Task>(`/api/tasks/${encodeURIComponent(id)}`, { signal });

export const createTask = (body: CreateTaskBody) => apiRequest<Task>('/api/tasks', { method: 'POST', body });

export const updateTask = (id: string, body: UpdateTaskBody) =>
  apiRequest<Task>(`/api/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const changeTaskStatus = (id: string, body: ChangeTaskStatusBody) =>
  apiRequest<TaskStatusChange>(`/api/tasks/${encodeURIComponent(id)}/status`, { method: 'POST', body });

export const deleteTask = (id: string, opId: string) =>
  apiRequest<void>(`/api/tasks/${encodeURIComponent(id)}?${opQuery(opId)}`, { method: 'DELETE' });

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
      return mergeTaskDelta(current, answer, params.view);
    },
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

type ListEntry = [readonly unknown[], TaskList | undefined];

function eachList(client: QueryClient, edit: (list: TaskList, params: TaskListParams) => TaskList): void {
  for (const [key, list] of client.getQueriesData<TaskList>({ queryKey: taskKeys.lists() }) as ListEntry[]) {
    if (!list) continue;
    const params = (key[2] ?? {}) as TaskListParams;
    const next = edit(list, params);
    if (next !== list) client.setQueryData(key, next);
  }
}

/** Puts a changed row into every cached list (and the detail when one is cached). */
export function writeTaskSummary(client: QueryClient, id: string, patch: Partial<TaskSummary>): void {
  eachList(client, (list, params) => patchTaskInList(list, id, patch, params));
  client.setQueryData<Task>(taskKeys.detail(id), (task) => (task ? { ...task, ...patch } : task));
}

/** A server answer for one task: detail replaced, rows updated, inserted where they now belong. */
export function writeTask(client: QueryClient, task: Task): void {
  const summary = toTaskSummary(task);
  client.setQueryData(taskKeys.detail(task.id), task);
  eachList(client, (list, params) => {
    const patched = patchTaskInList(list, task.id, summary, params);
    return patched === list ? insertTaskInList(list, summary, params) : patched;
  });
}

export function invalidateTaskLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: taskKeys.lists() });
}

// ---- mutations

export type CreateTaskInput = Omit<CreateTaskBody, 'opId' | 'id'> & { id?: string; opId?: string };
type Snapshot = { snapshot: Awaited<ReturnType<typeof snapshotQueries>> };

function optimisticSummary(input: Stamped<CreateTaskInput> & { id: string }): TaskSummary {
  const importance = input.importance ?? 1;
  const urgency = input.urgency ?? 1;
  return {
    id: input.id,
    title: input.title.trim(),
    status: 'waiting',
    type: input.type ?? 'task',
    importance,
    urgency,
    priority: priorityCode({ importance, urgency }),
    startDate: input.startDate ?? input.dueDate ?? null,
    startTime: input.startTime ?? null,
    durationMinutes: input.durationMinutes ?? null,
    strategyId: input.strategyId ?? null,
    tagIds: input.tagIds ?? [],
    microTotal: 0,
    microDone: 0,
    inMvd: false,
    isDelegated: false,
    totalTimeSpent: 0,
    timeStarted: null,
    version: 0,
    updatedAt: new Date().toISOString(),
  };
}

/** Quick add: the row appears at once (client UUID v7), the server answer replaces it. */
export function useCreateTask() {
  const client = useQueryClient();
  return useOpMutation<Task, CreateTaskInput, Snapshot>(
    {
      mutationFn: ({ id, opId, ...body }) => createTask({ ...body, id, opId }),
      onMutate: async (input) => {
        const snapshot = await snapshotQueries(client, [taskKeys.lists()]);
        const row = optimisticSummary({ ...input, id: input.id ?? newId() });
        eachList(client, (list, params) => insertTaskInList(list, row, params));
        return { snapshot };
      },
      onSuccess: (task) => writeTask(client, task),
      onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
      onSettled: () => invalidateTaskLists(client),
    },
    (input) => stampOp({ ...input, id: input.id ?? newId() }),
  );
}

export type UpdateTaskInput = Omit<UpdateTaskBody, 'opId'> & { id: string; opId?: string };

function summaryPatch(
  body: Omit<UpdateTaskBody, 'opId' | 'baseVersion'>,
  current?: TaskSummary,
): Partial<TaskSummary> {
  const { description: _description, dueDate, ...rest } = body;
  const patch: Partial<TaskSummary> = { ...rest };
  if (body.startDate === undefined && dueDate !== undefined && !current?.startDate) patch.startDate = dueDate;
  if (current && (body.importance !== undefined || body.urgency !== undefined)) {
    patch.priority = priorityCode({
      importance: body.importance ?? current.importance,
      urgency: body.urgency ?? current.urgency,
    });
  }
  return patch;
}

function findSummary(client: QueryClient, id: string): TaskSummary | undefined {
  for (const [, list] of client.getQueriesData<TaskList>({ queryKey: taskKeys.lists() })) {
    const row = list?.tasks.find((task) => task.id === id);
    if (row) return row;
  }
  const detail = client.getQueryData<Task>(taskKeys.detail(id));
  return detail ? toTaskSummary(detail) : undefined;
}

/** Any field of SPEC §7's update list; rows and the detail change at once. */
export function useUpdateTask() {
  const client = useQueryClient();
  return useOpMutation<Task, UpdateTaskInput, Snapshot>({
    mutationFn: ({ id, ...body }) => updateTask(id, body),
    onMutate: async ({ id, opId: _opId, baseVersion: _base, ...body }) => {
      const snapshot = await snapshotQueries(client, [taskKeys.all]);
      const patch = summaryPatch(body, findSummary(client, id));
      eachList(client, (list, params) => patchTaskInList(list, id, patch, params));
      client.setQueryData<Task>(taskKeys.detail(id), (task) =>
        task ? { ...task, ...body, ...patch } : task,
      );
      return { snapshot };
    },
    onSuccess: (task) => writeTask(client, task),
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export type ChangeTaskStatusInput = ChangeTaskStatusBody & { id: string };

/** Start, complete, stop, pause, reopen…: the clock rules of the core run locally for the instant view. */
export function useChangeTaskStatus() {
  const client = useQueryClient();
  return useOpMutation<TaskStatusChange, ChangeTaskStatusInput, Snapshot>({
    mutationFn: ({ id, status, opId }) => changeTaskStatus(id, { status, opId }),
    onMutate: async ({ id, status }) => {
      const snapshot = await snapshotQueries(client, [taskKeys.all, mvdKeys.all]);
      const current = findSummary(client, id);
      if (current) {
        const change = applyStatusChange(
          { ...current, timeCompleted: null, completedAt: null, isPaused: current.status === 'paused' },
          status,
          new Date(),
        );
        if (change.ok) {
          const { fields } = change.value;
          const patch: Partial<TaskSummary> = {
            status: fields.status,
            timeStarted: fields.timeStarted,
            totalTimeSpent: fields.totalTimeSpent,
          };
          if (change.value.removeFromMvd) {
            patch.inMvd = false;
            removeFromMvdCache(client, id);
          }
          writeTaskSummary(client, id, patch);
        }
      }
      return { snapshot };
    },
    onSuccess: ({ task, removedFromMvd }) => {
      writeTask(client, task);
      if (removedFromMvd) removeFromMvdCache(client, task.id);
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
    onSettled: () => invalidateTaskLists(client),
  });
}

export type DeleteTaskInput = { id: string; opId?: string };

export function useDeleteTask() {
  const client = useQueryClient();
  return useOpMutation<void, DeleteTaskInput, Snapshot>({
    mutationFn: ({ id, opId }) => deleteTask(id, opId),
    onMutate: async ({ id }) => {
      const snapshot = await snapshotQueries(client, [taskKeys.all, mvdKeys.all]);
      eachList(client, (list) => removeTaskFromList(list, id));
      removeFromMvdCache(client, id);
      return { snapshot };
    },
    onSuccess: (_data, { id }) => client.removeQueries({ queryKey: taskKeys.detail(id) }),
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}
