// HTTP face of micro-tasks.
import {
  createMicroTask,
  deleteMicroTask,
  listMicroTasks,
  reorderMicroTasks,
  updateMicroTask,
} from '@nova/core/contracts/micro-tasks';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { operations, type WriteDeps } from '../../lib/operations.ts';
import { microTaskService } from './micro-task.service.ts';

export function registerMicroTaskRoutes(app: FastifyInstance, deps: WriteDeps): void {
  const micro = microTaskService({ db: deps.db, ops: operations(deps) });
  addRoute(app, listMicroTasks, ({ user, params }) => micro.list(user.id, params.id));

  addRoute(app, createMicroTask, async ({ user, params, body, reply }) => {
    const out = await micro.create(user.id, params.id, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, updateMicroTask, async ({ user, params, body, reply }) => {
    const out = await micro.update(user.id, params.id, params.microId, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, deleteMicroTask, async ({ user, params, query, reply }) => {
    const out = await micro.remove(user.id, params.id, params.microId, query.opId);
    reply.code(out.status);
    return undefined;
  });

  addRoute(app, reorderMicroTasks, async ({ user, params, body, reply }) => {
    const out = await micro.reorder(user.id, params.id, body);
    reply.code(out.status);
    return out.body;
  });
}
