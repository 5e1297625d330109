// Reminder settings (GET/PUT /api/reminders/settings), this device's push subscription (POST/DELETE
// /api/reminders/subscriptions) and the test notification (POST /api/reminders/test).
import type { PushSubscriptionDto, ReminderSettingsDto } from '@nova/core/contracts/reminders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const reminderSettingsKey = ['reminders', 'settings'] as const;

export const reminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: reminderSettingsKey,
    queryFn: ({ signal }) => apiRequest<ReminderSettingsDto>('/api/reminders/settings', { signal }),
  });

export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettingsDto) =>
      apiRequest<ReminderSettingsDto>('/api/reminders/settings', { method: 'PUT', body: settings }),
    onSuccess: (settings) => client.setQueryData(reminderSettingsKey, settings),
  });
}

export const fetchPushKey = () => apiRequest<{ publicKey: string }>('/api/reminders/push-key');

export const saveSubscription = (body: unknown) =>
  apiRequest<PushSubscriptionDto>('/api/reminders/subscriptions', { method: 'POST', body });

export const deleteSubscription = (id: string) =>
  apiRequest<undefined>(`/api/reminders/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const sendTestNotification = (subscriptionId: string) =>
  apiRequest<{ sent: number; removed: number }>('/api/reminders/test', {
    method: 'POST',
    body: { subscriptionId },
  });
