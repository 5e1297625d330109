// The first signed-in screen tells the server the browser's time zone when the account has none
// yet, so "today" for habits and recurring tasks is the user's own day. A zone chosen later in the
// settings is kept: travelling does not silently move it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryOptions } from '../lib/session.ts';
import { browserTimeZone, saveTimeZone } from '../lib/time-zone.ts';

export function useTimeZoneSync(): void {
  const client = useQueryClient();
  const { data } = useQuery(sessionQueryOptions);
  const userId = data?.user?.id;
  const missing = data?.user !== null && data?.user !== undefined && data.user.timeZone === null;

  useEffect(() => {
    // Asked only when needed: the browser's first date formatter costs a long task on a slow phone.
    if (!userId || !missing) return;
    const timeZone = browserTimeZone();
    if (!timeZone) return;
    // Not worth a word to the user when it fails: UTC stays, and the next visit tries again.
    saveTimeZone(client, timeZone).catch(() => {});
  }, [client, userId, missing]);
}
