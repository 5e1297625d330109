// A recurring template row as the API shows it (contracts/recurring.ts) and as core's generation rules
// read it (GenerationState). Stored JSON and text columns are parsed with zod, never cast.
import { addDays, localDay } from '@nova/core/ai/dates';
import { DEFAULT_CATEGORY, parseCategories } from '@nova/core/ai/limits';
import type { RecurringTaskTemplateDto } from '@nova/core/contracts/recurring';
import { type GenerationState, isOccurrence } from '@nova/core/domain/recurrence';
import { isoDateSchema, startTimeSchema } from '@nova/core/domain/validation';
import { z } from 'zod';
import type { TemplateRow } from './recurring.repo.ts';

const weekdaysSchema = z.array(z.number().int().min(1).max(7));
const daysSchema = z.array(isoDateSchema);
const idsSchema = z.array(z.string());
const categorySchema = z.enum(parseCategories).catch(DEFAULT_CATEGORY);
const timeSchema = startTimeSchema.nullable().catch(null);
const dayOrNull = isoDateSchema.nullable().catch(null);

/** A JSON text column parsed with its schema; a value that is not that JSON reads as `fallback`. */
function jsonColumn<T>(schema: z.ZodType<T>, text: string, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** The columns the generation rules read. */
export type StateColumns = Pick<
  TemplateRow,
  | 'pattern_type'
  | 'days_of_week'
  | 'interval_days'
  | 'time_of_day'
  | 'start_time'
  | 'start_date'
  | 'end_date'
  | 'max_count'
  | 'handled_count'
  | 'last_generated_on'
  | 'skip_days'
  | 'is_active'
  | 'created_at'
>;

/** The first day a template can occur: its start date, else the day it was created where the user lives. */
export function startDayOf(row: Pick<TemplateRow, 'start_date' | 'created_at'>, timeZone: string): string {
  return dayOrNull.parse(row.start_date) ?? localDay(new Date(row.created_at), timeZone);
}

/** The template as core's generation rules (domain/recurrence.ts) take it. */
export function stateOf(row: StateColumns, timeZone: string): GenerationState {
  return {
    type: row.pattern_type,
    daysOfWeek: jsonColumn(weekdaysSchema, row.days_of_week, []),
    interval: row.interval_days,
    startDate: startDayOf(row, timeZone),
    endDate: dayOrNull.parse(row.end_date),
    time: timeSchema.parse(row.start_time),
    timeOfDay: row.time_of_day,
    paused: row.is_active !== 1,
    maxCount: row.max_count,
    handledCount: row.handled_count,
    lastHandledDay: dayOrNull.parse(row.last_generated_on),
    skipDays: jsonColumn(daysSchema, row.skip_days, []),
  };
}

/** The next occurrence the server will create (today's when it has not been handled yet), or null. */
export function nextOccurrenceOf(state: GenerationState, today: string): string | null {
  if (state.paused) return null;
  if (state.maxCount !== null && state.handledCount >= state.maxCount) return null;
  let day = state.lastHandledDay === null ? state.startDate : addDays(state.lastHandledDay, 1);
  if (day < today) day = today;
  for (let i = 0; i < 400; i++, day = addDays(day, 1)) {
    if (state.endDate !== null && day > state.endDate) return null;
    if (isOccurrence(state, day) && !state.skipDays.includes(day)) return day;
  }
  return null;
}

export function toRecurringTemplate(row: TemplateRow, timeZone: string, now: Date): RecurringTaskTemplateDto {
  const state = stateOf(row, timeZone);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: categorySchema.parse(row.category ?? DEFAULT_CATEGORY),
    estimatedDuration: row.estimated_duration,
    importance: row.importance,
    urgency: row.urgency,
    strategyId: row.strategy_id,
    tagIds: jsonColumn(idsSchema, row.tag_ids, []),
    pattern: {
      type: state.type,
      timeOfDay: state.timeOfDay,
      daysOfWeek: [...state.daysOfWeek],
      interval: state.interval,
    },
    time: state.time,
    startDate: state.startDate,
    endDate: state.endDate,
    maxCount: state.maxCount,
    paused: state.paused,
    handledCount: row.handled_count,
    missedCount: row.missed_count,
    skipDays: [...state.skipDays],
    handledThrough: state.lastHandledDay,
    nextOccurrence: nextOccurrenceOf(state, localDay(now, timeZone)),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
