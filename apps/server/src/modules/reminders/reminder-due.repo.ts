// SQL of the reminder pass: what is due in a window (task reminders, snoozes, habits, the planning
// nudge), each joined with its owner's zone, language and quiet hours and only for users with at least
// one device; and the delivery log whose key (reminder_key, due_at) is the exactly-once claim.
import type { Db } from '../../db/database.ts';

/** What every due reminder carries about its owner. */
export type OwnerColumns = {
  user_id: string;
  time_zone: string | null;
  language: string | null;
  quiet_start: string | null;
  quiet_end: string | null;
};

export type DueTaskRow = OwnerColumns & { task_id: string; title: string; remind_at: string };
export type DueSnoozeRow = OwnerColumns & {
  id: string;
  kind: 'task' | 'habit' | 'planning';
  source_id: string | null;
  fire_at: string;
  task_title: string | null;
  task_live: number | null;
  habit_name: string | null;
};
export type HabitReminderRow = OwnerColumns & {
  id: string;
  name: string;
  reminder_time: string;
  schedule_kind: 'daily' | 'weekdays' | 'timesPerWeek' | 'everyNDays';
  schedule_value: number | null;
  days_of_week: string;
  start_date: string | null;
  created_at: string;
};
export type PlanningRow = OwnerColumns & { planning_time: string };
export type Claim = { reminder_key: string; due_at: string; user_id: string };

const closedStatuses = ['completed', 'cancelled'];
/** The owner's columns every due reminder reads (OwnerColumns), from the joins each query makes. */
const ownerColumns = [
  'users.id as user_id',
  'users.time_zone',
  'user_settings.language',
  'reminder_settings.quiet_start',
  'reminder_settings.quiet_end',
] as const;

export function reminderDueRepo(db: Db) {
  return {
    /** Task reminders in (from, to] of open, live tasks whose owner has a device. */
    dueTasks(from: string, to: string): Promise<DueTaskRow[]> {
      return db
        .selectFrom('task_reminders')
        .innerJoin('users', 'users.id', 'task_reminders.user_id')
        .leftJoin('user_settings', 'user_settings.user_id', 'task_reminders.user_id')
        .leftJoin('reminder_settings', 'reminder_settings.user_id', 'task_reminders.user_id')
        .innerJoin('tasks', 'tasks.id', 'task_reminders.task_id')
        .select([...ownerColumns, 'task_reminders.task_id', 'task_reminders.remind_at', 'tasks.title'])
        .where('task_reminders.remind_at', '>', from)
        .where('task_reminders.remind_at', '<=', to)
        .where('tasks.deleted_at', 'is', null)
        .where('tasks.status', 'not in', closedStatuses)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('push_subscriptions as ps')
              .select('ps.id')
              .whereRef('ps.user_id', '=', 'task_reminders.user_id'),
          ),
        )
        .execute();
    },

    dueSnoozes(from: string, to: string): Promise<DueSnoozeRow[]> {
      return db
        .selectFrom('reminder_snoozes')
        .innerJoin('users', 'users.id', 'reminder_snoozes.user_id')
        .leftJoin('user_settings', 'user_settings.user_id', 'reminder_snoozes.user_id')
        .leftJoin('reminder_settings', 'reminder_settings.user_id', 'reminder_snoozes.user_id')
        .leftJoin('tasks', (j) =>
          j
            .onRef('tasks.id', '=', 'reminder_snoozes.source_id')
            .on('reminder_snoozes.kind', '=', 'task')
            .on('tasks.deleted_at', 'is', null),
        )
        .leftJoin('habits', (j) =>
          j
            .onRef('habits.id', '=', 'reminder_snoozes.source_id')
            .on('reminder_snoozes.kind', '=', 'habit')
            .on('habits.deleted_at', 'is', null),
        )
        .select((eb) => [
          ...ownerColumns,
          'reminder_snoozes.id',
          'reminder_snoozes.kind',
          'reminder_snoozes.source_id',
          'reminder_snoozes.fire_at',
          'tasks.title as task_title',
          eb
            .case()
            .when('tasks.status', 'in', closedStatuses)
            .then(0)
            .when('tasks.id', 'is not', null)
            .then(1)
            .else(null)
            .end()
            .as('task_live'),
          'habits.name as habit_name',
        ])
        .where('reminder_snoozes.fire_at', '>', from)
        .where('reminder_snoozes.fire_at', '<=', to)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('push_subscriptions as ps')
              .select('ps.id')
              .whereRef('ps.user_id', '=', 'reminder_snoozes.user_id'),
          ),
        )
        .execute();
    },

    /** Snoozes older than the look-back: never sent (their owner had no device); dropped. */
    async dropStaleSnoozes(before: string): Promise<void> {
      await db.deleteFrom('reminder_snoozes').where('fire_at', '<=', before).execute();
    },

    habitReminders(): Promise<HabitReminderRow[]> {
      return db
        .selectFrom('habits')
        .innerJoin('users', 'users.id', 'habits.user_id')
        .leftJoin('user_settings', 'user_settings.user_id', 'habits.user_id')
        .leftJoin('reminder_settings', 'reminder_settings.user_id', 'habits.user_id')
        .select([
          ...ownerColumns,
          'habits.id',
          'habits.name',
          'habits.schedule_kind',
          'habits.schedule_value',
          'habits.days_of_week',
          'habits.start_date',
          'habits.created_at',
          'habits.reminder_time as reminder_time',
        ])
        .$narrowType<{ reminder_time: string }>()
        .where('habits.reminder_time', 'is not', null)
        .where('habits.archived_at', 'is', null)
        .where('habits.deleted_at', 'is', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('push_subscriptions as ps')
              .select('ps.id')
              .whereRef('ps.user_id', '=', 'habits.user_id'),
          ),
        )
        .execute();
    },

    /** (habit id, day) pairs with a check-in among `days`. */
    async checkedIn(habitIds: readonly string[], days: readonly string[]): Promise<Set<string>> {
      if (habitIds.length === 0 || days.length === 0) return new Set();
      const rows = await db
        .selectFrom('habit_checkins')
        .select(['habit_id', 'day'])
        .where('habit_id', 'in', habitIds)
        .where('day', 'in', days)
        .where('deleted_at', 'is', null)
        .where('count', '>', 0)
        .execute();
      return new Set(rows.map((r) => `${r.habit_id}|${r.day}`));
    },

    planningNudges(): Promise<PlanningRow[]> {
      return db
        .selectFrom('reminder_settings as rs')
        .innerJoin('users', 'users.id', 'rs.user_id')
        .leftJoin('user_settings', 'user_settings.user_id', 'rs.user_id')
        .select([
          'rs.user_id',
          'users.time_zone',
          'user_settings.language',
          'rs.quiet_start',
          'rs.quiet_end',
          'rs.planning_time as planning_time',
        ])
        .$narrowType<{ planning_time: string }>()
        .where('rs.planning_time', 'is not', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('push_subscriptions as ps')
              .select('ps.id')
              .whereRef('ps.user_id', '=', 'rs.user_id'),
          ),
        )
        .execute();
    },

    /** Which of these (key, due) pairs were claimed before: a pass skips them without a write. */
    async claimed(claims: readonly Claim[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < claims.length; i += 500) {
        const page = claims.slice(i, i + 500);
        const rows = await db
          .selectFrom('reminder_deliveries')
          .select(['reminder_key', 'due_at'])
          .where('reminder_key', 'in', [...new Set(page.map((c) => c.reminder_key))])
          .where('due_at', 'in', [...new Set(page.map((c) => c.due_at))])
          .execute();
        for (const r of rows) found.add(`${r.reminder_key}|${r.due_at}`);
      }
      return found;
    },

    /**
     * Claims reminders: one row per (reminder_key, due_at); returns the keys this call inserted. A
     * key another process holds is skipped (on PostgreSQL the loser waits for the winner's commit).
     */
    async claim(claims: readonly Claim[], now: string): Promise<Set<string>> {
      const won = new Set<string>();
      for (let i = 0; i < claims.length; i += 500) {
        const rows = await db
          .insertInto('reminder_deliveries')
          .values(claims.slice(i, i + 500).map((c) => ({ ...c, sent_at: now })))
          .onConflict((oc) => oc.columns(['reminder_key', 'due_at']).doNothing())
          .returning(['reminder_key', 'due_at'])
          .execute();
        for (const r of rows) won.add(`${r.reminder_key}|${r.due_at}`);
      }
      return won;
    },

    /** Delivery rows older than the look-back can never be claimed again: forgotten. */
    async pruneDeliveries(before: string): Promise<void> {
      await db.deleteFrom('reminder_deliveries').where('due_at', '<', before).execute();
    },

    /** The earliest task reminder or snooze after `now`: when the in-process timer wakes. */
    async nextAfter(now: string): Promise<string | null> {
      const task = await db
        .selectFrom('task_reminders')
        .select((eb) => eb.fn.min('remind_at').as('at'))
        .where('remind_at', '>', now)
        .executeTakeFirst();
      const snooze = await db
        .selectFrom('reminder_snoozes')
        .select((eb) => eb.fn.min('fire_at').as('at'))
        .where('fire_at', '>', now)
        .executeTakeFirst();
      const times = [task?.at, snooze?.at].filter((t): t is string => typeof t === 'string').sort();
      return times[0] ?? null;
    },
  };
}
