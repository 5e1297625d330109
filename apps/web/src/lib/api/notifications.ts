// Notifications of the user's tasks (what the assignee or the owner did, and who): the list, the unread
// counts (in all and per task), mark a task's or all read; and the realtime wiring that keeps
// comments, attachments, delegations and notifications fresh on every signed-in screen.
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { MarkReadResult, NotificationList, UnreadCount } from '@nova/core/contracts/notifications';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api-client.ts';
import { subscribeRealtime } from '../realtime.ts';
import { settledInvalidator } from './invalidate-when-settled.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
};

export const fetchNotifications = (signal?: AbortSignal) =>
  apiRequest<NotificationList>('/api/notifications?limit=100', { signal });

export const fetchUnreadCount = (signal?: AbortSignal) =>
  apiRequest<UnreadCount>('/api/notifications/unread-count', { signal });

export const markTaskNotificationsRead = (taskId: string) =>
  apiRequest<MarkReadResult>(`/api/tasks/${encodeURIComponent(taskId)}/notifications/read`, {
    method: 'POST',
  });

export const markAllNotificationsRead = () =>
  apiRequest<MarkReadResult>('/api/notifications/read', { method: 'POST' });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => fetchNotifications(signal),
    staleTime: 30_000,
  });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    staleTime: 60_000,
  });

/** Clears the task's count at once; a refused request only refetches (SPEC §7: a failure is logged). */
function clearTaskUnread(client: QueryClient, taskId: string): void {
  client.setQueryData<UnreadCount>(notificationKeys.unread(), (counts) => {
    if (!counts) return counts;
    const gone = counts.byTask[taskId] ?? 0;
    const { [taskId]: _removed, ...byTask } = counts.byTask;
    return { unreadCount: Math.max(0, counts.unreadCount - gone), byTask };
  });
}

/**
 * Opening a task marks its notifications read. Never throws: a failure is only logged. Without
 * `force` it asks the server only when the cached count says there is something unread; closing the
 * task forces it, because what arrived while it was open may not have reached the cached count yet.
 */
export async function markTaskRead(
  client: QueryClient,
  taskId: string,
  options: { force?: boolean } = {},
): Promise<void> {
  const counts = client.getQueryData<UnreadCount>(notificationKeys.unread());
  if (!options.force && counts && !counts.byTask[taskId]) return;
  clearTaskUnread(client, taskId);
  try {
    await markTaskNotificationsRead(taskId);
  } catch (error) {
    console.warn('Could not mark the task’s notifications read', error);
  } finally {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
    void client.invalidateQueries({ queryKey: ['delegation', 'list'] });
  }
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      void client.invalidateQueries({ queryKey: ['delegation', 'list'] });
    },
  });
}

/** Query keys a collaboration event makes stale (ids[0] is the task's id). Pure, tested. */
export function collaborationKeysFor(event: Pick<RealtimeEvent, 'type' | 'ids'>): Array<readonly string[]> {
  const taskId = event.ids[0];
  switch (event.type) {
    case 'comment.created':
      return taskId
        ? [
            ['comments', taskId],
            ['delegation', 'list'],
          ]
        : [['comments'], ['delegation', 'list']];
    case 'attachment.created':
    case 'attachment.deleted':
      return taskId
        ? [
            ['attachments', taskId],
            ['delegation', 'list'],
          ]
        : [['attachments'], ['delegation', 'list']];
    case 'delegation.changed':
      return [['delegation']];
    case 'task.updated':
      return taskId
        ? [
            ['delegation', 'list'],
            ['delegation', 'task', taskId],
          ]
        : [['delegation']];
    case 'notification.created':
    case 'notifications.read':
      return [['notifications'], ['delegation', 'list']];
    default:
      return [];
  }
}

/** Mounted once in the signed-in frame: collaboration events refetch what they touch. */
export function useCollaborationRealtime(): void {
  const client = useQueryClient();
  useEffect(() => {
    // Not while a change of this tab is being saved (invalidate-when-settled.ts).
    const invalidator = settledInvalidator(client);
    const unsubscribe = subscribeRealtime((event) => {
      for (const queryKey of collaborationKeysFor(event)) invalidator.invalidate({ queryKey });
    });
    return () => {
      unsubscribe();
      invalidator.dispose();
    };
  }, [client]);
}
