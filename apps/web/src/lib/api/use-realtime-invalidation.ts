// Keeps the task workspace's cache in step with other tabs and devices: realtime events (task.*,
// micro-task.*, mvd.*, strategy.*, tag.*) mark the matching queries stale; the screens on view refetch
// (cheap: task lists ask for a `since` delta). Events arriving together are handled in one batch.
import type { RealtimeEvent } from '@nova/core/contracts/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '../realtime.ts';
import { settledInvalidator } from './invalidate-when-settled.ts';
import { keysForEvents } from './realtime-keys.ts';

/** Batching window: short enough for "within a second", long enough to merge a burst. */
const BATCH_MS = 120;

export function useRealtimeInvalidation(): void {
  const client = useQueryClient();
  useEffect(() => {
    let pending: RealtimeEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Not while a change of this tab is being saved: the refetch could undo it on screen.
    const invalidator = settledInvalidator(client);
    const flush = () => {
      timer = null;
      const events = pending;
      pending = [];
      for (const queryKey of keysForEvents(events)) invalidator.invalidate({ queryKey });
    };
    const unsubscribe = subscribeRealtime((event) => {
      pending.push(event);
      timer ??= setTimeout(flush, BATCH_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
      invalidator.dispose();
    };
  }, [client]);
}
