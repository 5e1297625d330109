// Habits and progress: habits with daily check-ins, XP events (append-only, idempotent per source),
// unlocked achievements, a cached per-user progress summary, and pomodoro sessions.
import { sql } from 'kysely';
import {
  createIndex,
  createSyncIndex,
  dropTables,
  type MigrationDb,
  withFlag,
  withOwner,
  withSync,
} from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('habits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('name', 'text', (c) => c.notNull().check(sql`trim(name) <> ''`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text')
    .addColumn('icon', 'text')
    .addColumn('frequency', 'text', (c) =>
      c.notNull().defaultTo('daily').check(sql`frequency in ('daily', 'weekly')`),
    )
    .addColumn('target_per_period', 'integer', (c) =>
      c.notNull().defaultTo(1).check(sql`target_per_period >= 1`),
    )
    .addColumn('days_of_week', 'text', (c) => c.notNull().defaultTo(sql.lit('[]'))) // [1..7] JSON, Monday = 1
    .addColumn('position', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'text')
    .$call(withSync)
    .execute();
  await createSyncIndex(db, 'habits');

  await db.schema
    .createTable('habit_checkins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('habit_id', 'text', (c) => c.notNull().references('habits.id').onDelete('cascade'))
    .$call(withOwner)
    .addColumn('day', 'text', (c) => c.notNull()) // YYYY-MM-DD in the user's time zone
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1).check(sql`count >= 0`))
    .$call(withSync)
    .addUniqueConstraint('habit_checkins_habit_id_day_key', ['habit_id', 'day'])
    .execute();
  await createSyncIndex(db, 'habit_checkins');
  await createIndex(db, 'habit_checkins', ['user_id', 'day']);

  await db.schema
    .createTable('xp_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('kind', 'text', (c) => c.notNull()) // task_completed | habit_checkin | pomodoro_completed | ...
    .addColumn('amount', 'integer', (c) => c.notNull())
    // What earned it (task id, check-in id...). With the unique key below, an event handler that runs
    // twice awards XP once. NULL sources are never deduplicated.
    .addColumn('source_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('xp_events_user_id_kind_source_id_key', ['user_id', 'kind', 'source_id'])
    .execute();
  await createIndex(db, 'xp_events', ['user_id', 'created_at']);

  await db.schema
    .createTable('achievements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('key', 'text', (c) => c.notNull()) // stable achievement id from packages/core
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(sql.lit('{}')))
    .addColumn('unlocked_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('achievements_user_id_key_key', ['user_id', 'key'])
    .execute();

  // Derived from xp_events and activity; kept so the progress header is one point read.
  await db.schema
    .createTable('user_progress')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('xp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('longest_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_active_day', 'text') // YYYY-MM-DD
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pomodoro_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('task_id', 'text', (c) => c.references('tasks.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('work').check(sql`kind in ('work', 'break')`))
    .addColumn('planned_minutes', 'integer', (c) =>
      c.notNull().defaultTo(25).check(sql`planned_minutes >= 1`),
    )
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .$call((t) => withFlag(t, 'completed'))
    .$call(withSync)
    .execute();
  await createSyncIndex(db, 'pomodoro_sessions');
  await createIndex(db, 'pomodoro_sessions', ['user_id', 'started_at']);
  await createIndex(db, 'pomodoro_sessions', ['task_id']);
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, [
    'pomodoro_sessions',
    'user_progress',
    'achievements',
    'xp_events',
    'habit_checkins',
    'habits',
  ]);
}
