// Reminders by Web Push (issue 13): each device's push subscription (its endpoint is unique: the same
// browser subscribing again replaces its row), a reminder instant per task, the user's reminder
// settings (planning nudge, quiet hours), snoozed reminders waiting to come back, and the delivery
// log whose primary key (reminder key, due instant) makes each reminder go out once however many
// server processes run the pass.
import { sql } from 'kysely';
import { createIndex, dropTables, type MigrationDb, withOwner } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    // The interface language of the app that subscribed: the notification's text is in it.
    .addColumn('language', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .execute();
  await createIndex(db, 'push_subscriptions', ['user_id']);

  await db.schema
    .createTable('task_reminders')
    .addColumn('task_id', 'text', (c) => c.primaryKey().references('tasks.id').onDelete('cascade'))
    .$call(withOwner)
    .addColumn('remind_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'task_reminders', ['remind_at']);

  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('planning_time', 'text')
    .addColumn('quiet_start', 'text')
    .addColumn('quiet_end', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reminder_snoozes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('task', 'habit', 'planning')`))
    .addColumn('source_id', 'text')
    .addColumn('fire_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'reminder_snoozes', ['fire_at']);

  await db.schema
    .createTable('reminder_deliveries')
    .addColumn('reminder_key', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .$call(withOwner)
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_deliveries_pkey', ['reminder_key', 'due_at'])
    .execute();
  await createIndex(db, 'reminder_deliveries', ['sent_at']);
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, [
    'reminder_deliveries',
    'reminder_snoozes',
    'reminder_settings',
    'task_reminders',
    'push_subscriptions',
  ]);
}
