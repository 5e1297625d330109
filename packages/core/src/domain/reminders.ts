// When a reminder is shown (issue 13): quiet hours move a reminder to the end of the quiet window in
// the user's time zone; a snooze moves it by 10 minutes, an hour, or to the same time tomorrow; a daily
// reminder (a habit's, the planning nudge) is due at its clock time in the user's zone. Pure: the
// caller passes the instant and the zone.
import { addDays, localDay, zonedParts } from '../ai/dates.ts';
import { zonedInstant } from './recurrence.ts';

export const snoozeChoices = ['10m', '1h', 'tomorrow'] as const;
export type SnoozeChoice = (typeof snoozeChoices)[number];

/** Quiet hours as HH:MM wall-clock times; `start > end` spans midnight (22:00 → 07:00). */
export type QuietHours = { start: string; end: string };

/** A reminder later than this after its (quiet-adjusted) time is dropped, not sent late. */
export const REMINDER_GRACE_MS = 2 * 60 * 60_000;

const minutesOf = (clock: string): number => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};

/** Whether the wall-clock minute `minute` (0..1439) lies in [start, end). */
export function inQuietHours(minute: number, quiet: QuietHours): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The instant a reminder due at `at` is shown: `at`, or the end of the quiet window it falls in. */
export function afterQuietHours(at: number, timeZone: string, quiet: QuietHours | null): number {
  if (quiet === null) return at;
  const wall = zonedParts(new Date(at), timeZone);
  const minute = wall.hour * 60 + wall.minute;
  if (!inQuietHours(minute, quiet)) return at;
  const day = localDay(new Date(at), timeZone);
  // The window ends today when we are before its end on the clock, else tomorrow (22:00 → 07:00 at 23:00).
  const endDay = minute < minutesOf(quiet.end) ? day : addDays(day, 1);
  return zonedInstant(endDay, quiet.end, timeZone);
}

/** The instant a snoozed reminder comes back. */
export function snoozeUntil(now: number, choice: SnoozeChoice, timeZone: string): number {
  switch (choice) {
    case '10m':
      return now + 10 * 60_000;
    case '1h':
      return now + 60 * 60_000;
    case 'tomorrow': {
      const wall = zonedParts(new Date(now), timeZone);
      const clock = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
      return zonedInstant(addDays(localDay(new Date(now), timeZone), 1), clock, timeZone);
    }
  }
}

/**
 * The instants a daily reminder at `clock` may be due around `now`: yesterday's and today's in the
 * user's zone (yesterday's can still be due after quiet hours or a short downtime), none in the future.
 */
export function dailyInstants(now: number, clock: string, timeZone: string): number[] {
  const today = localDay(new Date(now), timeZone);
  return [addDays(today, -1), today]
    .map((day) => zonedInstant(day, clock, timeZone))
    .filter((at) => at <= now);
}

/** The local day (YYYY-MM-DD) a daily reminder instant belongs to. */
export function dayOf(at: number, timeZone: string): string {
  return localDay(new Date(at), timeZone);
}

/** Whether a reminder whose shown instant is `shownAt` is to be sent at `now`. */
export function isDue(shownAt: number, now: number): boolean {
  return shownAt <= now && now - shownAt < REMINDER_GRACE_MS;
}
