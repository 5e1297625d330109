// Contracts of the assistant's chat (SPEC §3, §7): the conversation, the actions it proposes (never
// applies), the coach personas and the learned behaviour patterns.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../ai/limits.ts';
import { chatActionTypes } from '../ai/validate-chat.ts';
import { strategyColorSchema } from '../domain/validation.ts';
import { localeField, personaIdSchema, replyMeta, timeZoneSchema } from './ai-common.ts';
import { recurrencePatternSchema, recurringTemplateDataSchema } from './ai-recurring.ts';

// ---------- chat ----------

export const chatMessageSchema = z.lazy(() =>
  z
    .strictObject({
      role: z.enum(['user', 'assistant']),
      content: z
        .string()
        .max(CHAT_MESSAGE_MAX, { error: `A message must be at most ${CHAT_MESSAGE_MAX} characters` }),
    })
    .meta({ id: 'ChatMessage' }),
);

export const chatBodySchema = z.lazy(() =>
  z
    .strictObject({
      messages: z
        .array(chatMessageSchema)
        .min(1)
        .max(100)
        .refine(
          (list) => {
            const last = list.at(-1);
            return last?.role === 'user' && last.content.trim() !== '';
          },
          {
            error: 'The last message must be a non-empty user message',
          },
        )
        .meta({ description: 'The conversation; the last 8 are used' }),
      persona: personaIdSchema.optional().meta({ description: 'Default: the user’s saved persona' }),
      locale: localeField,
      timeZone: timeZoneSchema.optional(),
    })
    .meta({ id: 'AiChatBody' }),
);
export type AiChatBody = z.infer<typeof chatBodySchema>;

export const chatActionSchema = z.lazy(() =>
  z
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
      subtasks: z
        .array(z.object({ title: z.string(), estimatedMinutes: z.number().int().nullable() }))
        .max(5),
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
    }),
);

export const chatReplySchema = z.lazy(() =>
  z
    .object({
      message: z.string(),
      actions: z.array(chatActionSchema),
      persona: personaIdSchema,
      ...replyMeta,
    })
    .meta({ id: 'AiChatReply' }),
);
export type AiChatReply = z.infer<typeof chatReplySchema>;

// ---------- personas ----------

export const personaSchema = z.lazy(() =>
  z
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
    .meta({ id: 'CoachPersona' }),
);
export const personaListSchema = z.lazy(() =>
  z.object({ personas: z.array(personaSchema) }).meta({ id: 'CoachPersonaList' }),
);
export const personaChoiceSchema = z.lazy(() =>
  z.strictObject({ persona: personaIdSchema }).meta({ id: 'PersonaChoice' }),
);

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
