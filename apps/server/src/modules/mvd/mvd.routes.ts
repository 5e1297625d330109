// HTTP face of the minimum viable day.
import { addMvdTask, getMvd, migrateMvd, removeMvdTask } from '@nova/core/contracts/mvd';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { operations, type WriteDeps } from '../../lib/operations.ts';
import { mvdService } from './mvd.service.ts';

export function registerMvdRoutes(app: FastifyInstance, deps: WriteDeps): void {
  const mvd = mvdService({ db: deps.db, ops: operations(deps) });
  addRoute(app, getMvd, ({ user }) => mvd.get(user.id));

  addRoute(app, addMvdTask, async ({ user, body, reply }) => {
    const out = await mvd.add(user.id, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, removeMvdTask, async ({ user, params, query, reply }) => {
    const out = await mvd.remove(user.id, params.taskId, query.opId);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, migrateMvd, async ({ user, body, reply }) => {
    const out = await mvd.migrate(user.id, body);
    reply.code(out.status);
    return out.body;
  });
}
