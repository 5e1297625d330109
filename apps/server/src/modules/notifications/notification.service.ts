// Rules of the notification centre: list (all or one task, newest first, paged), unread counts, and
// marking read. Marking read is a write of the user's rows (other devices learn it through `since`
// and the realtime event).
import type { MarkReadResult, NotificationList, UnreadCount } from '@nova/core/contracts/notifications';
import type { Db } from '../../db/database.ts';
import type { Operations } from '../../lib/operations.ts';
import { toNotification } from './notification.presenter.ts';
import { notificationRepo } from './notification.repo.ts';

const DEFAULT_LIMIT = 50;

function parseCursor(before: string | undefined): { at: string; id: string } | undefined {
  if (!before) return undefined;
  const bar = before.lastIndexOf('|');
  if (bar <= 0) return undefined;
  return { at: before.slice(0, bar), id: before.slice(bar + 1) };
}

export function notificationService({ db, ops }: { db: Db; ops: Operations }) {
  const repo = notificationRepo(db);

  async function list(
    userId: string,
    query: { taskId?: string; unread?: '0' | '1'; limit?: number; before?: string },
  ): Promise<NotificationList> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const [rows, unreadCount] = await Promise.all([
      repo.list(userId, {
        taskId: query.taskId,
        unreadOnly: query.unread === '1',
        limit,
        before: parseCursor(query.before),
      }),
      repo.unreadCount(userId, query.taskId),
    ]);
    const last = rows.length === limit ? rows[rows.length - 1] : undefined;
    return {
      notifications: rows.map(toNotification),
      unreadCount,
      nextBefore: last ? `${last.created_at}|${last.id}` : null,
    };
  }

  async function unread(userId: string): Promise<UnreadCount> {
    const [unreadCount, byTask] = await Promise.all([repo.unreadCount(userId), repo.unreadByTask(userId)]);
    return { unreadCount, byTask };
  }

  async function markRead(userId: string, taskId: string | null): Promise<MarkReadResult> {
    const out = await ops.run(userId, undefined, async (ctx) => {
      const r = notificationRepo(ctx.trx);
      if (!(await r.hasUnread(userId, taskId))) return { status: 200, body: 0 };
      const marked = await r.markRead(userId, taskId, await ctx.seq(), ctx.now);
      return {
        status: 200,
        body: marked,
        events: [{ type: 'notifications.read', ids: taskId ? [taskId] : [] }],
      };
    });
    return { marked: out.body, unreadCount: await repo.unreadCount(userId) };
  }

  return { list, unread, markRead };
}

export type NotificationService = ReturnType<typeof notificationService>;
