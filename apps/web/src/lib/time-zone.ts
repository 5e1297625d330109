// The user's time zone: the browser's, the list to choose from, and saving it on the account (it
// decides what "today" is for habits and recurring tasks). The session keeps the saved one.
import type { Session, User } from '@nova/core/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { sessionQueryKey } from './session.ts';

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every IANA zone the browser knows, UTC included, sorted. */
export function timeZoneChoices(current: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...(current ? [current] : [])])].sort();
}

/** Saves the zone and puts the answer into the cached session. */
export async function saveTimeZone(client: QueryClient, timeZone: string): Promise<User> {
  const user = await apiRequest<User>('/api/auth/time-zone', { method: 'PUT', body: { timeZone } });
  client.setQueryData<Session>(sessionQueryKey, (session) =>
    session?.user?.id === user.id ? { ...session, user } : session,
  );
  return user;
}
