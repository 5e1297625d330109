// HTTP face of attachments. Multipart parsing is registered only in the scope of the two upload
// routes; the rest of the API keeps speaking JSON only.
import fastifyMultipart from '@fastify/multipart';
import {
  deleteAttachment,
  getAttachmentFile,
  getSharedAttachmentFile,
  listAttachments,
  uploadAttachment,
  uploadSharedAttachment,
} from '@nova/core/contracts/attachments';
import { MAX_ATTACHMENT_BYTES } from '@nova/core/domain/files';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { type SharedAccess, sharedRateLimit, tokenOf } from '../shared-task/shared-access.ts';
import type { AttachmentService } from './attachment.service.ts';

export function registerAttachmentRoutes(
  app: FastifyInstance,
  deps: { attachments: AttachmentService; access: SharedAccess },
): void {
  const { attachments, access } = deps;

  addRoute(app, listAttachments, ({ user, params }) => attachments.list(user.id, params.id));

  addRoute(app, getAttachmentFile, async ({ user, params, query, req, reply }) => {
    await attachments.assertOwnTask(user.id, params.id);
    return attachments.serve(params.id, params.attachmentId, req, reply, query.download === '1');
  });

  addRoute(app, deleteAttachment, async ({ user, params, reply }) => {
    await attachments.remove(user.id, params.id, params.attachmentId);
    reply.code(204);
  });

  addRoute(
    app,
    getSharedAttachmentFile,
    async ({ params, query, req, reply }) => {
      const grant = await access.verify(req, params.taskId, query.token);
      return attachments.serve(grant.task.id, params.attachmentId, req, reply, query.download === '1');
    },
    // A page may show many images at once: a higher limit than the other token routes.
    { config: sharedRateLimit(300) },
  );

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, parts: 11, headerPairs: 100 },
    });

    addRoute(scope, uploadAttachment, ({ user, params, req }) =>
      attachments.upload({ kind: 'owner', user }, params.id, req),
    );

    addRoute(
      scope,
      uploadSharedAttachment,
      async ({ params, query, req }) => {
        const grant = await access.verify(req, params.taskId, query.token);
        const token = tokenOf(req, query.token) ?? '';
        return attachments.upload({ kind: 'assignee', grant, token }, grant.task.id, req);
      },
      { config: sharedRateLimit(60) },
    );
  });
}
