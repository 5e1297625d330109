// The calendar file (RFC 5545) of a feed, with ical-generator: one event per dated task (all-day when
// it has no time, else timed in UTC from the user's wall clock with its duration) and, if chosen, one
// all-day recurring event per habit. Deterministic for the same rows (DTSTAMP is the row's last
// change), so its hash is a stable ETag.
import { addDays, isoWeekday, localDay } from '@nova/core/ai/dates';
import { zonedInstant } from '@nova/core/domain/recurrence';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';

export type FeedTaskRow = {
  id: string;
  title: string;
  description: string;
  status: string;
  start_date: string;
  start_time: string | null;
  duration_minutes: number | null;
  updated_at: string;
};

export type FeedHabitRow = {
  id: string;
  name: string;
  description: string;
  schedule_kind: string;
  schedule_value: number | null;
  days_of_week: string;
  start_date: string | null;
  created_at: string;
  updated_at: string;
};

/** A timed task without a duration fills this many minutes. */
export const DEFAULT_EVENT_MINUTES = 30;
const DESCRIPTION_MAX = 2000;
const weekdays = [
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
  ICalWeekday.SU,
];

/** Plain text of a task's rich-text description (tags dropped, entities read, whitespace folded). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, DESCRIPTION_MAX);
}

/** A YYYY-MM-DD day as the Date ical-generator writes as that DATE (it reads all-day dates in UTC). */
const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

function habitRepeat(habit: FeedHabitRow) {
  if (habit.schedule_kind === 'daily') return { freq: ICalEventRepeatingFreq.DAILY };
  if (habit.schedule_kind === 'everyNDays') {
    return { freq: ICalEventRepeatingFreq.DAILY, interval: habit.schedule_value ?? 1 };
  }
  if (habit.schedule_kind === 'weekdays') {
    const days: unknown = JSON.parse(habit.days_of_week);
    const byDay = (Array.isArray(days) ? days : [])
      .filter((d): d is number => Number.isInteger(d) && d >= 1 && d <= 7)
      .map((d) => weekdays[d - 1] ?? ICalWeekday.MO);
    return byDay.length ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay } : null;
  }
  // "N times a week" has no fixed days: a calendar cannot show it honestly.
  return null;
}

/** The first day on or after `from` that a weekly habit falls on (its series starts there). */
function firstWeekday(from: string, habit: FeedHabitRow): string {
  if (habit.schedule_kind !== 'weekdays') return from;
  const days: unknown = JSON.parse(habit.days_of_week);
  const wanted = new Set(Array.isArray(days) ? days : []);
  let day = from;
  for (let i = 0; i < 7 && !wanted.has(isoWeekday(day)); i++) day = addDays(day, 1);
  return day;
}

export function feedCalendar(input: {
  name: string;
  appUrl: string;
  timeZone: string;
  tasks: readonly FeedTaskRow[];
  habits: readonly FeedHabitRow[];
}): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: 'Nova Planner', product: 'Nova Planner', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 15,
  });
  for (const task of input.tasks) {
    const done = task.status === 'completed';
    const base = {
      id: `task-${task.id}@nova-planner`,
      summary: done ? `✓ ${task.title}` : task.title,
      description: plainText(task.description) || null,
      url: `${input.appUrl}/app`,
      stamp: new Date(task.updated_at),
    };
    if (task.start_time === null) {
      calendar.createEvent({ ...base, start: utcDay(task.start_date), allDay: true });
    } else {
      const start = zonedInstant(task.start_date, task.start_time, input.timeZone);
      const minutes = task.duration_minutes ?? DEFAULT_EVENT_MINUTES;
      calendar.createEvent({ ...base, start: new Date(start), end: new Date(start + minutes * 60_000) });
    }
  }
  for (const habit of input.habits) {
    const repeating = habitRepeat(habit);
    if (!repeating) continue;
    const first = habit.start_date ?? localDay(new Date(habit.created_at), input.timeZone);
    calendar.createEvent({
      id: `habit-${habit.id}@nova-planner`,
      summary: habit.name,
      description: plainText(habit.description) || null,
      url: `${input.appUrl}/habits`,
      stamp: new Date(habit.updated_at),
      start: utcDay(firstWeekday(first, habit)),
      allDay: true,
      repeating,
    });
  }
  return calendar.toString();
}
