// SQLite's page cache: 8 MB while serving, 32 MB for the length of a bulk write (sqlite-cache.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { SQLITE_BULK_CACHE_KIB, SQLITE_CACHE_KIB, withBulkWriteCache } from './sqlite-cache.ts';

describe('SQLite page cache', () => {
  let dir: string;
  let handle: DatabaseHandle;
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nova-sqlite-cache-'));
    handle = await openDatabase({ databaseUrl: path.join(dir, 'nova.db') });
  });
  after(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const cacheSize = async () => {
    const { rows } = await sql.raw<{ cache_size: number }>('PRAGMA cache_size').execute(handle.db);
    return rows[0]?.cache_size;
  };

  test('is 8 MB while serving and 32 MB during bulk writes, nested or failing ones included', async () => {
    assert.equal(SQLITE_CACHE_KIB, 8_192);
    assert.equal(SQLITE_BULK_CACHE_KIB, 32_768);
    assert.equal(await cacheSize(), -SQLITE_CACHE_KIB);
    const seen: unknown[] = [];
    const outer = withBulkWriteCache(handle.db, async () => {
      seen.push(await cacheSize());
      await withBulkWriteCache(handle.db, async () => {
        seen.push(await cacheSize());
      });
      seen.push(await cacheSize());
    });
    const failing = withBulkWriteCache(handle.db, async () => {
      throw new Error('boom');
    });
    await assert.rejects(failing, /boom/);
    await outer;
    assert.deepEqual(seen, [-SQLITE_BULK_CACHE_KIB, -SQLITE_BULK_CACHE_KIB, -SQLITE_BULK_CACHE_KIB]);
    assert.equal(await cacheSize(), -SQLITE_CACHE_KIB);
    assert.equal(await withBulkWriteCache(handle.db, async () => 'done'), 'done');
    assert.equal(await cacheSize(), -SQLITE_CACHE_KIB);
  });
});
