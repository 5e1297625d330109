// HTTP face of reminders: devices, settings, a task's reminder, the test notification (session), and
// the snooze a notification's action posts (public: its signed token is the credential).
import {
  createPushSubscription,
  deletePushSubscription,
  deleteTaskReminder,
  getPushKey,
  getReminderSettings,
  getTaskReminder,
  listPushSubscriptions,
  sendTestReminder,
  setTaskReminder,
  snoozeReminder,
  updateReminderSettings,
} from '@nova/core/contracts/reminders';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { ReminderService } from './reminder.service.ts';

export function registerReminderRoutes(app: FastifyInstance, reminders: ReminderService): void {
  addRoute(app, getPushKey, () => reminders.pushKey());
  addRoute(app, listPushSubscriptions, ({ user }) => reminders.listSubscriptions(user.id));
  addRoute(app, createPushSubscription, ({ user, body }) => reminders.subscribe(user.id, body));
  addRoute(app, deletePushSubscription, ({ user, params }) => reminders.unsubscribe(user.id, params.id));
  addRoute(app, sendTestReminder, ({ user, body }) => reminders.test(user.id, body.subscriptionId));
  addRoute(app, getReminderSettings, ({ user }) => reminders.settings(user.id));
  addRoute(app, updateReminderSettings, ({ user, body }) => reminders.saveSettings(user.id, body));
  addRoute(app, getTaskReminder, ({ user, params }) => reminders.taskReminder(user.id, params.taskId));
  addRoute(app, setTaskReminder, ({ user, params, body }) =>
    reminders.setTaskReminder(user.id, params.taskId, body.remindAt),
  );
  addRoute(app, deleteTaskReminder, ({ user, params }) =>
    reminders.removeTaskReminder(user.id, params.taskId),
  );
  addRoute(app, snoozeReminder, ({ body }) => reminders.snooze(body.token, body.snooze), {
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
  });
}
