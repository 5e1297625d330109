// Contracts of micro-tasks (micro-steps): create, rename, tick off, reorder and delete the small steps
// of one task. A task's progress (microTotal / microDone in the task list) counts them.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import {
  clientIdSchema,
  entityIdSchema,
  estimateMinutesSchema,
  microTaskTitleSchema,
  opIdSchema,
} from '../domain/validation.ts';

export const microTaskSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      taskId: z.string(),
      title: z.string(),
      completed: z.boolean(),
      /** Sort key within the task; fractional so a move rewrites one row. */
      position: z.number(),
      estimateMinutes: z.number().int().nullable(),
      source: z
        .enum(['user', 'ai'])
        .meta({ description: 'user steps (5-10 min guide) or AI subtasks (15-60 min)' }),
      version: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'MicroTask' }),
);
export type MicroTask = z.infer<typeof microTaskSchema>;

export const microTaskListSchema = z.lazy(() =>
  z.object({ microTasks: z.array(microTaskSchema) }).meta({ id: 'MicroTaskList' }),
);
export type MicroTaskList = z.infer<typeof microTaskListSchema>;

export const createMicroTaskBodySchema = z
  .strictObject({
    id: clientIdSchema.optional(),
    opId: opIdSchema.optional(),
    title: microTaskTitleSchema,
    estimateMinutes: estimateMinutesSchema.optional(),
  })
  .meta({ id: 'CreateMicroTaskBody' });
export type CreateMicroTaskBody = z.infer<typeof createMicroTaskBodySchema>;

export const updateMicroTaskBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      title: microTaskTitleSchema.optional(),
      completed: z.boolean().optional(),
      position: z.number().finite().optional(),
      estimateMinutes: estimateMinutesSchema.nullable().optional(),
    })
    .meta({ id: 'UpdateMicroTaskBody' }),
);
export type UpdateMicroTaskBody = z.infer<typeof updateMicroTaskBodySchema>;

export const reorderMicroTasksBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      ids: z
        .array(entityIdSchema)
        .max(500)
        .meta({ description: 'Every micro-task id of the task, in the new order' }),
    })
    .meta({ id: 'ReorderMicroTasksBody' }),
);

const taskParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));
const microParams = z.lazy(() => z.strictObject({ id: entityIdSchema, microId: entityIdSchema }));
const opQuery = z.lazy(() => z.object({ opId: opIdSchema.optional() }));

export const listMicroTasks = defineRoute({
  method: 'GET',
  path: '/api/tasks/{id}/micro-tasks',
  operationId: 'listMicroTasks',
  summary: 'The micro-tasks of a task, in order',
  tag: 'micro-tasks',
  auth: 'session',
  params: taskParams,
  responses: { 200: microTaskListSchema },
});

export const createMicroTask = defineRoute({
  method: 'POST',
  path: '/api/tasks/{id}/micro-tasks',
  operationId: 'createMicroTask',
  summary: 'Add a micro-task at the end of the task’s list',
  tag: 'micro-tasks',
  auth: 'session',
  params: taskParams,
  body: createMicroTaskBodySchema,
  responses: { 201: microTaskSchema },
});

export const updateMicroTask = defineRoute({
  method: 'PATCH',
  path: '/api/tasks/{id}/micro-tasks/{microId}',
  operationId: 'updateMicroTask',
  summary: 'Rename, tick off, move or re-estimate a micro-task',
  tag: 'micro-tasks',
  auth: 'session',
  params: microParams,
  body: updateMicroTaskBodySchema,
  responses: { 200: microTaskSchema },
});

export const deleteMicroTask = defineRoute({
  method: 'DELETE',
  path: '/api/tasks/{id}/micro-tasks/{microId}',
  operationId: 'deleteMicroTask',
  summary: 'Delete a micro-task',
  tag: 'micro-tasks',
  auth: 'session',
  params: microParams,
  query: opQuery,
  responses: { 204: null },
});

export const reorderMicroTasks = defineRoute({
  method: 'PUT',
  path: '/api/tasks/{id}/micro-tasks/order',
  operationId: 'reorderMicroTasks',
  summary: 'Put the task’s micro-tasks in the given order',
  tag: 'micro-tasks',
  auth: 'session',
  params: taskParams,
  body: reorderMicroTasksBodySchema,
  responses: { 200: microTaskListSchema },
});

export const microTaskRoutes = [
  listMicroTasks,
  createMicroTask,
  updateMicroTask,
  deleteMicroTask,
  reorderMicroTasks,
] as const;
