// Contracts of attachments: files of a task, uploaded by the owner (session) or the assignee (link
// token) as multipart/form-data with one part named `file`, and served so that nothing uploaded can
// run script in our origin. Limits: 25 MB per file (413 attachment_too_large), 50 files per task
// (409 attachment_limit), a total per user set by STORAGE_QUOTA_MB (413 storage_quota_exceeded); no
// file part is a 400 no_file. The type is judged from the bytes, never from the name.
//
// Files answer with Content-Disposition (inline for images, video, audio, PDF, text and JSON;
// attachment and application/octet-stream for anything else, HTML and SVG included),
// X-Content-Type-Options: nosniff, Content-Security-Policy: default-src 'none'; sandbox, and
// Cache-Control: private, max-age=3600. One byte range (Range: bytes=a-b) is answered with 206, so
// video and audio can seek.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { entityIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';
import { authorKindSchema } from './comments.ts';
import { sharedTaskParams, sharedTokenQuery } from './delegation.ts';

export const previewKindSchema = z
  .enum(['image', 'video', 'audio', 'pdf', 'text', 'none'])
  .meta({ id: 'PreviewKind', description: 'How the preview dialog shows the file; none: download only' });

export const attachmentSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      taskId: z.string(),
      name: z.string().meta({ description: 'Sanitised original name' }),
      type: z.string().meta({ description: 'MIME type judged from the content' }),
      size: z.number().int().meta({ description: 'Bytes; show with formatFileSize' }),
      preview: previewKindSchema,
      uploadedBy: authorKindSchema,
      createdAt: z.string(),
      url: z.string().meta({
        description:
          'Where the bytes are served (same origin). On the shared page it already carries the token; add `download=1` to force a download',
      }),
    })
    .meta({ id: 'Attachment' }),
);
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentLimitsSchema = z.lazy(() =>
  z
    .object({
      maxFileBytes: z.number().int(),
      maxFilesPerTask: z.number().int(),
      quotaBytes: z.number().int().meta({ description: 'The owner’s total for all files' }),
      usedBytes: z.number().int(),
    })
    .meta({ id: 'AttachmentLimits' }),
);
export type AttachmentLimits = z.infer<typeof attachmentLimitsSchema>;

export const attachmentListSchema = z.lazy(() =>
  z
    .object({ attachments: z.array(attachmentSchema), limits: attachmentLimitsSchema })
    .meta({ id: 'AttachmentList' }),
);
export type AttachmentList = z.infer<typeof attachmentListSchema>;

const taskParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));
const fileParams = z.lazy(() => z.strictObject({ id: entityIdSchema, attachmentId: entityIdSchema }));
const sharedFileParams = sharedTaskParams.extend({ attachmentId: entityIdSchema });
const downloadQuery = z.object({
  download: z.enum(['0', '1']).optional().meta({ description: '1: always as a download' }),
});
const uploadErrors = { 400: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };

export const listAttachments = defineRoute({
  method: 'GET',
  path: '/api/tasks/{id}/attachments',
  operationId: 'listAttachments',
  summary: 'Attachments of one of the user’s tasks, oldest first, with the upload limits',
  tag: 'attachments',
  auth: 'session',
  params: taskParams,
  responses: { 200: attachmentListSchema },
});

export const uploadAttachment = defineRoute({
  method: 'POST',
  path: '/api/tasks/{id}/attachments',
  operationId: 'uploadAttachment',
  summary: 'Upload one file (multipart/form-data, part `file`) to one of the user’s tasks',
  tag: 'attachments',
  auth: 'session',
  params: taskParams,
  responses: { 201: attachmentSchema, ...uploadErrors },
});

export const getAttachmentFile = defineRoute({
  method: 'GET',
  path: '/api/tasks/{id}/attachments/{attachmentId}/file',
  operationId: 'getAttachmentFile',
  summary: 'The bytes of an attachment (inert: nosniff, sandboxing CSP, safe Content-Disposition)',
  tag: 'attachments',
  auth: 'session',
  params: fileParams,
  query: downloadQuery,
  responses: { 200: null, 206: null, 416: null },
  produces: 'application/octet-stream',
});

export const deleteAttachment = defineRoute({
  method: 'DELETE',
  path: '/api/tasks/{id}/attachments/{attachmentId}',
  operationId: 'deleteAttachment',
  summary: 'The owner removes an attachment (its bytes are deleted; the quota is freed)',
  tag: 'attachments',
  auth: 'session',
  params: fileParams,
  responses: { 204: null },
});

export const uploadSharedAttachment = defineRoute({
  method: 'POST',
  path: '/api/shared-tasks/{taskId}/attachments',
  operationId: 'uploadSharedAttachment',
  summary: 'The assignee uploads one file (multipart/form-data, part `file`); the owner is notified',
  tag: 'shared-task',
  auth: 'token',
  params: sharedTaskParams,
  query: sharedTokenQuery,
  responses: { 201: attachmentSchema, ...uploadErrors, 403: apiErrorSchema, 429: apiErrorSchema },
});

export const getSharedAttachmentFile = defineRoute({
  method: 'GET',
  path: '/api/shared-tasks/{taskId}/attachments/{attachmentId}/file',
  operationId: 'getSharedAttachmentFile',
  summary: 'The bytes of an attachment of the delegated task (same headers as the owner’s route)',
  tag: 'shared-task',
  auth: 'token',
  params: sharedFileParams,
  query: sharedTokenQuery.extend(downloadQuery.shape),
  responses: { 200: null, 206: null, 403: apiErrorSchema, 404: apiErrorSchema, 416: null },
  produces: 'application/octet-stream',
});

export const attachmentRoutes = [
  listAttachments,
  uploadAttachment,
  getAttachmentFile,
  deleteAttachment,
  uploadSharedAttachment,
  getSharedAttachmentFile,
] as const;
