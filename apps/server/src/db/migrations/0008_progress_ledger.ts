// The progress ledger (issue 10): `progress_events` is append-only. Every award (task started,
// micro-step done, task completed, Pomodoro finished, MVD completed, habit check-in, review finished)
// and every revocation of one (a reopened task, an unticked step, an undone check-in) is a new row
// with the op id of the operation that caused it. The standing awards are the last row of each
// (kind, source) that is not a revocation (packages/core domain/progress.ts), so a replay changes
// nothing and "complete -> reopen -> complete" holds one award. `id` is an identity column: its order
// is the append order, which decides the "last" row. It replaces `xp_events`, whose unique
// (user, kind, source) key could hold no revocation. `user_settings.game_enabled` is the opt-out.
import { SqliteAdapter, sql } from 'kysely';
import { createIndex, type MigrationDb, withFlag, withOwner } from './helpers.ts';

const kinds = [
  'task_started',
  'micro_step_done',
  'task_completed',
  'pomodoro_finished',
  'mvd_completed',
  'habit_checkin',
  'review_finished',
];

export async function up(db: MigrationDb): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('progress_events')
    .$call((t) =>
      sqlite
        ? t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        : t.addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity()),
    )
    .$call(withOwner)
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in (${sql.join(kinds.map((k) => sql.lit(k)))})`),
    )
    // What earned it: a task, micro-step, Pomodoro session or review id; the day (MVD); habit:day.
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull()) // YYYY-MM-DD in the user's time zone
    .$call((t) => withFlag(t, 'revoked'))
    .addColumn('op_id', 'text') // the causing operation's id; null when the client sent none
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'progress_events', ['user_id', 'day']);
  // The fold: the last row of one (kind, source), and the key's current state before an append.
  await createIndex(db, 'progress_events', ['user_id', 'kind', 'source_id', 'id']);
  await db.schema.dropTable('xp_events').ifExists().execute();
  await db.schema
    .alterTable('user_settings')
    .addColumn('game_enabled', 'integer', (c) => c.notNull().defaultTo(1).check(sql`game_enabled in (0, 1)`))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('game_enabled').execute();
  await db.schema.dropTable('progress_events').ifExists().execute();
  await db.schema
    .createTable('xp_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('source_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('xp_events_user_id_kind_source_id_key', ['user_id', 'kind', 'source_id'])
    .execute();
  await createIndex(db, 'xp_events', ['user_id', 'created_at']);
}
