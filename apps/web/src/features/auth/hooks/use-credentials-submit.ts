// Sends the e-mail + password form; on success stores the new session and tells other tabs.
import type { Session } from '@nova/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialsMode } from '../../../lib/credentials.ts';
import { normalizeEmail } from '../../../lib/credentials.ts';
import { announceAuthChange, sessionQueryKey, signIn, signUp } from '../../../lib/session.ts';

export type CredentialsSubmit = { mode: CredentialsMode; email: string; password: string; name: string };

export function useCredentialsSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, email, password, name }: CredentialsSubmit): Promise<Session> => {
      const credentials = { email: normalizeEmail(email), password };
      const trimmedName = name.trim();
      return mode === 'sign-up'
        ? signUp(trimmedName ? { ...credentials, name: trimmedName } : credentials)
        : signIn(credentials);
    },
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      announceAuthChange({ type: 'signed-in' });
    },
  });
}
