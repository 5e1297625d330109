// SQLite's page cache (one connection per process): small while requests are served, large while a
// bulk write runs. Pages are malloc'd as they are read, up to the limit, and kept: under load (a
// 10,000-task account's whole lists read while tasks are created) a 32 MB cache filled to ~20 MB of
// glibc's heap; 8 MB took ~15 MB off the rss-load peak with list reads as fast (the rest of the
// database stays in the OS's file cache). The recurring generation pass inserts thousands of tasks
// into six indexes per transaction, and spilled index pages mid-transaction with 8 MB (~15 % slower
// in bench/recurring-generation.ts): it raises the limit for its duration, and lowering it again
// frees the pages over the limit. Figures in docs/decisions/0029-lean-memory.md.
import { SqliteAdapter, sql } from 'kysely';
import type { Db } from './database.ts';

/** Page cache while serving requests, in KiB (PRAGMA cache_size takes a negative number for KiB). */
export const SQLITE_CACHE_KIB = 8_192;
/** Page cache while a bulk write (the recurring generation pass) runs, in KiB. */
export const SQLITE_BULK_CACHE_KIB = 32_768;

const bulkWriters = new WeakMap<Db, number>();

async function setCacheKib(db: Db, kib: number): Promise<void> {
  await sql`PRAGMA cache_size = ${sql.raw(String(-kib))}`.execute(db);
}

/**
 * Runs `work` with SQLite's page cache at SQLITE_BULK_CACHE_KIB, back to SQLITE_CACHE_KIB when the
 * last such work ends (nested and concurrent calls share the raised limit). On PostgreSQL it only
 * runs `work`.
 */
export async function withBulkWriteCache<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return work();
  const running = bulkWriters.get(db) ?? 0;
  bulkWriters.set(db, running + 1);
  if (running === 0) await setCacheKib(db, SQLITE_BULK_CACHE_KIB);
  try {
    return await work();
  } finally {
    const left = (bulkWriters.get(db) ?? 1) - 1;
    if (left > 0) bulkWriters.set(db, left);
    else {
      bulkWriters.delete(db);
      await setCacheKib(db, SQLITE_CACHE_KIB).catch(() => undefined);
    }
  }
}
