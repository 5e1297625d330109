// Listens on BroadcastChannel('nova-auth'): when another tab signs in or out, recheck the session here.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AUTH_CHANNEL_NAME, sessionQueryKey } from '../lib/session.ts';

export function useAuthChannel(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    return () => channel.close();
  }, [queryClient]);
}
