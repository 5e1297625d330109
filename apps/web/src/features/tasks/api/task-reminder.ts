// A task's reminder (GET/PUT/DELETE /api/reminders/tasks/{id}): the instant a push reminder fires.
import type { TaskReminderDto } from '@nova/core/contracts/reminders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const key = (taskId: string) => ['reminders', 'task', taskId] as const;
const path = (taskId: string) => `/api/reminders/tasks/${encodeURIComponent(taskId)}`;

export const taskReminderQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: key(taskId),
    queryFn: ({ signal }) => apiRequest<TaskReminderDto>(path(taskId), { signal }),
  });

export function useTaskReminderActions(taskId: string) {
  const client = useQueryClient();
  const set = useMutation({
    mutationFn: (remindAt: string) =>
      apiRequest<TaskReminderDto>(path(taskId), { method: 'PUT', body: { remindAt } }),
    onSuccess: (reminder) => client.setQueryData(key(taskId), reminder),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<undefined>(path(taskId), { method: 'DELETE' }),
    onSuccess: () => client.setQueryData<TaskReminderDto>(key(taskId), { taskId, remindAt: null }),
  });
  return { set, remove };
}
