// HTTP face of strategies: each write answers with its operation's outcome (status and body).
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
import type { StrategyService } from './strategy.service.ts';

export function registerStrategyRoutes(app: FastifyInstance, strategies: StrategyService): void {
  addRoute(app, listStrategies, ({ user }) => strategies.list(user.id));
  addRoute(app, createStrategy, ({ user, body }) => strategies.create(user.id, body));
  addRoute(app, getStrategy, ({ user, params }) => strategies.get(user.id, params.id));
  addRoute(app, updateStrategy, ({ user, params, body }) => strategies.update(user.id, params.id, body));
  addRoute(app, deleteStrategy, ({ user, params, query }) =>
    strategies.remove(user.id, params.id, query.opId),
  );
  addRoute(app, assignStrategyTasks, ({ user, params, body }) => strategies.assign(user.id, params.id, body));
  addRoute(app, getStrategySuggestion, ({ user, params }) => strategies.suggestion(user.id, params.id));
}
