// The outbox's promises: sends in order, one write once (dedupe by opId), keeps writes offline and on
// network failure, keeps refused replays with their reason until retried or discarded, survives a
// reload (IndexedDB) and discards unreadable stored entries.
import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { deleteDB } from 'idb';
import {
  idbOutboxStore,
  memoryOutboxStore,
  OFFLINE_DB_NAME,
  offlineDb,
  resetOfflineDb,
} from './offline-db.ts';
import { createOutbox, isQueued, type OutboxOptions, QUEUED } from './outbox.ts';
import type { OutboxEntry } from './outbox-entry.ts';

type Sent = { path: string; body: unknown };

class FakeApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

function harness(overrides: Partial<OutboxOptions> = {}) {
  const sent: Sent[] = [];
  let online = true;
  let answer: (entry: OutboxEntry) => unknown = (entry) => ({ ok: entry.opId });
  const store = memoryOutboxStore();
  const outbox = createOutbox({
    store: async () => store,
    send: async (entry) => {
      if (!online) throw new FakeApiError(0, 'network_error');
      const result = answer(entry);
      sent.push({ path: entry.path, body: entry.body });
      return result;
    },
    isOnline: () => online,
    userId: () => 'user-1',
    retryDelays: [60_000],
    ...overrides,
  });
  return {
    outbox,
    store,
    sent,
    setOnline: (value: boolean) => {
      online = value;
    },
    answerWith: (fn: (entry: OutboxEntry) => unknown) => {
      answer = fn;
    },
  };
}

const post = (opId: string, title = opId) => ({
  method: 'POST' as const,
  path: '/api/tasks',
  body: { opId, title },
});

beforeEach(async () => {
  resetOfflineDb();
  await deleteDB(OFFLINE_DB_NAME);
});

test('online: a write is sent at once and its caller gets the server answer', async () => {
  const h = harness();
  const answer = await h.outbox.submit(post('op-1'));
  assert.deepEqual(answer, { ok: 'op-1' });
  assert.equal(h.sent.length, 1);
  assert.deepEqual(await h.store.all(), []);
  assert.equal(h.outbox.snapshot().pending, 0);
  h.outbox.dispose();
});

test('offline: writes are kept (QUEUED) and replayed in the order they were made', async () => {
  const h = harness();
  h.setOnline(false);
  for (const id of ['a', 'b', 'c']) assert.equal(await h.outbox.submit(post(id)), QUEUED);
  assert.equal(h.outbox.snapshot().pending, 3);
  assert.equal(h.sent.length, 0);
  h.setOnline(true);
  await h.outbox.flush();
  assert.deepEqual(
    h.sent.map((s) => (s.body as { opId: string }).opId),
    ['a', 'b', 'c'],
  );
  assert.equal(h.outbox.snapshot().pending, 0);
  h.outbox.dispose();
});

test('dedupe: the same opId submitted twice is queued and sent once', async () => {
  const h = harness();
  h.setOnline(false);
  await h.outbox.submit(post('same'));
  await h.outbox.submit(post('same'));
  assert.equal((await h.store.all()).length, 1);
  h.setOnline(true);
  await h.outbox.flush();
  assert.equal(h.sent.length, 1);
  h.outbox.dispose();
});

test('the opId of a DELETE comes from its query string', async () => {
  const h = harness();
  h.setOnline(false);
  await h.outbox.submit({ method: 'DELETE', path: '/api/tasks/t1?opId=del-1' });
  const [entry] = await h.store.all();
  assert.equal(entry?.opId, 'del-1');
  assert.equal(entry?.kind, 'task');
  await assert.rejects(h.outbox.submit({ method: 'DELETE', path: '/api/tasks/t1' }), /needs an opId/);
  h.outbox.dispose();
});

test('a network failure on the way keeps the write and tells the caller QUEUED', async () => {
  let fail = true;
  const h = harness({
    send: async (entry) => {
      if (fail) throw new FakeApiError(0, 'network_error');
      return { ok: entry.opId };
    },
  });
  assert.ok(isQueued(await h.outbox.submit(post('x'))));
  assert.equal(h.outbox.snapshot().pending, 1);
  fail = false;
  await h.outbox.flush();
  assert.equal(h.outbox.snapshot().pending, 0);
  h.outbox.dispose();
});

test('a refusal while the caller waits goes to the caller and leaves nothing behind', async () => {
  const h = harness();
  h.answerWith(() => {
    throw new FakeApiError(400, 'validation_failed');
  });
  await assert.rejects(h.outbox.submit(post('bad')), /validation_failed/);
  assert.deepEqual(await h.store.all(), []);
  h.outbox.dispose();
});

test('a replayed write the server refuses stays, with its reason, until retried or discarded', async () => {
  let replayed = 0;
  const discarded: string[] = [];
  const h = harness({
    onReplayed: () => {
      replayed += 1;
    },
    onDiscarded: (entry) => discarded.push(entry.opId),
  });
  h.setOnline(false);
  await h.outbox.submit(post('ok-1'));
  await h.outbox.submit({ method: 'PATCH', path: '/api/tasks/gone', body: { opId: 'gone-1', title: 'x' } });
  await h.outbox.submit(post('ok-2'));
  h.answerWith((entry) => {
    if (entry.opId === 'gone-1') throw new FakeApiError(404, 'not_found');
    return {};
  });
  h.setOnline(true);
  await h.outbox.flush();
  // The ones after it still went, in order; the refused one is kept with its reason.
  assert.deepEqual(
    h.sent.map((s) => (s.body as { opId: string }).opId),
    ['ok-1', 'ok-2'],
  );
  assert.equal(replayed, 1);
  const { refused, pending } = h.outbox.snapshot();
  assert.equal(pending, 0);
  assert.equal(refused.length, 1);
  assert.equal(refused[0]?.error?.code, 'not_found');

  // Retry: sent again (still refused here, so it stays).
  await h.outbox.retry('gone-1');
  assert.equal(h.outbox.snapshot().refused.length, 1);
  // Retry once the server accepts it: gone from the outbox.
  h.answerWith(() => ({}));
  await h.outbox.retry('gone-1');
  assert.equal(h.outbox.snapshot().refused.length, 0);

  h.setOnline(false);
  await h.outbox.submit({ method: 'DELETE', path: '/api/tasks/z?opId=z-1' });
  h.setOnline(true);
  h.answerWith(() => {
    throw new FakeApiError(404, 'not_found');
  });
  await h.outbox.flush();
  await h.outbox.discard('z-1');
  assert.deepEqual(discarded, ['z-1']);
  assert.deepEqual(await h.store.all(), []);
  h.outbox.dispose();
});

test("another user's writes wait for that user", async () => {
  let user = 'user-1';
  const h = harness({ userId: () => user });
  h.setOnline(false);
  await h.outbox.submit(post('mine'));
  user = 'user-2';
  h.setOnline(true);
  await h.outbox.flush();
  assert.equal(h.sent.length, 0);
  assert.equal(h.outbox.snapshot().pending, 0);
  user = 'user-1';
  await h.outbox.flush();
  assert.equal(h.sent.length, 1);
  h.outbox.dispose();
});

test('IndexedDB: queued writes survive a reload (a new outbox over the same database)', async () => {
  const db = await offlineDb();
  assert.ok(db);
  const first = harness({ store: async () => idbOutboxStore(db) });
  first.setOnline(false);
  for (const id of ['r1', 'r2', 'r3']) await first.outbox.submit(post(id));
  first.outbox.dispose();
  db.close();

  resetOfflineDb();
  const reopened = await offlineDb();
  assert.ok(reopened);
  const second = harness({ store: async () => idbOutboxStore(reopened) });
  await second.outbox.reload();
  assert.equal(second.outbox.snapshot().pending, 3);
  await second.outbox.flush();
  assert.deepEqual(
    second.sent.map((s) => (s.body as { opId: string }).opId),
    ['r1', 'r2', 'r3'],
  );
  assert.deepEqual(await idbOutboxStore(reopened).all(), []);
  second.outbox.dispose();
  reopened.close();
});

test('IndexedDB: unreadable stored entries are discarded (and the readable ones kept)', async () => {
  const db = await offlineDb();
  assert.ok(db);
  const store = idbOutboxStore(db);
  await store.add({
    opId: 'good',
    seq: 1,
    userId: 'user-1',
    method: 'POST',
    path: '/api/tasks',
    body: { opId: 'good' },
    kind: 'task',
    createdAt: 1,
    state: 'pending',
  });
  await db.put('outbox', { opId: 'broken', seq: 2, method: 'TELEPORT' });
  await db.put('outbox', { opId: 'no-seq', what: 'garbage' });
  const rows = await store.all();
  assert.deepEqual(
    rows.map((row) => row.opId),
    ['good'],
  );
  assert.deepEqual(await db.getAllKeys('outbox'), ['good']);
  db.close();
});

test('IndexedDB: a database that cannot be opened is deleted and created anew', async () => {
  // A newer version than the app knows cannot be opened by it (VersionError).
  const { openDB } = await import('idb');
  const future = await openDB(OFFLINE_DB_NAME, 99, {
    upgrade(db) {
      db.createObjectStore('outbox');
    },
  });
  future.close();
  resetOfflineDb();
  const db = await offlineDb();
  assert.ok(db);
  assert.equal(db.version, 1);
  assert.ok(db.objectStoreNames.contains('outbox'));
  db.close();
});
