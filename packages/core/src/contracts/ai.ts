// Contracts of Nova, the assistant (SPEC §3, §5, §7, §8): parse free text into tasks, group open
// tasks, daily priorities, the chat that proposes actions (never applies them), coach personas,
// learned behaviour patterns, recurring-task detection and templates. Every reply has passed the
// validators of ai/validate-*.ts; `source` says who answered and `notice` carries SPEC §8's message
// when a provider failed and a fallback answered.
import { z } from 'zod';
import { isTimeZone } from '../ai/dates.ts';
import {
  aiLocales,
  CHAT_MESSAGE_MAX,
  groupColors,
  groupingStrategies,
  PARSE_INPUT_MAX,
  parseCategories,
  parsePriorities,
} from '../ai/limits.ts';
import { aiMessageKeys } from '../ai/messages.ts';
import { personaIds } from '../ai/personas.ts';
import { chatActionTypes } from '../ai/validate-chat.ts';
import { workloads } from '../ai/validate-priorities.ts';
import { recurrenceTypes, timesOfDay } from '../ai/validate-recurring.ts';
import { defineRoute } from '../contract.ts';
import { entityIdSchema, opIdSchema, strategyColorSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

export const aiLocaleSchema = z.enum(aiLocales).meta({ id: 'AiLocale' });
export const personaIdSchema = z.enum(personaIds).meta({ id: 'PersonaId' });
export const groupingStrategySchema = z.enum(groupingStrategies).meta({ id: 'GroupingStrategy' });
const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'Must be an IANA time zone, e.g. Europe/Paris' })
  .meta({ description: 'IANA time zone of the user; default UTC', example: 'Europe/Moscow' });
const localeField = aiLocaleSchema.optional().meta({ description: 'Language of the replies; default ru' });

export const aiSourceSchema = z.enum(['local', 'anthropic', 'openai']).meta({
  description: 'Who produced the answer (local also when a provider failed and the fallback answered)',
});
export const aiNoticeSchema = z.object({ key: z.enum(aiMessageKeys), message: z.string() }).meta({
  id: 'AiNotice',
  description: 'SPEC §8 message shown when a provider failed and a fallback answered',
});
const meta = { source: aiSourceSchema, notice: aiNoticeSchema.optional() };

// ---------- parse ----------

export const parsedTaskSchema = z
  .object({
    title: z.string().max(100),
    description: z.string().max(500),
    priority: z.enum(parsePriorities),
    deadline_text: z.string().max(50),
    deadline_date: z.string().nullable().meta({ description: 'YYYY-MM-DD from today to one year ahead' }),
    category: z
      .enum(parseCategories)
      .meta({ description: 'Stable key; ru labels are SPEC’s words (работа…)' }),
    estimated_time: z.string().max(20),
    estimated_minutes: z.number().int().nullable(),
    subtasks: z
      .array(
        z.object({ title: z.string().max(80), estimated_time: z.string().max(20), order: z.number().int() }),
      )
      .max(5),
    tags: z.array(z.string().max(20)).max(5),
  })
  .meta({ id: 'ParsedTask' });
export type ParsedTaskDto = z.infer<typeof parsedTaskSchema>;

export const parseBodySchema = z
  .strictObject({
    text: z.string().max(PARSE_INPUT_MAX, { error: `Text must be at most ${PARSE_INPUT_MAX} characters` }),
    now: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'Reference time; default the server clock' }),
    timeZone: timeZoneSchema.optional(),
    locale: localeField,
  })
  .meta({ id: 'AiParseBody' });
export type AiParseBody = z.infer<typeof parseBodySchema>;

export const parseResultSchema = z
  .object({ tasks: z.array(parsedTaskSchema).max(8), ...meta })
  .meta({ id: 'AiParseResult' });
export type AiParseResult = z.infer<typeof parseResultSchema>;

// ---------- grouping ----------

export const taskGroupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    color: z.enum(groupColors),
    tasks: z.array(z.string()).min(2).max(6),
    priority: z.enum(parsePriorities),
    estimatedTime: z.string(),
    suggestedOrder: z.number().int(),
  })
  .meta({ id: 'TaskGroup' });

export const groupingRecordSchema = z
  .object({
    id: z.string().nullable().meta({ description: 'null when saving failed (kept in memory only)' }),
    strategy: groupingStrategySchema,
    groups: z.array(taskGroupSchema),
    ungroupedTasks: z.array(z.string()),
    efficiencyScore: z.number().int().min(0).max(100),
    createdAt: z.string(),
    reusable: z.boolean().meta({ description: 'Created less than 24 h ago: show it instead of regrouping' }),
  })
  .meta({ id: 'TaskGrouping' });
export type GroupingRecord = z.infer<typeof groupingRecordSchema>;

export const groupBodySchema = z
  .strictObject({
    strategy: groupingStrategySchema.optional().meta({ description: 'Absent: the recommended strategy' }),
    locale: localeField,
  })
  .meta({ id: 'AiGroupBody' });
export type AiGroupBody = z.infer<typeof groupBodySchema>;

export const groupResultSchema = z
  .object({
    grouping: groupingRecordSchema,
    recommendation: z
      .object({ strategy: groupingStrategySchema, reasons: z.array(z.string()) })
      .nullable()
      .meta({ description: 'Set when no strategy was asked for' }),
    saved: z.boolean(),
    ...meta,
  })
  .meta({ id: 'AiGroupResult' });
export type AiGroupResult = z.infer<typeof groupResultSchema>;

export const groupingListSchema = z
  .object({
    groupings: z.array(groupingRecordSchema).max(10).meta({ description: 'Latest 10, newest first' }),
    reusable: groupingRecordSchema.nullable().meta({ description: 'The latest, when under 24 h old' }),
  })
  .meta({ id: 'TaskGroupingList' });
export type GroupingList = z.infer<typeof groupingListSchema>;

// ---------- daily priorities ----------

export const prioritiesBodySchema = z
  .strictObject({ locale: localeField, timeZone: timeZoneSchema.optional() })
  .meta({ id: 'AiPrioritiesBody' });

export const dailyPrioritiesSchema = z
  .object({
    topPriority: z.object({
      taskId: z.string(),
      reason: z.string(),
      confidence: z.number().int().min(0).max(100),
    }),
    sprintTasks: z
      .array(
        z.object({
          taskId: z.string(),
          reason: z.string(),
          estimatedTime: z.string(),
          estimatedMinutes: z.number().int().nullable(),
        }),
      )
      .max(3),
    insights: z.object({
      workload: z.enum(workloads),
      focusAreas: z.array(z.string()),
      recommendations: z.array(z.string()).max(3),
    }),
    summary: z.string(),
    ...meta,
  })
  .meta({ id: 'DailyPriorities' });
export type DailyPrioritiesDto = z.infer<typeof dailyPrioritiesSchema>;

// ---------- chat ----------

export const chatMessageSchema = z
  .strictObject({
    role: z.enum(['user', 'assistant']),
    content: z
      .string()
      .max(CHAT_MESSAGE_MAX, { error: `A message must be at most ${CHAT_MESSAGE_MAX} characters` }),
  })
  .meta({ id: 'ChatMessage' });

export const chatBodySchema = z
  .strictObject({
    messages: z
      .array(chatMessageSchema)
      .min(1)
      .max(100)
      .refine((list) => list.at(-1)?.role === 'user' && list.at(-1)!.content.trim() !== '', {
        error: 'The last message must be a non-empty user message',
      })
      .meta({ description: 'The conversation; the last 8 are used' }),
    persona: personaIdSchema.optional().meta({ description: 'Default: the user’s saved persona' }),
    locale: localeField,
    timeZone: timeZoneSchema.optional(),
  })
  .meta({ id: 'AiChatBody' });
export type AiChatBody = z.infer<typeof chatBodySchema>;

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

export const chatActionSchema = z
  .object({
    id: z.string(),
    type: z.enum(chatActionTypes),
    taskId: z.string().nullable(),
    taskIds: z.array(z.string()),
    taskData: z
      .object({
        title: z.string(),
        description: z.string(),
        importance: z.number().int(),
        urgency: z.number().int(),
        startDate: z.string().nullable(),
        durationMinutes: z.number().int().nullable(),
        strategyId: z.string().nullable(),
      })
      .nullable()
      .meta({ description: 'create: the body for POST /api/tasks' }),
    strategyId: z.string().nullable(),
    strategyData: z
      .object({
        name: z.string(),
        description: z.string(),
        color: strategyColorSchema,
        priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      })
      .nullable()
      .meta({
        description: 'create_strategy / suggest_strategy_grouping: the body for POST /api/strategies',
      }),
    recurringTemplateId: z.string().nullable(),
    recurringTaskData: recurringTemplateDataSchema.nullable(),
    pattern: recurrencePatternSchema.nullable(),
    subtasks: z.array(z.object({ title: z.string(), estimatedMinutes: z.number().int().nullable() })).max(5),
    description: z.string(),
    applied: z.literal(false),
    suggestion: z.object({
      reasoning: z.string(),
      confidence: z.number().int().min(0).max(10),
      action_text: z.string(),
    }),
  })
  .meta({
    id: 'ChatAction',
    description: 'A proposal; the web app applies accepted ones through the normal API',
  });

export const chatReplySchema = z
  .object({ message: z.string(), actions: z.array(chatActionSchema), persona: personaIdSchema, ...meta })
  .meta({ id: 'AiChatReply' });
export type AiChatReply = z.infer<typeof chatReplySchema>;

// ---------- personas ----------

export const personaSchema = z
  .object({
    id: personaIdSchema,
    name: z.string(),
    title: z.string(),
    description: z.string(),
    personality: z.string(),
    icon: z.string().meta({ description: 'Icon name (lucide)' }),
    traits: z.array(z.string()),
    bestFor: z.array(z.string()),
  })
  .meta({ id: 'CoachPersona' });
export const personaListSchema = z
  .object({ personas: z.array(personaSchema) })
  .meta({ id: 'CoachPersonaList' });
export const personaChoiceSchema = z.strictObject({ persona: personaIdSchema }).meta({ id: 'PersonaChoice' });

// ---------- behaviour patterns ----------

export const behaviourPatternsSchema = z
  .object({
    workStyle: z.enum(['batch', 'focused']).nullable(),
    motivationType: z.enum(['deadline_driven', 'progress_driven']).nullable(),
    planningHorizon: z.enum(['daily', 'weekly', 'long_term']).nullable(),
    delegationTendency: z.number().int().min(0).max(10).nullable(),
    breakdownPreference: z.boolean().nullable(),
    communicationStyle: z.enum(['friendly', 'concise', 'detailed']),
    preferredTechniques: z.array(z.string()),
    analysisCount: z.number().int(),
    updatedAt: z.string().nullable(),
  })
  .meta({
    id: 'BehaviourPatterns',
    description: 'Learned from parse and chat use (rules in core ai/behaviour.ts)',
  });
export type BehaviourPatternsDto = z.infer<typeof behaviourPatternsSchema>;

// ---------- recurring ----------

export const detectRecurringBodySchema = z
  .strictObject({ text: z.string().trim().min(1).max(1000), locale: localeField })
  .meta({ id: 'DetectRecurringBody' });

export const recurringDetectionSchema = z
  .object({
    isRecurring: z.boolean().meta({ description: 'confidence >= 70' }),
    template: recurringTemplateDataSchema.nullable(),
    confidence: z.number().int().min(0).max(100),
    reasoning: z.string(),
    alternatives: z.array(recurrencePatternSchema),
    ...meta,
  })
  .meta({ id: 'RecurringDetection' });
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

const patternBodySchema = z.strictObject({
  type: z.enum(recurrenceTypes),
  timeOfDay: z.enum(timesOfDay).nullable().optional(),
  daysOfWeek: z.array(z.number().int().min(1).max(7)).max(7).optional(),
  interval: z.number().int().min(1).max(365).nullable().optional(),
});

export const createRecurringTemplateBodySchema = z
  .strictObject({
    opId: opIdSchema.optional(),
    title: z.string().trim().min(1).max(100),
    category: z.enum(parseCategories).optional(),
    estimatedDuration: z.number().int().min(1).max(1440).nullable().optional(),
    pattern: patternBodySchema,
    strategyId: entityIdSchema.nullable().optional(),
  })
  .meta({ id: 'CreateRecurringTemplateBody' });
export type CreateRecurringTemplateBody = z.infer<typeof createRecurringTemplateBodySchema>;

export const updateRecurringTemplateBodySchema = z
  .strictObject({
    opId: opIdSchema.optional(),
    isActive: z.boolean().optional(),
    pattern: patternBodySchema.optional(),
  })
  .meta({ id: 'UpdateRecurringTemplateBody' });
export type UpdateRecurringTemplateBody = z.infer<typeof updateRecurringTemplateBodySchema>;

// ---------- routes ----------

const tag = 'assistant';
const errors = { 429: apiErrorSchema };

export const aiParse = defineRoute({
  method: 'POST',
  path: '/api/ai/parse',
  operationId: 'aiParse',
  summary: 'Free text to at most 8 structured tasks (nothing is created)',
  tag,
  auth: 'session',
  body: parseBodySchema,
  responses: { 200: parseResultSchema, ...errors },
});

export const aiGroup = defineRoute({
  method: 'POST',
  path: '/api/ai/group',
  operationId: 'aiGroup',
  summary: 'Group the user’s open tasks with a strategy (or the recommended one) and save the grouping',
  tag,
  auth: 'session',
  body: groupBodySchema,
  responses: { 200: groupResultSchema, ...errors },
});

export const aiGroupings = defineRoute({
  method: 'GET',
  path: '/api/ai/groupings',
  operationId: 'aiGroupings',
  summary: 'The latest 10 saved groupings, newest first, and the one still reusable (< 24 h)',
  tag,
  auth: 'session',
  responses: { 200: groupingListSchema },
});

export const aiPriorities = defineRoute({
  method: 'POST',
  path: '/api/ai/priorities',
  operationId: 'aiPriorities',
  summary: 'Today’s top priority, up to 3 sprint tasks, insights and a summary',
  tag,
  auth: 'session',
  body: prioritiesBodySchema,
  responses: { 200: dailyPrioritiesSchema, 422: apiErrorSchema, ...errors },
});

export const aiChat = defineRoute({
  method: 'POST',
  path: '/api/ai/chat',
  operationId: 'aiChat',
  summary: 'Nova replies and proposes actions; nothing is applied',
  tag,
  auth: 'session',
  body: chatBodySchema,
  responses: { 200: chatReplySchema, ...errors },
});

export const aiPersonas = defineRoute({
  method: 'GET',
  path: '/api/ai/personas',
  operationId: 'aiPersonas',
  summary: 'The coach personas',
  tag,
  auth: 'session',
  query: z.object({ locale: localeField }),
  responses: { 200: personaListSchema },
});

export const aiGetPersona = defineRoute({
  method: 'GET',
  path: '/api/ai/persona',
  operationId: 'aiGetPersona',
  summary: 'The user’s coach persona',
  tag,
  auth: 'session',
  responses: { 200: personaChoiceSchema },
});

export const aiSetPersona = defineRoute({
  method: 'PUT',
  path: '/api/ai/persona',
  operationId: 'aiSetPersona',
  summary: 'Choose the coach persona',
  tag,
  auth: 'session',
  body: personaChoiceSchema,
  responses: { 200: personaChoiceSchema },
});

export const aiPatterns = defineRoute({
  method: 'GET',
  path: '/api/ai/patterns',
  operationId: 'aiPatterns',
  summary: 'What the assistant has learned about how the user works',
  tag,
  auth: 'session',
  responses: { 200: behaviourPatternsSchema },
});

export const aiResetPatterns = defineRoute({
  method: 'DELETE',
  path: '/api/ai/patterns',
  operationId: 'aiResetPatterns',
  summary: 'Forget the learned behaviour patterns',
  tag,
  auth: 'session',
  responses: { 204: null },
});

export const aiDetectRecurring = defineRoute({
  method: 'POST',
  path: '/api/ai/recurring/detect',
  operationId: 'aiDetectRecurring',
  summary: 'Is this text a recurring task? Template, confidence %, reasoning, alternatives',
  tag,
  auth: 'session',
  body: detectRecurringBodySchema,
  responses: { 200: recurringDetectionSchema, ...errors },
});

export const listRecurringTemplates = defineRoute({
  method: 'GET',
  path: '/api/ai/recurring/templates',
  operationId: 'listRecurringTemplates',
  summary: 'The user’s recurring-task templates',
  tag,
  auth: 'session',
  responses: {
    200: z.object({ templates: z.array(recurringTemplateSchema) }).meta({ id: 'RecurringTemplateList' }),
  },
});

export const createRecurringTemplate = defineRoute({
  method: 'POST',
  path: '/api/ai/recurring/templates',
  operationId: 'createRecurringTemplate',
  summary: 'Save a recurring-task template (applies create_recurring_task)',
  tag,
  auth: 'session',
  body: createRecurringTemplateBodySchema,
  responses: { 201: recurringTemplateSchema },
});

export const updateRecurringTemplate = defineRoute({
  method: 'PATCH',
  path: '/api/ai/recurring/templates/{id}',
  operationId: 'updateRecurringTemplate',
  summary:
    'Pause/resume a template or change its pattern (applies pause_recurring_task, update_recurring_pattern)',
  tag,
  auth: 'session',
  params: z.strictObject({ id: entityIdSchema }),
  body: updateRecurringTemplateBodySchema,
  responses: { 200: recurringTemplateSchema },
});

export const aiRoutes = [
  aiParse,
  aiGroup,
  aiGroupings,
  aiPriorities,
  aiChat,
  aiPersonas,
  aiGetPersona,
  aiSetPersona,
  aiPatterns,
  aiResetPatterns,
  aiDetectRecurring,
  listRecurringTemplates,
  createRecurringTemplate,
  updateRecurringTemplate,
] as const;
