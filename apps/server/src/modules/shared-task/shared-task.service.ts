// Rules of the shared task page, for the holder of the link token: read the task as the assignee
// sees it, set the assignee's name, mark the task completed (SPEC §4: task and assignment, once).
// Each write notifies the owner: a notification row and realtime events on the owner's stream.

import { randomUUID } from 'node:crypto';
import type { SharedTask } from '@nova/core/contracts/shared-task';
import {
  assigneeDisplayName,
  assignmentStatusOf,
  canAssigneeComplete,
  type DelegationLanguage,
  delegationLanguages,
} from '@nova/core/domain/delegation';
import {
  applyStatusChange,
  initialTaskStatus,
  isTaskStatus,
  type TaskStatus,
} from '@nova/core/domain/status';
import { DomainError } from '@nova/core/errors';
import { isOneOf } from '@nova/core/guards';
import type { Db } from '../../db/database.ts';
import type { Operations } from '../../lib/operations.ts';
import { toAttachment } from '../attachments/attachment.presenter.ts';
import { attachmentRepo } from '../attachments/attachment.repo.ts';
import { toComment } from '../comments/comment.presenter.ts';
import { commentRepo } from '../comments/comment.repo.ts';
import { assignmentRepo } from '../delegation/assignment.repo.ts';
import { delegatedTaskRepo } from '../delegation/delegated-task.repo.ts';
import { mvdRepo } from '../mvd/mvd.repo.ts';
import { notificationRepo } from '../notifications/notification.repo.ts';
import { type CompletionFields, taskRepo } from '../tasks/task.repo.ts';
import type { SharedAccess, SharedGrant } from './shared-access.ts';

const languageOf = (value: string | null): DelegationLanguage =>
  isOneOf(delegationLanguages, value) ? value : 'en';

export function sharedTaskService({ db, ops, access }: { db: Db; ops: Operations; access: SharedAccess }) {
  /** The page's data. Only this task, and of the owner only the display name. */
  async function view(grant: SharedGrant, token: string): Promise<SharedTask> {
    const { task, assignment } = grant;
    const [ownerName, comments, attachments] = await Promise.all([
      delegatedTaskRepo(db).ownerName(task.user_id),
      commentRepo(db).listOf(task.id),
      attachmentRepo(db).listOf(task.id),
    ]);
    return {
      task: {
        id: task.id,
        title: task.title,
        description: task.description,
        date: task.start_date ?? task.due_date,
        status: isTaskStatus(task.status) ? task.status : initialTaskStatus,
      },
      assignment: {
        assigneeName: assignment.assignee_name,
        status: assignmentStatusOf(assignment.status),
        language: languageOf(assignment.language),
        assignedAt: assignment.assigned_at,
        completedAt: assignment.completed_at,
      },
      ownerName,
      attachments: attachments.map((row) => toAttachment(row, { kind: 'assignee', token })),
      comments: comments.map((row) => toComment(row, 'assignee')),
    };
  }

  async function setName(grant: SharedGrant, name: string): Promise<SharedGrant> {
    const out = await ops.run(grant.task.user_id, undefined, async (ctx) => {
      const current = await access.recheck(ctx.trx, grant);
      const { task, assignment } = current;
      if (assignment.assignee_name === name) return { status: 200, body: current };
      const seq = await ctx.seq();
      await assignmentRepo(ctx.trx).update(task.id, { assignee_name: name }, seq, ctx.now);
      const notificationId = randomUUID();
      await notificationRepo(ctx.trx).insert({
        id: notificationId,
        userId: task.user_id,
        taskId: task.id,
        kind: 'assignee_name',
        authorEmail: assignment.assignee_email,
        authorName: name,
        data: { authorKind: 'assignee', name },
        seq,
        now: ctx.now,
      });
      return {
        status: 200,
        body: { task, assignment: { ...assignment, assignee_name: name } },
        events: [
          { type: 'delegation.changed', ids: [task.id] },
          { type: 'notification.created', ids: [task.id, notificationId] },
        ],
      };
    });
    return out.body;
  }

  async function complete(grant: SharedGrant): Promise<SharedGrant> {
    const out = await ops.run(grant.task.user_id, undefined, async (ctx) => {
      const { task, assignment } = await access.recheck(ctx.trx, grant);
      const allowed = canAssigneeComplete(assignment.status, task.status);
      if (!allowed.ok) throw new DomainError(allowed.error.code, allowed.error.message);
      const from: TaskStatus = isTaskStatus(task.status) ? task.status : initialTaskStatus;
      const result = applyStatusChange(
        {
          status: from,
          timeStarted: task.time_started,
          timeCompleted: task.time_completed,
          completedAt: task.completed_at,
          totalTimeSpent: task.total_time_spent,
          isPaused: task.is_paused === 1,
        },
        'completed',
        new Date(ctx.now),
      );
      if (!result.ok) throw new DomainError('invalid_transition', result.error.message);
      const f = result.value.fields;
      const seq = await ctx.seq();
      const fields: CompletionFields = {
        status: f.status,
        time_started: f.timeStarted,
        time_completed: f.timeCompleted,
        completed_at: f.completedAt,
        total_time_spent: f.totalTimeSpent,
        is_paused: f.isPaused ? 1 : 0,
      };
      await taskRepo(ctx.trx).completeAsDelegate(task.user_id, task.id, fields, seq, ctx.now);
      const leftMvd = result.value.removeFromMvd
        ? await mvdRepo(ctx.trx).remove(task.user_id, task.id, seq, ctx.now)
        : false;
      await assignmentRepo(ctx.trx).update(
        task.id,
        { status: 'completed', completed_at: ctx.now },
        seq,
        ctx.now,
      );
      const notificationId = randomUUID();
      await notificationRepo(ctx.trx).insert({
        id: notificationId,
        userId: task.user_id,
        taskId: task.id,
        kind: 'status',
        authorEmail: assignment.assignee_email,
        authorName: assigneeDisplayName(assignment.assignee_name, assignment.assignee_email),
        data: { authorKind: 'assignee', old: from, new: 'completed' },
        seq,
        now: ctx.now,
      });
      return {
        status: 200,
        body: {
          task: { ...task, ...fields, version: task.version + 1 },
          assignment: { ...assignment, status: 'completed', completed_at: ctx.now },
        },
        events: [
          { type: 'task.updated', ids: [task.id] },
          { type: 'delegation.changed', ids: [task.id] },
          { type: 'notification.created', ids: [task.id, notificationId] },
          ...(leftMvd ? [{ type: 'mvd.changed', ids: [task.id] }] : []),
        ],
      };
    });
    return out.body;
  }

  return { view, setName, complete };
}

export type SharedTaskService = ReturnType<typeof sharedTaskService>;
