// The first signed-in screen tells the server the browser's time zone when the account has none
// yet, so "today" for habits and recurring tasks is the user's own day. A zone chosen later in the
// settings is kept: travelling does not silently move it.
import type { Session, User } from '@nova/core/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../lib/api-client.ts';
import { sessionQueryKey, sessionQueryOptions } from '../lib/session.ts';

export const browserTimeZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

export function useTimeZoneSync(): void {
  const client = useQueryClient();
  const { data } = useQuery(sessionQueryOptions);
  const userId = data?.user?.id;
  const missing = data?.user !== null && data?.user !== undefined && data.user.timeZone === null;

  useEffect(() => {
    const timeZone = browserTimeZone();
    if (!userId || !missing || !timeZone) return;
    apiRequest<User>('/api/auth/time-zone', { method: 'PUT', body: { timeZone } })
      .then((user) =>
        client.setQueryData<Session>(sessionQueryKey, (session) =>
          session?.user?.id === user.id ? { ...session, user } : session,
        ),
      )
      // Not worth a word to the user: UTC stays, and the next visit tries again.
      .catch(() => {});
  }, [client, userId, missing]);
}
