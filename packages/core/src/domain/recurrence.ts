// When a recurring template is due (issue 15, SPEC §3): occurrences on calendar days in the user's
// time zone, the instant each one fires (correct across daylight-saving changes), and the one
// generation step the server's scheduler runs: after a gap it creates ONE catch-up occurrence and
// counts the missed ones instead of creating a pile. Pure: the scheduler passes the clock in.
import { addDays, isoWeekday, localDay, zonedParts } from '../ai/dates.ts';
import type { RecurrencePattern, RecurringTimeOfDay } from '../ai/validate-recurring.ts';

/** The wall-clock time a time of day fires at when the template names no exact time. */
export const TIME_OF_DAY_CLOCK = {
  morning: '08:00',
  afternoon: '13:00',
  evening: '19:00',
} as const satisfies Record<RecurringTimeOfDay, string>;

/** Fires at the start of the day when the template has neither a time nor a time of day. */
export const DEFAULT_FIRE_CLOCK = '00:00';

export type RecurrenceRule = Pick<RecurrencePattern, 'type' | 'daysOfWeek' | 'interval'> & {
  /** First possible occurrence, YYYY-MM-DD in the user's time zone. */
  startDate: string;
  /** Last possible occurrence (inclusive), or null. */
  endDate: string | null;
};

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The weekdays a weekly rule runs on: its own list, or the start date's weekday when it is empty. */
function weeklyDays(rule: RecurrenceRule): readonly number[] {
  return rule.daysOfWeek.length > 0 ? rule.daysOfWeek : [isoWeekday(rule.startDate)];
}

/** Whether `day` (YYYY-MM-DD) is an occurrence of the rule. */
export function isOccurrence(rule: RecurrenceRule, day: string): boolean {
  if (day < rule.startDate) return false;
  if (rule.endDate !== null && day > rule.endDate) return false;
  switch (rule.type) {
    case 'daily':
      return true;
    case 'weekly':
      return weeklyDays(rule).includes(isoWeekday(day));
    case 'custom':
      return daysBetween(rule.startDate, day) % Math.max(1, rule.interval ?? 1) === 0;
  }
}

/** The occurrence days in [from, to], oldest first (at most `limit`). */
export function occurrencesBetween(rule: RecurrenceRule, from: string, to: string, limit = 1000): string[] {
  const days: string[] = [];
  let day = from < rule.startDate ? rule.startDate : from;
  const last = rule.endDate !== null && rule.endDate < to ? rule.endDate : to;
  while (day <= last && days.length < limit) {
    if (isOccurrence(rule, day)) days.push(day);
    day = addDays(day, 1);
  }
  return days;
}

/** The first occurrence on or after `from`, looking at most a year ahead; null when none. */
export function nextOccurrence(rule: RecurrenceRule, from: string): string | null {
  return occurrencesBetween(rule, from, addDays(from, 366), 1)[0] ?? null;
}

/** The HH:MM a template fires at: its exact time, else its time of day, else the start of the day. */
export function fireClock(time: string | null, timeOfDay: RecurringTimeOfDay | null): string {
  if (time !== null) return time;
  return timeOfDay === null ? DEFAULT_FIRE_CLOCK : TIME_OF_DAY_CLOCK[timeOfDay];
}

/**
 * The instant (epoch ms) the wall clock shows `day` at `clock` (HH:MM) in `timeZone`. A time the
 * clocks skip (spring forward) moves forward by the gap, as a person would; a time that happens
 * twice (fall back) is its first.
 */
export function zonedInstant(day: string, clock: string, timeZone: string): number {
  // A generation pass asks for the same few (day, clock, zone) triples for thousands of templates, and
  // each answer costs several Intl calls: remember the recent ones (pure, so always safe to reuse).
  const key = `${day}|${clock}|${timeZone}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const at = computeZonedInstant(day, clock, timeZone);
  if (instants.size >= INSTANT_CACHE_SIZE) instants.clear();
  instants.set(key, at);
  return at;
}

const INSTANT_CACHE_SIZE = 4096;
const instants = new Map<string, number>();

function computeZonedInstant(day: string, clock: string, timeZone: string): number {
  const [hour = 0, minute = 0] = clock.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  // The zone's offset at a guess, then at the corrected guess: two steps settle every real zone.
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  const earlier = wall - offsetAt(guess - 3 * 3_600_000, timeZone);
  // Both readings show the same wall time only in a repeated hour: take the first.
  if (earlier < guess && wallOf(earlier, timeZone) === wall) return earlier;
  return guess;
}

/** The wall clock at `instant` in `timeZone`, read as if it were UTC (epoch ms). */
function wallOf(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
}

/** The zone's offset from UTC at `instant`, in ms (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  return wallOf(instant, timeZone) - Math.floor(instant / 60_000) * 60_000;
}

export type GenerationState = RecurrenceRule & {
  time: string | null;
  timeOfDay: RecurringTimeOfDay | null;
  paused: boolean;
  /** The template ends after this many occurrences (created or skipped), or null. */
  maxCount: number | null;
  /** Occurrences handled so far (created or skipped). */
  handledCount: number;
  /** The last occurrence day handled, or null before the first. */
  lastHandledDay: string | null;
  /** Days the user chose to skip ("skip next"). */
  skipDays: readonly string[];
};

export type GenerationStep =
  /** Create the task for `day`; `missed` earlier occurrences passed unseen and are only counted. */
  | { kind: 'create'; day: string; missed: number }
  /** `day` was skipped by the user: mark it handled, create nothing. */
  | { kind: 'skip'; day: string; missed: number }
  | { kind: 'none' };

const none: GenerationStep = { kind: 'none' };

/**
 * What the scheduler does for one template at `now` (epoch ms): the latest occurrence whose fire time
 * has passed and that is newer than the last handled one. Older unhandled occurrences are missed
 * (downtime, a long absence): counted, never created, so coming back shows one task, not a pile.
 */
export function generationStep(state: GenerationState, now: number, timeZone: string): GenerationStep {
  if (state.paused) return none;
  if (state.maxCount !== null && state.handledCount >= state.maxCount) return none;
  const today = localDay(new Date(now), timeZone);
  const from = state.lastHandledDay === null ? state.startDate : addDays(state.lastHandledDay, 1);
  if (from > today) return none;
  // Any earlier day's fire time is before today's midnight, so only today's needs the clock.
  let day: string | null = today;
  if (
    !isOccurrence(state, today) ||
    zonedInstant(today, fireClock(state.time, state.timeOfDay), timeZone) > now
  )
    day = latestOccurrence(state, from, addDays(today, -1));
  if (day === null) return none;
  const missed = countOccurrences(state, from, addDays(day, -1));
  return state.skipDays.includes(day) ? { kind: 'skip', day, missed } : { kind: 'create', day, missed };
}

/** The latest occurrence in [from, to], walking back from `to`; null when none. */
function latestOccurrence(rule: RecurrenceRule, from: string, to: string): string | null {
  for (let day = to; day >= from && day >= rule.startDate; day = addDays(day, -1)) {
    if (isOccurrence(rule, day)) return day;
  }
  return null;
}

/** How many occurrences fall in [from, to]. */
export function countOccurrences(rule: RecurrenceRule, from: string, to: string): number {
  let count = 0;
  for (let day = from < rule.startDate ? rule.startDate : from; day <= to; day = addDays(day, 1)) {
    if (isOccurrence(rule, day)) count++;
  }
  return count;
}

/** The next instant (epoch ms) the template fires after `now`, for the scheduler's timer; null when none. */
export function nextFireAt(state: GenerationState, now: number, timeZone: string): number | null {
  if (state.paused) return null;
  if (state.maxCount !== null && state.handledCount >= state.maxCount) return null;
  const clock = fireClock(state.time, state.timeOfDay);
  let from = localDay(new Date(now), timeZone);
  if (state.lastHandledDay !== null && state.lastHandledDay >= from) from = addDays(state.lastHandledDay, 1);
  for (let i = 0; i < 3; i++) {
    const day = nextOccurrence(state, from);
    if (day === null) return null;
    const at = zonedInstant(day, clock, timeZone);
    if (at > now) return at;
    from = addDays(day, 1);
  }
  return null;
}
