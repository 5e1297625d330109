// Contracts of Nova, the assistant (SPEC §3, §5, §7, §8): parse free text into tasks, group open
// tasks, daily priorities, the chat that proposes actions (never applies them), coach personas,
// learned behaviour patterns, recurring-task detection and templates. Every reply has passed the
// validators of ai/validate-*.ts; `source` says who answered and `notice` carries SPEC §8's message
// when a provider failed and a fallback answered.
//
// The schemas live by feature in ai-common.ts, ai-tasks.ts, ai-chat.ts and ai-recurring.ts; this
// module holds the routes and re-exports them, so importers keep one entry point.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { entityIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';
import {
  behaviourPatternsSchema,
  chatBodySchema,
  chatReplySchema,
  personaChoiceSchema,
  personaListSchema,
} from './ai-chat.ts';
import { localeField } from './ai-common.ts';
import {
  createRecurringTemplateBodySchema,
  detectRecurringBodySchema,
  recurringDetectionSchema,
  recurringTemplateSchema,
  updateRecurringTemplateBodySchema,
} from './ai-recurring.ts';
import {
  dailyPrioritiesSchema,
  groupBodySchema,
  groupingListSchema,
  groupResultSchema,
  parseBodySchema,
  parseResultSchema,
  prioritiesBodySchema,
} from './ai-tasks.ts';

export * from './ai-chat.ts';
export {
  aiLocaleSchema,
  aiNoticeSchema,
  aiSourceSchema,
  groupingStrategySchema,
  personaIdSchema,
} from './ai-common.ts';
export * from './ai-recurring.ts';
export * from './ai-tasks.ts';

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
  summary:
    'Today’s top priority, up to 3 sprint tasks, insights and a summary (an empty plan with no open task)',
  tag,
  auth: 'session',
  body: prioritiesBodySchema,
  responses: { 200: dailyPrioritiesSchema, ...errors },
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
