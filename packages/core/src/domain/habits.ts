// Habit progress that forgives (issue 15): which days a habit is due, whether a day met its target,
// the current and best streak with a weekly allowance of rest days and freezes that keep the chain,
// and the 30-day completion rate the screen shows first. A missed day is never an error here; the
// screen turns it into "how to restart". Pure: the caller passes today's date in the user's zone.
import { addDays, isoWeekday } from '../ai/dates.ts';

export type HabitSchedule =
  | { kind: 'daily' }
  /** ISO weekdays, Monday 1 .. Sunday 7. */
  | { kind: 'weekdays'; days: readonly number[] }
  /** Any N days of each ISO week. */
  | { kind: 'timesPerWeek'; times: number }
  /** Every N days counted from the habit's start date. */
  | { kind: 'everyNDays'; interval: number };

export const DEFAULT_REST_DAYS_PER_WEEK = 1;
export const COMPLETION_WINDOW_DAYS = 30;

export type HabitHistory = {
  schedule: HabitSchedule;
  /** Check-ins a day needs to count as done (e.g. 8 glasses); at least 1. */
  target: number;
  /** YYYY-MM-DD of the habit's first day. */
  startDate: string;
  /** Check-ins per day (YYYY-MM-DD → count). */
  checkIns: ReadonlyMap<string, number>;
  /** Days the user froze: they neither count nor break the chain. */
  freezes: ReadonlySet<string>;
  /** Missed due days forgiven per ISO week (day-based schedules). */
  restDaysPerWeek: number;
};

export type HabitProgress = {
  /** Streaks count days, or weeks for "N times a week". */
  unit: 'day' | 'week';
  current: number;
  best: number;
  /** Share of due days (or of the weekly quota) met in the last 30 days, 0..1; null before any was due. */
  completionRate: number | null;
  dueToday: boolean;
  doneToday: boolean;
  todayCount: number;
  /** Rest days still free this week (day-based schedules). */
  restDaysLeft: number;
};

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a YYYY-MM-DD day: the loops below count in integers, not strings. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** ISO weekday of a day number: 1970-01-01 (day 0) was a Thursday. */
const weekdayOf = (n: number) => ((n + 3) % 7) + 1;
const mondayOf = (n: number) => n - weekdayOf(n) + 1;

/** Monday of the ISO week that holds `day`. */
export function weekStart(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

export function isDone(history: HabitHistory, day: string): boolean {
  return (history.checkIns.get(day) ?? 0) >= Math.max(1, history.target);
}

/** Whether a day-based schedule asks for the habit on `day` ("N times a week" asks every day until met). */
export function isScheduled(history: HabitHistory, day: string): boolean {
  return scheduledOnDay(history.schedule, history.startDate, day);
}

/** Whether `schedule`, started on `startDate`, asks for the habit on `day` (reminders ask this). */
export function scheduledOnDay(schedule: HabitSchedule, startDate: string, day: string): boolean {
  return day >= startDate && scheduledOn(schedule, dayNumber(startDate), dayNumber(day));
}

function scheduledOn(schedule: HabitSchedule, start: number, n: number): boolean {
  switch (schedule.kind) {
    case 'daily':
    case 'timesPerWeek':
      return true;
    case 'weekdays':
      return schedule.days.includes(weekdayOf(n));
    case 'everyNDays':
      return (n - start) % Math.max(1, schedule.interval) === 0;
  }
}

/** The history in day numbers: done days and frozen days, read once per computation. */
type Days = { start: number; today: number; done: Set<number>; frozen: Set<number> };

function daysOf(history: HabitHistory, today: string): Days {
  const target = Math.max(1, history.target);
  const done = new Set<number>();
  for (const [day, count] of history.checkIns) if (count >= target) done.add(dayNumber(day));
  const frozen = new Set<number>();
  for (const day of history.freezes) frozen.add(dayNumber(day));
  return { start: dayNumber(history.startDate), today: dayNumber(today), done, frozen };
}

/** Done days in the ISO week of day `n`, up to and including `until`. */
function doneInWeek(days: Days, n: number, until: number): number {
  let count = 0;
  for (let d = mondayOf(n), i = 0; i < 7 && d <= until; d++, i++) {
    if (d >= days.start && days.done.has(d)) count++;
  }
  return count;
}

export function habitProgress(history: HabitHistory, today: string): HabitProgress {
  const days = daysOf(history, today);
  const todayCount = history.checkIns.get(today) ?? 0;
  const doneToday = days.done.has(days.today);
  const { schedule } = history;
  const streaks =
    schedule.kind === 'timesPerWeek' ? weeklyStreaks(days, schedule.times) : dailyStreaks(history, days);
  const dueToday =
    schedule.kind === 'timesPerWeek'
      ? days.today >= days.start && (doneToday || doneInWeek(days, days.today, days.today) < schedule.times)
      : days.today >= days.start && scheduledOn(schedule, days.start, days.today);
  return { ...streaks, completionRate: completionRate(history, days), dueToday, doneToday, todayCount };
}

type Streaks = { unit: 'day' | 'week'; current: number; best: number; restDaysLeft: number };

function dailyStreaks(history: HabitHistory, days: Days): Streaks {
  let current = 0;
  let best = 0;
  let week = Number.NaN;
  let restUsed = 0;
  for (let n = days.start; n <= days.today; n++) {
    if (mondayOf(n) !== week) {
      week = mondayOf(n);
      restUsed = 0;
    }
    if (!scheduledOn(history.schedule, days.start, n)) continue;
    if (days.done.has(n)) {
      current++;
      best = Math.max(best, current);
    } else if (n === days.today || days.frozen.has(n)) {
      // Today is still open; a frozen day keeps the chain without adding to it.
    } else if (restUsed < history.restDaysPerWeek) {
      restUsed++;
    } else {
      current = 0;
    }
  }
  const restDaysLeft =
    mondayOf(days.today) === week ? Math.max(0, history.restDaysPerWeek - restUsed) : history.restDaysPerWeek;
  return { unit: 'day', current, best, restDaysLeft };
}

function weeklyStreaks(days: Days, times: number): Streaks {
  let current = 0;
  let best = 0;
  const thisWeek = mondayOf(days.today);
  for (let week = mondayOf(days.start); week <= thisWeek; week += 7) {
    const met = doneInWeek(days, week, days.today) >= times;
    let frozen = false;
    for (let i = 0; i < 7 && !frozen; i++) frozen = days.frozen.has(week + i);
    if (met) {
      current++;
      best = Math.max(best, current);
    } else if (week !== thisWeek && !frozen) {
      current = 0;
    }
  }
  return { unit: 'week', current, best, restDaysLeft: 0 };
}

/** Met over due in the last 30 days (today counts once done); frozen days are left out. */
function completionRate(history: HabitHistory, days: Days): number | null {
  const from = Math.max(days.today + 1 - COMPLETION_WINDOW_DAYS, days.start);
  if (from > days.today) return null;
  let due = 0;
  let met = 0;
  const { schedule } = history;
  const perWeek = schedule.kind === 'timesPerWeek';
  for (let n = from; n <= days.today; n++) {
    const done = days.done.has(n);
    if (n === days.today && !done) continue;
    if (!perWeek && (!scheduledOn(schedule, days.start, n) || days.frozen.has(n))) continue;
    due++;
    if (done) met++;
  }
  if (due === 0) return null;
  // "N times a week": days done over the quota for the days counted, capped at 1.
  return perWeek ? Math.min(1, met / ((schedule.times * due) / 7)) : met / due;
}
