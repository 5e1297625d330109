// Contracts of strategies (life-area directions that group tasks): CRUD ordered by priority, assigning
// tasks, and the auto-assignment suggestion for a task (domain/strategy.ts scores it).
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import {
  clientIdSchema,
  entityIdSchema,
  opIdSchema,
  strategyColorSchema,
  strategyDescriptionSchema,
  strategyNameSchema,
  strategyPrioritySchema,
} from '../domain/validation.ts';

export const strategySchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      color: strategyColorSchema,
      priority: z.number().int().meta({ description: '1 low, 2 medium, 3 high' }),
      /** Progress on the strategies page. */
      taskCount: z.number().int(),
      completedTaskCount: z.number().int(),
      version: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'Strategy' }),
);
export type Strategy = z.infer<typeof strategySchema>;

export const strategyListSchema = z.lazy(() =>
  z
    .object({ strategies: z.array(strategySchema) })
    .meta({ id: 'StrategyList', description: 'Ordered by priority, highest first' }),
);
export type StrategyList = z.infer<typeof strategyListSchema>;

export const createStrategyBodySchema = z.lazy(() =>
  z
    .strictObject({
      id: clientIdSchema.optional(),
      opId: opIdSchema.optional(),
      name: strategyNameSchema,
      description: strategyDescriptionSchema.optional(),
      color: strategyColorSchema.optional().meta({ description: 'Default blue' }),
      priority: strategyPrioritySchema.optional().meta({ description: 'Default 2 (medium)' }),
    })
    .meta({ id: 'CreateStrategyBody' }),
);
export type CreateStrategyBody = z.infer<typeof createStrategyBodySchema>;

export const updateStrategyBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      name: strategyNameSchema.optional(),
      description: strategyDescriptionSchema.optional(),
      color: strategyColorSchema.optional(),
      priority: strategyPrioritySchema.optional(),
    })
    .meta({ id: 'UpdateStrategyBody' }),
);
export type UpdateStrategyBody = z.infer<typeof updateStrategyBodySchema>;

export const assignStrategyTasksBodySchema = z.lazy(() =>
  z
    .strictObject({ taskIds: z.array(entityIdSchema).min(1).max(500), opId: opIdSchema.optional() })
    .meta({ id: 'AssignStrategyTasksBody' }),
);
export type AssignStrategyTasksBody = z.infer<typeof assignStrategyTasksBodySchema>;

export const assignedTasksSchema = z.lazy(() =>
  z
    .object({ strategyId: z.string(), taskIds: z.array(z.string()) })
    .meta({ id: 'StrategyAssignment', description: 'The tasks now in the strategy from this request' }),
);
export type StrategyAssignment = z.infer<typeof assignedTasksSchema>;

export const strategySuggestionSchema = z.lazy(() =>
  z
    .object({
      suggestion: z
        .object({
          strategyId: z.string(),
          score: z.number().int(),
          confidence: z.number().int().meta({ description: 'Always 8 for the scoring rule' }),
        })
        .nullable(),
    })
    .meta({ id: 'StrategySuggestion' }),
);
export type StrategySuggestionResponse = z.infer<typeof strategySuggestionSchema>;

const strategyParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));

export const listStrategies = defineRoute({
  method: 'GET',
  path: '/api/strategies',
  operationId: 'listStrategies',
  summary: 'The user’s strategies, highest priority first',
  tag: 'strategies',
  auth: 'session',
  responses: { 200: strategyListSchema },
});

export const createStrategy = defineRoute({
  method: 'POST',
  path: '/api/strategies',
  operationId: 'createStrategy',
  summary: 'Create a strategy',
  tag: 'strategies',
  auth: 'session',
  body: createStrategyBodySchema,
  responses: { 201: strategySchema },
});

export const getStrategy = defineRoute({
  method: 'GET',
  path: '/api/strategies/{id}',
  operationId: 'getStrategy',
  summary: 'One strategy',
  tag: 'strategies',
  auth: 'session',
  params: strategyParams,
  responses: { 200: strategySchema },
});

export const updateStrategy = defineRoute({
  method: 'PATCH',
  path: '/api/strategies/{id}',
  operationId: 'updateStrategy',
  summary: 'Change a strategy',
  tag: 'strategies',
  auth: 'session',
  params: strategyParams,
  body: updateStrategyBodySchema,
  responses: { 200: strategySchema },
});

export const deleteStrategy = defineRoute({
  method: 'DELETE',
  path: '/api/strategies/{id}',
  operationId: 'deleteStrategy',
  summary: 'Delete a strategy (its tasks stay, without a strategy)',
  tag: 'strategies',
  auth: 'session',
  params: strategyParams,
  query: z.object({ opId: opIdSchema.optional() }),
  responses: { 204: null },
});

export const assignStrategyTasks = defineRoute({
  method: 'POST',
  path: '/api/strategies/{id}/tasks',
  operationId: 'assignStrategyTasks',
  summary: 'Put tasks into a strategy',
  tag: 'strategies',
  auth: 'session',
  params: strategyParams,
  body: assignStrategyTasksBodySchema,
  responses: { 200: assignedTasksSchema },
});

export const getStrategySuggestion = defineRoute({
  method: 'GET',
  path: '/api/tasks/{id}/strategy-suggestion',
  operationId: 'getStrategySuggestion',
  summary: 'The strategy that fits a task best by the scoring rule, or null',
  tag: 'strategies',
  auth: 'session',
  params: z.strictObject({ id: entityIdSchema }),
  responses: { 200: strategySuggestionSchema },
});

export const strategyRoutes = [
  listStrategies,
  createStrategy,
  getStrategy,
  updateStrategy,
  deleteStrategy,
  assignStrategyTasks,
  getStrategySuggestion,
] as const;
