// Delegation, the owner's side: the task's assignment, delegate by e-mail link, a fresh link (copy or
// re-send: the token is stored only as a hash, so every link shown is a new one and the previous one
// stops working), cancel, and the delegated-tasks list. No toasts here: the screens explain errors.
import type {
  Assignment,
  DelegatedTaskList,
  DelegateTaskBody,
  DelegationLink,
} from '@nova/core/contracts/delegation';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../../lib/api/tasks.ts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';

export const delegationKeys = {
  all: ['delegation'] as const,
  task: (taskId: string) => ['delegation', 'task', taskId] as const,
  list: () => ['delegation', 'list'] as const,
};

const path = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}/delegation`;

/** The current assignment, or null when the task is not delegated (404 task_not_delegated). */
export async function fetchDelegation(taskId: string, signal?: AbortSignal): Promise<Assignment | null> {
  try {
    return await apiRequest<Assignment>(path(taskId), { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const delegateTask = (taskId: string, body: DelegateTaskBody) =>
  apiRequest<DelegationLink>(path(taskId), { method: 'POST', body });

export const renewDelegationLink = (taskId: string, sendEmail: boolean) =>
  apiRequest<DelegationLink>(`${path(taskId)}/link`, { method: 'POST', body: { sendEmail } });

export const cancelDelegation = (taskId: string) => apiRequest<void>(path(taskId), { method: 'DELETE' });

export const fetchDelegatedTasks = (signal?: AbortSignal) =>
  apiRequest<DelegatedTaskList>('/api/delegated-tasks', { signal });

export const delegationQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: delegationKeys.task(taskId),
    queryFn: ({ signal }) => fetchDelegation(taskId, signal),
    staleTime: 30_000,
  });

export const delegatedTasksQueryOptions = () =>
  queryOptions({
    queryKey: delegationKeys.list(),
    queryFn: ({ signal }) => fetchDelegatedTasks(signal),
    staleTime: 30_000,
  });

/** After any delegation change: the assignment, the list, and the task (its delegated flag). */
function refresh(client: QueryClient, taskId: string): void {
  void client.invalidateQueries({ queryKey: delegationKeys.all });
  void client.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
  void client.invalidateQueries({ queryKey: taskKeys.lists() });
}

export function useDelegateTask(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DelegateTaskBody) => delegateTask(taskId, body),
    onSuccess: (answer) => client.setQueryData(delegationKeys.task(taskId), answer.assignment),
    onSettled: () => refresh(client, taskId),
  });
}

export function useRenewDelegationLink(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sendEmail: boolean) => renewDelegationLink(taskId, sendEmail),
    onSuccess: (answer) => client.setQueryData(delegationKeys.task(taskId), answer.assignment),
    onSettled: () => void client.invalidateQueries({ queryKey: delegationKeys.list() }),
  });
}

export function useCancelDelegation(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelDelegation(taskId),
    onSuccess: () => client.setQueryData(delegationKeys.task(taskId), null),
    onSettled: () => refresh(client, taskId),
  });
}
