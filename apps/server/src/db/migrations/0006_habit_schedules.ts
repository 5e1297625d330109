// Habits get their full schedule (issue 15): every day, chosen weekdays, N times a week or every N
// days; a life area, a time of day, a reminder time, a weekly allowance of rest days and a first
// day; a check-in can be a freeze (the day neither counts nor breaks the chain). Users get their
// time zone, which decides what "today" is for habits and recurring tasks.
// One ALTER per column: SQLite adds one column per statement.
import { sql } from 'kysely';
import type { MigrationDb } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  const habits = () => db.schema.alterTable('habits');
  await habits()
    .addColumn('schedule_kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('daily')
        .check(sql`schedule_kind in ('daily', 'weekdays', 'timesPerWeek', 'everyNDays')`),
    )
    .execute();
  // Times a week (1-7) or the interval in days (1-365); null for the other kinds.
  await habits()
    .addColumn('schedule_value', 'integer', (c) => c.check(sql`schedule_value between 1 and 365`))
    .execute();
  await habits()
    .addColumn('strategy_id', 'text', (c) => c.references('strategies.id').onDelete('set null'))
    .execute();
  await habits()
    .addColumn('time_of_day', 'text', (c) => c.check(sql`time_of_day in ('morning', 'afternoon', 'evening')`))
    .execute();
  await habits().addColumn('reminder_time', 'text').execute(); // HH:MM in the user's time zone
  await habits()
    .addColumn('rest_days_per_week', 'integer', (c) =>
      c.notNull().defaultTo(1).check(sql`rest_days_per_week between 0 and 3`),
    )
    .execute();
  await habits().addColumn('start_date', 'text').execute(); // YYYY-MM-DD; null: the day it was created
  await db.schema
    .alterTable('habit_checkins')
    .addColumn('frozen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`frozen in (0, 1)`))
    .execute();
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute(); // IANA name; null: UTC
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of [
    'schedule_kind',
    'schedule_value',
    'strategy_id',
    'time_of_day',
    'reminder_time',
    'rest_days_per_week',
    'start_date',
  ]) {
    await db.schema.alterTable('habits').dropColumn(column).execute();
  }
  await db.schema.alterTable('habit_checkins').dropColumn('frozen').execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
