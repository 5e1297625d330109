// Minimum viable day: the up-to-three key task ids, the toggle (optimistic; the list and every row's
// star change at once, rolled back on 409 mvd_limit or any failure) and the one-time migration of a
// locally kept list (SPEC §4). Callers map errors to SPEC §8's toasts.
import type { MvdList } from '@nova/core/contracts/mvd';
import type { TaskList } from '@nova/core/contracts/tasks';
import { toggleMvd } from '@nova/core/domain/mvd';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { apiWrite } from '../offline/sync.ts';
import { mvdKeys } from './mvd-cache.ts';
import { newId, opQuery, restoreQueries, type Stamped, snapshotQueries, useOpMutation } from './ops.ts';
import { localIsoDate } from './task-list-cache.ts';
import { taskSummaryKeys } from './task-summary-cache.ts';
import { taskKeys, writeTaskSummary } from './tasks.ts';

export { mvdKeys } from './mvd-cache.ts';

export const fetchMvd = (signal?: AbortSignal) => apiRequest<MvdList>('/api/mvd', { signal });

export const addMvdTask = (taskId: string, opId: string, day = localIsoDate()) =>
  apiWrite<MvdList>('/api/mvd', { method: 'POST', body: { taskId, opId, day } });

export const removeMvdTask = (taskId: string, opId: string) =>
  apiWrite<MvdList>(`/api/mvd/${encodeURIComponent(taskId)}?${opQuery(opId)}`, { method: 'DELETE' });

export const migrateMvd = (taskIds: string[], opId: string) =>
  apiRequest<MvdList>('/api/mvd/migrate', { method: 'POST', body: { taskIds, opId } });

export const mvdQueryOptions = () =>
  queryOptions({
    queryKey: mvdKeys.all,
    queryFn: ({ signal }) => fetchMvd(signal),
    staleTime: 60_000,
  });

export type ToggleMvdInput = {
  taskId: string;
  /** Decided when the call is made (from the cached list, else this hint): add or remove. */
  action?: 'add' | 'remove';
  inMvd?: boolean;
  opId?: string;
};
type PreparedToggle = Stamped<ToggleMvdInput> & { action: 'add' | 'remove' };

/** The row's change when it joins or leaves the day (the server stamps the task with its time). */
const toggled = (action: ToggleMvdInput['action']) => ({
  inMvd: action === 'add',
  updatedAt: new Date().toISOString(),
});

/** SPEC's toggle: adds the task when absent, removes it when present. */
export function useToggleMvd() {
  const client = useQueryClient();
  const prepare = (input: ToggleMvdInput): PreparedToggle => {
    const cached = client.getQueryData<MvdList>(mvdKeys.all);
    const present = cached ? cached.taskIds.includes(input.taskId) : (input.inMvd ?? false);
    return { ...input, opId: input.opId ?? newId(), action: input.action ?? (present ? 'remove' : 'add') };
  };
  return useOpMutation<MvdList, ToggleMvdInput, { snapshot: Awaited<ReturnType<typeof snapshotQueries>> }>(
    {
      mutationFn: ({ taskId, opId, action }) =>
        action === 'remove' ? removeMvdTask(taskId, opId) : addMvdTask(taskId, opId),
      onMutate: async ({ taskId, action }) => {
        const snapshot = await snapshotQueries(client, [mvdKeys.all, taskKeys.lists(), taskSummaryKeys.all]);
        const current = client.getQueryData<MvdList>(mvdKeys.all);
        if (current) {
          // The core toggle refuses a fourth: then nothing changes locally and the server says 409.
          const present = current.taskIds.includes(taskId);
          if ((action === 'add') !== present) {
            const result = toggleMvd(current.taskIds, taskId);
            if (result.ok) {
              client.setQueryData<MvdList>(mvdKeys.all, { taskIds: result.value.taskIds });
              writeTaskSummary(client, taskId, toggled(action));
            }
          }
        } else {
          writeTaskSummary(client, taskId, toggled(action));
        }
        return { snapshot };
      },
      onSuccess: (list) => {
        const before = new Set(
          client
            .getQueriesData<TaskList>({ queryKey: taskKeys.lists() })
            .flatMap(([, data]) => data?.tasks.filter((task) => task.inMvd).map((task) => task.id) ?? []),
        );
        client.setQueryData(mvdKeys.all, list);
        const now = new Set(list.taskIds);
        for (const id of before) if (!now.has(id)) writeTaskSummary(client, id, { inMvd: false });
        for (const id of now) writeTaskSummary(client, id, { inMvd: true });
      },
      onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
    },
    prepare,
  );
}

/** Uploads a local list once (the server keeps its own list when it has one) and returns the result. */
export function useMigrateMvd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskIds, opId }: { taskIds: string[]; opId?: string }) =>
      migrateMvd(taskIds, opId ?? newId()),
    onSuccess: (list) => {
      client.setQueryData(mvdKeys.all, list);
      void client.invalidateQueries({ queryKey: taskKeys.lists() });
    },
  });
}
