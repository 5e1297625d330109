// The auth guard of SPEC §4/§8: checking (spinner) -> authenticated (the screen) or unauthenticated
// (redirect to /auth, replacing history). It follows the session live: the session query refetches on
// focus and every minute, other tabs announce changes, and the realtime stream reports session.ended.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { settledInvalidator } from '../lib/api/invalidate-when-settled.ts';
import { staleAfterStreamOpen } from '../lib/api/realtime-keys.ts';
import { openRealtime, publishRealtimeEvent } from '../lib/realtime.ts';
import { sessionQueryKey, sessionQueryOptions } from '../lib/session.ts';
import { signOutDestination } from './sign-out-intent.ts';

export const AUTH_CHECK_FAILED_TOAST = 'auth-check-failed';

export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useQuery(sessionQueryOptions);
  // SPEC §8: a session check that throws means "signed out" plus one toast. That holds for the check
  // that decides whether to show the app at all; once a user is in, a failed *background* re-check
  // (server restarting, flaky network) keeps them where they are, so nothing they were typing is lost.
  // A definite answer from the server (user: null, 401) still signs them out at once.
  const failed = session.isError && !session.data?.user;
  const signedIn = !failed && Boolean(session.data?.user);

  useEffect(() => {
    if (!failed) return;
    // A fixed id keeps it to one toast however often the check fails.
    toast.error(t('guard.errorTitle'), { id: AUTH_CHECK_FAILED_TOAST, description: t('guard.errorText') });
  }, [failed, t]);

  useRealtime(signedIn);

  if (session.isPending) return <FullScreenSpinner label={t('guard.checking')} />;
  if (!signedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={signOutDestination() ?? '/auth'} replace state={{ from }} />;
  }
  return <Outlet />;
}

/**
 * One EventSource while signed in; `session.ended` (or a stream the server closed) rechecks the session.
 * Each time the stream opens (first connect, reconnect after a drop or a server restart), what was
 * fetched before it is asked again: changes made meanwhile sent events nobody heard. A fetch already
 * under way is kept (not cancelled), so the first screen's requests are not sent twice.
 */
function useRealtime(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const recheck = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    const invalidator = settledInvalidator(queryClient);
    const close = openRealtime({
      onEvent: (event) => {
        if (event.type === 'session.ended') recheck();
        publishRealtimeEvent(event);
      },
      onOpen: (openedAt) =>
        invalidator.invalidate(
          { predicate: (query) => staleAfterStreamOpen(query.queryKey, query.state.dataUpdatedAt, openedAt) },
          { cancelRefetch: false },
        ),
      onClosed: recheck,
    });
    return () => {
      close();
      invalidator.dispose();
    };
  }, [enabled, queryClient]);
}
