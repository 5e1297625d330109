// Contracts of notifications: what happened to the user's tasks and who did it (SPEC §3: comment,
// attachment, status change with old and new status, description update, other), per user and per
// task, with unread counts. Notifications of the owner's own actions are listed but never unread:
// the count is what someone else (the assignee) did.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { entityIdSchema } from '../domain/validation.ts';
import { authorKindSchema } from './comments.ts';

export const notificationKinds = [
  'status',
  'description',
  'attachment',
  'comment',
  'assignee_name',
  'other',
] as const;
export const notificationKindSchema = z.enum(notificationKinds).meta({ id: 'NotificationKind' });
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      taskId: z.string().nullable(),
      taskTitle: z.string().nullable().meta({ description: 'Null when the task is gone' }),
      kind: notificationKindSchema,
      author: z.object({
        name: z.string().nullable(),
        email: z.string().nullable(),
        kind: authorKindSchema,
      }),
      data: z
        .object({
          old: z.string().optional().meta({ description: 'status: the status before' }),
          new: z.string().optional().meta({ description: 'status: the status after' }),
          commentId: z.string().optional(),
          excerpt: z.string().optional().meta({ description: 'comment: its first 200 characters' }),
          attachmentId: z.string().optional(),
          fileName: z.string().optional(),
          name: z.string().optional().meta({ description: 'assignee_name: the name set' }),
        })
        .meta({ description: 'What changed, by kind' }),
      readAt: z.string().nullable(),
      createdAt: z.string(),
    })
    .meta({ id: 'Notification' }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.lazy(() =>
  z
    .object({
      notifications: z.array(notificationSchema).meta({ description: 'Newest first' }),
      unreadCount: z.number().int().meta({ description: 'Of the whole list asked for (all, or the task)' }),
      nextBefore: z.string().nullable().meta({ description: 'Pass as `before` for the next page' }),
    })
    .meta({ id: 'NotificationList' }),
);
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.lazy(() =>
  z
    .object({
      unreadCount: z.number().int(),
      byTask: z.record(z.string(), z.number().int()).meta({ description: 'taskId -> unread count' }),
    })
    .meta({ id: 'UnreadNotificationCount' }),
);
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadResultSchema = z.lazy(() =>
  z
    .object({ marked: z.number().int(), unreadCount: z.number().int() })
    .meta({ id: 'MarkNotificationsReadResult' }),
);
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

export const listNotificationsQuerySchema = z.lazy(() =>
  z.object({
    taskId: entityIdSchema.optional(),
    unread: z.enum(['0', '1']).optional().meta({ description: '1: only unread ones' }),
    limit: z.coerce.number().int().min(1).max(200).optional().meta({ description: 'Default 50' }),
    before: z.string().max(64).optional().meta({ description: 'Cursor from nextBefore' }),
  }),
);

export const listNotifications = defineRoute({
  method: 'GET',
  path: '/api/notifications',
  operationId: 'listNotifications',
  summary: 'The user’s notifications, newest first (all tasks, or one with taskId)',
  tag: 'notifications',
  auth: 'session',
  query: listNotificationsQuerySchema,
  responses: { 200: notificationListSchema },
});

export const getUnreadNotificationCount = defineRoute({
  method: 'GET',
  path: '/api/notifications/unread-count',
  operationId: 'getUnreadNotificationCount',
  summary: 'How many notifications are unread, in all and per task',
  tag: 'notifications',
  auth: 'session',
  responses: { 200: unreadCountSchema },
});

export const markTaskNotificationsRead = defineRoute({
  method: 'POST',
  path: '/api/tasks/{id}/notifications/read',
  operationId: 'markTaskNotificationsRead',
  summary: 'Mark a task’s notifications read (opening the task; a failure is only logged by the app)',
  tag: 'notifications',
  auth: 'session',
  params: z.strictObject({ id: entityIdSchema }),
  responses: { 200: markReadResultSchema },
});

export const markAllNotificationsRead = defineRoute({
  method: 'POST',
  path: '/api/notifications/read',
  operationId: 'markAllNotificationsRead',
  summary: 'Mark every notification of the user read',
  tag: 'notifications',
  auth: 'session',
  responses: { 200: markReadResultSchema },
});

export const notificationRoutes = [
  listNotifications,
  getUnreadNotificationCount,
  markTaskNotificationsRead,
  markAllNotificationsRead,
] as const;
