// The realtime client: one EventSource on /api/events while signed in; events say what changed and
// listeners refetch (notify-then-fetch).
import type { RealtimeEvent } from '@nova/core/contracts/events';

export function parseRealtimeEvent(data: string): RealtimeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (!('type' in value) || typeof value.type !== 'string') return null;
  const ids =
    'ids' in value && Array.isArray(value.ids) ? value.ids.filter((id) => typeof id === 'string') : [];
  const version = 'version' in value && typeof value.version === 'number' ? value.version : null;
  return { type: value.type, ids, version };
}

export type RealtimeHandlers = {
  onEvent: (event: RealtimeEvent) => void;
  /**
   * The stream is open (first connect, or the browser's reconnect after a drop), at `openedAt`
   * (Date.now()). Events from before it were not heard: what was fetched earlier may be stale.
   */
  onOpen?: (openedAt: number) => void;
  /** The browser gave up reconnecting (e.g. the server answered 401): the session may be gone. */
  onClosed: () => void;
};

export type RealtimeState = 'connecting' | 'open' | 'closed';

/**
 * The stream's state on `<html data-realtime>`: a page state tests and later the sync indicator can
 * wait on (a change made elsewhere is heard only once the stream is open).
 */
export function announceRealtimeState(state: RealtimeState): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.realtime = state;
}

/** Opens the stream; returns a function that closes it. */
export function openRealtime(handlers: RealtimeHandlers, url = '/api/events'): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(url, { withCredentials: true });
  announceRealtimeState('connecting');
  source.onopen = () => {
    announceRealtimeState('open');
    handlers.onOpen?.(Date.now());
  };
  const onData = (message: MessageEvent<string>) => {
    const event = parseRealtimeEvent(message.data);
    if (event) handlers.onEvent(event);
  };
  // The server names its events `change` (apps/server/src/realtime/events.routes.ts); unnamed ones
  // are accepted too so a proxy or a future server can send plain `data:` lines.
  source.addEventListener('change', onData);
  source.onmessage = onData;
  source.onerror = () => {
    announceRealtimeState(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
    if (source.readyState === EventSource.CLOSED) handlers.onClosed();
  };
  return () => {
    source.close();
    announceRealtimeState('closed');
  };
}

type RealtimeListener = (event: RealtimeEvent) => void;
const realtimeListeners = new Set<RealtimeListener>();

/** Features subscribe here (e.g. to refetch tasks on `task.updated`); returns the unsubscribe function. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  realtimeListeners.add(listener);
  return () => realtimeListeners.delete(listener);
}

export function publishRealtimeEvent(event: RealtimeEvent): void {
  for (const listener of realtimeListeners) listener(event);
}
