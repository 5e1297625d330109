// When the signed-in user changes (signed out here or elsewhere, or another account signed in from
// another tab), drop every cached query except the auth ones, so no screen can show the previous
// user's data.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey } from '../lib/session.ts';

export function useForgetOnUserChange(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastUserId: string | null | undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      const [scope, name] = event.query.queryKey;
      if (event.type !== 'updated' || scope !== sessionQueryKey[0] || name !== sessionQueryKey[1]) return;
      const userId = sessionUserId(event.query.state.data);
      if (userId === undefined) return;
      if (lastUserId !== undefined && lastUserId !== userId) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      }
      lastUserId = userId;
    });
  }, [queryClient]);
}

/** The user id in cached session data; null when signed out, undefined when there is no answer yet. */
function sessionUserId(data: unknown): string | null | undefined {
  if (typeof data !== 'object' || data === null || !('user' in data)) return undefined;
  const user: unknown = data.user;
  if (typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'string')
    return user.id;
  return null;
}
