// Rules of strategies (life-area directions grouping tasks): CRUD, list by priority, assigning tasks,
// and the auto-assignment suggestion of core's scoring rule (domain/strategy.ts). Deleting a strategy
// keeps its tasks and clears their strategy (the FK's ON DELETE SET NULL only fires on a purge).

import { randomUUID } from 'node:crypto';
import type {
  AssignStrategyTasksBody,
  CreateStrategyBody,
  Strategy,
  StrategyAssignment,
  StrategyList,
  StrategySuggestionResponse,
  UpdateStrategyBody,
} from '@nova/core/contracts/strategies';
import { suggestStrategy } from '@nova/core/domain/strategy';
import { defaultStrategyColor, defaultStrategyPriority, strategyColors } from '@nova/core/domain/validation';
import { DomainError, notFound } from '@nova/core/errors';
import { isOneOf } from '@nova/core/guards';
import type { Db } from '../../db/database.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { changedFields, readBack } from '../../lib/rows.ts';
import { taskRepo } from '../tasks/task.repo.ts';
import { taskNotFound } from '../tasks/task.service.ts';
import { type StrategyPatch, type StrategyRow, strategyRepo } from './strategy.repo.ts';

const strategyNotFound = () => notFound('Strategy');

export function toStrategy(row: StrategyRow): Strategy {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: isOneOf(strategyColors, row.color) ? row.color : defaultStrategyColor,
    priority: row.priority,
    taskCount: Number(row.task_count ?? 0),
    completedTaskCount: Number(row.completed_task_count ?? 0),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Highest priority first, then the manual position, then by name in the user's reading order. */
function byPriority(a: StrategyRow, b: StrategyRow): number {
  return (
    b.priority - a.priority ||
    a.position - b.position ||
    a.name.localeCompare(b.name) ||
    a.created_at.localeCompare(b.created_at) ||
    a.id.localeCompare(b.id)
  );
}

export function strategyService({ db, ops }: { db: Db; ops: Operations }) {
  async function list(userId: string): Promise<StrategyList> {
    const rows = await strategyRepo(db).list(userId);
    return { strategies: rows.sort(byPriority).map(toStrategy) };
  }

  async function get(userId: string, id: string): Promise<Strategy> {
    const row = await strategyRepo(db).findOwn(userId, id);
    if (!row) throw strategyNotFound();
    return toStrategy(row);
  }

  function create(userId: string, body: CreateStrategyBody): Promise<OperationOutcome<Strategy>> {
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = strategyRepo(ctx.trx);
        if (body.id && (await repo.idTaken(body.id))) {
          throw new DomainError('conflict', 'This id is already in use: create the strategy with a new id');
        }
        const id = body.id ?? randomUUID();
        await repo.insert({
          id,
          user_id: userId,
          name: body.name,
          description: body.description ?? '',
          color: body.color ?? defaultStrategyColor,
          priority: body.priority ?? defaultStrategyPriority,
          seq: await ctx.seq(),
          created_at: ctx.now,
          updated_at: ctx.now,
        });
        const row = await repo.findOwn(userId, id);
        return {
          status: 201,
          body: toStrategy(readBack(row, 'Strategy')),
          events: [{ type: 'strategy.changed', ids: [id] }],
        };
      },
      { alwaysWrites: true },
    );
  }

  function update(userId: string, id: string, body: UpdateStrategyBody): Promise<OperationOutcome<Strategy>> {
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = strategyRepo(ctx.trx);
      const row = await repo.findOwn(userId, id);
      if (!row) throw strategyNotFound();
      const wanted: StrategyPatch = {
        name: body.name,
        description: body.description,
        color: body.color,
        priority: body.priority,
      };
      const patch: StrategyPatch = changedFields(wanted, row);
      if (Object.keys(patch).length === 0) return { status: 200, body: toStrategy(row) };
      await repo.update(id, patch, await ctx.seq(), ctx.now);
      const updated = await repo.findOwn(userId, id);
      return {
        status: 200,
        body: toStrategy(readBack(updated, 'Strategy')),
        events: [{ type: 'strategy.changed', ids: [id] }],
      };
    });
  }

  function remove(userId: string, id: string, opId: string | undefined): Promise<OperationOutcome<null>> {
    return ops.run(
      userId,
      opId,
      async (ctx) => {
        const repo = strategyRepo(ctx.trx);
        if (!(await repo.exists(userId, id))) throw strategyNotFound();
        const seq = await ctx.seq();
        const cleared = await taskRepo(ctx.trx).setStrategy(userId, { strategyId: id }, null, seq, ctx.now);
        await repo.softDelete(id, seq, ctx.now);
        return {
          status: 204,
          body: null,
          events: [
            { type: 'strategy.changed', ids: [id] },
            ...(cleared.length > 0 ? [{ type: 'task.updated', ids: cleared }] : []),
          ],
        };
      },
      { alwaysWrites: true },
    );
  }

  function assign(
    userId: string,
    id: string,
    body: AssignStrategyTasksBody,
  ): Promise<OperationOutcome<StrategyAssignment>> {
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = strategyRepo(ctx.trx);
      if (!(await repo.exists(userId, id))) throw strategyNotFound();
      const taskIds = [...new Set(body.taskIds)];
      const own = await taskRepo(ctx.trx).ownIds(userId, taskIds);
      if (taskIds.some((taskId) => !own.has(taskId))) throw taskNotFound();
      const moved = await taskRepo(ctx.trx).setStrategy(userId, { taskIds }, id, await ctx.seq(), ctx.now);
      return {
        status: 200,
        body: { strategyId: id, taskIds },
        events: [
          { type: 'strategy.changed', ids: [id] },
          { type: 'task.updated', ids: moved },
        ],
      };
    });
  }

  async function suggestion(userId: string, taskId: string): Promise<StrategySuggestionResponse> {
    const task = await taskRepo(db).findOwn(userId, taskId);
    if (!task) throw taskNotFound();
    const strategies = await strategyRepo(db).forScoring(userId);
    return { suggestion: suggestStrategy(task, strategies) };
  }

  return { list, get, create, update, remove, assign, suggestion };
}

export type StrategyService = ReturnType<typeof strategyService>;
