// Rules of reminders: a user's devices (at most 20; an endpoint belongs to whoever subscribed with it
// last), their reminder settings, a task's reminder instant (the user's live tasks only: another
// user's task is a 404), a test notification, and the snooze a notification's button asks for (its
// signed token names the user and the reminder). Sending on time is the pass's (reminder-pass.ts).
import {
  PUSH_SUBSCRIPTIONS_PER_USER_MAX,
  type PushSubscriptionBody,
  type PushSubscriptionDto,
  type ReminderPayload,
  type ReminderSettingsDto,
  type TaskReminderDto,
} from '@nova/core/contracts/reminders';
import { type SnoozeChoice, snoozeUntil } from '@nova/core/domain/reminders';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { uuidV7 } from '../../lib/uuid-v7.ts';
import { verifyActionToken } from './action-token.ts';
import type { PushSender } from './push-sender.ts';
import { reminderRepo, type SubscriptionRow } from './reminder.repo.ts';
import { languageOf, sendToDevices } from './reminder-pass.ts';

const present = (row: SubscriptionRow): PushSubscriptionDto => ({
  id: row.id,
  service: new URL(row.endpoint).host,
  label: row.label,
  language: row.language,
  createdAt: row.created_at,
});

type Deps = {
  db: Db;
  clock: Clock;
  send: PushSender;
  secret: string;
  publicKey: string;
  /** http:// endpoints too (tests' loopback push service); else https only. */
  allowHttp?: boolean;
  timeZoneOf: (userId: string) => Promise<string>;
  /** A reminder time changed: the scheduler may want to wake sooner. */
  changed?: () => void;
};

export type ReminderService = ReturnType<typeof reminderService>;

export function reminderService({
  db,
  clock,
  send,
  secret,
  publicKey,
  allowHttp = false,
  timeZoneOf,
  changed,
}: Deps) {
  const repo = () => reminderRepo(db);

  async function liveTask(userId: string, taskId: string): Promise<void> {
    if (!(await repo().liveTask(userId, taskId))) throw notFound('Task');
  }

  return {
    pushKey: () => ({ publicKey }),

    async listSubscriptions(userId: string) {
      return { subscriptions: (await repo().subscriptions(userId)).map(present) };
    },

    async subscribe(userId: string, body: PushSubscriptionBody): Promise<PushSubscriptionDto> {
      // Push services speak https; the server posts to this URL, so nothing else is accepted.
      if (!allowHttp && !body.endpoint.startsWith('https://')) {
        throw new DomainError('validation_failed', 'body.endpoint: push endpoints are https URLs', {
          details: [{ path: 'body.endpoint', message: 'push endpoints are https URLs' }],
        });
      }
      const mine = await repo().subscriptions(userId);
      if (mine.length >= PUSH_SUBSCRIPTIONS_PER_USER_MAX && !mine.some((s) => s.endpoint === body.endpoint)) {
        throw new DomainError(
          'push_subscription_limit',
          `Reminders are on for ${PUSH_SUBSCRIPTIONS_PER_USER_MAX} devices: turn one off first`,
        );
      }
      const now = clock.now();
      const row = await repo().upsertSubscription({
        id: uuidV7(now.getTime()),
        user_id: userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        label: body.label || null,
        language: body.language ?? null,
        created_at: now.toISOString(),
      });
      return present(row);
    },

    async unsubscribe(userId: string, id: string): Promise<void> {
      if (!(await repo().removeSubscription(userId, id))) throw notFound('Device');
    },

    /** A test notification now, to one of the user's devices or all of them (quiet hours do not apply). */
    async test(userId: string, subscriptionId: string | undefined) {
      const all = await repo().subscriptions(userId);
      const devices = subscriptionId === undefined ? all : all.filter((s) => s.id === subscriptionId);
      if (subscriptionId !== undefined && devices.length === 0) throw notFound('Device');
      const fallback = await repo().language(userId);
      const { gone, sent } = await sendToDevices(send, devices, (device) =>
        JSON.stringify({
          v: 1,
          kind: 'test',
          title: null,
          lang: languageOf(device.language ?? fallback),
          url: '/app',
          tag: 'test',
          token: null,
        } satisfies ReminderPayload),
      );
      await repo().removeGone(gone);
      await repo().markSent(sent, clock.now().toISOString());
      return { sent: sent.length, removed: gone.length };
    },

    async settings(userId: string): Promise<ReminderSettingsDto> {
      const row = await repo().settings(userId);
      return {
        planningTime: row?.planning_time ?? null,
        quietStart: row?.quiet_start ?? null,
        quietEnd: row?.quiet_end ?? null,
      };
    },

    async saveSettings(userId: string, body: ReminderSettingsDto): Promise<ReminderSettingsDto> {
      await repo().saveSettings(
        userId,
        { planning_time: body.planningTime, quiet_start: body.quietStart, quiet_end: body.quietEnd },
        clock.now().toISOString(),
      );
      changed?.();
      return body;
    },

    async taskReminder(userId: string, taskId: string): Promise<TaskReminderDto> {
      await liveTask(userId, taskId);
      return { taskId, remindAt: await repo().taskReminder(taskId) };
    },

    async setTaskReminder(userId: string, taskId: string, remindAt: string): Promise<TaskReminderDto> {
      await liveTask(userId, taskId);
      const at = new Date(remindAt).toISOString();
      await repo().setTaskReminder(userId, taskId, at, clock.now().toISOString());
      changed?.();
      return { taskId, remindAt: at };
    },

    async removeTaskReminder(userId: string, taskId: string): Promise<void> {
      await liveTask(userId, taskId);
      await repo().removeTaskReminder(taskId);
    },

    /** Brings the token's reminder back later; the token is the only credential (see action-token.ts). */
    async snooze(token: string, choice: SnoozeChoice): Promise<{ until: string }> {
      const now = clock.now();
      const claims = verifyActionToken(secret, token, now.getTime());
      if (!claims) {
        throw new DomainError('reminder_token_invalid', 'This notification can no longer be snoozed');
      }
      const until = new Date(snoozeUntil(now.getTime(), choice, await timeZoneOf(claims.u))).toISOString();
      await repo().addSnooze({
        id: uuidV7(now.getTime()),
        user_id: claims.u,
        kind: claims.k,
        source_id: claims.s,
        fire_at: until,
        created_at: now.toISOString(),
      });
      changed?.();
      return { until };
    },
  };
}
