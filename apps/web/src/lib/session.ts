// The session: how to read it, sign in, sign up and sign out, and how tabs tell each other about it.
import type { AuthProviders, Session } from '@nova/core/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, setCsrfLoader, setCsrfToken } from './api-client.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

export async function fetchSession(): Promise<Session> {
  const session = await apiRequest<Session>('/api/auth/session');
  setCsrfToken(session.csrfToken);
  return session;
}

setCsrfLoader(fetchSession);

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 10_000,
  // SPEC §4: the guard follows auth changes live.
  refetchOnWindowFocus: 'always',
  refetchInterval: 60_000,
  // A failed check means "signed out" at once (SPEC §8); retrying would keep the spinner up.
  retry: false,
});

export const providersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => apiRequest<AuthProviders>('/api/auth/providers'),
  staleTime: 5 * 60_000,
});

export type SignInInput = { email: string; password: string };
export type SignUpInput = SignInInput & { name?: string };

export async function signIn(input: SignInInput): Promise<Session> {
  const session = await apiRequest<Session>('/api/auth/sign-in', { method: 'POST', body: input });
  setCsrfToken(session.csrfToken);
  return session;
}

export async function signUp(input: SignUpInput): Promise<Session> {
  const session = await apiRequest<Session>('/api/auth/sign-up', { method: 'POST', body: input });
  setCsrfToken(session.csrfToken);
  return session;
}

export async function signOut(): Promise<void> {
  await apiRequest<void>('/api/auth/sign-out', { method: 'POST' });
  setCsrfToken(null);
}

export const signedOutSession: Session = { user: null, csrfToken: null, expiresAt: null };

/** Tabs of the same browser announce sign-in and sign-out here; listeners refetch the session. */
export const AUTH_CHANNEL_NAME = 'nova-auth';
export type AuthChannelMessage = { type: 'signed-in' | 'signed-out' };

export function announceAuthChange(message: AuthChannelMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  channel.postMessage(message);
  channel.close();
}
