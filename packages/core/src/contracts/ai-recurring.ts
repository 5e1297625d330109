// Contracts of recurring tasks (SPEC §7): the pattern, the template a detection or a chat action
// proposes, detection from text, and the stored templates.
import { z } from 'zod';
import { parseCategories } from '../ai/limits.ts';
import { recurrenceTypes, timesOfDay } from '../ai/validate-recurring.ts';
import { entityIdSchema, opIdSchema } from '../domain/validation.ts';
import { localeField, replyMeta } from './ai-common.ts';

export const recurrencePatternSchema = z
  .object({
    type: z.enum(recurrenceTypes),
    timeOfDay: z.enum(timesOfDay).nullable(),
    daysOfWeek: z.array(z.number().int().min(1).max(7)).meta({ description: 'ISO weekdays, Monday 1' }),
    interval: z.number().int().min(1).max(365).nullable().meta({ description: 'Days, custom patterns' }),
  })
  .meta({ id: 'RecurrencePattern' });

export const recurringTemplateDataSchema = z
  .object({
    title: z.string().max(100),
    category: z.enum(parseCategories),
    estimatedDuration: z.number().int().nullable().meta({ description: 'Minutes' }),
    pattern: recurrencePatternSchema,
  })
  .meta({ id: 'RecurringTemplateData' });

// ---------- recurring ----------

export const detectRecurringBodySchema = z.lazy(() =>
  z
    .strictObject({ text: z.string().trim().min(1).max(1000), locale: localeField })
    .meta({ id: 'DetectRecurringBody' }),
);

export const recurringDetectionSchema = z.lazy(() =>
  z
    .object({
      isRecurring: z.boolean().meta({ description: 'confidence >= 70' }),
      template: recurringTemplateDataSchema.nullable(),
      confidence: z.number().int().min(0).max(100),
      reasoning: z.string(),
      alternatives: z.array(recurrencePatternSchema),
      ...replyMeta,
    })
    .meta({ id: 'RecurringDetection' }),
);
export type RecurringDetectionDto = z.infer<typeof recurringDetectionSchema>;

export const recurringTemplateSchema = recurringTemplateDataSchema
  .extend({
    id: z.string(),
    isActive: z.boolean(),
    strategyId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RecurringTemplate' });
export type RecurringTemplateDto = z.infer<typeof recurringTemplateSchema>;

const patternBodySchema = z.lazy(() =>
  z.strictObject({
    type: z.enum(recurrenceTypes),
    timeOfDay: z.enum(timesOfDay).nullable().optional(),
    daysOfWeek: z.array(z.number().int().min(1).max(7)).max(7).optional(),
    interval: z.number().int().min(1).max(365).nullable().optional(),
  }),
);

export const createRecurringTemplateBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      title: z.string().trim().min(1).max(100),
      category: z.enum(parseCategories).optional(),
      estimatedDuration: z.number().int().min(1).max(1440).nullable().optional(),
      pattern: patternBodySchema,
      strategyId: entityIdSchema.nullable().optional(),
    })
    .meta({ id: 'CreateRecurringTemplateBody' }),
);
export type CreateRecurringTemplateBody = z.infer<typeof createRecurringTemplateBodySchema>;

export const updateRecurringTemplateBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      isActive: z.boolean().optional(),
      pattern: patternBodySchema.optional(),
    })
    .meta({ id: 'UpdateRecurringTemplateBody' }),
);
export type UpdateRecurringTemplateBody = z.infer<typeof updateRecurringTemplateBodySchema>;
