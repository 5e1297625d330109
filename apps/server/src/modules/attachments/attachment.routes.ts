// HTTP face of attachments. Multipart parsing is registered only in the scope of the two upload
// routes; the rest of the API keeps speaking JSON only. Files are served with headers that keep them
// inert (attachment-reply.ts), one byte range at a time when asked.
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
import { DomainError } from '@nova/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { SharedAccess } from '../shared-task/shared-access.ts';
import { sharedRateLimit, tokenOf, verifyRequest } from '../shared-task/shared-request.ts';
import { type AttachmentService, noFile, type Uploader } from './attachment.service.ts';
import { sendAttachment } from './attachment-reply.ts';

/** The upload's one file part, after the service's cheap refusals; then the service stores it. */
async function receive(
  attachments: AttachmentService,
  uploader: Uploader,
  taskId: string,
  req: FastifyRequest,
) {
  const task = await attachments.checkUpload(uploader, taskId, Number(req.headers['content-length']));
  if (!req.isMultipart()) {
    throw new DomainError('unsupported_media_type', 'Send the file as multipart/form-data, part `file`');
  }
  const part = await req.file();
  if (!part) throw noFile();
  const file = { name: part.filename ?? '', chunks: part.file, truncated: () => part.file.truncated };
  return attachments.upload(uploader, task, file);
}

export function registerAttachmentRoutes(
  app: FastifyInstance,
  deps: { attachments: AttachmentService; access: SharedAccess },
): void {
  const { attachments, access } = deps;

  addRoute(app, listAttachments, ({ user, params }) => attachments.list(user.id, params.id));

  addRoute(app, getAttachmentFile, async ({ user, params, query, req, reply }) => {
    await attachments.assertOwnTask(user.id, params.id);
    return sendAttachment(attachments, { taskId: params.id, attachmentId: params.attachmentId }, req, reply, {
      forceDownload: query.download === '1',
    });
  });

  addRoute(app, deleteAttachment, async ({ user, params, reply }) => {
    await attachments.remove(user.id, params.id, params.attachmentId);
    reply.code(204);
  });

  addRoute(
    app,
    getSharedAttachmentFile,
    async ({ params, query, req, reply }) => {
      const grant = await verifyRequest(access, req, params.taskId, query.token);
      const which = { taskId: grant.task.id, attachmentId: params.attachmentId };
      return sendAttachment(attachments, which, req, reply, { forceDownload: query.download === '1' });
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
      receive(attachments, { kind: 'owner', user }, params.id, req),
    );

    addRoute(
      scope,
      uploadSharedAttachment,
      async ({ params, query, req }) => {
        const grant = await verifyRequest(access, req, params.taskId, query.token);
        const token = tokenOf(req, query.token) ?? '';
        return receive(attachments, { kind: 'assignee', grant, token }, grant.task.id, req);
      },
      { config: sharedRateLimit(60) },
    );
  });
}
