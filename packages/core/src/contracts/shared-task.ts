// Contracts of the shared delegated-task page (/shared-task/{taskId}?token=…, no sign-in). The link
// token grants exactly: read this task (title, description, date, status, attachments, comments,
// assignee name, the owner's display name), add comments, upload attachments, set the assignee
// name, mark the task completed. Addressing and error codes: see sharedTokenQuery in delegation.ts.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { assigneeNameSchema, delegationLanguageSchema } from '../domain/delegation.ts';
import { apiErrorSchema } from '../errors.ts';
import { attachmentSchema } from './attachments.ts';
import { commentSchema } from './comments.ts';
import { assignmentStatusSchema, sharedTaskParams, sharedTokenQuery } from './delegation.ts';
import { taskStatusSchema } from './tasks.ts';

export const sharedTaskSchema = z.lazy(() =>
  z
    .object({
      task: z.object({
        id: z.string(),
        title: z.string(),
        description: z.string(),
        date: z.string().nullable().meta({ description: 'YYYY-MM-DD: the start date, else the due date' }),
        status: taskStatusSchema,
      }),
      assignment: z.object({
        assigneeName: z
          .string()
          .nullable()
          .meta({ description: 'Null until a name is set: show the banner' }),
        status: assignmentStatusSchema,
        language: delegationLanguageSchema.meta({ description: 'The language the owner chose for the page' }),
        assignedAt: z.string(),
        completedAt: z.string().nullable(),
      }),
      ownerName: z.string().meta({ description: 'The owner’s display name; nothing else of the owner' }),
      attachments: z.array(attachmentSchema),
      comments: z.array(commentSchema).meta({ description: 'Oldest first; authorEmail is always null' }),
    })
    .meta({ id: 'SharedTask' }),
);
export type SharedTask = z.infer<typeof sharedTaskSchema>;

export const setAssigneeNameBodySchema = z.lazy(() =>
  z.strictObject({ name: assigneeNameSchema }).meta({ id: 'SetAssigneeNameBody' }),
);
export type SetAssigneeNameBody = z.infer<typeof setAssigneeNameBodySchema>;

const tokenErrors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

export const getSharedTask = defineRoute({
  method: 'GET',
  path: '/api/shared-tasks/{taskId}',
  operationId: 'getSharedTask',
  summary: 'The delegated task as its assignee sees it',
  tag: 'shared-task',
  auth: 'token',
  params: sharedTaskParams,
  query: sharedTokenQuery,
  responses: { 200: sharedTaskSchema, ...tokenErrors },
});

export const setSharedAssigneeName = defineRoute({
  method: 'PUT',
  path: '/api/shared-tasks/{taskId}/assignee-name',
  operationId: 'setSharedAssigneeName',
  summary: 'The assignee saves their name (trimmed, not blank); the owner is notified',
  tag: 'shared-task',
  auth: 'token',
  params: sharedTaskParams,
  query: sharedTokenQuery,
  body: setAssigneeNameBodySchema,
  responses: { 200: sharedTaskSchema, ...tokenErrors },
});

export const completeSharedTask = defineRoute({
  method: 'POST',
  path: '/api/shared-tasks/{taskId}/complete',
  operationId: 'completeSharedTask',
  summary:
    'The assignee marks the task completed (task and assignment); again: 409 already_completed ‘Task already marked as completed’',
  tag: 'shared-task',
  auth: 'token',
  params: sharedTaskParams,
  query: sharedTokenQuery,
  responses: { 200: sharedTaskSchema, ...tokenErrors, 409: apiErrorSchema },
});

export const sharedTaskRoutes = [getSharedTask, setSharedAssigneeName, completeSharedTask] as const;
