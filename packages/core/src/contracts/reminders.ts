// Contracts of reminders by Web Push (issue 13): a device's push subscription (one per browser, made
// with the server's VAPID public key), a reminder time per task, the user's reminder settings (the
// daily planning nudge, quiet hours), a test notification, and the snooze a notification's action
// button asks for. The snooze route is public: the service worker posts the signed action token that
// came with the notification (it has no CSRF header to send), and the token alone names what to snooze.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { snoozeChoices } from '../domain/reminders.ts';
import { entityIdSchema, startTimeSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

export const PUSH_SUBSCRIPTIONS_PER_USER_MAX = 20;
export const PUSH_ENDPOINT_MAX = 2048;

const base64Url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be base64url text` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} must be base64url text` })
    .min(min, { error: `${what} is too short` })
    .max(max, { error: `${what} is too long` });

/** What `PushSubscription.toJSON()` gives, plus an optional device label. */
export const pushSubscriptionBodySchema = z.lazy(() =>
  z.strictObject({
    endpoint: z
      .url({ protocol: /^https?$/, error: 'endpoint must be the push service’s http(s) URL' })
      .max(PUSH_ENDPOINT_MAX, { error: 'endpoint is too long' }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret (RFC 8291).
      p256dh: base64Url('keys.p256dh', 86, 88),
      auth: base64Url('keys.auth', 22, 24),
    }),
    label: z.string().trim().max(100, { error: 'A device label is at most 100 characters' }).optional(),
    /** The app's interface language on this device: notifications are written in it. */
    language: z.enum(['ru', 'en', 'fr'], { error: 'language is ru, en or fr' }).optional(),
  }),
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      /** The push service's host, so a user can tell devices apart (the endpoint itself stays private). */
      service: z.string(),
      label: z.string().nullable(),
      language: z.string().nullable(),
      createdAt: z.string(),
    })
    .meta({ id: 'PushSubscription' }),
);
export type PushSubscriptionDto = z.infer<typeof pushSubscriptionSchema>;

export const reminderSettingsSchema = z.lazy(() =>
  z
    .object({
      /** The daily planning nudge, HH:MM in the user's time zone; null: off. */
      planningTime: startTimeSchema.nullable(),
      /** Quiet hours (HH:MM, may span midnight); both null: none. */
      quietStart: startTimeSchema.nullable(),
      quietEnd: startTimeSchema.nullable(),
    })
    .meta({ id: 'ReminderSettings' }),
);
export type ReminderSettingsDto = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsBodySchema = z.lazy(() =>
  z
    .strictObject({
      planningTime: startTimeSchema.nullable(),
      quietStart: startTimeSchema.nullable(),
      quietEnd: startTimeSchema.nullable(),
    })
    .refine((s) => (s.quietStart === null) === (s.quietEnd === null), {
      error: 'Quiet hours need both a start and an end, or neither',
      path: ['quietEnd'],
    })
    .refine((s) => s.quietStart === null || s.quietStart !== s.quietEnd, {
      error: 'Quiet hours cannot start and end at the same time',
      path: ['quietEnd'],
    }),
);

export const taskReminderSchema = z.lazy(() =>
  z
    .object({
      taskId: z.string(),
      /** The instant (UTC ISO-8601) the reminder fires; null: none. */
      remindAt: z.string().nullable(),
    })
    .meta({ id: 'TaskReminder' }),
);
export type TaskReminderDto = z.infer<typeof taskReminderSchema>;

export const taskReminderBodySchema = z.lazy(() =>
  z.strictObject({
    remindAt: z.iso.datetime({ offset: true, error: 'remindAt must be an ISO-8601 date and time' }),
  }),
);

export const snoozeBodySchema = z.lazy(() =>
  z.strictObject({
    token: z.string().min(10).max(1000),
    snooze: z.enum(snoozeChoices, { error: 'snooze is 10m, 1h or tomorrow' }),
  }),
);

/** What a push message carries; the service worker turns it into a notification in `lang`. */
export const reminderPayloadSchema = z.lazy(() =>
  z.object({
    v: z.literal(1),
    kind: z.enum(['task', 'habit', 'planning', 'test']),
    /** The task's or habit's title; null for the nudge and the test. */
    title: z.string().nullable(),
    lang: z.enum(['ru', 'en', 'fr']),
    /** The page a click opens. */
    url: z.string(),
    /** Replaces an earlier notification of the same reminder. */
    tag: z.string(),
    /** The signed snooze token; null when the notification cannot be snoozed (the test). */
    token: z.string().nullable(),
  }),
);
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

const taskParams = z.lazy(() => z.strictObject({ taskId: entityIdSchema }));

export const getPushKey = defineRoute({
  method: 'GET',
  path: '/api/reminders/push-key',
  operationId: 'getPushKey',
  summary: 'The server’s VAPID public key, to subscribe a device',
  tag: 'reminders',
  auth: 'session',
  responses: { 200: z.object({ publicKey: z.string() }) },
});

export const listPushSubscriptions = defineRoute({
  method: 'GET',
  path: '/api/reminders/subscriptions',
  operationId: 'listPushSubscriptions',
  summary: 'The devices that get the user’s reminders',
  tag: 'reminders',
  auth: 'session',
  responses: { 200: z.object({ subscriptions: z.array(pushSubscriptionSchema) }) },
});

export const createPushSubscription = defineRoute({
  method: 'POST',
  path: '/api/reminders/subscriptions',
  operationId: 'createPushSubscription',
  summary: 'Turn reminders on for a device (its push subscription); the same endpoint again replaces it',
  tag: 'reminders',
  auth: 'session',
  body: pushSubscriptionBodySchema,
  responses: { 201: pushSubscriptionSchema, 400: apiErrorSchema, 409: apiErrorSchema },
});

export const deletePushSubscription = defineRoute({
  method: 'DELETE',
  path: '/api/reminders/subscriptions/{id}',
  operationId: 'deletePushSubscription',
  summary: 'Turn reminders off for a device',
  tag: 'reminders',
  auth: 'session',
  params: z.strictObject({ id: entityIdSchema }),
  responses: { 204: null, 404: apiErrorSchema },
});

export const sendTestReminder = defineRoute({
  method: 'POST',
  path: '/api/reminders/test',
  operationId: 'sendTestReminder',
  summary: 'Send a test notification to one device, or to all of the user’s devices',
  tag: 'reminders',
  auth: 'session',
  body: z.strictObject({ subscriptionId: entityIdSchema.optional() }),
  responses: { 200: z.object({ sent: z.number(), removed: z.number() }), 404: apiErrorSchema },
});

export const getReminderSettings = defineRoute({
  method: 'GET',
  path: '/api/reminders/settings',
  operationId: 'getReminderSettings',
  summary: 'The daily planning nudge and quiet hours',
  tag: 'reminders',
  auth: 'session',
  responses: { 200: reminderSettingsSchema },
});

export const updateReminderSettings = defineRoute({
  method: 'PUT',
  path: '/api/reminders/settings',
  operationId: 'updateReminderSettings',
  summary: 'Set the daily planning nudge and quiet hours',
  tag: 'reminders',
  auth: 'session',
  body: reminderSettingsBodySchema,
  responses: { 200: reminderSettingsSchema, 400: apiErrorSchema },
});

export const getTaskReminder = defineRoute({
  method: 'GET',
  path: '/api/reminders/tasks/{taskId}',
  operationId: 'getTaskReminder',
  summary: 'A task’s reminder time',
  tag: 'reminders',
  auth: 'session',
  params: taskParams,
  responses: { 200: taskReminderSchema, 404: apiErrorSchema },
});

export const setTaskReminder = defineRoute({
  method: 'PUT',
  path: '/api/reminders/tasks/{taskId}',
  operationId: 'setTaskReminder',
  summary: 'Set a task’s reminder time',
  tag: 'reminders',
  auth: 'session',
  params: taskParams,
  body: taskReminderBodySchema,
  responses: { 200: taskReminderSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const deleteTaskReminder = defineRoute({
  method: 'DELETE',
  path: '/api/reminders/tasks/{taskId}',
  operationId: 'deleteTaskReminder',
  summary: 'Remove a task’s reminder',
  tag: 'reminders',
  auth: 'session',
  params: taskParams,
  responses: { 204: null, 404: apiErrorSchema },
});

export const snoozeReminder = defineRoute({
  method: 'POST',
  path: '/api/reminders/snooze',
  operationId: 'snoozeReminder',
  summary: 'Show a notification’s reminder again later (its action buttons; the signed token names it)',
  tag: 'reminders',
  auth: 'public',
  body: snoozeBodySchema,
  responses: { 200: z.object({ until: z.string() }), 400: apiErrorSchema, 403: apiErrorSchema },
});

export const reminderRoutes = [
  getPushKey,
  listPushSubscriptions,
  createPushSubscription,
  deletePushSubscription,
  sendTestReminder,
  getReminderSettings,
  updateReminderSettings,
  getTaskReminder,
  setTaskReminder,
  deleteTaskReminder,
  snoozeReminder,
] as const;
