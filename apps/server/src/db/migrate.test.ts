// The start-up check of migrate.ts: its list of names matches the migrations, a database at the latest
// is seen as such in one query (and migrateToLatest then applies nothing), and any other state (fresh,
// one pending, one this build does not know) goes through Kysely's migrator as before.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { StartupError } from '../startup-error.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { createMigrator, isAtLatest, MIGRATION_NAMES, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

test('MIGRATION_NAMES lists every migration, in the same order', () => {
  assert.deepEqual([...MIGRATION_NAMES], Object.keys(migrations));
  assert.deepEqual([...MIGRATION_NAMES], [...MIGRATION_NAMES].sort());
});

describe('the start-up migration check (SQLite)', () => {
  let dir: string;
  let database: DatabaseHandle;
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nova-migrate-'));
    database = await openDatabase({ databaseUrl: path.join(dir, 'nova.db') });
  });
  after(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a fresh database is not at the latest; migrateToLatest applies everything', async () => {
    assert.equal(await isAtLatest(database.db), false);
    const { applied } = await migrateToLatest(database.db);
    assert.deepEqual(applied, [...MIGRATION_NAMES]);
    assert.equal(await isAtLatest(database.db), true);
    assert.deepEqual((await migrateToLatest(database.db)).applied, []);
  });

  test('one migration pending: not at the latest, and migrateToLatest applies it', async () => {
    const last = MIGRATION_NAMES.at(-1) ?? '';
    const { error } = await createMigrator(database.db).migrateDown();
    assert.equal(error, undefined);
    assert.equal(await isAtLatest(database.db), false);
    assert.deepEqual((await migrateToLatest(database.db)).applied, [last]);
    assert.equal(await isAtLatest(database.db), true);
  });

  test('a migration this build does not know: not at the latest, and the migrator reports it', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', ${new Date().toISOString()})`.execute(
      database.db,
    );
    try {
      assert.equal(await isAtLatest(database.db), false);
      await assert.rejects(migrateToLatest(database.db), (error: unknown) => {
        assert.ok(error instanceof StartupError);
        assert.match(error.message, /9999_from_the_future/);
        return true;
      });
    } finally {
      await sql`delete from kysely_migration where name = '9999_from_the_future'`.execute(database.db);
    }
    assert.equal(await isAtLatest(database.db), true);
  });
});
