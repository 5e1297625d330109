// What the SQLite and PostgreSQL database tests share (database-sqlite.test.ts,
// database-postgres.test.ts): the list of migrations, the check of a one-line StartupError, and the
// schema behaviour both dialects must show, run against each suite's freshly migrated handle.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { StartupError } from '../startup-error.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { nextSeq } from './sync-seq.ts';

export const ALL_MIGRATIONS = Object.keys(migrations);
const now = () => new Date().toISOString();

export function assertOneLineStartupError(error: unknown, pattern: RegExp): true {
  assert.ok(error instanceof StartupError, `expected StartupError, got ${String(error)}`);
  assert.doesNotMatch(error.message, /\n/);
  assert.match(error.message, pattern);
  return true;
}

async function addUser(handle: DatabaseHandle, email: string | null = null): Promise<string> {
  const id = randomUUID();
  await handle.db
    .insertInto('users')
    .values({ id, email, name: 'Test', password_hash: null, created_at: now(), updated_at: now() })
    .execute();
  return id;
}

async function addTask(
  handle: DatabaseHandle,
  userId: string,
  extra: { strategy_id?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await handle.db
    .insertInto('tasks')
    .values({
      id,
      user_id: userId,
      title: 'Write the report',
      created_at: now(),
      updated_at: now(),
      ...extra,
    })
    .execute();
  return id;
}

/** Behaviour both dialects must share; each suite calls it with a freshly migrated handle. */
export function sharedSchemaTests(getHandle: () => DatabaseHandle): void {
  test('running the migrations again is a no-op', async () => {
    assert.deepEqual(await migrateToLatest(getHandle().db), { applied: [] });
  });

  test('defaults fill a minimal task', async () => {
    const handle = getHandle();
    const userId = await addUser(handle);
    const taskId = await addTask(handle, userId);
    const task = await handle.db
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    assert.equal(task.status, 'waiting');
    assert.equal(task.importance, 1);
    assert.equal(task.urgency, 1);
    assert.equal(task.type, 'task');
    assert.equal(task.is_paused, 0);
    assert.equal(task.version, 1);
    assert.equal(task.description, '');
    assert.equal(Object.getPrototypeOf(task), Object.prototype);
  });

  test('deleting a user cascades to their rows; deleting a strategy unlinks its tasks', async () => {
    const handle = getHandle();
    const userId = await addUser(handle);
    const strategyId = randomUUID();
    await handle.db
      .insertInto('strategies')
      .values({ id: strategyId, user_id: userId, name: 'Health', created_at: now(), updated_at: now() })
      .execute();
    const taskId = await addTask(handle, userId, { strategy_id: strategyId });
    await handle.db
      .insertInto('micro_tasks')
      .values({
        id: randomUUID(),
        task_id: taskId,
        user_id: userId,
        title: 'Step',
        created_at: now(),
        updated_at: now(),
      })
      .execute();

    await handle.db.deleteFrom('strategies').where('id', '=', strategyId).execute();
    const unlinked = await handle.db
      .selectFrom('tasks')
      .select('strategy_id')
      .where('id', '=', taskId)
      .executeTakeFirst();
    assert.equal(unlinked?.strategy_id, null);

    await handle.db.deleteFrom('users').where('id', '=', userId).execute();
    const left = await handle.db
      .selectFrom('micro_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    assert.equal(left.n, 0); // a number on both databases (int8 is parsed on PostgreSQL)
    assert.equal(
      await handle.db.selectFrom('tasks').select('id').where('id', '=', taskId).executeTakeFirst(),
      undefined,
    );
  });

  test('a row pointing at a missing user is rejected', async () => {
    await assert.rejects(addTask(getHandle(), randomUUID()));
  });

  test('accounts are unique by (provider, subject)', async () => {
    const handle = getHandle();
    const a = await addUser(handle);
    const b = await addUser(handle);
    const account = (userId: string) => ({
      id: randomUUID(),
      user_id: userId,
      provider: 'google',
      subject: 'sub-123',
      email: null,
      created_at: now(),
    });
    await handle.db.insertInto('accounts').values(account(a)).execute();
    await assert.rejects(handle.db.insertInto('accounts').values(account(b)).execute());
    await handle.db
      .insertInto('accounts')
      .values({ ...account(b), provider: 'github' })
      .execute();
  });

  test('CHECK constraints reject out-of-range values', async () => {
    const handle = getHandle();
    const userId = await addUser(handle);
    const base = { user_id: userId, title: 'x', created_at: now(), updated_at: now() };
    await assert.rejects(
      handle.db
        .insertInto('tasks')
        .values({ ...base, id: randomUUID(), importance: 11 })
        .execute(),
    );
    await assert.rejects(
      handle.db
        .insertInto('tasks')
        .values({ ...base, id: randomUUID(), title: '   ' })
        .execute(),
    );
  });

  test('nextSeq hands out increasing numbers per user', async () => {
    const handle = getHandle();
    const a = await addUser(handle);
    const b = await addUser(handle);
    assert.equal(await nextSeq(handle.db, a), 1);
    assert.equal(await nextSeq(handle.db, a), 2);
    assert.equal(await nextSeq(handle.db, a, 3), 5);
    assert.equal(await nextSeq(handle.db, b), 1);
  });

  test('concurrent transactions do not interleave', async () => {
    const handle = getHandle();
    const userId = await addUser(handle);
    const write = (name: string) =>
      handle.db.transaction().execute(async (trx) => {
        const seq = await nextSeq(trx, userId);
        await new Promise((r) => setTimeout(r, 5));
        await trx
          .insertInto('tags')
          .values({ id: randomUUID(), user_id: userId, name, seq, created_at: now(), updated_at: now() })
          .execute();
      });
    await Promise.all(['a', 'b', 'c', 'd'].map(write));
    const seqs = await handle.db
      .selectFrom('tags')
      .select('seq')
      .where('user_id', '=', userId)
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      seqs.map((r) => r.seq),
      [1, 2, 3, 4],
    );
  });

  test('transactions roll back on both databases', async () => {
    const handle = getHandle();
    const userId = await addUser(handle);
    await assert.rejects(
      handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('tags')
          .values({ id: randomUUID(), user_id: userId, name: 'work', created_at: now(), updated_at: now() })
          .execute();
        throw new Error('boom');
      }),
    );
    const tags = await handle.db.selectFrom('tags').select('id').where('user_id', '=', userId).execute();
    assert.deepEqual(tags, []);
  });
}
