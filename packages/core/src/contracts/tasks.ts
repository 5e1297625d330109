// Contracts of tasks and ideas: list (views, search, filters, `since` deltas), create (client id and
// operation id for safe replay), read, update (field-by-field, optional base version), status change
// (the transition table and time accounting of domain/status.ts) and delete.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { priorityCodes, quadrants } from '../domain/priority.ts';
import { taskStatuses } from '../domain/status.ts';
import { taskEditFields } from '../domain/task-edit-fields.ts';
import {
  clientIdSchema,
  durationMinutesSchema,
  entityIdSchema,
  isoDateSchema,
  levelSchema,
  opIdSchema,
  startTimeSchema,
  taskDescriptionSchema,
  taskTitleSchema,
  taskTypeSchema,
} from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';
import { microTaskSchema } from './micro-tasks.ts';
import { tagSchema } from './tags.ts';

export const taskStatusSchema = z.enum(taskStatuses).meta({ id: 'TaskStatus' });
export const priorityCodeSchema = z
  .enum(priorityCodes)
  .meta({ id: 'PriorityCode', description: 'importance-urgency: 2 when at or above 6, else 1' });
export const quadrantSchema = z.enum(quadrants).meta({ id: 'Quadrant' });
export const taskViews = ['active', 'today', 'upcoming', 'completed'] as const;
export const taskViewSchema = z.enum(taskViews);
export type TaskView = z.infer<typeof taskViewSchema>;

/** One row of the task list: exactly what the list screen shows, nothing more. */
export const taskSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: taskStatusSchema,
    type: taskTypeSchema,
    importance: z.number().int(),
    urgency: z.number().int(),
    priority: priorityCodeSchema,
    startDate: z
      .string()
      .nullable()
      .meta({ description: 'YYYY-MM-DD; the due date when no start date is set' }),
    startTime: z.string().nullable().meta({ description: 'HH:MM' }),
    durationMinutes: z.number().int().nullable(),
    strategyId: z.string().nullable(),
    tagIds: z.array(z.string()),
    microTotal: z.number().int(),
    microDone: z.number().int(),
    inMvd: z.boolean(),
    isDelegated: z.boolean(),
    totalTimeSpent: z.number().int().meta({ description: 'Seconds' }),
    timeStarted: z.string().nullable().meta({ description: 'ISO 8601; set while in progress' }),
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TaskSummary' });
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const taskSchema = taskSummarySchema
  .extend({
    description: z.string(),
    dueDate: z.string().nullable(),
    timeCompleted: z.string().nullable(),
    completedAt: z.string().nullable(),
    ownerId: z.string().nullable(),
    microTasks: z.array(microTaskSchema),
    tags: z.array(tagSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = z.lazy(() =>
  z
    .object({
      tasks: z.array(taskSummarySchema),
      seq: z.number().int().meta({ description: 'The user’s change sequence; send it back as `since`' }),
      deleted: z
        .array(z.string())
        .optional()
        .meta({ description: 'With `since`: ids deleted after it (their rows are gone from the list)' }),
      reset: z.boolean().optional().meta({
        description: 'True when `since` was too old: this is the full list, replace the local copy',
      }),
      nextCursor: z.string().nullable().optional().meta({
        description: 'With `limit`: pass it as `cursor` for the next page; null on the last page',
      }),
    })
    .meta({ id: 'TaskList' }),
);
export type TaskList = z.infer<typeof taskListSchema>;

/** The list's orders: the view's own, or most recently changed first (the matrix and the group screens). */
export const taskListOrders = ['view', 'updated'] as const;
export type TaskListOrder = (typeof taskListOrders)[number];

/** The largest page of the task list. */
export const TASK_PAGE_MAX = 500;

export const listTasksQuerySchema = z.lazy(() =>
  z.object({
    view: taskViewSchema.optional().meta({ description: 'Absent: every task' }),
    q: z
      .string()
      .max(200)
      .optional()
      .meta({ description: 'Words searched in title and description (case and accents ignored)' }),
    status: taskStatusSchema.optional(),
    type: taskTypeSchema.optional(),
    quadrant: quadrantSchema.optional(),
    strategyId: entityIdSchema.optional(),
    noStrategy: z
      .enum(['1'])
      .optional()
      .meta({ description: '1: only tasks without a strategy (with `strategyId` too: nothing)' }),
    tagId: entityIdSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    today: isoDateSchema.optional().meta({
      description: 'The client’s local date for the today/upcoming views; defaults to the server’s UTC date',
    }),
    since: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .meta({ description: 'Only rows changed after this change sequence (a delta)' }),
    order: z
      .enum(taskListOrders)
      .optional()
      .meta({
        description:
          'view (the default): the view’s order. updated: most recently changed first, so a row that changes ' +
          'moves to the top and a delta over held pages never leaves one behind the cursor',
      }),
    limit: z.coerce.number().int().min(1).max(TASK_PAGE_MAX).optional().meta({
      description:
        'A page of at most this many rows in the view’s order (absent: the whole list). A delta (`since`) is never paged; its reset answers the first page',
    }),
    cursor: z.string().max(400).optional().meta({
      description:
        'The previous page’s `nextCursor` (with `limit`; opaque). With `since`: the end of the rows the client holds; the delta leaves out changed rows after it and lists them in `deleted`',
    }),
  }),
);
export type ListTasksQuery = z.infer<typeof listTasksQuerySchema>;

export const createTaskBodySchema = z
  .strictObject({
    id: clientIdSchema
      .optional()
      .meta({ description: 'Client-generated UUID (v7) so offline tasks keep their id' }),
    opId: opIdSchema.optional(),
    title: taskTitleSchema,
    type: taskTypeSchema.optional(),
    description: taskDescriptionSchema.optional(),
    startDate: isoDateSchema.nullable().optional(),
    dueDate: isoDateSchema.nullable().optional(),
    startTime: startTimeSchema.nullable().optional(),
    durationMinutes: durationMinutesSchema.nullable().optional(),
    importance: levelSchema.optional(),
    urgency: levelSchema.optional(),
    strategyId: entityIdSchema.nullable().optional(),
    tagIds: z.array(entityIdSchema).max(50).optional(),
  })
  .meta({ id: 'CreateTaskBody' });
export type CreateTaskBody = z.infer<typeof createTaskBodySchema>;

/** SPEC §7's update list; status changes go through /status, so the clock rules always run. */
export const updateTaskBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      baseVersion: z
        .number()
        .int()
        .min(1)
        .optional()
        .meta({
          description:
            'The task version this edit was made on. A stale one is merged by field: untouched fields keep ' +
            'their newer values, touched ones win, and the answer lists the other writers’ changes they replaced',
        }),
      title: taskTitleSchema.optional(),
      description: taskDescriptionSchema.optional(),
      startDate: isoDateSchema.nullable().optional(),
      dueDate: isoDateSchema.nullable().optional(),
      startTime: startTimeSchema.nullable().optional(),
      durationMinutes: durationMinutesSchema.nullable().optional(),
      importance: levelSchema.optional(),
      urgency: levelSchema.optional(),
      strategyId: entityIdSchema.nullable().optional(),
      type: taskTypeSchema.optional(),
      tagIds: z.array(entityIdSchema).max(50).optional(),
    })
    .meta({ id: 'UpdateTaskBody' }),
);
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

export { type TaskEditField, taskEditFields } from '../domain/task-edit-fields.ts';

export const overwrittenFieldSchema = z.lazy(() =>
  z
    .object({
      field: z.enum(taskEditFields),
      previous: z
        .union([z.string(), z.number(), z.array(z.string()), z.null()])
        .meta({ description: 'The value this edit replaced (tag ids for tagIds)' }),
    })
    .meta({ id: 'OverwrittenField' }),
);
export type OverwrittenField = z.infer<typeof overwrittenFieldSchema>;

export const updatedTaskSchema = taskSchema
  .extend({
    overwritten: z
      .array(overwrittenFieldSchema)
      .optional()
      .meta({
        description:
          'Fields this edit (made on an older baseVersion) wrote over another device’s newer change; ' +
          'absent or empty when it replaced nothing newer',
      }),
  })
  .meta({ id: 'UpdatedTask' });
export type UpdatedTask = z.infer<typeof updatedTaskSchema>;

export const changeTaskStatusBodySchema = z.lazy(() =>
  z
    .strictObject({ status: taskStatusSchema, opId: opIdSchema.optional() })
    .meta({ id: 'ChangeTaskStatusBody' }),
);
export type ChangeTaskStatusBody = z.infer<typeof changeTaskStatusBodySchema>;

export const taskStatusChangeSchema = z.lazy(() =>
  z
    .object({
      task: taskSchema,
      removedFromMvd: z
        .boolean()
        .meta({ description: 'The change took the task out of the minimum viable day' }),
    })
    .meta({ id: 'TaskStatusChange' }),
);
export type TaskStatusChange = z.infer<typeof taskStatusChangeSchema>;

const taskParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));
const opQuery = z.lazy(() => z.object({ opId: opIdSchema.optional() }));

export const listTasks = defineRoute({
  method: 'GET',
  path: '/api/tasks',
  operationId: 'listTasks',
  summary: 'The user’s tasks and ideas for a view, search and filters (ETag; `since` for deltas)',
  tag: 'tasks',
  auth: 'session',
  query: listTasksQuerySchema,
  responses: { 200: taskListSchema, 304: null },
});

export const taskCountsQuerySchema = z.lazy(() =>
  z.object({
    today: isoDateSchema.optional().meta({
      description: 'The client’s local date for the today/upcoming counts; defaults to the server’s UTC date',
    }),
    detail: z.enum(['0', '1']).optional().meta({
      description: '1: also per strategy and per tag',
    }),
  }),
);
export type TaskCountsQuery = z.infer<typeof taskCountsQuerySchema>;

const countSchema = z.number().int().min(0);
const groupCountSchema = z.lazy(() =>
  z
    .object({ id: z.string(), open: countSchema, completed: countSchema, total: countSchema })
    .meta({ id: 'TaskGroupCount' }),
);
export const taskCountsSchema = z.lazy(() =>
  z
    .object({
      seq: z.number().int().meta({ description: 'The user’s change sequence the counts were read at' }),
      views: z
        .object({
          all: countSchema,
          active: countSchema,
          today: countSchema,
          upcoming: countSchema,
          completed: countSchema,
        })
        .meta({ description: 'How many rows each view lists (the same rules as GET /api/tasks)' }),
      quadrants: z
        .record(quadrantSchema, countSchema)
        .meta({ description: 'Open (not completed or cancelled) tasks and ideas per Eisenhower quadrant' }),
      statuses: z
        .record(taskStatusSchema, countSchema)
        .optional()
        .meta({ description: 'Every task and idea per status (always sent; absent from older servers)' }),
      strategies: z.array(groupCountSchema).optional().meta({
        description: 'With detail=1: per strategy with at least one task, open, completed and all tasks',
      }),
      tags: z.array(groupCountSchema).optional().meta({
        description: 'With detail=1: per tag with at least one task, open, completed and all tasks',
      }),
    })
    .meta({ id: 'TaskCounts' }),
);
export type TaskCounts = z.infer<typeof taskCountsSchema>;

export const taskCounts = defineRoute({
  method: 'GET',
  path: '/api/tasks/counts',
  operationId: 'taskCounts',
  summary: 'How many tasks each view, quadrant, status, strategy and tag holds (ETag; read from counters)',
  tag: 'tasks',
  auth: 'session',
  query: taskCountsQuerySchema,
  responses: { 200: taskCountsSchema, 304: null },
});

export const createTask = defineRoute({
  method: 'POST',
  path: '/api/tasks',
  operationId: 'createTask',
  summary: 'Create a task or an idea (replaying an opId returns the first result)',
  tag: 'tasks',
  auth: 'session',
  body: createTaskBodySchema,
  responses: { 201: taskSchema },
});

export const getTask = defineRoute({
  method: 'GET',
  path: '/api/tasks/{id}',
  operationId: 'getTask',
  summary: 'One task with its description, micro-tasks and tags',
  tag: 'tasks',
  auth: 'session',
  params: taskParams,
  responses: { 200: taskSchema },
});

export const updateTask = defineRoute({
  method: 'PATCH',
  path: '/api/tasks/{id}',
  operationId: 'updateTask',
  summary: 'Change some fields of a task',
  tag: 'tasks',
  auth: 'session',
  params: taskParams,
  body: updateTaskBodySchema,
  responses: { 200: updatedTaskSchema },
});

export const deleteTask = defineRoute({
  method: 'DELETE',
  path: '/api/tasks/{id}',
  operationId: 'deleteTask',
  summary: 'Delete a task',
  tag: 'tasks',
  auth: 'session',
  params: taskParams,
  query: opQuery,
  responses: { 204: null },
});

export const changeTaskStatus = defineRoute({
  method: 'POST',
  path: '/api/tasks/{id}/status',
  operationId: 'changeTaskStatus',
  summary: 'Move a task to another status (409 invalid_transition when the table forbids it)',
  tag: 'tasks',
  auth: 'session',
  params: taskParams,
  body: changeTaskStatusBodySchema,
  responses: { 200: taskStatusChangeSchema, 409: apiErrorSchema },
});

export const taskRoutes = [
  listTasks,
  taskCounts,
  createTask,
  getTask,
  updateTask,
  deleteTask,
  changeTaskStatus,
] as const;
