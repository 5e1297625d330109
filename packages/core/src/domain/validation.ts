// The shared field rules of the task workspace, as zod schemas: the server validates requests with
// them (through the contracts) and the web app's forms use the same ones, so both refuse the same input.
import { z } from 'zod';
import { type StrategyColor, strategyColors, tagColors } from './colors.ts';
import {
  DURATION_MAX_MINUTES,
  MICRO_TASK_TITLE_MAX,
  OP_ID_MAX,
  STRATEGY_DESCRIPTION_MAX,
  STRATEGY_NAME_MAX,
  TAG_NAME_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
} from './limits.ts';
import { type DomainError, fail, ok, type Result } from './result.ts';

// The limits and colour names live in zod-free modules; they stay importable from here as before.
export * from './colors.ts';
export * from './limits.ts';

/** SPEC §5's message; the web app shows `TASK_TITLE_EMPTY_KEY` ('Название задачи не может быть пустым' in ru). */
export const TASK_TITLE_EMPTY_MESSAGE = 'Task title cannot be empty';
export const TASK_TITLE_EMPTY_MESSAGE_RU = 'Название задачи не может быть пустым';
export const TASK_TITLE_EMPTY_KEY = 'errors.taskTitleEmpty';

// Ids

/** A client-generated id for a new row (UUIDv7 from the web app, any RFC 9562 UUID accepted). */
export const clientIdSchema = z.uuid({ error: 'Must be a UUID' });
/** A reference to an existing row; unknown or foreign ids are the server's 404, not a 400. */
export const entityIdSchema = z.string().min(1).max(64);
/** A client operation id: replaying it returns the first result and changes nothing. */
export const opIdSchema = z
  .string()
  .min(1)
  .max(OP_ID_MAX)
  .meta({ description: 'Client operation id for safe replay' });

// Tasks

export const taskTypes = ['task', 'idea'] as const;
export const taskTypeSchema = z.enum(taskTypes);
export type TaskType = z.infer<typeof taskTypeSchema>;

export const taskTitleSchema = z
  .string()
  .trim()
  .min(1, { error: TASK_TITLE_EMPTY_MESSAGE })
  .max(TASK_TITLE_MAX, { error: `Task title must be at most ${TASK_TITLE_MAX} characters` });

export const taskDescriptionSchema = z
  .string()
  .max(TASK_DESCRIPTION_MAX, { error: `Description must be at most ${TASK_DESCRIPTION_MAX} characters` });

export const levelSchema = z
  .number()
  .int({ error: 'Must be a whole number from 1 to 10' })
  .min(1, { error: 'Must be a whole number from 1 to 10' })
  .max(10, { error: 'Must be a whole number from 1 to 10' });

export const durationMinutesSchema = z
  .number()
  .int({ error: 'Duration must be whole minutes' })
  .min(0, { error: 'Duration cannot be negative' })
  .max(DURATION_MAX_MINUTES, { error: `Duration must be at most ${DURATION_MAX_MINUTES} minutes` });

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 and 2025-02-29 are refused). */
export const isoDateSchema = z.iso
  .date({ error: 'Must be a valid date (YYYY-MM-DD)' })
  .meta({ id: 'IsoDate' });

export function isValidIsoDate(value: string): boolean {
  return isoDateSchema.safeParse(value).success;
}

/** A start time `HH:MM`, 00:00 to 23:59. */
export const startTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Must be a time HH:MM' })
  .meta({ example: '09:30' });

export type TitleError = DomainError<'validation_failed'>;

/** The title rule as a plain function, for places without a schema (quick add, inline edit). */
export function normalizeTaskTitle(raw: string): Result<string, TitleError> {
  const title = raw.trim();
  if (title === '')
    return fail({ code: 'validation_failed', message: TASK_TITLE_EMPTY_MESSAGE, key: TASK_TITLE_EMPTY_KEY });
  if (title.length > TASK_TITLE_MAX) {
    return fail({
      code: 'validation_failed',
      message: `Task title must be at most ${TASK_TITLE_MAX} characters`,
      key: 'errors.taskTitleTooLong',
    });
  }
  return ok(title);
}

// Micro-tasks

export const microTaskTitleSchema = z
  .string()
  .trim()
  .min(1, { error: 'Step title cannot be empty' })
  .max(MICRO_TASK_TITLE_MAX, { error: `Step title must be at most ${MICRO_TASK_TITLE_MAX} characters` });

export const estimateMinutesSchema = durationMinutesSchema;

// Strategies

export const strategyColorSchema = z.enum(strategyColors);
export const defaultStrategyColor: StrategyColor = 'blue';

/** 1 low, 2 medium, 3 high. */
export const strategyPrioritySchema = z
  .number()
  .int({ error: 'Priority must be 1, 2 or 3' })
  .min(1, { error: 'Priority must be 1, 2 or 3' })
  .max(3, { error: 'Priority must be 1, 2 or 3' });
export const defaultStrategyPriority = 2;

const strategyPriorityWords = { low: 1, medium: 2, high: 3 } as const;
const isStrategyPriorityWord = (key: string): key is keyof typeof strategyPriorityWords =>
  Object.hasOwn(strategyPriorityWords, key);

/** SPEC also writes strategy priorities as words (e.g. in AI output): low, medium, high. */
export function strategyPriorityFromWord(word: string): 1 | 2 | 3 | null {
  const key = word.trim().toLowerCase();
  return isStrategyPriorityWord(key) ? strategyPriorityWords[key] : null;
}

export const strategyNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Strategy name cannot be empty' })
  .max(STRATEGY_NAME_MAX, { error: `Strategy name must be at most ${STRATEGY_NAME_MAX} characters` });

export const strategyDescriptionSchema = z
  .string()
  .trim()
  .max(STRATEGY_DESCRIPTION_MAX, {
    error: `Strategy description must be at most ${STRATEGY_DESCRIPTION_MAX} characters`,
  });

// Tags

/** The strategy palette plus a neutral gray. */
export const tagColorSchema = z.enum(tagColors);

/** Trimmed, 1..50 characters. Unique per user regardless of case: the server compares `tagNameKey`. */
export const tagNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Tag name cannot be empty' })
  .max(TAG_NAME_MAX, { error: `Tag name must be at most ${TAG_NAME_MAX} characters` });

/** The comparison key of a tag name: 'Work', ' work ' and 'WORK' are the same tag; 'café' and 'cafe' are not. */
export function tagNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}
