// Logout: end the session on the server, mark the session signed out (use-forget-on-user-change drops
// the user's cached data), tell other tabs, go to `/`.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiRequestError } from '../lib/api-client.ts';
import { announceAuthChange, sessionQueryKey, signedOutSession, signOut } from '../lib/session.ts';
import { setSignOutIntent } from './sign-out-intent.ts';

export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } catch (error) {
      // 401: the session had already ended, which is what the user wanted.
      if (!(error instanceof ApiRequestError && error.status === 401)) {
        setPending(false);
        toast.error(t('logout.failed'));
        return;
      }
    }
    // The guard sees the signed-out session and redirects; the intent makes it go to `/`.
    setSignOutIntent('/');
    queryClient.setQueryData(sessionQueryKey, signedOutSession);
    announceAuthChange({ type: 'signed-out' });
    setPending(false);
  }, [queryClient, t]);

  return { logout, pending };
}
