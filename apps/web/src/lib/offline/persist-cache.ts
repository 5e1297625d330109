// The last-known data for offline use: the query cache (session, tasks, micro-steps, MVD, strategies,
// tags, habits…) written to IndexedDB a moment after it changes and read back before the first render,
// through TanStack Query's own dehydrate/hydrate. (Its persist-client packages pin an older query-core
// than the app's, which would ship two copies: docs/decisions/0014-offline.md.) Hydrating never
// replaces newer data, so a screen that already fetched keeps its answer. Signed out, nothing is kept.
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { offlineDb } from './offline-db.ts';
import { offlineLog } from './offline-log.ts';

const KEY = 'queries';
/** Bumped when the shape of cached data changes incompatibly: an older copy is then ignored. */
const FORMAT = 1;
const MAX_AGE = 7 * 24 * 60 * 60_000;
const WRITE_DELAY = 500;

type Persisted = { format: number; savedAt: number; state: DehydratedState };

function isPersisted(value: unknown): value is Persisted {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const state = record.state as Record<string, unknown> | undefined;
  return (
    record.format === FORMAT &&
    typeof record.savedAt === 'number' &&
    typeof state === 'object' &&
    state !== null &&
    Array.isArray(state.queries) &&
    Array.isArray(state.mutations)
  );
}

function signedIn(client: QueryClient): boolean {
  const session = client.getQueryData<{ user: unknown }>(['auth', 'session']);
  return Boolean(session?.user);
}

/** Puts the stored cache into the client (before the first render). Unreadable copies are dropped. */
export async function restoreQueryCache(client: QueryClient, now = Date.now()): Promise<boolean> {
  try {
    const db = await offlineDb();
    if (!db) return false;
    const value: unknown = await db.get('cache', KEY);
    if (value === undefined) return false;
    if (!isPersisted(value) || now - value.savedAt > MAX_AGE) {
      if (!isPersisted(value)) offlineLog('cached data unreadable, discarded');
      await db.delete('cache', KEY);
      return false;
    }
    hydrate(client, value.state);
    // The stored session has no CSRF token (withoutCsrf): marked stale, so it is fetched again when
    // the app mounts even if it was stored seconds ago; else writes are refused until it expires.
    void client.invalidateQueries({ queryKey: ['auth', 'session'], refetchType: 'none' });
    return true;
  } catch (error) {
    offlineLog('cached data could not be restored', error);
    return false;
  }
}

export async function saveQueryCache(client: QueryClient, now = Date.now()): Promise<void> {
  const db = await offlineDb();
  if (!db) return;
  if (!signedIn(client)) {
    await db.delete('cache', KEY);
    return;
  }
  const state = dehydrate(client, {
    // Finished answers only, not those a screen keeps to itself (`meta.persist: false`, e.g. the mind map
    // editor's whole document); the session's CSRF token stays out of storage (fetched again online).
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    shouldDehydrateMutation: () => false,
  });
  const persisted: Persisted = { format: FORMAT, savedAt: now, state: withoutCsrf(state) };
  await db.put('cache', persisted, KEY);
}

function withoutCsrf(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const [scope, name] = query.queryKey;
      const data = query.state.data;
      if (scope !== 'auth' || name !== 'session' || typeof data !== 'object' || data === null) return query;
      return { ...query, state: { ...query.state, data: { ...data, csrfToken: null } } };
    }),
  };
}

/** Keeps the stored copy current: shortly after each change, and at once when the page is hidden. */
export function persistQueryCache(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    void saveQueryCache(client).catch((error: unknown) => offlineLog('cached data not saved', error));
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (event.type === 'updated' && event.action.type !== 'success' && event.action.type !== 'setState') {
      return;
    }
    timer ??= setTimeout(write, WRITE_DELAY);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) write();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', write);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', write);
  };
}
