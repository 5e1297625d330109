// Shapes the server's sparse series for the charts and their tables: every day (or week) of the range
// with zeros filled in, ranges too long for daily bars shown by week, and the MVD rate as a percentage.

import { addDays } from '@nova/core/ai/dates';
import type { AnalyticsDto } from '@nova/core/contracts/analytics';
import { weekStartOf } from '@nova/core/domain/analytics';

/** Past this many days, per-day charts show weeks: a bar per day would be thinner than a pixel. */
export const MAX_DAILY_BARS = 92;

export type Series = Array<{ key: string; label: string; values: Record<string, number> }>;

function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to && out.length < 4000; day = addDays(day, 1)) out.push(day);
  return out;
}

/** Every day from the range's first to today, or every week when that is too many days. */
export function timeline(data: AnalyticsDto): { unit: 'day' | 'week'; keys: string[] } {
  const from = data.from ?? data.today;
  const days = daysBetween(from, data.today);
  if (days.length <= MAX_DAILY_BARS) return { unit: 'day', keys: days };
  const weeks: string[] = [];
  for (let week = weekStartOf(from); week <= data.today; week = addDays(week, 7)) weeks.push(week);
  return { unit: 'week', keys: weeks };
}

/** Values keyed by day, folded into the timeline's units (days, or the Monday of their week). */
export function fill(
  data: AnalyticsDto,
  rows: Array<{ day: string; values: Record<string, number> }>,
  fields: readonly string[],
  format: (key: string) => string,
): Series {
  const { unit, keys } = timeline(data);
  const byKey = new Map(keys.map((key) => [key, Object.fromEntries(fields.map((f) => [f, 0]))]));
  for (const row of rows) {
    const slot = byKey.get(unit === 'day' ? row.day : weekStartOf(row.day));
    if (!slot) continue;
    for (const field of fields) slot[field] = (slot[field] ?? 0) + (row.values[field] ?? 0);
  }
  return keys.map((key) => ({ key, label: format(key), values: byKey.get(key) ?? {} }));
}

export function hasAny(series: Series): boolean {
  return series.some((point) => Object.values(point.values).some((v) => v > 0));
}

export const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));
