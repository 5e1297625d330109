// HTTP face of tasks and ideas: thin handlers over the task and task-list services.
import {
  changeTaskStatus,
  createTask,
  deleteTask,
  getTask,
  listTasks,
  updateTask,
} from '@nova/core/contracts/tasks';
import type { FastifyInstance } from 'fastify';
import { addVary, pickEncoding } from '../../http/compress.ts';
import { addRoute } from '../../http/route.ts';
import { operations, type WriteDeps } from '../../lib/operations.ts';
import { taskService } from './task.service.ts';
import { taskListService } from './task-list.service.ts';

export function registerTaskRoutes(app: FastifyInstance, deps: WriteDeps): void {
  const tasks = taskService({ db: deps.db, ops: operations(deps) });
  const lists = taskListService(deps);

  addRoute(app, listTasks, async ({ user, query, req, reply }) => {
    const out = await lists.list(user.id, query, req.headers['if-none-match']);
    // Revalidate every time (the ETag makes that cheap); never share between users.
    reply.header('etag', out.etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
    if (out.notModified) {
      reply.code(304);
      return undefined;
    }
    // Already serialised (and possibly cached, compressed forms included): sent as is.
    reply.type('application/json; charset=utf-8');
    reply.header('vary', addVary('cookie', 'accept-encoding'));
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const encoded = encoding ? out.encoded(encoding) : null;
    if (!encoding || !encoded) return out.json;
    reply.header('content-encoding', encoding);
    return encoded;
  });

  addRoute(app, createTask, async ({ user, body, reply }) => {
    const out = await tasks.create(user, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, getTask, ({ user, params }) => tasks.get(user.id, params.id));

  addRoute(app, updateTask, async ({ user, params, body, reply }) => {
    const out = await tasks.update(user, params.id, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, deleteTask, async ({ user, params, query, reply }) => {
    const out = await tasks.remove(user, params.id, query.opId);
    reply.code(out.status);
    return undefined;
  });

  addRoute(app, changeTaskStatus, async ({ user, params, body, reply }) => {
    const out = await tasks.changeStatus(user, params.id, body);
    reply.code(out.status);
    return out.body;
  });
}
