// Contracts of comments: rows of their own (two people writing at once both keep their words). The
// owner lists and adds them from task detail; the assignee adds them with the link token.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { commentTextSchema } from '../domain/delegation.ts';
import { entityIdSchema, opIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';
import { sharedTaskParams, sharedTokenQuery } from './delegation.ts';

export const authorKindSchema = z
  .enum(['owner', 'assignee'])
  .meta({ id: 'AuthorKind', description: 'The task owner or the assignee of its delegation link' });
export type AuthorKind = z.infer<typeof authorKindSchema>;

export const commentSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      taskId: z.string(),
      text: z.string(),
      authorName: z.string(),
      authorEmail: z
        .string()
        .nullable()
        .meta({ description: 'Shown to the owner only; always null on the shared page' }),
      authorKind: authorKindSchema,
      createdAt: z.string().meta({ description: 'ISO 8601, UTC' }),
    })
    .meta({ id: 'Comment' }),
);
export type Comment = z.infer<typeof commentSchema>;

export const commentListSchema = z.lazy(() =>
  z.object({ comments: z.array(commentSchema) }).meta({ id: 'CommentList' }),
);
export type CommentList = z.infer<typeof commentListSchema>;

export const addCommentBodySchema = z.lazy(() =>
  z.strictObject({ text: commentTextSchema, opId: opIdSchema.optional() }).meta({ id: 'AddCommentBody' }),
);
export type AddCommentBody = z.infer<typeof addCommentBodySchema>;

export const addSharedCommentBodySchema = z.lazy(() =>
  z.strictObject({ text: commentTextSchema }).meta({ id: 'AddSharedCommentBody' }),
);
export type AddSharedCommentBody = z.infer<typeof addSharedCommentBodySchema>;

const taskParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));

export const listComments = defineRoute({
  method: 'GET',
  path: '/api/tasks/{id}/comments',
  operationId: 'listComments',
  summary: 'Comments of one of the user’s tasks, oldest first',
  tag: 'comments',
  auth: 'session',
  params: taskParams,
  responses: { 200: commentListSchema },
});

export const addComment = defineRoute({
  method: 'POST',
  path: '/api/tasks/{id}/comments',
  operationId: 'addComment',
  summary: 'The owner comments on a task (trimmed, 1-5000 characters; an opId replays safely)',
  tag: 'comments',
  auth: 'session',
  params: taskParams,
  body: addCommentBodySchema,
  responses: { 201: commentSchema },
});

export const addSharedComment = defineRoute({
  method: 'POST',
  path: '/api/shared-tasks/{taskId}/comments',
  operationId: 'addSharedComment',
  summary: 'The assignee comments on the delegated task; the owner is notified live',
  tag: 'shared-task',
  auth: 'token',
  params: sharedTaskParams,
  query: sharedTokenQuery,
  body: addSharedCommentBodySchema,
  responses: { 201: commentSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
});

export const commentRoutes = [listComments, addComment, addSharedComment] as const;
