// Contracts of delegation, the owner's side: give a task to someone by an e-mail link, get a fresh
// link (the old one stops working), cancel, and the delegated-tasks list. Also how every
// delegation-token route is addressed (see sharedTokenQuery).
//
// The link token is 256 random bits, shown once in the answer that creates it and stored only as a
// SHA-256 hash; "copy link" therefore makes a new token. `emailSent: false` tells the web app to copy
// the link and show SPEC's toast ('Failed to send email automatically, link copied to clipboard,
// send it to {email}'); `emailError` says why (no SMTP configured, or sending failed).
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { assigneeNameSchema, assignmentStatuses, delegationLanguageSchema } from '../domain/delegation.ts';
import { entityIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';
import { emailSchema } from './auth.ts';
import { taskStatusSchema } from './tasks.ts';

// ---------- addressing of token routes ----------

/**
 * Token routes: the task id in the path, the link token in the `token` query parameter (what the link
 * carries; needed for <img>/<video> sources and downloads) or an `Authorization: Bearer <token>`
 * header (what fetchers should send). Errors, by code (SPEC §8), never with task data:
 *   400 insufficient_access_data  no token (or a blank one)
 *   404 task_not_found            no such task, or it was deleted
 *   403 task_not_delegated        not delegated (never was, or the delegation was cancelled)
 *   403 invalid_access_token      not this task's current token (wrong, rotated, another task's)
 *   429 rate_limited              too many requests for this task from one address, or too many failures
 */
export const sharedTaskParams = z.strictObject({
  taskId: z.string().min(1).max(200).meta({ description: 'The delegated task’s id' }),
});

export const sharedTokenQuery = z.object({
  token: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'The link token (or send `Authorization: Bearer <token>`)' }),
});

// ---------- owner side ----------

export const assignmentStatusSchema = z.enum(assignmentStatuses).meta({ id: 'AssignmentStatus' });

export const assignmentSchema = z.lazy(() =>
  z
    .object({
      taskId: z.string(),
      assigneeEmail: z.string(),
      assigneeName: z.string().nullable().meta({ description: 'Set by the owner or by the assignee' }),
      language: delegationLanguageSchema,
      status: assignmentStatusSchema,
      assignedAt: z.string(),
      completedAt: z.string().nullable(),
      updatedAt: z.string(),
    })
    .meta({ id: 'Assignment' }),
);
export type Assignment = z.infer<typeof assignmentSchema>;

export const delegationLinkSchema = z.lazy(() =>
  z
    .object({
      assignment: assignmentSchema,
      link: z.string().meta({ description: '`PUBLIC_URL/shared-task/{taskId}?token=…`; shown only here' }),
      emailSent: z.boolean(),
      emailError: z
        .enum(['not_configured', 'send_failed'])
        .nullable()
        .meta({ description: 'Why no e-mail went out: copy the link and show the toast' }),
    })
    .meta({ id: 'DelegationLink' }),
);
export type DelegationLink = z.infer<typeof delegationLinkSchema>;

export const delegateTaskBodySchema = z.lazy(() =>
  z
    .strictObject({
      email: emailSchema,
      name: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        assigneeNameSchema.optional(),
      ),
      language: delegationLanguageSchema,
      sendEmail: z
        .boolean()
        .optional()
        .meta({ description: 'Default true; false only creates the link (for copying)' }),
    })
    .meta({ id: 'DelegateTaskBody' }),
);
export type DelegateTaskBody = z.infer<typeof delegateTaskBodySchema>;

export const renewLinkBodySchema = z.lazy(() =>
  z
    .strictObject({
      sendEmail: z.boolean().meta({ description: 'true: e-mail the new link again; false: only copy it' }),
    })
    .meta({ id: 'RenewDelegationLinkBody' }),
);
export type RenewLinkBody = z.infer<typeof renewLinkBodySchema>;

export const delegatedTaskSchema = z.lazy(() =>
  z
    .object({
      taskId: z.string(),
      title: z.string(),
      taskStatus: taskStatusSchema,
      assignment: assignmentSchema,
      lastActivityAt: z
        .string()
        .meta({ description: 'Latest of delegation, assignee change, comment or attachment (ISO 8601)' }),
      unreadCount: z.number().int().meta({ description: 'Unread notifications of the task' }),
    })
    .meta({ id: 'DelegatedTask' }),
);
export type DelegatedTask = z.infer<typeof delegatedTaskSchema>;

export const delegatedTaskListSchema = z.lazy(() =>
  z
    .object({ tasks: z.array(delegatedTaskSchema).meta({ description: 'Most recent activity first' }) })
    .meta({ id: 'DelegatedTaskList' }),
);
export type DelegatedTaskList = z.infer<typeof delegatedTaskListSchema>;

const taskParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));

export const delegateTask = defineRoute({
  method: 'POST',
  path: '/api/tasks/{id}/delegation',
  operationId: 'delegateTask',
  summary: 'Delegate a task by e-mail link (replaces any current assignee and link); the link is shown once',
  tag: 'delegation',
  auth: 'session',
  params: taskParams,
  body: delegateTaskBodySchema,
  responses: { 201: delegationLinkSchema },
});

export const getDelegation = defineRoute({
  method: 'GET',
  path: '/api/tasks/{id}/delegation',
  operationId: 'getDelegation',
  summary: 'The task’s current assignment (never its token); 404 task_not_delegated when none',
  tag: 'delegation',
  auth: 'session',
  params: taskParams,
  responses: { 200: assignmentSchema, 404: apiErrorSchema },
});

export const renewDelegationLink = defineRoute({
  method: 'POST',
  path: '/api/tasks/{id}/delegation/link',
  operationId: 'renewDelegationLink',
  summary: 'A new link for the same assignee (copy link / re-send); the previous link stops working',
  tag: 'delegation',
  auth: 'session',
  params: taskParams,
  body: renewLinkBodySchema,
  responses: { 200: delegationLinkSchema, 404: apiErrorSchema },
});

export const cancelDelegation = defineRoute({
  method: 'DELETE',
  path: '/api/tasks/{id}/delegation',
  operationId: 'cancelDelegation',
  summary: 'Cancel the delegation: the link stops working at once and the task is no longer delegated',
  tag: 'delegation',
  auth: 'session',
  params: taskParams,
  responses: { 204: null, 404: apiErrorSchema },
});

export const listDelegatedTasks = defineRoute({
  method: 'GET',
  path: '/api/delegated-tasks',
  operationId: 'listDelegatedTasks',
  summary: 'The user’s delegated tasks with status, assignee and last activity',
  tag: 'delegation',
  auth: 'session',
  responses: { 200: delegatedTaskListSchema },
});

export const delegationRoutes = [
  delegateTask,
  getDelegation,
  renewDelegationLink,
  cancelDelegation,
  listDelegatedTasks,
] as const;
