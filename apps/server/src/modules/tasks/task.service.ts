// Rules of one task: create (client id + opId replay), read, field updates with a base version,
// status changes through the core transition table and time accounting, and delete. Ownership:
// another user's task, strategy or tag id is a 404 exactly like an unknown one.

import { randomUUID } from 'node:crypto';
import type {
  ChangeTaskStatusBody,
  CreateTaskBody,
  Task,
  TaskStatusChange,
  UpdateTaskBody,
} from '@nova/core/contracts/tasks';
import { LEVEL_DEFAULT } from '@nova/core/domain/priority';
import { applyStatusChange, initialTaskStatus, isTaskStatus } from '@nova/core/domain/status';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { changedFields, readBack } from '../../lib/rows.ts';
import { toMicroTask } from '../micro-tasks/micro-task.presenter.ts';
import { microTaskRepo } from '../micro-tasks/micro-task.repo.ts';
import { mvdRepo } from '../mvd/mvd.repo.ts';
import { notificationRepo } from '../notifications/notification.repo.ts';
import { recordTaskStatus } from '../progress/progress-ledger.ts';
import { strategyRepo } from '../strategies/strategy.repo.ts';
import { toTag } from '../tags/tag.presenter.ts';
import { tagRepo } from '../tags/tag.repo.ts';
import { toTask } from './task.presenter.ts';
import { type TaskPatch, type TaskRow, taskRepo } from './task.repo.ts';

export const taskNotFound = () => notFound('Task');
const idTaken = () => new DomainError('conflict', 'This id is already in use: create the task with a new id');

/** Throws 404 unless every id is the user's live tag / strategy. */
async function assertOwnRefs(
  db: Db,
  userId: string,
  refs: { strategyId?: string | null | undefined; tagIds?: readonly string[] | undefined },
): Promise<void> {
  if (refs.strategyId && !(await strategyRepo(db).exists(userId, refs.strategyId))) {
    throw notFound('Strategy');
  }
  if (refs.tagIds && refs.tagIds.length > 0) {
    const own = await tagRepo(db).ownIds(userId, refs.tagIds);
    if (refs.tagIds.some((id) => !own.has(id))) throw notFound('Tag');
  }
}

/** The full task (detail view) from a row: micro-tasks, tags and MVD membership. */
export async function presentTask(db: Db, row: TaskRow): Promise<Task> {
  const tasks = taskRepo(db);
  const [micro, tags, inMvd] = await Promise.all([
    microTaskRepo(db).listOf(row.id),
    tasks.tagsOf(row.id),
    tasks.inMvd(row.user_id, row.id),
  ]);
  return toTask(row, micro.map(toMicroTask), tags.map(toTag), inMvd);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export function taskService({ db, ops }: { db: Db; ops: Operations }) {
  async function get(userId: string, id: string): Promise<Task> {
    const row = await taskRepo(db).findOwn(userId, id);
    if (!row) throw taskNotFound();
    return presentTask(db, row);
  }

  function create(user: AuthedUser, body: CreateTaskBody): Promise<OperationOutcome<Task>> {
    return ops.run(
      user.id,
      body.opId,
      async (ctx) => {
        const tasks = taskRepo(ctx.trx);
        const id = body.id ?? randomUUID();
        // Same id and same opId was a replay (answered before this transaction); anything else is a clash.
        if (body.id && (await tasks.idTaken(body.id))) throw idTaken();
        const tagIds = [...new Set(body.tagIds ?? [])];
        await assertOwnRefs(ctx.trx, user.id, { strategyId: body.strategyId, tagIds });
        const seq = await ctx.seq();
        const row: TaskRow = {
          id,
          user_id: user.id,
          owner_id: null,
          title: body.title,
          description: body.description ?? '',
          status: initialTaskStatus,
          importance: body.importance ?? LEVEL_DEFAULT,
          urgency: body.urgency ?? LEVEL_DEFAULT,
          start_date: body.startDate ?? null,
          due_date: body.dueDate ?? null,
          start_time: body.startTime ?? null,
          duration_minutes: body.durationMinutes ?? null,
          total_time_spent: 0,
          time_started: null,
          time_completed: null,
          is_paused: 0,
          type: body.type ?? 'task',
          strategy_id: body.strategyId ?? null,
          is_delegated: 0,
          position: 0,
          completed_at: null,
          created_at: ctx.now,
          updated_at: ctx.now,
          deleted_at: null,
          version: 1,
          seq,
        };
        await tasks.insert(row);
        let tags: Task['tags'] = [];
        if (tagIds.length > 0) {
          await tagRepo(ctx.trx).setTaskTags(user.id, id, tagIds, ctx.now);
          tags = (await tasks.tagsOf(id)).map(toTag);
        }
        return {
          status: 201,
          body: toTask(row, [], tags, false),
          events: [{ type: 'task.created', ids: [id] }],
        };
      },
      { alwaysWrites: true },
    );
  }

  function update(user: AuthedUser, id: string, body: UpdateTaskBody): Promise<OperationOutcome<Task>> {
    return ops.run(user.id, body.opId, async (ctx) => {
      const tasks = taskRepo(ctx.trx);
      const row = await tasks.findOwn(user.id, id);
      if (!row) throw taskNotFound();
      if (body.baseVersion !== undefined && body.baseVersion !== row.version) {
        throw new DomainError(
          'version_conflict',
          `The task changed since version ${body.baseVersion}: it is now version ${row.version}. Reload it and apply the edit again`,
          { details: [{ path: 'body.baseVersion', message: `current version ${row.version}` }] },
        );
      }
      const tagIds = body.tagIds ? [...new Set(body.tagIds)] : undefined;
      await assertOwnRefs(ctx.trx, user.id, { strategyId: body.strategyId, tagIds });

      const wanted: TaskPatch = {
        title: body.title,
        description: body.description,
        start_date: body.startDate,
        due_date: body.dueDate,
        start_time: body.startTime,
        duration_minutes: body.durationMinutes,
        importance: body.importance,
        urgency: body.urgency,
        strategy_id: body.strategyId,
        type: body.type,
      };
      const patch: TaskPatch = changedFields(wanted, row);
      const tagsChange = tagIds !== undefined && !sameSet(tagIds, await tasks.tagIds(id));
      if (Object.keys(patch).length === 0 && !tagsChange) {
        return { status: 200, body: await presentTask(ctx.trx, row) };
      }
      const seq = await ctx.seq();
      if (tagsChange) await tagRepo(ctx.trx).setTaskTags(user.id, id, tagIds, ctx.now);
      await tasks.update(user.id, id, patch, seq, ctx.now);
      // SPEC §3/§7: a description update is a notification of its own (listed, already read: the
      // owner wrote it; the notification centre shows it beside the assignee's comments and files).
      if (patch.description !== undefined) {
        await notificationRepo(ctx.trx).insert({
          id: randomUUID(),
          userId: user.id,
          taskId: id,
          kind: 'description',
          authorEmail: user.email,
          authorName: user.name,
          data: { authorKind: 'owner', length: patch.description.length },
          seq,
          now: ctx.now,
        });
      }
      const updated = await tasks.findOwn(user.id, id);
      return {
        status: 200,
        body: await presentTask(ctx.trx, readBack(updated, 'Task')),
        events: [
          { type: 'task.updated', ids: [id] },
          ...(patch.description !== undefined ? [{ type: 'notification.created', ids: [id] }] : []),
        ],
      };
    });
  }

  function changeStatus(
    user: AuthedUser,
    id: string,
    body: ChangeTaskStatusBody,
  ): Promise<OperationOutcome<TaskStatusChange>> {
    return ops.run(user.id, body.opId, async (ctx) => {
      const tasks = taskRepo(ctx.trx);
      const row = await tasks.findOwn(user.id, id);
      if (!row) throw taskNotFound();
      const current = isTaskStatus(row.status) ? row.status : initialTaskStatus;
      const result = applyStatusChange(
        {
          status: current,
          timeStarted: row.time_started,
          timeCompleted: row.time_completed,
          completedAt: row.completed_at,
          totalTimeSpent: row.total_time_spent,
          isPaused: row.is_paused === 1,
        },
        body.status,
        new Date(ctx.now),
      );
      if (!result.ok) throw new DomainError('invalid_transition', result.error.message);
      const change = result.value;
      if (!change.changed) {
        return { status: 200, body: { task: await presentTask(ctx.trx, row), removedFromMvd: false } };
      }
      const seq = await ctx.seq();
      const f = change.fields;
      await tasks.update(
        user.id,
        id,
        {
          status: f.status,
          time_started: f.timeStarted,
          time_completed: f.timeCompleted,
          completed_at: f.completedAt,
          total_time_spent: f.totalTimeSpent,
          is_paused: f.isPaused ? 1 : 0,
        },
        seq,
        ctx.now,
      );
      const removedFromMvd = change.removeFromMvd
        ? await mvdRepo(ctx.trx).remove(user.id, id, seq, ctx.now)
        : false;
      if (change.notification) {
        await notificationRepo(ctx.trx).insert({
          id: randomUUID(),
          userId: user.id,
          taskId: id,
          kind: change.notification.kind,
          authorEmail: user.email,
          authorName: user.name,
          data: { authorKind: 'owner', old: change.notification.old, new: change.notification.new },
          seq,
          now: ctx.now,
        });
      }
      // XP: a start, a completion (and the MVD it finished), or a reopen taking them back.
      const progress = await recordTaskStatus(ctx, {
        taskId: id,
        from: current,
        to: f.status,
        leftMvd: removedFromMvd,
      });
      const updated = await tasks.findOwn(user.id, id);
      return {
        status: 200,
        body: { task: await presentTask(ctx.trx, readBack(updated, 'Task')), removedFromMvd },
        events: [
          { type: 'task.updated', ids: [id] },
          ...(removedFromMvd ? [{ type: 'mvd.changed', ids: [id] }] : []),
          ...progress,
        ],
      };
    });
  }

  function remove(user: AuthedUser, id: string, opId: string | undefined): Promise<OperationOutcome<null>> {
    return ops.run(
      user.id,
      opId,
      async (ctx) => {
        const tasks = taskRepo(ctx.trx);
        const row = await tasks.findOwn(user.id, id);
        if (!row) throw taskNotFound();
        const seq = await ctx.seq();
        await tasks.softDelete(user.id, id, seq, ctx.now);
        await microTaskRepo(ctx.trx).softDeleteOfTask(user.id, id, seq, ctx.now);
        const leftMvd = await mvdRepo(ctx.trx).remove(user.id, id, seq, ctx.now);
        return {
          status: 204,
          body: null,
          events: [
            { type: 'task.deleted', ids: [id] },
            ...(leftMvd ? [{ type: 'mvd.changed', ids: [id] }] : []),
          ],
        };
      },
      { alwaysWrites: true },
    );
  }

  return { get, create, update, changeStatus, remove };
}

export type TaskService = ReturnType<typeof taskService>;
