// SQL of reminders: devices' push subscriptions, task reminder times, reminder settings and snoozes.
// What is due, and the delivery log that claims it exactly once, are in reminder-due.repo.ts.
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
  };
}
