// Rules of comments: the owner lists and adds them on their own task; the assignee adds them with the
// link token, which notifies the owner (a notification row and realtime events after commit).
import { randomUUID } from 'node:crypto';
import type { AddCommentBody, Comment } from '@nova/core/contracts/comments';
import { assigneeDisplayName } from '@nova/core/domain/delegation';
import { notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Operations } from '../../lib/operations.ts';
import { delegatedTaskRepo } from '../delegation/delegated-task.repo.ts';
import { notificationRepo } from '../notifications/notification.repo.ts';
import type { SharedAccess, SharedGrant } from '../shared-task/shared-access.ts';
import { toComment } from './comment.presenter.ts';
import { commentRepo } from './comment.repo.ts';

const EXCERPT_MAX = 200;

export function commentService({ db, ops, access }: { db: Db; ops: Operations; access: SharedAccess }) {
  async function list(userId: string, taskId: string): Promise<Comment[]> {
    if (!(await delegatedTaskRepo(db).findOwn(userId, taskId))) throw notFound('Task');
    return (await commentRepo(db).listOf(taskId)).map((row) => toComment(row, 'owner'));
  }

  async function add(user: AuthedUser, taskId: string, body: AddCommentBody): Promise<Comment> {
    const out = await ops.run(user.id, body.opId, async (ctx) => {
      if (!(await delegatedTaskRepo(ctx.trx).findOwn(user.id, taskId))) throw notFound('Task');
      const row = await commentRepo(ctx.trx).insert({
        id: randomUUID(),
        taskId,
        userId: user.id,
        authorEmail: user.email,
        authorName: user.name,
        authorKind: 'owner',
        text: body.text,
        seq: await ctx.seq(),
        now: ctx.now,
      });
      return {
        status: 201,
        body: toComment(row, 'owner'),
        events: [{ type: 'comment.created', ids: [taskId, row.id] }],
      };
    });
    return out.body;
  }

  async function addShared(grant: SharedGrant, text: string): Promise<Comment> {
    const out = await ops.run(grant.task.user_id, undefined, async (ctx) => {
      const { task, assignment } = await access.recheck(ctx.trx, grant);
      const seq = await ctx.seq();
      const authorName = assigneeDisplayName(assignment.assignee_name, assignment.assignee_email);
      const row = await commentRepo(ctx.trx).insert({
        id: randomUUID(),
        taskId: task.id,
        userId: task.user_id,
        authorEmail: assignment.assignee_email,
        authorName,
        authorKind: 'assignee',
        text,
        seq,
        now: ctx.now,
      });
      const notificationId = randomUUID();
      await notificationRepo(ctx.trx).insert({
        id: notificationId,
        userId: task.user_id,
        taskId: task.id,
        kind: 'comment',
        authorEmail: assignment.assignee_email,
        authorName,
        data: { authorKind: 'assignee', commentId: row.id, excerpt: text.slice(0, EXCERPT_MAX) },
        seq,
        now: ctx.now,
      });
      return {
        status: 201,
        body: toComment(row, 'assignee'),
        events: [
          { type: 'comment.created', ids: [task.id, row.id] },
          { type: 'notification.created', ids: [task.id, notificationId] },
        ],
      };
    });
    return out.body;
  }

  return { list, add, addShared };
}

export type CommentService = ReturnType<typeof commentService>;
