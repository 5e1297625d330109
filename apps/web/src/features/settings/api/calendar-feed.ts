// The private calendar feed (GET/POST/PATCH/DELETE /api/calendar-feed): whether a link exists and its
// options; making a new link returns its URL this once.
import type { CalendarFeedDto, CreatedCalendarFeedDto } from '@nova/core/contracts/calendar-feed';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const calendarFeedKey = ['calendar-feed'] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => apiRequest<CalendarFeedDto>('/api/calendar-feed', { signal }),
  });

/** What the dialog does with the feed; each answer replaces the cached state. */
export function useCalendarFeedActions() {
  const client = useQueryClient();
  const store = (feed: CalendarFeedDto) => client.setQueryData(calendarFeedKey, feed);
  const create = useMutation({
    mutationFn: (includeHabits: boolean) =>
      apiRequest<CreatedCalendarFeedDto>('/api/calendar-feed', { method: 'POST', body: { includeHabits } }),
    onSuccess: ({ url: _url, ...feed }) => store(feed),
  });
  const setHabits = useMutation({
    mutationFn: (includeHabits: boolean) =>
      apiRequest<CalendarFeedDto>('/api/calendar-feed', { method: 'PATCH', body: { includeHabits } }),
    onSuccess: store,
  });
  const revoke = useMutation({
    mutationFn: () => apiRequest<undefined>('/api/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => store({ enabled: false, includeHabits: false, createdAt: null, lastFetchedAt: null }),
  });
  return { create, setHabits, revoke };
}
