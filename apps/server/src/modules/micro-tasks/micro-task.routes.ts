// HTTP face of micro-tasks: each write answers with its operation's outcome (status and body).
import {
  createMicroTask,
  deleteMicroTask,
  listMicroTasks,
  reorderMicroTasks,
  updateMicroTask,
} from '@nova/core/contracts/micro-tasks';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { MicroTaskService } from './micro-task.service.ts';

export function registerMicroTaskRoutes(app: FastifyInstance, micro: MicroTaskService): void {
  addRoute(app, listMicroTasks, ({ user, params }) => micro.list(user.id, params.id));
  addRoute(app, createMicroTask, ({ user, params, body }) => micro.create(user.id, params.id, body));
  addRoute(app, updateMicroTask, ({ user, params, body }) =>
    micro.update(user.id, params.id, params.microId, body),
  );
  addRoute(app, deleteMicroTask, ({ user, params, query }) =>
    micro.remove(user.id, params.id, params.microId, query.opId),
  );
  addRoute(app, reorderMicroTasks, ({ user, params, body }) => micro.reorder(user.id, params.id, body));
}
