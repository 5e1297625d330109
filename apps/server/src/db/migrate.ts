// Runs the schema migrations. They are imported in order (./migrations/index.ts, not read from disk at
// run time) so the set is fixed at build time and works the same from a source checkout or a bundle.
import { sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, type MigrationProvider, Migrator } from 'kysely/migration';
import { StartupError } from '../startup-error.ts';
import type { Db } from './database.ts';

/**
 * The migrations' names in application order: enough to see that a database is at the latest without
 * loading the migrations themselves (./migrations/index.ts, loaded only when one is pending). Never rename
 * or reorder a shipped entry, only append, there and here (migrate.test.ts checks the two agree).
 */
export const MIGRATION_NAMES: readonly string[] = [
  '0001_identity',
  '0002_planner',
  '0003_assistant',
  '0004_mind_maps',
  '0005_progress',
  '0006_habit_schedules',
  '0007_recurring_generation',
  '0008_progress_ledger',
  '0009_health',
  '0011_analytics_indexes',
  '0012_mind_map_keys',
  '0013_calendar_feeds',
  '0014_api_tokens',
  '0015_task_field_versions',
  '0016_progress_sums',
  '0017_reminders',
  '0018_import_sources',
  '0019_task_search',
  '0020_task_summary',
  '0021_screen_pages',
  '0022_analytics_days',
  '0024_mind_map_row_bytes',
  '0025_mind_map_row_indexes',
  '0026_mind_map_size_bounds',
];

const provider: MigrationProvider = {
  getMigrations: async () => (await import('./migrations/index.ts')).migrations,
};

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
  const names = MIGRATION_NAMES;
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
