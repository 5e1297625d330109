// Recurring-task templates and detection results (SPEC §3): daily, weekly on ISO weekdays (Monday 1),
// or custom every N days; a time of day; confidence in percent. A detection counts as a recurring
// suggestion only from confidence 70 (SPEC §9's fallback threshold).
import { isOneOf, isRecord } from '../guards.ts';
import {
  asNumber,
  asText,
  clip,
  PARSE_LIMITS,
  type ParseCategory,
  RECURRING_FALLBACK_CONFIDENCE,
} from './limits.ts';
import { clampScore } from './validate-grouping.ts';
import { mapCategory } from './validate-parse.ts';

export const recurrenceTypes = ['daily', 'weekly', 'custom'] as const;
export type RecurrenceType = (typeof recurrenceTypes)[number];
export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type RecurringTimeOfDay = (typeof timesOfDay)[number];

export type RecurrencePattern = {
  type: RecurrenceType;
  timeOfDay: RecurringTimeOfDay | null;
  /** ISO weekdays, Monday 1 .. Sunday 7; weekly patterns only. */
  daysOfWeek: number[];
  /** Days between occurrences; custom patterns only. */
  interval: number | null;
};

export type RecurringTemplate = {
  title: string;
  category: ParseCategory;
  /** Minutes. */
  estimatedDuration: number | null;
  pattern: RecurrencePattern;
};

export type RecurringDetection = {
  isRecurring: boolean;
  template: RecurringTemplate | null;
  confidence: number;
  reasoning: string;
  alternatives: RecurrencePattern[];
};

export const INTERVAL_MAX_DAYS = 365;

const obj = (value: unknown): Record<string, unknown> =>
  isRecord(value) && !Array.isArray(value) ? value : {};

export function validatePattern(raw: unknown): RecurrencePattern | null {
  const p = obj(raw);
  const type = p.type;
  if (type !== 'daily' && type !== 'weekly' && type !== 'custom') return null;
  const rawTimeOfDay = p.timeOfDay ?? p.time_of_day;
  const timeOfDay = isOneOf(timesOfDay, rawTimeOfDay) ? rawTimeOfDay : null;
  const rawDays: unknown = p.daysOfWeek ?? p.days_of_week;
  const days: unknown[] = Array.isArray(rawDays) ? rawDays : [];
  const daysOfWeek = [
    ...new Set(
      days.filter((d): d is number => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 7),
    ),
  ].sort();
  const interval = asNumber(p.interval ?? p.interval_days);
  if (type === 'weekly' && daysOfWeek.length === 0) return null;
  if (type === 'custom' && !(Number.isInteger(interval) && interval >= 1 && interval <= INTERVAL_MAX_DAYS))
    return null;
  return {
    type,
    timeOfDay,
    daysOfWeek: type === 'weekly' ? daysOfWeek : [],
    interval: type === 'custom' ? interval : null,
  };
}

export function validateRecurringTemplate(raw: unknown): RecurringTemplate | null {
  const t = obj(raw);
  const title = clip(asText(t.title), PARSE_LIMITS.titleMax);
  const pattern = validatePattern(t.pattern);
  if (!title || !pattern) return null;
  const duration = asNumber(t.estimatedDuration ?? t.estimated_duration);
  return {
    title,
    category: mapCategory(t.category),
    estimatedDuration: Number.isInteger(duration) && duration > 0 && duration <= 1440 ? duration : null,
    pattern,
  };
}

export function validateRecurringDetection(raw: unknown): RecurringDetection {
  const r = obj(raw);
  const template = validateRecurringTemplate(r.template);
  const confidence = template ? clampScore(r.confidence, 0) : 0;
  const alternatives = (Array.isArray(r.alternatives) ? r.alternatives : [])
    .map(validatePattern)
    .filter((p): p is RecurrencePattern => p !== null)
    .slice(0, 3);
  return {
    isRecurring: template !== null && confidence >= RECURRING_FALLBACK_CONFIDENCE,
    template,
    confidence,
    reasoning: clip(asText(r.reasoning), 300),
    alternatives,
  };
}
