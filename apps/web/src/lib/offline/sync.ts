// The app's one outbox, wired to the query client, the API client and the browser's connectivity:
// started by the entry before the first render. Writes reach it through `apiWrite`; the sync
// indicator reads it through `useSyncState`. Online again, or signed in, it sends what waits; after a
// replay it refetches what the screens show, so the server's version of every row comes back.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type ApiRequestInit, apiRequest, hasCsrfToken } from '../api-client.ts';
import { fetchSession, sessionQueryKey } from '../session.ts';
import { noteTaskAnswer, resetMergeNotices, watchTaskCache } from './merge-notices.ts';
import { idbOutboxStore, memoryOutboxStore, type OutboxStore, offlineDb } from './offline-db.ts';
import { offlineLog } from './offline-log.ts';
import { createOutbox, type Outbox, type OutboxSnapshot, type Queued } from './outbox.ts';
import type { OutboxMethod } from './outbox-entry.ts';
import { saveQueryCache } from './persist-cache.ts';

let outbox: Outbox | null = null;
let client: QueryClient | null = null;

function sessionUserId(client: QueryClient): string | null {
  const session = client.getQueryData<{ user: { id: string } | null }>(sessionQueryKey);
  return session?.user?.id ?? null;
}

/** Everything the screens show, refetched (the auth queries follow their own rules). */
const refetchShown = (client: QueryClient) => () =>
  void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });

export function startSync(queryClient: QueryClient): Outbox {
  if (outbox) return outbox;
  client = queryClient;
  // TanStack's online flag starts "online" whatever the browser says; a page opened offline is not.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  let store: Promise<OutboxStore> | null = null;
  const created = createOutbox({
    store: () => {
      store ??= offlineDb().then((db) => (db ? idbOutboxStore(db) : memoryOutboxStore()));
      return store;
    },
    send: async (entry) => {
      // A session restored from the offline cache has no CSRF token: one session check brings it.
      if (!hasCsrfToken()) await fetchSession();
      const answer = await apiRequest(entry.path, { method: entry.method, body: entry.body });
      // A task edit merged by field may have replaced another device's value: the user is told.
      noteTaskAnswer(entry, answer);
      return answer;
    },
    isOnline: () => onlineManager.isOnline(),
    userId: () => sessionUserId(queryClient),
    onReplayed: refetchShown(queryClient),
    onDiscarded: refetchShown(queryClient),
  });
  outbox = created;
  watchTaskCache(queryClient);
  onlineManager.subscribe((online) => {
    if (online) void created.flush();
  });
  let lastUser: string | null = null;
  queryClient.getQueryCache().subscribe((event) => {
    const [scope, name] = event.query.queryKey;
    if (scope !== sessionQueryKey[0] || name !== sessionQueryKey[1]) return;
    const user = sessionUserId(queryClient);
    if (user === lastUser) return;
    lastUser = user;
    resetMergeNotices();
    // Signed in (or restored): what this user left in the outbox is theirs to send now.
    void created.flush();
  });
  void created.reload();
  return created;
}

export function currentOutbox(): Outbox | null {
  return outbox;
}

/**
 * A write of the app: through the outbox when it runs (the app), straight to the API otherwise (the
 * shared-task page, component tests). Resolves with the answer, or QUEUED when the write was kept to be
 * sent later; rejects when the server refused it while the caller waited.
 */
export function apiWrite<T>(
  path: string,
  init: Omit<ApiRequestInit, 'method' | 'signal'> & { method: OutboxMethod },
): Promise<T | Queued> {
  if (!outbox) return apiRequest<T>(path, init);
  // The screen already shows the change (the hook's onMutate ran): the stored copy of the cache is
  // written with the outbox entry, so a reload at once still shows it (not only in 500 ms).
  if (client)
    void saveQueryCache(client).catch((error: unknown) => offlineLog('cached data not saved', error));
  return outbox.submit<T>({ method: init.method, path, body: init.body });
}

const idle: OutboxSnapshot = { pending: 0, refused: [], syncing: false };

export function useSyncState(): OutboxSnapshot {
  return useSyncExternalStore(
    (listener) => outbox?.subscribe(listener) ?? (() => undefined),
    () => outbox?.snapshot() ?? idle,
    () => idle,
  );
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** Nothing waits to be sent: a refetch now cannot overwrite a change the server has not seen yet. */
export function outboxIdle(): boolean {
  const state = outbox?.snapshot();
  return !state || (state.pending === 0 && !state.syncing);
}
