// What the assistant and the review flows keep: saved task groupings, review sessions, the per-user
// behaviour pattern and recurring-task templates. JSON values are text (see 0003-data-model.md).
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
    .createTable('task_groupings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('strategy', 'text', (c) => c.notNull()) // by_context | by_energy | ... | smart_batching
    .addColumn('groups', 'text', (c) => c.notNull().defaultTo(sql.lit('[]'))) // Group[] JSON
    .addColumn('ungrouped_tasks', 'text', (c) => c.notNull().defaultTo(sql.lit('[]'))) // task id[] JSON
    .addColumn('efficiency_score', 'integer', (c) =>
      c.notNull().defaultTo(75).check(sql`efficiency_score between 0 and 100`),
    )
    .$call(withSync)
    .execute();
  await createSyncIndex(db, 'task_groupings');
  // "Reuse a grouping created within 24 h" and "load the last 10" both read newest first.
  await createIndex(db, 'task_groupings', ['user_id', 'created_at']);

  await db.schema
    .createTable('review_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // generated on the client (timestamp + random suffix)
    .$call(withOwner)
    .addColumn('type', 'text', (c) => c.notNull()) // morning_sync | ...
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('current_task_index', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`current_task_index >= 0`),
    )
    .addColumn('tasks_to_review', 'text', (c) => c.notNull().defaultTo(sql.lit('[]'))) // task id[] JSON
    // {"reviewed_tasks": [...], "session_notes": ...} JSON
    .addColumn('session_data', 'text', (c) => c.notNull().defaultTo(sql.lit('{}')))
    .$call((t) => withFlag(t, 'completed'))
    .addColumn('completed_at', 'text')
    .$call(withSync)
    .execute();
  await createSyncIndex(db, 'review_sessions');
  await createIndex(db, 'review_sessions', ['user_id', 'started_at']);

  // One row per user: what the assistant has learned about how they work. Server-side only, not synced.
  await db.schema
    .createTable('behaviour_patterns')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('work_style', 'text')
    .addColumn('motivation_type', 'text')
    .addColumn('planning_horizon', 'text')
    .addColumn('delegation_tendency', 'integer', (c) => c.check(sql`delegation_tendency between 0 and 10`))
    .addColumn('breakdown_preference', 'integer', (c) => c.check(sql`breakdown_preference in (0, 1)`))
    .addColumn('communication_style', 'text', (c) => c.notNull().defaultTo('friendly'))
    .addColumn('preferred_techniques', 'text', (c) => c.notNull().defaultTo(sql.lit('[]'))) // string[] JSON
    .addColumn('analysis_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recurring_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('title', 'text', (c) => c.notNull().check(sql`trim(title) <> ''`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text')
    .addColumn('estimated_duration', 'integer', (c) => c.check(sql`estimated_duration >= 0`)) // minutes
    .addColumn('pattern_type', 'text', (c) =>
      c.notNull().check(sql`pattern_type in ('daily', 'weekly', 'custom')`),
    )
    .addColumn('time_of_day', 'text', (c) => c.check(sql`time_of_day in ('morning', 'afternoon', 'evening')`))
    .addColumn('days_of_week', 'text', (c) => c.notNull().defaultTo(sql.lit('[]'))) // [1..7] JSON, Monday = 1
    .addColumn('interval_days', 'integer', (c) => c.check(sql`interval_days >= 1`)) // custom patterns
    .addColumn('strategy_id', 'text', (c) => c.references('strategies.id').onDelete('set null'))
    .addColumn('importance', 'integer', (c) =>
      c.notNull().defaultTo(1).check(sql`importance between 1 and 10`),
    )
    .addColumn('urgency', 'integer', (c) => c.notNull().defaultTo(1).check(sql`urgency between 1 and 10`))
    .$call((t) => withFlag(t, 'is_active', 1))
    // Last day a task was generated from this template; makes the generator idempotent per day.
    .addColumn('last_generated_on', 'text')
    .$call(withSync)
    .execute();
  await createSyncIndex(db, 'recurring_templates');
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['recurring_templates', 'behaviour_patterns', 'review_sessions', 'task_groupings']);
}
