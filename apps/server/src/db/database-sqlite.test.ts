// Opening, migrating and failing to open SQLite, against real SQLite files.
// PostgreSQL: database-postgres.test.ts.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { type DatabaseHandle, databaseKind, openDatabase, sqliteFilePath } from './database.ts';
import { ALL_MIGRATIONS, assertOneLineStartupError, sharedSchemaTests } from './database-test-kit.ts';
import { migrateToLatest } from './migrate.ts';

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
