// SQL of reminders: devices' push subscriptions, task reminder times, reminder settings, snoozes, and
// the delivery log whose key (reminder_key, due_at) is the exactly-once claim. The pass's reads join
// the owner's zone, language and quiet hours, and only look at users with at least one device.
import type { Db } from '../../db/database.ts';

export type SubscriptionRow = {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string | null;
  language: string | null;
  created_at: string;
};

export type SettingsRow = {
  planning_time: string | null;
  quiet_start: string | null;
  quiet_end: string | null;
};

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

const subscriptionColumns = [
  'id',
  'user_id',
  'endpoint',
  'p256dh',
  'auth',
  'label',
  'language',
  'created_at',
] as const;
const closedStatuses = ['completed', 'cancelled'];

export function reminderRepo(db: Db) {
  return {
    subscriptions(userId: string): Promise<SubscriptionRow[]> {
      return db
        .selectFrom('push_subscriptions')
        .select(subscriptionColumns)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    subscriptionsOf(userIds: readonly string[]): Promise<SubscriptionRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('push_subscriptions')
        .select(subscriptionColumns)
        .where('user_id', 'in', userIds)
        .execute();
    },

    async countSubscriptions(userId: string): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Inserts, or takes over the row of the same endpoint (the browser subscribed again, maybe as someone else). */
    async upsertSubscription(row: SubscriptionRow): Promise<SubscriptionRow> {
      await db
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            user_id: row.user_id,
            p256dh: row.p256dh,
            auth: row.auth,
            label: row.label,
            language: row.language,
          }),
        )
        .execute();
      return db
        .selectFrom('push_subscriptions')
        .select(subscriptionColumns)
        .where('endpoint', '=', row.endpoint)
        .executeTakeFirstOrThrow();
    },

    async removeSubscription(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async removeGone(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
    },

    async markSent(ids: readonly string[], now: string): Promise<void> {
      if (ids.length > 0)
        await db
          .updateTable('push_subscriptions')
          .set({ last_sent_at: now })
          .where('id', 'in', ids)
          .execute();
    },

    async language(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('user_settings')
        .select('language')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.language ?? null;
    },

    settings(userId: string): Promise<SettingsRow | undefined> {
      return db
        .selectFrom('reminder_settings')
        .select(['planning_time', 'quiet_start', 'quiet_end'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async saveSettings(userId: string, settings: SettingsRow, now: string): Promise<void> {
      await db
        .insertInto('reminder_settings')
        .values({ user_id: userId, ...settings, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...settings, updated_at: now }))
        .execute();
    },

    /** The user's live task (not deleted), or undefined. */
    liveTask(userId: string, taskId: string): Promise<{ id: string } | undefined> {
      return db
        .selectFrom('tasks')
        .select('id')
        .where('id', '=', taskId)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async taskReminder(taskId: string): Promise<string | null> {
      const row = await db
        .selectFrom('task_reminders')
        .select('remind_at')
        .where('task_id', '=', taskId)
        .executeTakeFirst();
      return row?.remind_at ?? null;
    },

    async setTaskReminder(userId: string, taskId: string, remindAt: string, now: string): Promise<void> {
      await db
        .insertInto('task_reminders')
        .values({ task_id: taskId, user_id: userId, remind_at: remindAt, updated_at: now })
        .onConflict((oc) => oc.column('task_id').doUpdateSet({ remind_at: remindAt, updated_at: now }))
        .execute();
    },

    async removeTaskReminder(taskId: string): Promise<void> {
      await db.deleteFrom('task_reminders').where('task_id', '=', taskId).execute();
    },

    async addSnooze(row: {
      id: string;
      user_id: string;
      kind: 'task' | 'habit' | 'planning';
      source_id: string | null;
      fire_at: string;
      created_at: string;
    }): Promise<void> {
      // One pending snooze per reminder: a token used again moves it rather than adding another.
      await db
        .deleteFrom('reminder_snoozes')
        .where('user_id', '=', row.user_id)
        .where('kind', '=', row.kind)
        .where((eb) =>
          row.source_id === null ? eb('source_id', 'is', null) : eb('source_id', '=', row.source_id),
        )
        .execute();
      await db.insertInto('reminder_snoozes').values(row).execute();
    },

    async removeSnoozes(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('reminder_snoozes').where('id', 'in', ids).execute();
    },

    /** Task reminders in (from, to] of open, live tasks whose owner has a device. */
    dueTasks(from: string, to: string): Promise<DueTaskRow[]> {
      return db
        .selectFrom('task_reminders')
        .innerJoin('users', 'users.id', 'task_reminders.user_id')
        .leftJoin('user_settings', 'user_settings.user_id', 'task_reminders.user_id')
        .leftJoin('reminder_settings', 'reminder_settings.user_id', 'task_reminders.user_id')
        .innerJoin('tasks', 'tasks.id', 'task_reminders.task_id')
        .select([
          'users.id as user_id',
          'users.time_zone',
          'user_settings.language',
          'reminder_settings.quiet_start',
          'reminder_settings.quiet_end',
          'task_reminders.task_id',
          'task_reminders.remind_at',
          'tasks.title',
        ])
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
          'users.id as user_id',
          'users.time_zone',
          'user_settings.language',
          'reminder_settings.quiet_start',
          'reminder_settings.quiet_end',
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
          'users.id as user_id',
          'users.time_zone',
          'user_settings.language',
          'reminder_settings.quiet_start',
          'reminder_settings.quiet_end',
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
