// Group commit with waiting rows (group-commit.ts, batch-inserts.ts) on a real database, counting the
// statements sent: creates that arrive together go in one transaction with multi-row inserts; a
// duplicate opId, a duplicate client id or a failing create in the batch makes it run again with each
// operation apart, so each caller still gets its own answer; an operation that reads (an update of a
// task created in the same batch) sees the rows waiting before it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, test } from 'node:test';
import { DomainError } from '@nova/core/errors';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { freshDatabaseUrl, testDbKind } from '../../test/test-server.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { endPool } from '../db/pg-pool.ts';
import type { Database } from '../db/schema.ts';
import { NodeSqliteDatabase } from '../db/sqlite-adapter.ts';
import { taskService } from '../modules/tasks/task.service.ts';
import { inProcessBus } from '../realtime/bus.ts';
import type { AuthedUser } from './authed-user.ts';
import { systemClock } from './clock.ts';
import { operations } from './operations.ts';

describe(`group commit with waiting rows (${testDbKind})`, () => {
  let db: Db;
  let pool: pg.Pool | undefined;
  let drop: () => Promise<void>;
  let user: AuthedUser;
  const sent: string[] = [];
  const log = (event: LogEvent) => {
    sent.push(event.query.sql);
  };
  /** Statements sent since the last call. */
  const statements = () => sent.splice(0, sent.length);
  let tasks: ReturnType<typeof taskService>;

  before(async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    pool = testDbKind === 'postgres' ? new pg.Pool({ connectionString: fresh.url, max: 4 }) : undefined;
    db = pool
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log })
      : new Kysely<Database>({
          dialect: new SqliteDialect({ database: new NodeSqliteDatabase(new DatabaseSync(fresh.url)) }),
          log,
        });
    await migrateToLatest(db);
    const now = new Date().toISOString();
    user = { id: randomUUID(), email: 'batch@example.com', name: 'Batch', createdAt: now, timeZone: null };
    await db
      .insertInto('users')
      .values({ id: user.id, email: user.email, name: user.name, created_at: now, updated_at: now })
      .execute();
    tasks = taskService({ db, ops: operations({ db, bus: inProcessBus(), clock: systemClock }) });
  });
  after(async () => {
    // Every socket closed before the database is dropped (pg-pool.ts endPool): a client still closing
    // when DROP ... WITH (FORCE) ran was terminated, an 'error' nobody listened to, on a busy machine.
    if (pool) await endPool(pool, { end: () => db.destroy(), timeoutMs: 5000 });
    else await db.destroy();
    await drop();
  });

  const liveTitles = async (prefix: string) =>
    (
      await db
        .selectFrom('tasks')
        .select('title')
        .where('user_id', '=', user.id)
        .where('title', 'like', `${prefix}%`)
        .orderBy('title')
        .execute()
    ).map((r) => r.title);

  test('creates that arrive together: one transaction, multi-row inserts, one seq', async () => {
    // On PostgreSQL the first create starts alone (nothing of this user's was running); the rest wait
    // for it and go together. On SQLite all of them wait for the end of this turn.
    const first = testDbKind === 'postgres' ? 1 : 0;
    statements();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        tasks.create(user, { title: `together ${String(i).padStart(2, '0')}`, opId: randomUUID() }),
      ),
    );
    const sql = statements();
    assert.deepEqual(
      outcomes.map((o) => o.status),
      Array(20).fill(201),
    );
    assert.equal(new Set(outcomes.map((o) => o.body.id)).size, 20);
    assert.equal((await liveTitles('together ')).length, 20);
    const count = (prefix: string) => sql.filter((s) => s.toLowerCase().startsWith(prefix)).length;
    // Up to 32 rows go in one statement (batch-inserts.ts): one per table for the batch (and one for
    // the create that ran alone).
    const inserts = first + 1;
    assert.equal(count('insert into "tasks"'), inserts, sql.join('\n'));
    assert.equal(count('insert into "applied_operations"'), inserts);
    assert.equal(count('savepoint'), 0, 'no savepoint when nothing fails');
    assert.equal(count('commit'), 1 + first);
    // One seq for the batch (and one for the create that ran alone).
    assert.equal(new Set(outcomes.slice(first).map((o) => o.seq)).size, 1);
  });

  test('a duplicate opId in a batch: one task, every caller gets its answer, the others still commit', async () => {
    const opId = randomUUID();
    const outcomes = await Promise.all([
      tasks.create(user, { title: 'dup-op other 1', opId: randomUUID() }),
      tasks.create(user, { title: 'dup-op same', opId }),
      tasks.create(user, { title: 'dup-op same', opId }),
      tasks.create(user, { title: 'dup-op other 2', opId: randomUUID() }),
      tasks.create(user, { title: 'dup-op same', opId }),
    ]);
    assert.deepEqual(
      outcomes.map((o) => o.status),
      [201, 201, 201, 201, 201],
    );
    const same = outcomes.filter((o) => o.body.title === 'dup-op same');
    assert.equal(new Set(same.map((o) => o.body.id)).size, 1, 'the same task for every caller');
    assert.equal(same.filter((o) => o.replayed).length, 2);
    assert.deepEqual(await liveTitles('dup-op '), ['dup-op other 1', 'dup-op other 2', 'dup-op same']);
  });

  test('one client id created twice in a batch: one 201, one conflict', async () => {
    const id = randomUUID();
    const results = await Promise.allSettled([
      tasks.create(user, { title: 'dup-id a', opId: randomUUID() }),
      tasks.create(user, { id, title: 'dup-id first', opId: randomUUID() }),
      tasks.create(user, { id, title: 'dup-id second', opId: randomUUID() }),
      tasks.create(user, { title: 'dup-id b', opId: randomUUID() }),
    ]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
    );
    const refused = results[2];
    assert.ok(refused?.status === 'rejected' && refused.reason instanceof DomainError);
    assert.equal(refused.reason.code, 'conflict');
    assert.deepEqual(await liveTitles('dup-id '), ['dup-id a', 'dup-id b', 'dup-id first']);
  });

  test('a create that fails (an unknown strategy) fails alone', async () => {
    const results = await Promise.allSettled([
      tasks.create(user, { title: 'fail-one a', opId: randomUUID() }),
      tasks.create(user, { title: 'fail-one bad', opId: randomUUID(), strategyId: randomUUID() }),
      tasks.create(user, { title: 'fail-one b', opId: randomUUID() }),
    ]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    const refused = results[1];
    assert.ok(refused?.status === 'rejected' && refused.reason instanceof DomainError);
    assert.equal(refused.reason.code, 'not_found');
    assert.deepEqual(await liveTitles('fail-one '), ['fail-one a', 'fail-one b']);
  });

  test('an update in the batch sees the task created before it in the same batch', async () => {
    const id = randomUUID();
    const [, created, updated] = await Promise.all([
      tasks.create(user, { title: 'read-back other', opId: randomUUID() }),
      tasks.create(user, { id, title: 'read-back before', opId: randomUUID() }),
      tasks.update(user, id, { title: 'read-back after', opId: randomUUID() }),
    ]);
    assert.equal(created.status, 201);
    assert.equal(updated.status, 200);
    assert.equal(updated.body.title, 'read-back after');
    assert.equal(updated.body.version, 2);
    assert.deepEqual(await liveTitles('read-back '), ['read-back after', 'read-back other']);
  });
});
