// HTTP face of strategies.
import {
  assignStrategyTasks,
  createStrategy,
  deleteStrategy,
  getStrategy,
  getStrategySuggestion,
  listStrategies,
  updateStrategy,
} from '@nova/core/contracts/strategies';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { operations, type WriteDeps } from '../../lib/operations.ts';
import { strategyService } from './strategy.service.ts';

export function registerStrategyRoutes(app: FastifyInstance, deps: WriteDeps): void {
  const strategies = strategyService({ db: deps.db, ops: operations(deps) });
  addRoute(app, listStrategies, ({ user }) => strategies.list(user.id));

  addRoute(app, createStrategy, async ({ user, body, reply }) => {
    const out = await strategies.create(user.id, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, getStrategy, ({ user, params }) => strategies.get(user.id, params.id));

  addRoute(app, updateStrategy, async ({ user, params, body, reply }) => {
    const out = await strategies.update(user.id, params.id, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, deleteStrategy, async ({ user, params, query, reply }) => {
    const out = await strategies.remove(user.id, params.id, query.opId);
    reply.code(out.status);
    return undefined;
  });

  addRoute(app, assignStrategyTasks, async ({ user, params, body, reply }) => {
    const out = await strategies.assign(user.id, params.id, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, getStrategySuggestion, ({ user, params }) => strategies.suggestion(user.id, params.id));
}
