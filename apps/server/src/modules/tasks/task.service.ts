// Rules of one task: create (client id + opId replay), read, field updates with a base version,
// status changes through the core transition table and time accounting, and delete. Ownership:
// another user's task, strategy or tag id is a 404 exactly like an unknown one.

import { randomUUID } from 'node:crypto';
import type {
  ChangeTaskStatusBody,
  CreateTaskBody,
  OverwrittenField,
  Task,
  TaskEditField,
  TaskStatusChange,
  UpdatedTask,
  UpdateTaskBody,
} from '@nova/core/contracts/tasks';
import { mergeFieldEdit, parseFieldStamps, stampFields } from '@nova/core/domain/field-merge';
import { LEVEL_DEFAULT } from '@nova/core/domain/priority';
import { applyStatusChange, initialTaskStatus, isTaskStatus } from '@nova/core/domain/status';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { readBack } from '../../lib/rows.ts';
import { uuidV7 } from '../../lib/uuid-v7.ts';
import { toMicroTask } from '../micro-tasks/micro-task.presenter.ts';
import { microTaskRepo } from '../micro-tasks/micro-task.repo.ts';
import { mvdRepo } from '../mvd/mvd.repo.ts';
import { notificationRepo } from '../notifications/notification.repo.ts';
import { recordTaskStatus } from '../progress/progress-ledger.ts';
import { strategyRepo } from '../strategies/strategy.repo.ts';
import { toTag } from '../tags/tag.presenter.ts';
import { tagRepo } from '../tags/tag.repo.ts';
import { toTask } from './task.presenter.ts';
import { newTaskValues, type TaskPatch, type TaskRow, taskRepo } from './task.repo.ts';

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

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

type EditValues = Omit<UpdateTaskBody, 'opId' | 'baseVersion' | 'tagIds'>;

/** The scalar fields an edit sets (undefined: untouched). */
function editOf(body: EditValues): Partial<Record<TaskEditField, unknown>> {
  return {
    title: body.title,
    description: body.description,
    startDate: body.startDate,
    dueDate: body.dueDate,
    startTime: body.startTime,
    durationMinutes: body.durationMinutes,
    importance: body.importance,
    urgency: body.urgency,
    strategyId: body.strategyId,
    type: body.type,
  };
}

/** A row's editable values in the API's terms. */
function toEditValues(row: TaskRow): Required<EditValues> {
  return {
    title: row.title,
    description: row.description,
    startDate: row.start_date,
    dueDate: row.due_date,
    startTime: row.start_time,
    durationMinutes: row.duration_minutes,
    importance: row.importance,
    urgency: row.urgency,
    strategyId: row.strategy_id,
    type: row.type,
  };
}

/** The columns of merged edit fields (the values were validated by the contract). */
function toColumns(fields: Partial<Record<TaskEditField, unknown>>): TaskPatch {
  const f = fields as EditValues;
  const wanted: TaskPatch = {
    title: f.title,
    description: f.description,
    start_date: f.startDate,
    due_date: f.dueDate,
    start_time: f.startTime,
    duration_minutes: f.durationMinutes,
    importance: f.importance,
    urgency: f.urgency,
    strategy_id: f.strategyId,
    type: f.type,
  };
  return Object.fromEntries(Object.entries(wanted).filter(([, value]) => value !== undefined));
}

export function taskService({ db, ops }: { db: Db; ops: Operations }) {
  async function get(userId: string, id: string): Promise<Task> {
    const row = await taskRepo(db).findOwn(userId, id);
    if (!row) throw taskNotFound();
    return presentTask(db, row);
  }

  function create(user: AuthedUser, body: CreateTaskBody): Promise<OperationOutcome<Task>> {
    const tagIds = [...new Set(body.tagIds ?? [])];
    return ops.run(
      user.id,
      body.opId,
      async (ctx) => {
        const tasks = taskRepo(ctx.trx);
        // Time-ordered (UUIDv7, as the web app makes them): a batch of creates writes the primary key's
        // last page, not one random page per task.
        const id = body.id ?? uuidV7(Date.parse(ctx.now));
        // Same id and same opId was a replay (answered before this transaction); anything else is a
        // clash. Two creates of one id in one batch: the second's insert breaks the primary key, and
        // the batch runs again with each apart (group-commit.ts), where this check sees the first.
        if (body.id && (await tasks.idTaken(body.id))) throw idTaken();
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
          field_versions: '{}',
        };
        // Without tags the row may wait for the batch's one multi-row insert; with tags, their rows
        // refer to it, so it goes in at once.
        await ctx.insert('tasks', newTaskValues(row));
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
      { alwaysWrites: true, appends: tagIds.length === 0 },
    );
  }

  function update(
    user: AuthedUser,
    id: string,
    body: UpdateTaskBody,
    writer = 'unknown',
  ): Promise<OperationOutcome<UpdatedTask>> {
    return ops.run(user.id, body.opId, async (ctx) => {
      const tasks = taskRepo(ctx.trx);
      const row = await tasks.findOwn(user.id, id);
      if (!row) throw taskNotFound();
      const tagIds = body.tagIds ? [...new Set(body.tagIds)] : undefined;
      await assertOwnRefs(ctx.trx, user.id, { strategyId: body.strategyId, tagIds });

      // Merged by field against the version the edit was made on (issue 12): never refused as stale.
      const { patch: fields, overwritten } = mergeFieldEdit<TaskEditField>({
        edit: { ...editOf(body), tagIds },
        current: { ...toEditValues(row), tagIds: tagIds ? await tasks.tagIds(id) : undefined },
        stamps: parseFieldStamps(row.field_versions),
        baseVersion: body.baseVersion,
        writer,
        equals: (field, a, b) =>
          field === 'tagIds' && Array.isArray(a) && Array.isArray(b) ? sameSet(a, b) : a === b,
      });
      const written = Object.keys(fields) as TaskEditField[];
      if (written.length === 0) {
        return { status: 200, body: { ...(await presentTask(ctx.trx, row)), overwritten: [] } };
      }
      const patch = toColumns(fields);
      const seq = await ctx.seq();
      if (fields.tagIds !== undefined && tagIds)
        await tagRepo(ctx.trx).setTaskTags(user.id, id, tagIds, ctx.now);
      patch.field_versions = JSON.stringify(
        stampFields(parseFieldStamps(row.field_versions), written, row.version + 1, writer),
      );
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
        body: {
          ...(await presentTask(ctx.trx, readBack(updated, 'Task'))),
          overwritten: overwritten.map(({ field, previous }) => ({
            field,
            previous: previous as OverwrittenField['previous'],
          })),
        },
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
