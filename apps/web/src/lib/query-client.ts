// The one TanStack Query client of the app.
import { QueryClient } from '@tanstack/react-query';
import { outboxIdle } from './offline/sync.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        // Kept (and persisted for offline use) for a day after the last screen that showed it closed.
        gcTime: 24 * 60 * 60_000,
        // Back online, the outbox replays first and then refetches; a refetch before that would read
        // the server without the queued changes and flash them away.
        refetchOnReconnect: () => outboxIdle(),
      },
      // Writes run offline too: the outbox (lib/offline) keeps them; TanStack would only pause them,
      // in memory, with the optimistic change and nothing stored.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
