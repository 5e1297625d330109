// The stored copy of the query cache: what is written (answers only, one record per query, only what
// changed since the last write, no CSRF token), what is read back (and what is dropped: unreadable,
// too old, the former single-record format) and that signing out clears it.
import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { QueryClient } from '@tanstack/react-query';
import { deleteDB } from 'idb';
import { OFFLINE_DB_NAME, offlineDb, resetOfflineDb } from './offline-db.ts';
import { persistQueryCache, restoreQueryCache, saveQueryCache } from './persist-cache.ts';

const session = { user: { id: 'u1', email: 'a@example.org' }, csrfToken: 'secret' };
const DAY = 24 * 60 * 60_000;

/** The records as stored: key -> savedAt. */
async function stored(): Promise<Map<string, number>> {
  const db = await offlineDb();
  assert.ok(db);
  const keys = (await db.getAllKeys('cache')).map(String);
  const values = (await db.getAll('cache')) as Array<{ savedAt?: number }>;
  return new Map(keys.map((key, i) => [key, values[i]?.savedAt ?? Number.NaN]));
}

function signedInClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['auth', 'session'], session);
  return client;
}

let stop: (() => void) | undefined;
beforeEach(async () => {
  // The last test's connection, closed first: deleting a database waits for every open one.
  (await offlineDb())?.close();
  resetOfflineDb();
  await deleteDB(OFFLINE_DB_NAME);
  // persistQueryCache listens for the page being hidden: the two targets it needs, outside a browser.
  Object.assign(globalThis, {
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
    window: new EventTarget(),
  });
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

test('a saved cache comes back in a new client, without the CSRF token and with the session stale', async () => {
  const client = signedInClient();
  client.setQueryData(['tags', 'list'], [{ id: 't1', name: 'home' }]);
  await saveQueryCache(client);

  const fresh = new QueryClient();
  assert.equal(await restoreQueryCache(fresh), true);
  assert.deepEqual(fresh.getQueryData(['tags', 'list']), [{ id: 't1', name: 'home' }]);
  assert.deepEqual(fresh.getQueryData(['auth', 'session']), { ...session, csrfToken: null });
  assert.equal(fresh.getQueryState(['auth', 'session'])?.isInvalidated, true);
});

test('a sliced write (one query per task, as after a change) stores the same records', async () => {
  const client = signedInClient();
  client.setQueryData(['tags', 'list'], [{ id: 't1', name: 'home' }]);
  client.setQueryData(['mvd'], { items: [] });
  await saveQueryCache(client, 1_000, { sliced: true });
  assert.deepEqual([...(await stored()).values()], [1_000, 1_000, 1_000]);

  const fresh = new QueryClient();
  assert.equal(await restoreQueryCache(fresh, 2_000), true);
  assert.deepEqual(fresh.getQueryData(['tags', 'list']), [{ id: 't1', name: 'home' }]);
  assert.deepEqual(fresh.getQueryData(['mvd']), { items: [] });
  assert.deepEqual(fresh.getQueryData(['auth', 'session']), { ...session, csrfToken: null });
});

test('a write stores only the queries that changed since the last one, and forgets removed ones', async () => {
  const client = signedInClient();
  client.setQueryData(['tags', 'list'], []);
  client.setQueryData(['mvd'], { ids: [] });
  stop = persistQueryCache(client);
  client.setQueryData(['notifications', 'unread'], { unreadCount: 0 });
  // Nothing tracked yet for the queries from before: the first write is of what changed since.
  await saveQueryCache(client, 1_000);
  assert.deepEqual([...(await stored()).values()], [1_000]);

  client.setQueryData(['tags', 'list'], [{ id: 't1' }]);
  client.setQueryData(['notifications', 'unread'], { unreadCount: 2 });
  await saveQueryCache(client, 2_000);
  client.setQueryData(['notifications', 'unread'], { unreadCount: 3 });
  await saveQueryCache(client, 3_000);
  const records = await stored();
  assert.equal(records.size, 2);
  assert.deepEqual([...records.values()].sort(), [2_000, 3_000]);

  client.removeQueries({ queryKey: ['notifications'] });
  await saveQueryCache(client, 4_000);
  assert.deepEqual([...(await stored()).values()], [2_000]);
  const fresh = new QueryClient();
  await restoreQueryCache(fresh, 5_000);
  assert.deepEqual(fresh.getQueryData(['tags', 'list']), [{ id: 't1' }]);
  assert.equal(fresh.getQueryData(['notifications', 'unread']), undefined);
});

test('a query reset to no answer is not stored with its old one', async () => {
  const client = signedInClient();
  stop = persistQueryCache(client);
  client.setQueryData(['mvd'], { ids: ['a'] });
  await saveQueryCache(client);
  assert.equal((await stored()).size, 1);
  client.resetQueries({ queryKey: ['mvd'] });
  await saveQueryCache(client);
  assert.equal((await stored()).size, 0);
});

test('signed out, the stored copy is cleared', async () => {
  const client = signedInClient();
  client.setQueryData(['tags', 'list'], []);
  await saveQueryCache(client);
  assert.equal((await stored()).size, 2);
  client.setQueryData(['auth', 'session'], { user: null, csrfToken: 'x' });
  await saveQueryCache(client);
  assert.equal((await stored()).size, 0);
});

test('records too old, unreadable or in the former single-record format are dropped on restore', async () => {
  const client = signedInClient();
  client.setQueryData(['tags', 'list'], []);
  await saveQueryCache(client, 1_000);
  const db = await offlineDb();
  assert.ok(db);
  await db.put('cache', { format: 1, savedAt: 1_000, state: { queries: [], mutations: [] } }, 'queries');
  await db.put('cache', { format: 2, savedAt: 1_000, query: 'not a query' }, 'q:broken');

  const early = new QueryClient();
  assert.equal(await restoreQueryCache(early, 2_000), true);
  assert.deepEqual(early.getQueryData(['tags', 'list']), []);
  assert.deepEqual([...(await stored()).keys()].sort(), ['q:["auth","session"]', 'q:["tags","list"]']);

  const late = new QueryClient();
  assert.equal(await restoreQueryCache(late, 1_000 + 8 * DAY), false);
  assert.equal(late.getQueryData(['tags', 'list']), undefined);
  assert.equal((await stored()).size, 0);
});

test('a screen’s own documents (meta.persist false) are not stored', async () => {
  const client = signedInClient();
  client.setQueryData(['tasks', 'list'], { tasks: [{ id: 't1' }] });
  await client.prefetchQuery({
    queryKey: ['mind-maps', 'one', 'm1'],
    queryFn: () => ({ id: 'm1', nodes: [] }),
    meta: { persist: false },
  });
  assert.deepEqual(client.getQueryData(['mind-maps', 'one', 'm1']), { id: 'm1', nodes: [] });
  await saveQueryCache(client);

  const fresh = new QueryClient();
  assert.equal(await restoreQueryCache(fresh), true);
  assert.deepEqual(fresh.getQueryData(['tasks', 'list']), { tasks: [{ id: 't1' }] });
  assert.equal(fresh.getQueryData(['mind-maps', 'one', 'm1']), undefined);
});
