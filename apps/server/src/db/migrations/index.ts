// Every schema migration, by name, in application order (db/migrate.ts loads this only when the
// database is not at the latest). Never rename or reorder a shipped entry, only append, and add its
// name to MIGRATION_NAMES in ../migrate.ts too (migrate.test.ts checks the two agree).
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_identity.ts';
import * as m0002 from './0002_planner.ts';
import * as m0003 from './0003_assistant.ts';
import * as m0004 from './0004_mind_maps.ts';
import * as m0005 from './0005_progress.ts';
import * as m0006 from './0006_habit_schedules.ts';
import * as m0007 from './0007_recurring_generation.ts';
import * as m0008 from './0008_progress_ledger.ts';
import * as m0009 from './0009_health.ts';
import * as m0011 from './0011_analytics_indexes.ts';
import * as m0012 from './0012_mind_map_keys.ts';
import * as m0013 from './0013_calendar_feeds.ts';
import * as m0014 from './0014_api_tokens.ts';
import * as m0015 from './0015_task_field_versions.ts';
import * as m0016 from './0016_progress_sums.ts';
import * as m0017 from './0017_reminders.ts';
import * as m0018 from './0018_import_sources.ts';
import * as m0019 from './0019_task_search.ts';
import * as m0020 from './0020_task_summary.ts';
import * as m0021 from './0021_screen_pages.ts';
import * as m0022 from './0022_analytics_days.ts';
import * as m0024 from './0024_mind_map_row_bytes.ts';
import * as m0025 from './0025_mind_map_row_indexes.ts';
import * as m0026 from './0026_mind_map_size_bounds.ts';

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
  '0025_mind_map_row_indexes': m0025,
  '0026_mind_map_size_bounds': m0026,
};
