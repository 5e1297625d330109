// SQL of notifications. Rows written here carry `authorKind` in their JSON data; rows without it
// (the task workspace's status changes) are the owner's own actions. Only what the assignee did is
// ever unread: the owner is not told about their own actions.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/schema.ts';

export type NotificationRow = Selectable<NotificationsTable> & { task_title: string | null };

/** Matches the data text of a notification the assignee caused (JSON.stringify writes no spaces). */
export const ASSIGNEE_MARK = '%"authorKind":"assignee"%';

export type NewNotification = {
  id: string;
  userId: string;
  taskId: string;
  kind: string;
  authorEmail: string | null;
  authorName: string | null;
  data: Record<string, unknown> & { authorKind: 'owner' | 'assignee' };
  seq: number;
  now: string;
};

export function notificationRepo(db: Db) {
  const unreadOf = (userId: string) =>
    db
      .selectFrom('notifications')
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .where('data', 'like', ASSIGNEE_MARK);

  return {
    async insert(n: NewNotification): Promise<void> {
      await db
        .insertInto('notifications')
        .values({
          id: n.id,
          user_id: n.userId,
          task_id: n.taskId,
          kind: n.kind,
          author_email: n.authorEmail,
          author_name: n.authorName,
          data: JSON.stringify(n.data),
          read_at: n.data.authorKind === 'owner' ? n.now : null,
          seq: n.seq,
          created_at: n.now,
          updated_at: n.now,
        })
        .execute();
    },

    /** Newest first; `before` is the cursor `${created_at}|${id}` of the last row of the previous page. */
    list(
      userId: string,
      opts: { taskId?: string; unreadOnly?: boolean; limit: number; before?: { at: string; id: string } },
    ): Promise<NotificationRow[]> {
      let q = db
        .selectFrom('notifications as n')
        .leftJoin('tasks as t', (j) => j.onRef('t.id', '=', 'n.task_id').on('t.deleted_at', 'is', null))
        .selectAll('n')
        .select('t.title as task_title')
        .where('n.user_id', '=', userId)
        .where('n.deleted_at', 'is', null);
      if (opts.taskId) q = q.where('n.task_id', '=', opts.taskId);
      if (opts.unreadOnly) q = q.where('n.read_at', 'is', null).where('n.data', 'like', ASSIGNEE_MARK);
      const before = opts.before;
      if (before) {
        q = q.where((eb) =>
          eb.or([
            eb('n.created_at', '<', before.at),
            eb.and([eb('n.created_at', '=', before.at), eb('n.id', '<', before.id)]),
          ]),
        );
      }
      return q.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(opts.limit).execute();
    },

    async unreadCount(userId: string, taskId?: string): Promise<number> {
      let q = unreadOf(userId).select((eb) => eb.fn.countAll().as('c'));
      if (taskId) q = q.where('task_id', '=', taskId);
      const row = await q.executeTakeFirst();
      return Number(row?.c ?? 0);
    },

    async unreadByTask(userId: string): Promise<Record<string, number>> {
      const rows = await unreadOf(userId)
        .select(['task_id', (eb) => eb.fn.countAll().as('c')])
        .where('task_id', 'is not', null)
        .groupBy('task_id')
        .execute();
      return Object.fromEntries(rows.flatMap((r) => (r.task_id === null ? [] : [[r.task_id, Number(r.c)]])));
    },

    /** Marks unread notifications read (one task's, or all); returns how many changed. */
    async markRead(userId: string, taskId: string | null, seq: number, now: string): Promise<number> {
      let q = db
        .updateTable('notifications')
        .set((eb) => ({ read_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .where('deleted_at', 'is', null);
      if (taskId) q = q.where('task_id', '=', taskId);
      const rows = await q.returning('id').execute();
      return rows.length;
    },

    /** Whether the user has unread notifications to mark (so a no-op takes no change sequence). */
    async hasUnread(userId: string, taskId: string | null): Promise<boolean> {
      let q = db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .where('deleted_at', 'is', null);
      if (taskId) q = q.where('task_id', '=', taskId);
      return (await q.limit(1).executeTakeFirst()) !== undefined;
    },
  };
}
