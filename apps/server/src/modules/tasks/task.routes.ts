// HTTP face of tasks and ideas: thin handlers over the task and task-list services. The list answers
// with an ETag (304 when it matches) and its body pre-serialised, compressed here when accepted.
import {
  changeTaskStatus,
  createTask,
  deleteTask,
  getTask,
  listTasks,
  taskCounts,
  updateTask,
} from '@nova/core/contracts/tasks';
import type { FastifyInstance } from 'fastify';
import { sendSerialisedJson } from '../../http/compress.ts';
import { addRoute } from '../../http/route.ts';
import { writerOf } from '../../http/writer.ts';
import type { TaskService } from './task.service.ts';
import type { TaskListService } from './task-list.service.ts';

export function registerTaskRoutes(
  app: FastifyInstance,
  deps: { tasks: TaskService; lists: TaskListService },
): void {
  const { tasks, lists } = deps;

  addRoute(app, listTasks, async ({ user, query, req, reply }) => {
    const out = await lists.list(user.id, query, req.headers['if-none-match']);
    // Revalidate every time (the ETag makes that cheap); never share between users.
    reply.header('etag', out.etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
    if (out.notModified) {
      reply.code(304);
      return undefined;
    }
    return sendSerialisedJson(req, reply, out.json);
  });

  addRoute(app, taskCounts, async ({ user, query, req, reply }) => {
    const out = await lists.counts(user.id, query, req.headers['if-none-match']);
    reply.header('etag', out.etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
    if (out.notModified) {
      reply.code(304);
      return undefined;
    }
    return sendSerialisedJson(req, reply, out.json);
  });

  addRoute(app, createTask, ({ user, body }) => tasks.create(user, body));
  addRoute(app, getTask, ({ user, params }) => tasks.get(user.id, params.id));
  addRoute(app, updateTask, ({ user, params, body, req }) =>
    tasks.update(user, params.id, body, writerOf(req)),
  );
  addRoute(app, deleteTask, ({ user, params, query }) => tasks.remove(user, params.id, query.opId));
  addRoute(app, changeTaskStatus, ({ user, params, body }) => tasks.changeStatus(user, params.id, body));
}
