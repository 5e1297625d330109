// What the habits screen shows, as pure functions: the 12-week heat map grid (weeks as columns,
// Monday first), a cell's level, the schedule in words' keys, and the kind next step after a miss.
import type { HabitDto, HabitScheduleDto } from '@nova/core/contracts/habits';
import type { RecurringTaskTemplateDto } from '@nova/core/contracts/recurring';

export const HEATMAP_WEEKS = 12;

export type HeatCell = {
  day: string;
  count: number;
  frozen: boolean;
  /** 0 nothing, 1 started (below target), 2 done; null for days after today or before the habit. */
  level: 0 | 1 | 2 | null;
};

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday, Monday 1 .. Sunday 7. */
export function isoWeekday(day: string): number {
  const w = new Date(`${day}T00:00:00Z`).getUTCDay();
  return w === 0 ? 7 : w;
}

/** Seven rows (Monday..Sunday) of HEATMAP_WEEKS cells each, the last column holding today. */
export function heatmapRows(
  habit: Pick<HabitDto, 'history' | 'target' | 'startDate'>,
  today: string,
): HeatCell[][] {
  const byDay = new Map(habit.history.map((h) => [h.day, h]));
  const firstMonday = addDays(today, 1 - isoWeekday(today) - 7 * (HEATMAP_WEEKS - 1));
  return Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: HEATMAP_WEEKS }, (_, week) => {
      const day = addDays(firstMonday, week * 7 + weekday);
      const entry = byDay.get(day);
      const count = entry?.count ?? 0;
      const outside = day > today || day < habit.startDate;
      const level = outside ? null : count >= habit.target ? 2 : count > 0 ? 1 : 0;
      return { day, count, frozen: entry?.frozen ?? false, level };
    }),
  );
}

/** The i18n key and values that describe a schedule. */
export function scheduleText(schedule: HabitScheduleDto): { key: string; values: Record<string, unknown> } {
  switch (schedule.kind) {
    case 'daily':
      return { key: 'schedule.daily', values: {} };
    case 'weekdays':
      return { key: 'schedule.weekdaysOn', values: { days: schedule.days } };
    case 'timesPerWeek':
      return { key: 'schedule.timesPerWeekText', values: { count: schedule.times } };
    case 'everyNDays':
      return { key: 'schedule.everyNDaysText', values: { count: schedule.interval } };
  }
}

/** Percent, rounded, of the 30-day completion rate; null before anything was due. */
export const ratePercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/** The i18n key and values of a recurring template's rhythm; `part` names the time of day when no time is set. */
export function patternText(
  pattern: RecurringTaskTemplateDto['pattern'],
  time: string | null,
): { key: string; values: Record<string, string | number>; part: string | null } {
  const part = time === null ? pattern.timeOfDay : null;
  const suffix = time !== null ? 'At' : part !== null ? 'Part' : '';
  const values = { time: time ?? '', count: pattern.interval ?? 1 };
  if (pattern.type === 'weekly') return { key: `recurring.rhythm.weekly${suffix}`, values, part };
  if (pattern.type === 'custom') return { key: `recurring.rhythm.custom${suffix}`, values, part };
  return { key: `recurring.rhythm.daily${suffix}`, values, part };
}
