// HTTP face of comments: the owner's routes (session) and the assignee's (link token, rate-limited).
import { addComment, addSharedComment, listComments } from '@nova/core/contracts/comments';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { SharedAccess } from '../shared-task/shared-access.ts';
import { sharedRateLimit, verifyRequest } from '../shared-task/shared-request.ts';
import type { CommentService } from './comment.service.ts';

export function registerCommentRoutes(
  app: FastifyInstance,
  deps: { comments: CommentService; access: SharedAccess },
): void {
  const { comments, access } = deps;

  addRoute(app, listComments, async ({ user, params }) => ({
    comments: await comments.list(user.id, params.id),
  }));
  addRoute(app, addComment, ({ user, params, body }) => comments.add(user, params.id, body));
  addRoute(
    app,
    addSharedComment,
    async ({ params, query, body, req }) => {
      const grant = await verifyRequest(access, req, params.taskId, query.token);
      return comments.addShared(grant, body.text);
    },
    { config: sharedRateLimit(60) },
  );
}
