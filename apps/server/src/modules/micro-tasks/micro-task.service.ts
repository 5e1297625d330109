// Rules of micro-tasks (micro-steps): add at the end, rename, tick off, move, re-estimate, reorder and
// delete. Every change also stamps the parent task (seq + version) so task lists refresh its progress
// (microTotal / microDone) through the ETag and `?since=`.

import { randomUUID } from 'node:crypto';
import type {
  CreateMicroTaskBody,
  MicroTask,
  MicroTaskList,
  UpdateMicroTaskBody,
} from '@nova/core/contracts/micro-tasks';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { OperationOutcome, Operations, WriteContext } from '../../lib/operations.ts';
import { changedFields } from '../../lib/rows.ts';
import { recordMicroStep } from '../progress/progress-ledger.ts';
import { taskRepo } from '../tasks/task.repo.ts';
import { taskNotFound } from '../tasks/task.service.ts';
import { toMicroTask } from './micro-task.presenter.ts';
import { type MicroTaskPatch, microTaskRepo } from './micro-task.repo.ts';

const microNotFound = () => notFound('Micro-task');

export function microTaskService({ db, ops }: { db: Db; ops: Operations }) {
  async function assertTask(ctxDb: Db, userId: string, taskId: string): Promise<void> {
    if (!(await taskRepo(ctxDb).findOwn(userId, taskId))) throw taskNotFound();
  }

  /** Stamps the parent; the events name the task whose steps changed (clients refetch its steps). */
  async function touchParent(ctx: WriteContext, taskId: string) {
    const seq = await ctx.seq();
    await taskRepo(ctx.trx).touch(ctx.userId, [taskId], seq, ctx.now, true);
    return [
      { type: 'micro-task.changed', ids: [taskId] },
      { type: 'task.updated', ids: [taskId] },
    ];
  }

  async function list(userId: string, taskId: string): Promise<MicroTaskList> {
    await assertTask(db, userId, taskId);
    return { microTasks: (await microTaskRepo(db).listOf(taskId)).map(toMicroTask) };
  }

  function create(
    userId: string,
    taskId: string,
    body: CreateMicroTaskBody,
  ): Promise<OperationOutcome<MicroTask>> {
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        await assertTask(ctx.trx, userId, taskId);
        const repo = microTaskRepo(ctx.trx);
        if (body.id && (await repo.idTaken(body.id))) {
          throw new DomainError('conflict', 'This id is already in use: create the step with a new id');
        }
        const id = body.id ?? randomUUID();
        const seq = await ctx.seq();
        const row = {
          id,
          task_id: taskId,
          user_id: userId,
          title: body.title,
          completed: 0 as const,
          position: (await repo.lastPosition(taskId)) + 1,
          estimate_minutes: body.estimateMinutes ?? null,
          source: 'user' as const,
          seq,
          created_at: ctx.now,
          updated_at: ctx.now,
        };
        await repo.insert(row);
        const events = await touchParent(ctx, taskId);
        return { status: 201, body: toMicroTask({ ...row, version: 1, deleted_at: null }), events };
      },
      { alwaysWrites: true },
    );
  }

  function update(
    userId: string,
    taskId: string,
    microId: string,
    body: UpdateMicroTaskBody,
  ): Promise<OperationOutcome<MicroTask>> {
    return ops.run(userId, body.opId, async (ctx) => {
      await assertTask(ctx.trx, userId, taskId);
      const repo = microTaskRepo(ctx.trx);
      const row = await repo.findOwn(userId, taskId, microId);
      if (!row) throw microNotFound();
      const wanted: MicroTaskPatch = {
        title: body.title,
        completed: body.completed === undefined ? undefined : body.completed ? 1 : 0,
        position: body.position,
        estimate_minutes: body.estimateMinutes,
      };
      const patch: MicroTaskPatch = changedFields(wanted, row);
      if (Object.keys(patch).length === 0) return { status: 200, body: toMicroTask(row) };
      const updated = await repo.update(microId, patch, await ctx.seq(), ctx.now);
      const events = await touchParent(ctx, taskId);
      // XP for a ticked step; unticking takes it back.
      const progress =
        patch.completed === undefined ? [] : await recordMicroStep(ctx, microId, patch.completed === 1);
      return { status: 200, body: toMicroTask(updated), events: [...events, ...progress] };
    });
  }

  function remove(
    userId: string,
    taskId: string,
    microId: string,
    opId: string | undefined,
  ): Promise<OperationOutcome<null>> {
    return ops.run(
      userId,
      opId,
      async (ctx) => {
        await assertTask(ctx.trx, userId, taskId);
        const repo = microTaskRepo(ctx.trx);
        if (!(await repo.findOwn(userId, taskId, microId))) throw microNotFound();
        await repo.softDelete(microId, await ctx.seq(), ctx.now);
        const events = await touchParent(ctx, taskId);
        return { status: 204, body: null, events };
      },
      { alwaysWrites: true },
    );
  }

  /** `ids` must be exactly the task's micro-tasks; a stale list (one added or deleted elsewhere) is a 409. */
  function reorder(
    userId: string,
    taskId: string,
    body: { ids: string[]; opId?: string | undefined },
  ): Promise<OperationOutcome<MicroTaskList>> {
    return ops.run(userId, body.opId, async (ctx) => {
      await assertTask(ctx.trx, userId, taskId);
      const repo = microTaskRepo(ctx.trx);
      const current = await repo.listOf(taskId);
      const byId = new Map(current.map((row) => [row.id, row]));
      const unique = new Set(body.ids);
      const ordered = body.ids.flatMap((id) => byId.get(id) ?? []);
      if (
        unique.size !== body.ids.length ||
        unique.size !== current.length ||
        ordered.length !== body.ids.length
      ) {
        throw new DomainError(
          'conflict',
          'The order must list every step of the task exactly once: reload the steps and try again',
        );
      }
      const moved: string[] = [];
      const out: MicroTask[] = [];
      for (const [i, row] of ordered.entries()) {
        const { id } = row;
        const position = i + 1;
        if (row.position === position) {
          out.push(toMicroTask(row));
          continue;
        }
        moved.push(id);
        out.push(toMicroTask(await repo.update(id, { position }, await ctx.seq(), ctx.now)));
      }
      if (moved.length === 0) return { status: 200, body: { microTasks: out } };
      const events = await touchParent(ctx, taskId);
      return { status: 200, body: { microTasks: out }, events };
    });
  }

  return { list, create, update, remove, reorder };
}

export type MicroTaskService = ReturnType<typeof microTaskService>;
