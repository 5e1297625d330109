// HTTP face of comments: the owner's routes (session) and the assignee's (link token, rate-limited).
import { addComment, addSharedComment, listComments } from '@nova/core/contracts/comments';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { addRoute } from '../../http/route.ts';
import type { Operations } from '../../lib/operations.ts';
import { type SharedAccess, sharedRateLimit } from '../shared-task/shared-access.ts';
import { commentService } from './comment.service.ts';

export function registerCommentRoutes(
  app: FastifyInstance,
  deps: { db: Db; ops: Operations; access: SharedAccess },
): void {
  const comments = commentService(deps);

  addRoute(app, listComments, async ({ user, params }) => ({
    comments: await comments.list(user.id, params.id),
  }));
  addRoute(app, addComment, ({ user, params, body }) => comments.add(user, params.id, body));
  addRoute(
    app,
    addSharedComment,
    async ({ params, query, body, req }) => {
      const grant = await deps.access.verify(req, params.taskId, query.token);
      return comments.addShared(grant, body.text);
    },
    { config: sharedRateLimit(60) },
  );
}
