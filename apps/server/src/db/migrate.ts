// Runs the schema migrations. They are imported here in order (not read from disk at run time) so the
// set is fixed at build time and works the same from a source checkout or a bundle.
import { sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { StartupError } from '../startup-error.ts';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001_identity.ts';
import * as m0002 from './migrations/0002_planner.ts';
import * as m0003 from './migrations/0003_assistant.ts';
import * as m0004 from './migrations/0004_mind_maps.ts';
import * as m0005 from './migrations/0005_progress.ts';
import * as m0006 from './migrations/0006_habit_schedules.ts';
import * as m0007 from './migrations/0007_recurring_generation.ts';
import * as m0008 from './migrations/0008_progress_ledger.ts';
import * as m0009 from './migrations/0009_health.ts';
import * as m0011 from './migrations/0011_analytics_indexes.ts';
import * as m0012 from './migrations/0012_mind_map_keys.ts';
import * as m0013 from './migrations/0013_calendar_feeds.ts';
import * as m0014 from './migrations/0014_api_tokens.ts';
import * as m0015 from './migrations/0015_task_field_versions.ts';
import * as m0016 from './migrations/0016_progress_sums.ts';
import * as m0017 from './migrations/0017_reminders.ts';
import * as m0018 from './migrations/0018_import_sources.ts';
import * as m0019 from './migrations/0019_task_search.ts';
import * as m0020 from './migrations/0020_task_summary.ts';
import * as m0021 from './migrations/0021_screen_pages.ts';
import * as m0022 from './migrations/0022_analytics_days.ts';
import * as m0024 from './migrations/0024_mind_map_row_bytes.ts';

// Names sort in application order; never rename or reorder a shipped entry, only append.
export const migrations: Record<string, Migration> = {
  '0001_identity': m0001,
  '0002_planner': m0002,
  '0003_assistant': m0003,
  '0004_mind_maps': m0004,
  '0005_progress': m0005,
  '0006_habit_schedules': m0006,
  '0007_recurring_generation': m0007,
  '0008_progress_ledger': m0008,
  '0009_health': m0009,
  '0011_analytics_indexes': m0011,
  '0012_mind_map_keys': m0012,
  '0013_calendar_feeds': m0013,
  '0014_api_tokens': m0014,
  '0015_task_field_versions': m0015,
  '0016_progress_sums': m0016,
  '0017_reminders': m0017,
  '0018_import_sources': m0018,
  '0019_task_search': m0019,
  '0020_task_summary': m0020,
  '0021_screen_pages': m0021,
  '0022_analytics_days': m0022,
  '0024_mind_map_row_bytes': m0024,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function createMigrator(db: Db): Migrator {
  return new Migrator({ db, provider });
}

/**
 * Whether every migration here, and nothing else, is recorded as applied: one query. Kysely's
 * migrator would first look the database's tables up (on SQLite a PRAGMA per table), create its two
 * tables if missing, take its lock in a transaction and read the same list: ~10-25 ms of every start
 * for nothing when the database is already at the latest (docs/decisions/0026-lean-start.md). Any
 * other answer (no table yet, a migration missing, one this build does not know) goes the migrator's
 * way, which applies what is pending or reports the mismatch as before. Kysely writes a migration's row
 * after its changes (in the same transaction where the database allows DDL in one), so a row seen here
 * is a migration done.
 */
export async function isAtLatest(db: Db): Promise<boolean> {
  const names = Object.keys(migrations);
  let rows: { name: string }[];
  try {
    ({ rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(
      db,
    ));
  } catch {
    return false; // a fresh database: no migration table yet
  }
  const applied = new Set(rows.map((row) => row.name));
  return applied.size === names.length && names.every((name) => applied.has(name));
}

export async function migrateToLatest(db: Db): Promise<{ applied: string[] }> {
  if (await isAtLatest(db)) return { applied: [] };
  const { error, results } = await createMigrator(db).migrateToLatest();
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new StartupError(
      `Database migration ${failed ?? '(before any migration ran)'} failed: ${reason}: fix the database or restore a backup, then restart`,
    );
  }
  return { applied };
}
