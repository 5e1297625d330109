// What the assistant's contracts share: the locale, persona and grouping enums, the time-zone and
// locale fields of requests, and the source/notice every reply carries (SPEC §8).
import { z } from 'zod';
import { isTimeZone } from '../ai/dates.ts';
import { aiLocales, groupingStrategies } from '../ai/limits.ts';
import { aiMessageKeys } from '../ai/messages.ts';
import { personaIds } from '../ai/personas.ts';

export const aiLocaleSchema = z.enum(aiLocales).meta({ id: 'AiLocale' });
export const personaIdSchema = z.enum(personaIds).meta({ id: 'PersonaId' });
export const groupingStrategySchema = z.enum(groupingStrategies).meta({ id: 'GroupingStrategy' });
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'Must be an IANA time zone, e.g. Europe/Paris' })
  .meta({ description: 'IANA time zone of the user; default UTC', example: 'Europe/Moscow' });
export const localeField = aiLocaleSchema
  .optional()
  .meta({ description: 'Language of the replies; default ru' });

export const aiSourceSchema = z.enum(['local', 'anthropic', 'openai']).meta({
  description: 'Who produced the answer (local also when a provider failed and the fallback answered)',
});
export const aiNoticeSchema = z.lazy(() =>
  z.object({ key: z.enum(aiMessageKeys), message: z.string() }).meta({
    id: 'AiNotice',
    description: 'SPEC §8 message shown when a provider failed and a fallback answered',
  }),
);
/** What every reply carries: who answered, and SPEC §8's notice when a fallback did. */
export const replyMeta = { source: aiSourceSchema, notice: aiNoticeSchema.optional() };
