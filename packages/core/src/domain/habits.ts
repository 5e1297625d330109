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
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Monday of the ISO week that holds `day`. */
export function weekStart(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

export function isDone(history: HabitHistory, day: string): boolean {
  return (history.checkIns.get(day) ?? 0) >= Math.max(1, history.target);
}

/** Whether a day-based schedule asks for the habit on `day` ("N times a week" asks every day until met). */
export function isScheduled(history: HabitHistory, day: string): boolean {
  if (day < history.startDate) return false;
  const { schedule } = history;
  switch (schedule.kind) {
    case 'daily':
    case 'timesPerWeek':
      return true;
    case 'weekdays':
      return schedule.days.includes(isoWeekday(day));
    case 'everyNDays':
      return (dayNumber(day) - dayNumber(history.startDate)) % Math.max(1, schedule.interval) === 0;
  }
}

/** Done days in the ISO week of `day`, up to and including `until`. */
function doneInWeek(history: HabitHistory, day: string, until: string): number {
  let count = 0;
  for (let d = weekStart(day), i = 0; i < 7 && d <= until; d = addDays(d, 1), i++) {
    if (d >= history.startDate && isDone(history, d)) count++;
  }
  return count;
}

export function habitProgress(history: HabitHistory, today: string): HabitProgress {
  const todayCount = history.checkIns.get(today) ?? 0;
  const doneToday = isDone(history, today);
  const streaks =
    history.schedule.kind === 'timesPerWeek'
      ? weeklyStreaks(history, history.schedule.times, today)
      : dailyStreaks(history, today);
  const dueToday =
    history.schedule.kind === 'timesPerWeek'
      ? today >= history.startDate &&
        (doneToday || doneInWeek(history, today, today) < history.schedule.times)
      : isScheduled(history, today);
  return { ...streaks, completionRate: completionRate(history, today), dueToday, doneToday, todayCount };
}

type Streaks = { unit: 'day' | 'week'; current: number; best: number; restDaysLeft: number };

function dailyStreaks(history: HabitHistory, today: string): Streaks {
  let current = 0;
  let best = 0;
  let week = '';
  let restUsed = 0;
  for (let day = history.startDate; day <= today; day = addDays(day, 1)) {
    if (weekStart(day) !== week) {
      week = weekStart(day);
      restUsed = 0;
    }
    if (!isScheduled(history, day)) continue;
    if (isDone(history, day)) {
      current++;
      best = Math.max(best, current);
    } else if (day === today || history.freezes.has(day)) {
      // Today is still open; a frozen day keeps the chain without adding to it.
    } else if (restUsed < history.restDaysPerWeek) {
      restUsed++;
    } else {
      current = 0;
    }
  }
  const restDaysLeft =
    weekStart(today) === week ? Math.max(0, history.restDaysPerWeek - restUsed) : history.restDaysPerWeek;
  return { unit: 'day', current, best, restDaysLeft };
}

function weeklyStreaks(history: HabitHistory, times: number, today: string): Streaks {
  let current = 0;
  let best = 0;
  const thisWeek = weekStart(today);
  for (let week = weekStart(history.startDate); week <= thisWeek; week = addDays(week, 7)) {
    const met = doneInWeek(history, week, today) >= times;
    const frozen = [0, 1, 2, 3, 4, 5, 6].some((i) => history.freezes.has(addDays(week, i)));
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
function completionRate(history: HabitHistory, today: string): number | null {
  const first = addDays(today, 1 - COMPLETION_WINDOW_DAYS);
  const from = [first, history.startDate].sort().at(-1) ?? first;
  if (from > today) return null;
  if (history.schedule.kind === 'timesPerWeek') {
    let done = 0;
    let days = 0;
    for (let day = from; day <= today; day = addDays(day, 1)) {
      if (day === today && !isDone(history, day)) continue;
      days++;
      if (isDone(history, day)) done++;
    }
    if (days === 0) return null;
    return Math.min(1, done / ((history.schedule.times * days) / 7));
  }
  let due = 0;
  let met = 0;
  for (let day = from; day <= today; day = addDays(day, 1)) {
    if (!isScheduled(history, day) || history.freezes.has(day)) continue;
    const done = isDone(history, day);
    if (day === today && !done) continue;
    due++;
    if (done) met++;
  }
  return due === 0 ? null : met / due;
}
