// The minimum viable day (MVD): up to three key tasks, added and removed one by one, and the one-time
// upload of a guest's local list after sign-in (SPEC §4, rules in packages/core domain/mvd.ts).
//
// How `day` is used: the MVD is the user's current list of key tasks, not a per-date list. GET has no
// date (the contract takes none), and SPEC's list is not reset at midnight: a task stays until it is
// removed, completed, cancelled or deleted. `day` (the client's local date, else the server's UTC
// date) records when each entry was added, for later use (carry-over hints, history), and is not
// a filter. Finished tasks cannot be added: completing or cancelling already takes a task out.
import { randomUUID } from 'node:crypto';
import type { AddMvdTaskBody, MigrateMvdBody, MvdList } from '@nova/core/contracts/mvd';
import { canAddToMvd, mergeMvdLists } from '@nova/core/domain/mvd';
import { DomainError } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { taskRepo } from '../tasks/task.repo.ts';
import { taskNotFound } from '../tasks/task.service.ts';
import { mvdRepo } from './mvd.repo.ts';

const finished = new Set(['completed', 'cancelled']);

export function mvdService({ db, ops }: { db: Db; ops: Operations }) {
  async function get(userId: string): Promise<MvdList> {
    return { taskIds: await mvdRepo(db).taskIds(userId) };
  }

  function add(userId: string, body: AddMvdTaskBody): Promise<OperationOutcome<MvdList>> {
    return ops.run(userId, body.opId, async (ctx) => {
      const task = await taskRepo(ctx.trx).findOwn(userId, body.taskId);
      if (!task) throw taskNotFound();
      const mvd = mvdRepo(ctx.trx);
      const current = await mvd.taskIds(userId);
      const check = canAddToMvd(current, body.taskId);
      if (!check.ok) throw new DomainError('mvd_limit', check.error.message);
      if (check.value.alreadyIn) return { status: 200, body: { taskIds: current } };
      if (finished.has(task.status)) {
        throw new DomainError('conflict', 'A finished task cannot be added to the minimum viable day');
      }
      const seq = await ctx.seq();
      await mvd.add({
        id: randomUUID(),
        userId,
        taskId: body.taskId,
        day: body.day ?? ctx.now.slice(0, 10),
        seq,
        now: ctx.now,
      });
      // inMvd is part of the task's list summary.
      await taskRepo(ctx.trx).touch(userId, [body.taskId], seq, ctx.now, false);
      return {
        status: 200,
        body: { taskIds: [...current, body.taskId] },
        events: [
          { type: 'mvd.changed', ids: [body.taskId] },
          { type: 'task.updated', ids: [body.taskId] },
        ],
      };
    });
  }

  function remove(
    userId: string,
    taskId: string,
    opId: string | undefined,
  ): Promise<OperationOutcome<MvdList>> {
    return ops.run(userId, opId, async (ctx) => {
      if (!(await taskRepo(ctx.trx).findOwn(userId, taskId))) throw taskNotFound();
      const mvd = mvdRepo(ctx.trx);
      const current = await mvd.taskIds(userId);
      if (!current.includes(taskId)) return { status: 200, body: { taskIds: current } };
      const seq = await ctx.seq();
      await mvd.remove(userId, taskId, seq, ctx.now);
      await taskRepo(ctx.trx).touch(userId, [taskId], seq, ctx.now, false);
      return {
        status: 200,
        body: { taskIds: current.filter((id) => id !== taskId) },
        events: [
          { type: 'mvd.changed', ids: [taskId] },
          { type: 'task.updated', ids: [taskId] },
        ],
      };
    });
  }

  /** SPEC §4: an empty server list takes the local ids (the user's open tasks only); else the server list wins. */
  function migrate(userId: string, body: MigrateMvdBody): Promise<OperationOutcome<MvdList>> {
    return ops.run(userId, body.opId, async (ctx) => {
      const mvd = mvdRepo(ctx.trx);
      const current = await mvd.taskIds(userId);
      if (current.length > 0) return { status: 200, body: { taskIds: current } };
      const tasks = taskRepo(ctx.trx);
      const open = await tasks.openIds(userId, body.taskIds);
      const { upload } = mergeMvdLists(
        current,
        body.taskIds.filter((id) => open.has(id)),
      );
      if (!upload) return { status: 200, body: { taskIds: [] } };
      const seq = await ctx.seq();
      for (const [i, taskId] of upload.entries()) {
        // Distinct created_at values keep the uploaded order (one seq for the whole upload).
        const at = new Date(Date.parse(ctx.now) + i).toISOString();
        await mvd.add({ id: randomUUID(), userId, taskId, day: ctx.now.slice(0, 10), seq, now: at });
      }
      await tasks.touch(userId, upload, seq, ctx.now, false);
      return {
        status: 200,
        body: { taskIds: upload },
        events: [
          { type: 'mvd.changed', ids: upload },
          { type: 'task.updated', ids: upload },
        ],
      };
    });
  }

  return { get, add, remove, migrate };
}

export type MvdService = ReturnType<typeof mvdService>;
