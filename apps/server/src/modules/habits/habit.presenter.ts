// Habit rows as the API shows them (contracts/habits.ts): stored strings are parsed with the
// contract's schemas, never cast, and progress comes from core's forgiving streak rules.

import { addDays } from '@nova/core/ai/dates';
import { timesOfDay } from '@nova/core/ai/validate-recurring';
import { type HabitDto, type HabitScheduleDto, habitScheduleSchema } from '@nova/core/contracts/habits';
import { type HabitHistory, type HabitSchedule, habitProgress } from '@nova/core/domain/habits';
import { strategyColorSchema } from '@nova/core/domain/validation';
import { z } from 'zod';
import type { CheckInRow, HabitRow } from './habit.repo.ts';

/** Days of history each habit carries for its heat map: 12 weeks. */
export const HISTORY_DAYS = 84;

const daysSchema = z.array(z.number().int().min(1).max(7));
const timeOfDaySchema = z.enum(timesOfDay).nullable();
const colorSchema = strategyColorSchema.nullable().catch(null);

/** The stored schedule columns as the contract's schedule. */
export function scheduleOf(
  row: Pick<HabitRow, 'schedule_kind' | 'schedule_value' | 'days_of_week'>,
): HabitScheduleDto {
  switch (row.schedule_kind) {
    case 'weekdays':
      return habitScheduleSchema.parse({
        kind: 'weekdays',
        days: daysSchema.parse(JSON.parse(row.days_of_week)),
      });
    case 'timesPerWeek':
      return habitScheduleSchema.parse({ kind: 'timesPerWeek', times: row.schedule_value });
    case 'everyNDays':
      return habitScheduleSchema.parse({ kind: 'everyNDays', interval: row.schedule_value });
    default:
      return { kind: 'daily' };
  }
}

/** The schedule as the three stored columns. */
export function scheduleColumns(schedule: HabitScheduleDto): {
  schedule_kind: HabitScheduleDto['kind'];
  schedule_value: number | null;
  days_of_week: string;
} {
  switch (schedule.kind) {
    case 'daily':
      return { schedule_kind: 'daily', schedule_value: null, days_of_week: '[]' };
    case 'weekdays':
      return {
        schedule_kind: 'weekdays',
        schedule_value: null,
        days_of_week: JSON.stringify([...schedule.days].sort()),
      };
    case 'timesPerWeek':
      return { schedule_kind: 'timesPerWeek', schedule_value: schedule.times, days_of_week: '[]' };
    case 'everyNDays':
      return { schedule_kind: 'everyNDays', schedule_value: schedule.interval, days_of_week: '[]' };
  }
}

/** The day a habit starts counting: its start date, else the day it was created. */
export const startDayOf = (row: Pick<HabitRow, 'start_date' | 'created_at'>) =>
  row.start_date ?? row.created_at.slice(0, 10);

export function toHabit(row: HabitRow, checkIns: readonly CheckInRow[], today: string): HabitDto {
  const schedule = scheduleOf(row);
  const counts = new Map<string, number>();
  const freezes = new Set<string>();
  for (const c of checkIns) {
    if (c.count > 0) counts.set(c.day, c.count);
    if (c.frozen) freezes.add(c.day);
  }
  const history: HabitHistory = {
    schedule: schedule satisfies HabitSchedule,
    target: row.target_per_period,
    startDate: startDayOf(row),
    checkIns: counts,
    freezes,
    restDaysPerWeek: row.rest_days_per_week,
  };
  const firstShown = addDays(today, 1 - HISTORY_DAYS);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    color: colorSchema.parse(row.color),
    strategyId: row.strategy_id,
    schedule,
    target: row.target_per_period,
    timeOfDay: timeOfDaySchema.catch(null).parse(row.time_of_day),
    reminderTime: row.reminder_time,
    restDaysPerWeek: row.rest_days_per_week,
    startDate: history.startDate,
    archived: row.archived_at !== null,
    history: checkIns
      .filter((c) => c.day >= firstShown && (c.count > 0 || c.frozen))
      .map((c) => ({ day: c.day, count: c.count, frozen: c.frozen === 1 })),
    progress: habitProgress(history, today),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
