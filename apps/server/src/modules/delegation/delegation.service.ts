// Rules of delegation, the owner's side: delegate (a new assignment and token, the task marked
// delegated), a new link (the token rotates: the old link stops working), cancel (the assignment is
// tombstoned and the flag cleared in one transaction, so the link fails from the commit on), and the
// delegated-tasks list. The token is returned once and never stored; the e-mail goes after commit.

import { randomUUID } from 'node:crypto';
import type {
  Assignment,
  DelegatedTaskList,
  DelegateTaskBody,
  DelegationLink,
} from '@nova/core/contracts/delegation';
import { sharedTaskLink } from '@nova/core/domain/delegation';
import { isTaskStatus } from '@nova/core/domain/status';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Operations } from '../../lib/operations.ts';
import { readBack } from '../../lib/rows.ts';
import { delegationEmail } from '../../mail/delegation-email.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { taskRepo } from '../tasks/task.repo.ts';
import { type AssignmentRow, assignmentRepo } from './assignment.repo.ts';
import { delegatedTaskRepo, type TaskCore } from './delegated-task.repo.ts';
import { toAssignment } from './delegation.presenter.ts';
import { generateToken, hashToken } from './token.ts';

const notDelegated = () => new DomainError('task_not_delegated', 'Task not delegated');

export function delegationService(deps: { db: Db; ops: Operations; mailer: Mailer; publicUrl: string }) {
  const { db, ops, mailer, publicUrl } = deps;

  async function ownTask(trx: Db, userId: string, taskId: string): Promise<TaskCore> {
    const task = await delegatedTaskRepo(trx).findOwn(userId, taskId);
    if (!task) throw notFound('Task');
    return task;
  }

  /** The link, and the e-mail when asked for: sent after the commit, its failure only reported. */
  async function deliver(
    user: AuthedUser,
    task: TaskCore,
    assignment: AssignmentRow,
    token: string,
    sendEmail: boolean,
  ): Promise<DelegationLink> {
    const link = sharedTaskLink(publicUrl, task.id, token);
    let emailSent = false;
    let emailError: DelegationLink['emailError'] = null;
    if (sendEmail) {
      const outcome = await mailer.send(
        delegationEmail({
          to: assignment.assignee_email,
          language: toAssignment(assignment).language,
          taskTitle: task.title,
          taskDescription: task.description,
          assigneeName: assignment.assignee_name,
          assignerName: user.name || user.email || 'Nova Planner',
          link,
        }),
      );
      emailSent = outcome.sent;
      emailError = outcome.sent ? null : outcome.reason;
    }
    return { assignment: toAssignment(assignment), link, emailSent, emailError };
  }

  async function delegate(user: AuthedUser, taskId: string, body: DelegateTaskBody): Promise<DelegationLink> {
    const token = generateToken();
    // No opId: a stored replay would keep the token in applied_operations.
    const out = await ops.run(user.id, undefined, async (ctx) => {
      const task = await ownTask(ctx.trx, user.id, taskId);
      const seq = await ctx.seq();
      const assignments = assignmentRepo(ctx.trx);
      await assignments.upsert({
        id: randomUUID(),
        taskId,
        userId: user.id,
        email: body.email,
        name: body.name ?? null,
        language: body.language,
        tokenHash: hashToken(token),
        seq,
        now: ctx.now,
      });
      if (task.is_delegated !== 1) await taskRepo(ctx.trx).setDelegated(user.id, taskId, true, seq, ctx.now);
      const assignment = readBack(await assignments.findLive(taskId), 'Assignment');
      return {
        status: 201,
        body: { task, assignment },
        events: [
          { type: 'task.updated', ids: [taskId] },
          { type: 'delegation.changed', ids: [taskId] },
        ],
      };
    });
    return deliver(user, out.body.task, out.body.assignment, token, body.sendEmail ?? true);
  }

  async function renewLink(user: AuthedUser, taskId: string, sendEmail: boolean): Promise<DelegationLink> {
    const token = generateToken();
    const out = await ops.run(user.id, undefined, async (ctx) => {
      const task = await ownTask(ctx.trx, user.id, taskId);
      const assignments = assignmentRepo(ctx.trx);
      const current = await assignments.findLive(taskId);
      if (!current || task.is_delegated !== 1) throw notDelegated();
      const seq = await ctx.seq();
      await assignments.update(taskId, { token_hash: hashToken(token) }, seq, ctx.now);
      const assignment = readBack(await assignments.findLive(taskId), 'Assignment');
      return {
        status: 200,
        body: { task, assignment },
        events: [{ type: 'delegation.changed', ids: [taskId] }],
      };
    });
    return deliver(user, out.body.task, out.body.assignment, token, sendEmail);
  }

  async function cancel(userId: string, taskId: string): Promise<void> {
    await ops.run(userId, undefined, async (ctx) => {
      const task = await ownTask(ctx.trx, userId, taskId);
      const assignments = assignmentRepo(ctx.trx);
      const live = await assignments.findLive(taskId);
      // Already cancelled: nothing to write (a replayed cancel succeeds).
      if (!live && task.is_delegated !== 1) return { status: 204, body: null };
      const seq = await ctx.seq();
      await assignments.cancel(taskId, seq, ctx.now);
      if (task.is_delegated === 1) await taskRepo(ctx.trx).setDelegated(userId, taskId, false, seq, ctx.now);
      return {
        status: 204,
        body: null,
        events: [
          { type: 'task.updated', ids: [taskId] },
          { type: 'delegation.changed', ids: [taskId] },
        ],
      };
    });
  }

  async function get(userId: string, taskId: string): Promise<Assignment> {
    const task = await ownTask(db, userId, taskId);
    const assignment = await assignmentRepo(db).findLive(taskId);
    if (!assignment || task.is_delegated !== 1) throw notDelegated();
    return toAssignment(assignment);
  }

  async function list(userId: string): Promise<DelegatedTaskList> {
    const rows = await assignmentRepo(db).listDelegated(userId);
    const tasks = rows.map((row) => {
      const times = [row.assignment.updated_at, row.last_comment_at, row.last_attachment_at].filter(
        (t): t is string => typeof t === 'string',
      );
      return {
        taskId: row.task_id,
        title: row.title,
        taskStatus: isTaskStatus(row.task_status) ? row.task_status : ('waiting' as const),
        assignment: toAssignment(row.assignment),
        lastActivityAt: times.sort().at(-1) ?? row.assignment.updated_at,
        unreadCount: row.unread,
      };
    });
    tasks.sort((a, b) =>
      a.lastActivityAt < b.lastActivityAt ? 1 : a.lastActivityAt > b.lastActivityAt ? -1 : 0,
    );
    return { tasks };
  }

  return { delegate, renewLink, cancel, get, list };
}

export type DelegationService = ReturnType<typeof delegationService>;
