// Rules of the health and sport check-in (SPEC §1 "a health and sport section"): one optional entry per
// day of energy and mood (1-5), sleep and movement; the 7-day trend the card and its view show; and
// "low energy today" (energy 1-2), which makes the task list and today's focus lean on light tasks.
// Pure: the server presents with it, the web app decides with it.
import { addDays } from '../ai/dates.ts';

export const HEALTH_SCALE_MIN = 1;
export const HEALTH_SCALE_MAX = 5;
/** Check-ins may be made for today or a forgotten day of the past week, never for the future. */
export const HEALTH_DAYS_BACK = 7;
export const HEALTH_TREND_DAYS = 7;
/** At most 24 hours of sleep and of movement in a day. */
export const SLEEP_MINUTES_MAX = 24 * 60;
export const MOVEMENT_MINUTES_MAX = 24 * 60;
/** Energy at or below this is "low energy" (1-2 of 5). */
export const LOW_ENERGY_MAX = 2;

export type HealthValues = {
  energy: number | null;
  mood: number | null;
  sleepHours: number | null;
  movementMinutes: number | null;
};

export type HealthDay = HealthValues & { day: string };

export type HealthTrend = {
  /** Oldest first, one entry per calendar day ending today; days without a check-in are all null. */
  days: HealthDay[];
  /** Means over the days that have the value (one decimal), null when none has it. */
  averages: HealthValues;
  /** How many of the days have any value. */
  checkedInDays: number;
};

export const healthFields = ['energy', 'mood', 'sleepHours', 'movementMinutes'] as const;
export type HealthField = (typeof healthFields)[number];

const empty = (day: string): HealthDay => ({
  day,
  energy: null,
  mood: null,
  sleepHours: null,
  movementMinutes: null,
});

const round1 = (value: number) => Math.round(value * 10) / 10;

/** True when no value is set: such a check-in is no check-in (it is deleted, not kept empty). */
export function isEmptyCheckIn(values: HealthValues): boolean {
  return healthFields.every((field) => values[field] === null);
}

/** The last `length` days ending `today` with the check-ins of those days, and their averages. */
export function healthTrend(
  checkIns: readonly HealthDay[],
  today: string,
  length = HEALTH_TREND_DAYS,
): HealthTrend {
  const byDay = new Map(checkIns.map((c) => [c.day, c]));
  const days: HealthDay[] = [];
  for (let i = length - 1; i >= 0; i--) {
    const day = addDays(today, -i);
    const found = byDay.get(day);
    days.push(found ? { ...empty(day), ...found, day } : empty(day));
  }
  const averages = empty('');
  for (const field of healthFields) {
    const values = days.flatMap((d) => (d[field] === null ? [] : [d[field]]));
    averages[field] = values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;
  }
  const { day: _day, ...means } = averages;
  return { days, averages: means, checkedInDays: days.filter((d) => !isEmptyCheckIn(d)).length };
}

/** Energy 1-2 today: the planner suggests lighter tasks first (and says so). */
export function isLowEnergy(energy: number | null | undefined): boolean {
  return typeof energy === 'number' && energy <= LOW_ENERGY_MAX;
}
