// Micro-tasks (micro-steps) of one task: list, create, rename/tick/move, delete and reorder. Ticking,
// reordering and deleting are optimistic; the task's progress (microDone/microTotal) follows at once.
import type {
  CreateMicroTaskBody,
  MicroTask,
  MicroTaskList,
  UpdateMicroTaskBody,
} from '@nova/core/contracts/micro-tasks';
import type { Task } from '@nova/core/contracts/tasks';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { newId, opQuery, restoreQueries, snapshotQueries, stampOp, useOpMutation } from './ops.ts';
import { taskKeys, writeTaskSummary } from './tasks.ts';

type Snapshot = { snapshot: Awaited<ReturnType<typeof snapshotQueries>> };

export const microTaskKeys = {
  /** Under the task's detail key, so invalidating a task refreshes its steps too. */
  list: (taskId: string) => [...taskKeys.detail(taskId), 'micro-tasks'] as const,
};

const base = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}/micro-tasks`;

export const fetchMicroTasks = (taskId: string, signal?: AbortSignal) =>
  apiRequest<MicroTaskList>(base(taskId), { signal });

export const createMicroTask = (taskId: string, body: CreateMicroTaskBody) =>
  apiRequest<MicroTask>(base(taskId), { method: 'POST', body });

export const updateMicroTask = (taskId: string, microId: string, body: UpdateMicroTaskBody) =>
  apiRequest<MicroTask>(`${base(taskId)}/${encodeURIComponent(microId)}`, { method: 'PATCH', body });

export const deleteMicroTask = (taskId: string, microId: string, opId: string) =>
  apiRequest<void>(`${base(taskId)}/${encodeURIComponent(microId)}?${opQuery(opId)}`, { method: 'DELETE' });

export const reorderMicroTasks = (taskId: string, ids: string[], opId: string) =>
  apiRequest<MicroTaskList>(`${base(taskId)}/order`, { method: 'PUT', body: { ids, opId } });

export const microTaskListQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: microTaskKeys.list(taskId),
    queryFn: ({ signal }) => fetchMicroTasks(taskId, signal),
    staleTime: 60_000,
  });

/** Writes the steps into their list and the task detail, and the counts into the task rows. */
function writeSteps(client: QueryClient, taskId: string, steps: MicroTask[]): void {
  const sorted = [...steps].sort((a, b) => a.position - b.position);
  client.setQueryData<MicroTaskList>(microTaskKeys.list(taskId), { microTasks: sorted });
  client.setQueryData<Task>(taskKeys.detail(taskId), (task) =>
    task ? { ...task, microTasks: sorted } : task,
  );
  writeTaskSummary(client, taskId, {
    microTotal: sorted.length,
    microDone: sorted.filter((step) => step.completed).length,
  });
}

function currentSteps(client: QueryClient, taskId: string): MicroTask[] | undefined {
  return (
    client.getQueryData<MicroTaskList>(microTaskKeys.list(taskId))?.microTasks ??
    client.getQueryData<Task>(taskKeys.detail(taskId))?.microTasks
  );
}

const snapshotKeys = (taskId: string) => [taskKeys.lists(), taskKeys.detail(taskId)];

export type CreateMicroTaskInput = Omit<CreateMicroTaskBody, 'opId' | 'id'> & {
  taskId: string;
  id?: string;
  opId?: string;
};

export function useCreateMicroTask() {
  const client = useQueryClient();
  return useOpMutation<MicroTask, CreateMicroTaskInput, Snapshot>(
    {
      mutationFn: ({ taskId, ...body }) => createMicroTask(taskId, body),
      onMutate: async (input) => {
        const snapshot = await snapshotQueries(client, snapshotKeys(input.taskId));
        const steps = currentSteps(client, input.taskId);
        if (steps) {
          const now = new Date().toISOString();
          const last = steps.reduce((max, step) => Math.max(max, step.position), 0);
          writeSteps(client, input.taskId, [
            ...steps,
            {
              id: input.id ?? newId(),
              taskId: input.taskId,
              title: input.title.trim(),
              completed: false,
              position: last + 1,
              estimateMinutes: input.estimateMinutes ?? null,
              source: 'user',
              version: 0,
              createdAt: now,
              updatedAt: now,
            },
          ]);
        }
        return { snapshot };
      },
      onSuccess: (step) => {
        const steps = currentSteps(client, step.taskId) ?? [];
        writeSteps(client, step.taskId, [...steps.filter((s) => s.id !== step.id), step]);
      },
      onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
    },
    (input) => stampOp({ ...input, id: input.id ?? newId() }),
  );
}

export type UpdateMicroTaskInput = Omit<UpdateMicroTaskBody, 'opId'> & {
  taskId: string;
  microId: string;
  opId?: string;
};

/** Rename, tick off (optimistic), move or re-estimate a step. */
export function useUpdateMicroTask() {
  const client = useQueryClient();
  return useOpMutation<MicroTask, UpdateMicroTaskInput, Snapshot>({
    mutationFn: ({ taskId, microId, ...body }) => updateMicroTask(taskId, microId, body),
    onMutate: async ({ taskId, microId, opId: _opId, ...body }) => {
      const snapshot = await snapshotQueries(client, snapshotKeys(taskId));
      const steps = currentSteps(client, taskId);
      if (steps)
        writeSteps(
          client,
          taskId,
          steps.map((s) => (s.id === microId ? { ...s, ...body } : s)),
        );
      return { snapshot };
    },
    onSuccess: (step) => {
      const steps = currentSteps(client, step.taskId) ?? [step];
      writeSteps(
        client,
        step.taskId,
        steps.map((s) => (s.id === step.id ? step : s)),
      );
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export type DeleteMicroTaskInput = { taskId: string; microId: string; opId?: string };

export function useDeleteMicroTask() {
  const client = useQueryClient();
  return useOpMutation<void, DeleteMicroTaskInput, Snapshot>({
    mutationFn: ({ taskId, microId, opId }) => deleteMicroTask(taskId, microId, opId),
    onMutate: async ({ taskId, microId }) => {
      const snapshot = await snapshotQueries(client, snapshotKeys(taskId));
      const steps = currentSteps(client, taskId);
      if (steps)
        writeSteps(
          client,
          taskId,
          steps.filter((s) => s.id !== microId),
        );
      return { snapshot };
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}

export type ReorderMicroTasksInput = { taskId: string; ids: string[]; opId?: string };

/** Puts every step of the task in the given order (drag or keyboard move). */
export function useReorderMicroTasks() {
  const client = useQueryClient();
  return useOpMutation<MicroTaskList, ReorderMicroTasksInput, Snapshot>({
    mutationFn: ({ taskId, ids, opId }) => reorderMicroTasks(taskId, ids, opId),
    onMutate: async ({ taskId, ids }) => {
      const snapshot = await snapshotQueries(client, snapshotKeys(taskId));
      const steps = currentSteps(client, taskId);
      if (steps) {
        const order = new Map(ids.map((id, index) => [id, index + 1]));
        writeSteps(
          client,
          taskId,
          steps.map((s) => ({ ...s, position: order.get(s.id) ?? s.position })),
        );
      }
      return { snapshot };
    },
    onSuccess: (list, { taskId }) => writeSteps(client, taskId, list.microTasks),
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}
