// HTTP face of the notification centre.
import {
  getUnreadNotificationCount,
  listNotifications,
  markAllNotificationsRead,
  markTaskNotificationsRead,
} from '@nova/core/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { NotificationService } from './notification.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, notifications: NotificationService): void {
  const noStore = { 'cache-control': 'private, no-store' };

  addRoute(app, listNotifications, async ({ user, query, reply }) => {
    reply.headers(noStore);
    return notifications.list(user.id, query);
  });
  addRoute(app, getUnreadNotificationCount, async ({ user, reply }) => {
    reply.headers(noStore);
    return notifications.unread(user.id);
  });
  addRoute(app, markTaskNotificationsRead, ({ user, params }) => notifications.markRead(user.id, params.id));
  addRoute(app, markAllNotificationsRead, ({ user }) => notifications.markRead(user.id, null));
}
