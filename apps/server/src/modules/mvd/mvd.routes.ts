// HTTP face of the minimum viable day: each write answers with its operation's outcome.
import { addMvdTask, getMvd, migrateMvd, removeMvdTask } from '@nova/core/contracts/mvd';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { MvdService } from './mvd.service.ts';

export function registerMvdRoutes(app: FastifyInstance, mvd: MvdService): void {
  addRoute(app, getMvd, ({ user }) => mvd.get(user.id));
  addRoute(app, addMvdTask, ({ user, body }) => mvd.add(user.id, body));
  addRoute(app, removeMvdTask, ({ user, params, query }) => mvd.remove(user.id, params.taskId, query.opId));
  addRoute(app, migrateMvd, ({ user, body }) => mvd.migrate(user.id, body));
}
