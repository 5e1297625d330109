// Recurring templates that generate tasks on the server (issue 15): a template gets its exact time,
// start and end dates, a maximum count, the counters of handled and missed occurrences, the days the
// user chose to skip, its tags, and the instant it next fires (so a generation pass reads only the
// templates that are due). `recurring_occurrences` holds one row per (template, occurrence day),
// created or skipped: its primary key is what makes generation exactly-once, whichever process runs it.
// One ALTER per column: SQLite adds one column per statement.
import { SqliteAdapter, sql } from 'kysely';
import { createIndex, type MigrationDb } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  const templates = () => db.schema.alterTable('recurring_templates');
  await templates().addColumn('start_time', 'text').execute(); // HH:MM in the user's time zone, or null
  await templates().addColumn('start_date', 'text').execute(); // YYYY-MM-DD; null: the day it was created
  await templates().addColumn('end_date', 'text').execute(); // YYYY-MM-DD, inclusive, or null
  await templates()
    .addColumn('max_count', 'integer', (c) => c.check(sql`max_count >= 1`))
    .execute();
  await templates()
    .addColumn('handled_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`handled_count >= 0`))
    .execute();
  await templates()
    .addColumn('missed_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`missed_count >= 0`))
    .execute();
  await templates()
    .addColumn('skip_days', 'text', (c) => c.notNull().defaultTo(sql.lit('[]'))) // YYYY-MM-DD[] JSON
    .execute();
  await templates()
    .addColumn('tag_ids', 'text', (c) => c.notNull().defaultTo(sql.lit('[]'))) // tag id[] JSON
    .execute();
  // UTC ISO instant of the next fire; null: not computed yet (new, edited or resumed): due now.
  await templates().addColumn('next_fire_at', 'text').execute();
  // The generation pass reads "active, live, next_fire_at <= now" in next_fire_at order.
  await createIndex(db, 'recurring_templates', ['is_active', 'next_fire_at']);

  await db.schema
    .createTable('recurring_occurrences')
    .addColumn('template_id', 'text', (c) =>
      c.notNull().references('recurring_templates.id').onDelete('cascade'),
    )
    // The owner, for reading; no foreign key of its own: the rows go with their template (and the
    // template with its user), and a pass that inserts thousands skips one check and one index each.
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull()) // YYYY-MM-DD in the user's time zone
    // The generated task (no foreign key: tasks are soft-deleted, and a deleted task keeps its
    // occurrence handled); null for a skipped day.
    .addColumn('task_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('created', 'skipped')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recurring_occurrences_pkey', ['template_id', 'day'])
    // SQLite keeps such a table in its key's b-tree alone (no rowid b-tree beside it): one b-tree
    // fewer to write per occurrence. PostgreSQL has no such option and needs none.
    .$call((t) => (db.getExecutor().adapter instanceof SqliteAdapter ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('recurring_occurrences').ifExists().execute();
  await db.schema.dropIndex('recurring_templates_is_active_next_fire_at_idx').ifExists().execute();
  for (const column of [
    'start_time',
    'start_date',
    'end_date',
    'max_count',
    'handled_count',
    'missed_count',
    'skip_days',
    'tag_ids',
    'next_fire_at',
  ]) {
    await db.schema.alterTable('recurring_templates').dropColumn(column).execute();
  }
}
