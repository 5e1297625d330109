// Refetching while a change is being saved can undo it on screen: the change shows at once
// (optimistic), a refetch started meanwhile reads the server before the change lands, and its answer
// replaces the optimistic data (a ticked step unticks, then ticks again once the next refetch comes).
// Refetches that others ask for (realtime events, a reopened event stream) therefore wait until no
// mutation is in flight; the mutations' own answers keep the screen right in the meantime.
import type { InvalidateOptions, InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

export type SettledInvalidator = {
  /** Invalidates now when nothing is being saved, else once the last mutation in flight settled. */
  invalidate(filters: InvalidateQueryFilters, options?: InvalidateOptions): void;
  /** Drops what is still waiting (an effect's cleanup). */
  dispose(): void;
};

export function settledInvalidator(client: QueryClient): SettledInvalidator {
  let waiting: Array<[InvalidateQueryFilters, InvalidateOptions | undefined]> = [];
  let unsubscribe: (() => void) | null = null;
  const runWaiting = () => {
    const batch = waiting;
    waiting = [];
    unsubscribe?.();
    unsubscribe = null;
    for (const [filters, options] of batch) void client.invalidateQueries(filters, options);
  };
  return {
    invalidate(filters, options) {
      if (client.isMutating() === 0) {
        void client.invalidateQueries(filters, options);
        return;
      }
      waiting.push([filters, options]);
      unsubscribe ??= client.getMutationCache().subscribe(() => {
        // The cache notifies before a settled mutation leaves the pending count: look a task later.
        queueMicrotask(() => {
          if (unsubscribe && client.isMutating() === 0) runWaiting();
        });
      });
    },
    dispose() {
      waiting = [];
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
