// Contracts of recurring tasks (issue 15, SPEC §3/§7): a template (title, description, strategy,
// tags, estimate, pattern, exact time or time of day, start date, optional end date or count) that the
// server turns into one normal task per occurrence in the user's time zone. The assistant's
// `/api/ai/recurring/templates` routes read and write the same templates (contracts/ai-recurring.ts).
import { z } from 'zod';
import { parseCategories } from '../ai/limits.ts';
import { recurrenceTypes, timesOfDay } from '../ai/validate-recurring.ts';
import { defineRoute } from '../contract.ts';
import {
  clientIdSchema,
  entityIdSchema,
  isoDateSchema,
  levelSchema,
  opIdSchema,
  startTimeSchema,
} from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

export const RECURRING_TITLE_MAX = 100;
export const RECURRING_DESCRIPTION_MAX = 2000;
export const RECURRING_MAX_COUNT = 10_000;
export const RECURRING_TAGS_MAX = 20;

const isoWeekdaysSchema = z.lazy(() =>
  z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .refine((days) => new Set(days).size === days.length, { error: 'Weekdays must not repeat' })
    .meta({ description: 'ISO weekdays, Monday 1 .. Sunday 7' }),
);

/** A pattern as a request gives it; a weekly one needs days, a custom one an interval (the service checks). */
export const recurringPatternBodySchema = z.lazy(() =>
  z
    .strictObject({
      type: z.enum(recurrenceTypes),
      timeOfDay: z.enum(timesOfDay).nullable().optional(),
      daysOfWeek: isoWeekdaysSchema.optional(),
      interval: z.number().int().min(1).max(365).nullable().optional().meta({ description: 'Days, custom' }),
    })
    .meta({ id: 'RecurringPatternBody' }),
);
export type RecurringPatternBody = z.infer<typeof recurringPatternBodySchema>;

export const recurringPatternSchema = z.lazy(() =>
  z
    .object({
      type: z.enum(recurrenceTypes),
      timeOfDay: z.enum(timesOfDay).nullable(),
      daysOfWeek: z.array(z.number().int().min(1).max(7)),
      interval: z.number().int().min(1).max(365).nullable(),
    })
    .meta({ id: 'RecurringPattern' }),
);

export const recurringTaskTemplateSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      category: z.enum(parseCategories),
      estimatedDuration: z.number().int().nullable().meta({ description: 'Minutes' }),
      importance: z.number().int(),
      urgency: z.number().int(),
      strategyId: z.string().nullable(),
      tagIds: z.array(z.string()),
      pattern: recurringPatternSchema,
      time: startTimeSchema.nullable().meta({ description: 'HH:MM in the user’s time zone' }),
      startDate: isoDateSchema,
      endDate: isoDateSchema.nullable(),
      maxCount: z.number().int().nullable(),
      paused: z.boolean(),
      /** Occurrences handled so far: created or skipped. */
      handledCount: z.number().int(),
      /** Occurrences that passed while nothing ran (downtime, a long absence): counted, never created. */
      missedCount: z.number().int(),
      skipDays: z.array(isoDateSchema),
      /** The last day handled (an occurrence created or skipped, or passed by an edit), or null. */
      handledThrough: isoDateSchema.nullable(),
      /** The next occurrence the server will create (a skipped day is passed over), or null when none. */
      nextOccurrence: isoDateSchema.nullable(),
      version: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'RecurringTaskTemplate' }),
);
export type RecurringTaskTemplateDto = z.infer<typeof recurringTaskTemplateSchema>;

export const recurringTaskTemplateListSchema = z.lazy(() =>
  z.object({ templates: z.array(recurringTaskTemplateSchema) }).meta({ id: 'RecurringTaskTemplateList' }),
);

const fields = {
  title: z.string().trim().min(1).max(RECURRING_TITLE_MAX),
  description: z.string().max(RECURRING_DESCRIPTION_MAX),
  category: z.enum(parseCategories),
  estimatedDuration: z.number().int().min(1).max(1440).nullable(),
  importance: levelSchema,
  urgency: levelSchema,
  strategyId: entityIdSchema.nullable(),
  tagIds: z.array(entityIdSchema).max(RECURRING_TAGS_MAX),
  pattern: recurringPatternBodySchema,
  time: startTimeSchema.nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  maxCount: z.number().int().min(1).max(RECURRING_MAX_COUNT).nullable(),
};

export const createRecurringTaskTemplateBodySchema = z.lazy(() =>
  z
    .strictObject({
      id: clientIdSchema.optional(),
      opId: opIdSchema.optional(),
      title: fields.title,
      description: fields.description.optional(),
      category: fields.category.optional(),
      estimatedDuration: fields.estimatedDuration.optional(),
      importance: fields.importance.optional(),
      urgency: fields.urgency.optional(),
      strategyId: fields.strategyId.optional(),
      tagIds: fields.tagIds.optional(),
      pattern: fields.pattern,
      time: fields.time.optional(),
      startDate: fields.startDate
        .optional()
        .meta({ description: 'Today in the user’s time zone when absent' }),
      endDate: fields.endDate.optional(),
      maxCount: fields.maxCount.optional(),
    })
    .meta({ id: 'CreateRecurringTaskTemplateBody' }),
);
export type CreateRecurringTaskTemplateBody = z.infer<typeof createRecurringTaskTemplateBodySchema>;

/** Changes apply to occurrences from now on: tasks already created stay as they are. */
export const updateRecurringTaskTemplateBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      title: fields.title.optional(),
      description: fields.description.optional(),
      category: fields.category.optional(),
      estimatedDuration: fields.estimatedDuration.optional(),
      importance: fields.importance.optional(),
      urgency: fields.urgency.optional(),
      strategyId: fields.strategyId.optional(),
      tagIds: fields.tagIds.optional(),
      pattern: fields.pattern.optional(),
      time: fields.time.optional(),
      startDate: fields.startDate.optional(),
      endDate: fields.endDate.optional(),
      maxCount: fields.maxCount.optional(),
    })
    .meta({ id: 'UpdateRecurringTaskTemplateBody' }),
);
export type UpdateRecurringTaskTemplateBody = z.infer<typeof updateRecurringTaskTemplateBodySchema>;

export const recurringActionBodySchema = z.lazy(() =>
  z.strictObject({ opId: opIdSchema.optional() }).meta({ id: 'RecurringActionBody' }),
);

const templateParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));
const opQuery = z.lazy(() => z.object({ opId: opIdSchema.optional() }));
const tag = 'recurring';

export const listRecurringTaskTemplates = defineRoute({
  method: 'GET',
  path: '/api/recurring-templates',
  operationId: 'listRecurringTaskTemplates',
  summary: 'The user’s recurring task templates (also those the assistant created)',
  tag,
  auth: 'session',
  responses: { 200: recurringTaskTemplateListSchema },
});

export const getRecurringTaskTemplate = defineRoute({
  method: 'GET',
  path: '/api/recurring-templates/{id}',
  operationId: 'getRecurringTaskTemplate',
  summary: 'One recurring task template',
  tag,
  auth: 'session',
  params: templateParams,
  responses: { 200: recurringTaskTemplateSchema },
});

export const createRecurringTaskTemplate = defineRoute({
  method: 'POST',
  path: '/api/recurring-templates',
  operationId: 'createRecurringTaskTemplate',
  summary: 'Create a recurring task template; the server creates its tasks as they fall due',
  tag,
  auth: 'session',
  body: createRecurringTaskTemplateBodySchema,
  responses: { 201: recurringTaskTemplateSchema, 400: apiErrorSchema },
});

export const updateRecurringTaskTemplate = defineRoute({
  method: 'PATCH',
  path: '/api/recurring-templates/{id}',
  operationId: 'updateRecurringTaskTemplate',
  summary: 'Change a template: future occurrences only, tasks already created stay',
  tag,
  auth: 'session',
  params: templateParams,
  body: updateRecurringTaskTemplateBodySchema,
  responses: { 200: recurringTaskTemplateSchema, 400: apiErrorSchema },
});

export const pauseRecurringTaskTemplate = defineRoute({
  method: 'POST',
  path: '/api/recurring-templates/{id}/pause',
  operationId: 'pauseRecurringTaskTemplate',
  summary: 'Pause a template: no task is created until it is resumed',
  tag,
  auth: 'session',
  params: templateParams,
  body: recurringActionBodySchema.optional(),
  responses: { 200: recurringTaskTemplateSchema },
});

export const resumeRecurringTaskTemplate = defineRoute({
  method: 'POST',
  path: '/api/recurring-templates/{id}/resume',
  operationId: 'resumeRecurringTaskTemplate',
  summary: 'Resume a paused template from now on (the paused days are not caught up)',
  tag,
  auth: 'session',
  params: templateParams,
  body: recurringActionBodySchema.optional(),
  responses: { 200: recurringTaskTemplateSchema },
});

export const skipNextRecurringTaskTemplate = defineRoute({
  method: 'POST',
  path: '/api/recurring-templates/{id}/skip-next',
  operationId: 'skipNextRecurringTaskTemplate',
  summary: 'Skip the next occurrence: it is handled without a task',
  tag,
  auth: 'session',
  params: templateParams,
  body: recurringActionBodySchema.optional(),
  responses: { 200: recurringTaskTemplateSchema },
});

export const deleteRecurringTaskTemplate = defineRoute({
  method: 'DELETE',
  path: '/api/recurring-templates/{id}',
  operationId: 'deleteRecurringTaskTemplate',
  summary: 'Delete a template; tasks it already created stay',
  tag,
  auth: 'session',
  params: templateParams,
  query: opQuery,
  responses: { 204: null },
});

export const recurringRoutes = [
  listRecurringTaskTemplates,
  getRecurringTaskTemplate,
  createRecurringTaskTemplate,
  updateRecurringTaskTemplate,
  pauseRecurringTaskTemplate,
  resumeRecurringTaskTemplate,
  skipNextRecurringTaskTemplate,
  deleteRecurringTaskTemplate,
] as const;
