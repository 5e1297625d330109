// Opening, migrating and failing to open both databases, against real SQLite files and a real PostgreSQL.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { StartupError } from '../startup-error.ts';
import {
  type DatabaseHandle,
  databaseKind,
  openDatabase,
  pgStartupError,
  sqliteFilePath,
} from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { nextSeq } from './sync-seq.ts';

const PG_URL = process.env.NOVA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ALL_MIGRATIONS = Object.keys(migrations);
const now = () => new Date().toISOString();

function assertOneLineStartupError(error: unknown, pattern: RegExp): true {
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
function sharedSchemaTests(getHandle: () => DatabaseHandle): void {
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

describe('SQLite', () => {
  let dir: string;
  let handle: DatabaseHandle;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nova-db-'));
    handle = await openDatabase({ databaseUrl: path.join(dir, 'nested', 'nova.db') });
    assert.deepEqual(await migrateToLatest(handle.db), { applied: ALL_MIGRATIONS });
  });
  after(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('is chosen for paths and sqlite:/file: URLs', () => {
    assert.equal(databaseKind('./data/nova.db'), 'sqlite');
    assert.equal(databaseKind(':memory:'), 'sqlite');
    assert.equal(databaseKind('postgres://u@h/db'), 'postgres');
    assert.equal(databaseKind('postgresql://u@h/db'), 'postgres');
    assert.equal(sqliteFilePath('sqlite:./data/a.db'), './data/a.db');
    assert.equal(sqliteFilePath('file:///var/lib/nova.db'), '/var/lib/nova.db');
    assert.equal(sqliteFilePath(':memory:'), ':memory:');
  });

  test('runs with WAL, foreign keys, busy timeout, synchronous NORMAL and an 8 MB page cache', async () => {
    const pragma = async (name: string) => {
      const { rows } = await sql.raw<Record<string, unknown>>(`PRAGMA ${name}`).execute(handle.db);
      return Object.values(rows[0] ?? {})[0];
    };
    assert.equal(await pragma('journal_mode'), 'wal');
    assert.equal(await pragma('foreign_keys'), 1);
    assert.equal(await pragma('busy_timeout'), 5000);
    assert.equal(await pragma('synchronous'), 1);
    assert.equal(await pragma('cache_size'), -8_192);
  });

  sharedSchemaTests(() => handle);

  test('an in-memory database migrates too', async () => {
    const memory = await openDatabase({ databaseUrl: ':memory:' });
    try {
      assert.deepEqual(await migrateToLatest(memory.db), { applied: ALL_MIGRATIONS });
    } finally {
      await memory.close();
    }
  });

  test('a data directory under a file is a one-line StartupError', async () => {
    const file = path.join(dir, 'not-a-dir');
    writeFileSync(file, 'x');
    await assert.rejects(openDatabase({ databaseUrl: path.join(file, 'data', 'nova.db') }), (error) =>
      assertOneLineStartupError(
        error,
        /^Data directory .*not-a-dir.* is not writable.*: set DATA_DIR to a writable folder/,
      ),
    );
  });

  test('a file that is not a database is a one-line StartupError', async () => {
    const file = path.join(dir, 'garbage.db');
    writeFileSync(file, randomBytes(8192));
    await assert.rejects(openDatabase({ databaseUrl: file }), (error) =>
      assertOneLineStartupError(error, /SQLite database .*garbage\.db/),
    );
  });
});

test('PostgreSQL failures map to one-line fixes without the password', () => {
  const target = { host: 'db.example', port: '6543', database: 'nova', user: 'app' };
  const cases: Array<[unknown, RegExp]> = [
    [
      Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' }),
      /rejected user "app" \(28P01\)/,
    ],
    [new Error('timeout expired'), /db\.example:6543 did not answer within 5 s: start PostgreSQL or fix/],
    [Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }), /did not answer/],
    [
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
      /db\.example:6543 is unreachable/,
    ],
    [
      Object.assign(new Error('getaddrinfo ENOTFOUND db.example'), { code: 'ENOTFOUND' }),
      /db\.example could not be resolved/,
    ],
    [Object.assign(new Error('database "nova" does not exist'), { code: '3D000' }), /createdb nova/],
  ];
  for (const [error, pattern] of cases) assertOneLineStartupError(pgStartupError(error, target), pattern);
});

test('an unparseable PostgreSQL URL is reported without echoing it', async () => {
  await assert.rejects(openDatabase({ databaseUrl: 'postgres://user:pa ss@[bad/db' }), (error) => {
    assertOneLineStartupError(error, /DATABASE_URL is not a valid PostgreSQL URL/);
    assert.doesNotMatch((error as Error).message, /pa ss/);
    return true;
  });
});

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // Only "nothing is listening" skips; any other failure should fail the suite loudly.
    const code = (error as { code?: string }).code;
    return !(code === 'ECONNREFUSED' || code === 'ENOTFOUND' || /timeout/i.test(String(error)));
  } finally {
    await client.end().catch(() => {});
  }
}

const pgAvailable = await postgresReachable();
if (!pgAvailable) {
  console.log(
    `# PostgreSQL tests skipped: nothing answers at ${new URL(PG_URL).host} (set NOVA_TEST_PG_URL)`,
  );
}

describe('PostgreSQL', { skip: !pgAvailable }, () => {
  const name = `nova_dbtest_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const testUrl = (() => {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  let handle: DatabaseHandle;

  before(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    handle = await openDatabase({ databaseUrl: testUrl });
    assert.equal(handle.kind, 'postgres');
    assert.deepEqual(await migrateToLatest(handle.db), { applied: ALL_MIGRATIONS });
  });
  after(async () => {
    await handle?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  sharedSchemaTests(() => handle);

  test('a closed port is a one-line StartupError naming host:port', async () => {
    await assert.rejects(
      openDatabase({ databaseUrl: 'postgres://postgres:secret-pw@127.0.0.1:1/test' }),
      (error) => {
        assertOneLineStartupError(error, /127\.0\.0\.1:1 is unreachable.*start PostgreSQL or fix/);
        assert.doesNotMatch((error as Error).message, /secret-pw/);
        return true;
      },
    );
  });

  test('a missing database is a one-line StartupError naming it', async () => {
    const url = new URL(PG_URL);
    url.pathname = '/nova_does_not_exist';
    url.password = 'secret-pw';
    await assert.rejects(openDatabase({ databaseUrl: url.toString() }), (error) => {
      assertOneLineStartupError(error, /database "nova_does_not_exist" does not exist/);
      assert.doesNotMatch((error as Error).message, /secret-pw/);
      return true;
    });
  });

  test('an unknown role is a one-line StartupError about credentials', async () => {
    const url = new URL(PG_URL);
    url.username = 'nova_no_such_role';
    await assert.rejects(openDatabase({ databaseUrl: url.toString() }), (error) =>
      assertOneLineStartupError(
        error,
        /rejected user "nova_no_such_role" \(28000\): fix the user name and password/,
      ),
    );
  });

  test('an unknown host is a one-line StartupError', async () => {
    await assert.rejects(
      openDatabase({ databaseUrl: 'postgres://postgres@nova-no-such-host.invalid:5432/test' }),
      (error) => assertOneLineStartupError(error, /nova-no-such-host\.invalid/),
    );
  });
});
