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
import { apiWrite } from '../offline/sync.ts';
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
  apiWrite<MicroTask>(base(taskId), { method: 'POST', body });

export const updateMicroTask = (taskId: string, microId: string, body: UpdateMicroTaskBody) =>
  apiWrite<MicroTask>(`${base(taskId)}/${encodeURIComponent(microId)}`, { method: 'PATCH', body });

export const deleteMicroTask = (taskId: string, microId: string, opId: string) =>
  apiWrite<void>(`${base(taskId)}/${encodeURIComponent(microId)}?${opQuery(opId)}`, { method: 'DELETE' });

export const reorderMicroTasks = (taskId: string, ids: string[], opId: string) =>
  apiWrite<MicroTaskList>(`${base(taskId)}/order`, { method: 'PUT', body: { ids, opId } });

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

/** The optimistic half of a step write: snapshot what it touches, then show `change` of the loaded steps. */
async function showAtOnce(
  client: QueryClient,
  taskId: string,
  change: (steps: MicroTask[]) => MicroTask[],
): Promise<Snapshot> {
  const snapshot = await snapshotQueries(client, snapshotKeys(taskId));
  const steps = currentSteps(client, taskId);
  if (steps) writeSteps(client, taskId, change(steps));
  return { snapshot };
}

/** The `onError` of every step write: put back what `showAtOnce` snapshotted. */
const rollback =
  (client: QueryClient) =>
  (_error: unknown, _input: unknown, context: Snapshot | undefined): void =>
    restoreQueries(client, context?.snapshot);

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
      onMutate: (input) =>
        showAtOnce(client, input.taskId, (steps) => {
          const now = new Date().toISOString();
          const last = steps.reduce((max, step) => Math.max(max, step.position), 0);
          return [
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
          ];
        }),
      onSuccess: (step) => {
        const steps = currentSteps(client, step.taskId) ?? [];
        writeSteps(client, step.taskId, [...steps.filter((s) => s.id !== step.id), step]);
      },
      onError: rollback(client),
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
    onMutate: ({ taskId, microId, opId: _opId, ...body }) =>
      showAtOnce(client, taskId, (steps) => steps.map((s) => (s.id === microId ? { ...s, ...body } : s))),
    onSuccess: (step) => {
      const steps = currentSteps(client, step.taskId) ?? [step];
      writeSteps(
        client,
        step.taskId,
        steps.map((s) => (s.id === step.id ? step : s)),
      );
    },
    onError: rollback(client),
  });
}

export type DeleteMicroTaskInput = { taskId: string; microId: string; opId?: string };

export function useDeleteMicroTask() {
  const client = useQueryClient();
  return useOpMutation<void, DeleteMicroTaskInput, Snapshot>({
    mutationFn: ({ taskId, microId, opId }) => deleteMicroTask(taskId, microId, opId),
    onMutate: ({ taskId, microId }) =>
      showAtOnce(client, taskId, (steps) => steps.filter((s) => s.id !== microId)),
    onError: rollback(client),
  });
}

export type ReorderMicroTasksInput = { taskId: string; ids: string[]; opId?: string };

/** Puts every step of the task in the given order (drag or keyboard move). */
export function useReorderMicroTasks() {
  const client = useQueryClient();
  return useOpMutation<MicroTaskList, ReorderMicroTasksInput, Snapshot>({
    mutationFn: ({ taskId, ids, opId }) => reorderMicroTasks(taskId, ids, opId),
    onMutate: ({ taskId, ids }) =>
      showAtOnce(client, taskId, (steps) => {
        const order = new Map(ids.map((id, index) => [id, index + 1]));
        return steps.map((s) => ({ ...s, position: order.get(s.id) ?? s.position }));
      }),
    onSuccess: (list, { taskId }) => writeSteps(client, taskId, list.microTasks),
    onError: rollback(client),
  });
}
