// The health and sport check-in (issue 10): one private row per user and day (the day in the user's
// time zone) with energy and mood 1-5, minutes of sleep and of movement, each optional. Rows are
// deleted for real (no tombstone): "delete my health data" must leave nothing behind.
import { sql } from 'kysely';
import { type MigrationDb, withOwner } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('health_checkins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('day', 'text', (c) => c.notNull()) // YYYY-MM-DD in the user's time zone
    .addColumn('energy', 'integer', (c) => c.check(sql`energy between 1 and 5`))
    .addColumn('mood', 'integer', (c) => c.check(sql`mood between 1 and 5`))
    .addColumn('sleep_minutes', 'integer', (c) => c.check(sql`sleep_minutes between 0 and 1440`))
    .addColumn('movement_minutes', 'integer', (c) => c.check(sql`movement_minutes between 0 and 1440`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('health_checkins_user_day_key', ['user_id', 'day'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('health_checkins').ifExists().execute();
}
