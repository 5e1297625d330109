// The last-known data for offline use: the query cache (session, tasks, micro-steps, MVD, strategies,
// tags, habits…) written to IndexedDB a moment after it changes and read back before the first render,
// through TanStack Query's own dehydrate/hydrate. (Its persist-client packages pin an older query-core
// than the app's, which would ship two copies: docs/decisions/0014-offline.md.) Hydrating never
// replaces newer data, so a screen that already fetched keeps its answer. Signed out, nothing is kept.
//
// One record per query (key `q:` + its hash), and a write stores only the queries that changed since
// the last one: a new unread count no longer copies every stored task list again. Storing a value
// copies it on the main thread (structured clone), so one copy of the whole cache per change held a
// slow phone's main thread ~0.5 s per write with 10,000 tasks (bench/lighthouse.ts). Records are read
// back one by one through a cursor, each in its own task, not the whole cache in one.
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { type OfflineDb, offlineDb } from './offline-db.ts';
import { offlineLog } from './offline-log.ts';

const PREFIX = 'q:';
/** The single record of the format before per-query records: dropped when found. */
const LEGACY_KEY = 'queries';
/** Bumped when the shape of cached data changes incompatibly: older records are then dropped. */
const FORMAT = 2;
const MAX_AGE = 7 * 24 * 60 * 60_000;
const WRITE_DELAY = 500;

type DehydratedQuery = DehydratedState['queries'][number];
type Persisted = { format: number; savedAt: number; query: DehydratedQuery };

function isPersisted(value: unknown): value is Persisted {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const query = record.query as Record<string, unknown> | undefined;
  return (
    record.format === FORMAT &&
    typeof record.savedAt === 'number' &&
    typeof query === 'object' &&
    query !== null &&
    typeof query.queryHash === 'string' &&
    Array.isArray(query.queryKey) &&
    typeof query.state === 'object' &&
    query.state !== null
  );
}

function signedIn(client: QueryClient): boolean {
  const session = client.getQueryData<{ user: unknown }>(['auth', 'session']);
  return Boolean(session?.user);
}

/** What changed since the last write, per client: filled by persistQueryCache's subscription. */
type Changes = { changed: Set<string>; removed: Set<string> };
const pending = new WeakMap<QueryClient, Changes>();

/** Puts the stored cache into the client (before the first render). Unreadable records are dropped. */
export async function restoreQueryCache(client: QueryClient, now = Date.now()): Promise<boolean> {
  try {
    const db = await offlineDb();
    if (!db) return false;
    const queries: DehydratedQuery[] = [];
    const tx = db.transaction('cache', 'readwrite');
    let dropped = 0;
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      const value: unknown = cursor.value;
      if (cursor.key === LEGACY_KEY || !isPersisted(value) || now - value.savedAt > MAX_AGE) {
        if (cursor.key !== LEGACY_KEY && !isPersisted(value)) dropped += 1;
        await cursor.delete();
        continue;
      }
      queries.push(value.query);
    }
    await tx.done;
    if (dropped > 0) offlineLog(`cached data unreadable, ${dropped} discarded`);
    if (queries.length === 0) return false;
    hydrate(client, { queries, mutations: [] });
    // The stored session has no CSRF token (withoutCsrf): marked stale, so it is fetched again when
    // the app mounts even if it was stored seconds ago; else writes are refused until it expires.
    void client.invalidateQueries({ queryKey: ['auth', 'session'], refetchType: 'none' });
    return true;
  } catch (error) {
    offlineLog('cached data could not be restored', error);
    return false;
  }
}

/**
 * Stores the queries that changed since the last write (all of them when nothing tracks the changes)
 * and forgets the removed ones; signed out, clears the stored copy.
 */
export async function saveQueryCache(
  client: QueryClient,
  now = Date.now(),
  options: { sliced?: boolean } = {},
): Promise<void> {
  const db = await offlineDb();
  if (!db) return;
  if (!signedIn(client)) {
    pending.get(client)?.changed.clear();
    pending.get(client)?.removed.clear();
    await db.clear('cache');
    return;
  }
  const changes = pending.get(client);
  const changed = changes ? new Set(changes.changed) : null;
  const removed = new Set(changes?.removed);
  changes?.changed.clear();
  changes?.removed.clear();
  const state = dehydrate(client, {
    // Finished answers only, not those a screen keeps to itself (`meta.persist: false`, e.g. the mind map
    // editor's whole document); the session's CSRF token stays out of storage (fetched again online).
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.meta?.persist !== false &&
      (changed === null || changed.has(query.queryHash)),
    shouldDehydrateMutation: () => false,
  });
  // A changed query with no answer to keep now (reset, gone) is not left behind with its old one.
  const kept = new Set(state.queries.map((query) => query.queryHash));
  for (const hash of changed ?? []) if (!kept.has(hash)) removed.add(hash);
  if (state.queries.length === 0 && removed.size === 0) return;
  try {
    await writeRecords(db, state.queries.map(withoutCsrf), [...removed], now, options.sliced ?? false);
  } catch (error) {
    // Written next time instead.
    for (const hash of changed ?? []) changes?.changed.add(hash);
    for (const hash of removed) if (!changes?.changed.has(hash)) changes?.removed.add(hash);
    throw error;
  }
}

/**
 * Each put copies its value on the main thread (structured clone). `sliced`: one query per task, each in
 * its own transaction (records are independent), so a burst of answers while a screen opens (the list's
 * pages, counts, summary: ~80 ms in one task at 4x CPU slowdown, bench/lighthouse.ts) does not hold the
 * main thread in one piece. Not when the page is being hidden: every put is issued at once then, before
 * the page may be gone.
 */
async function writeRecords(
  db: OfflineDb,
  queries: DehydratedQuery[],
  removed: string[],
  now: number,
  sliced: boolean,
) {
  const record = (query: DehydratedQuery): Persisted => ({ format: FORMAT, savedAt: now, query });
  if (!sliced) {
    const tx = db.transaction('cache', 'readwrite');
    const writes: Promise<unknown>[] = removed.map((hash) => tx.store.delete(`${PREFIX}${hash}`));
    for (const query of queries) writes.push(tx.store.put(record(query), `${PREFIX}${query.queryHash}`));
    await Promise.all([...writes, tx.done]);
    return;
  }
  if (removed.length > 0) {
    const tx = db.transaction('cache', 'readwrite');
    await Promise.all([...removed.map((hash) => tx.store.delete(`${PREFIX}${hash}`)), tx.done]);
  }
  for (const query of queries) {
    await nextTask();
    await db.put('cache', record(query), `${PREFIX}${query.queryHash}`);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function withoutCsrf(query: DehydratedQuery): DehydratedQuery {
  const [scope, name] = query.queryKey;
  const data = query.state.data;
  if (scope !== 'auth' || name !== 'session' || typeof data !== 'object' || data === null) return query;
  return { ...query, state: { ...query.state, data: { ...data, csrfToken: null } } };
}

/** Keeps the stored copy current: shortly after each change, and at once when the page is hidden. */
export function persistQueryCache(client: QueryClient): () => void {
  const changes: Changes = { changed: new Set(), removed: new Set() };
  pending.set(client, changes);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = (sliced: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    void saveQueryCache(client, Date.now(), { sliced }).catch((error: unknown) =>
      offlineLog('cached data not saved', error),
    );
  };
  const writeAll = () => write(false);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const hash = event.query.queryHash;
    if (event.type === 'removed') {
      changes.changed.delete(hash);
      changes.removed.add(hash);
    } else if (
      event.type === 'updated' &&
      (event.action.type === 'success' || event.action.type === 'setState')
    ) {
      changes.removed.delete(hash);
      changes.changed.add(hash);
    } else return;
    timer ??= setTimeout(() => write(true), WRITE_DELAY);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) writeAll();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', writeAll);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    pending.delete(client);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', writeAll);
  };
}
