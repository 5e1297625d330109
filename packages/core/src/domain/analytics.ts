// Rules of the analytics screen that do not need a database: the ranges and their first day, the
// time zone's UTC offsets over a span (so SQL can turn UTC instants into local days and hours on both
// databases, DST included), ISO weeks, and estimate calibration (how long tasks take against their
// estimate, by size and by strategy, with the sample size; never applied silently).
import { addDays, isoWeekday, zonedParts } from '../ai/dates.ts';

export const analyticsRanges = ['7', '30', '90', 'all'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

/** The first local day of a range ending today (inclusive); null for all time. */
export function rangeStartDay(today: string, range: AnalyticsRange): string | null {
  if (range === 'all') return null;
  return addDays(today, -(Number(range) - 1));
}

/** The Monday of the ISO week a day belongs to. */
export function weekStartOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** From `fromMs` on (until the next segment's start), the zone is `offsetMinutes` ahead of UTC. */
export type OffsetSegment = { fromMs: number; offsetMinutes: number };

const DAY_MS = 86_400_000;

function offsetMinutesAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

// Offsets of one zone over one UTC year (a few hundred Intl calls): kept, since they never change.
const yearSegments = new Map<string, OffsetSegment[]>();

function segmentsOfYear(year: number, timeZone: string): OffsetSegment[] {
  const key = `${timeZone}|${year}`;
  const known = yearSegments.get(key);
  if (known) return known;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const segments: OffsetSegment[] = [{ fromMs: start, offsetMinutes: offsetMinutesAt(start, timeZone) }];
  let previous = start;
  let previousOffset = segments[0]?.offsetMinutes ?? 0;
  for (let at = start + DAY_MS; at <= end; at += DAY_MS) {
    const probe = Math.min(at, end - 60_000);
    const offset = offsetMinutesAt(probe, timeZone);
    if (offset !== previousOffset) {
      // The change lies in (previous, probe]: find its minute.
      let lo = previous;
      let hi = probe;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetMinutesAt(mid, timeZone) === previousOffset) lo = mid;
        else hi = mid;
      }
      segments.push({ fromMs: hi, offsetMinutes: offset });
      previousOffset = offset;
    }
    previous = probe;
  }
  if (yearSegments.size > 2000) yearSegments.clear();
  yearSegments.set(key, segments);
  return segments;
}

/**
 * The zone's offsets from `fromMs` to `toMs`: the first segment starts at `fromMs`, each later one
 * where the offset changes. Consecutive segments always differ.
 */
export function offsetSegments(fromMs: number, toMs: number, timeZone: string): OffsetSegment[] {
  const out: OffsetSegment[] = [];
  const firstYear = new Date(fromMs).getUTCFullYear();
  const lastYear = new Date(Math.max(fromMs, toMs)).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const segment of segmentsOfYear(year, timeZone)) {
      if (segment.fromMs > toMs) break;
      const fromClamped = Math.max(segment.fromMs, fromMs);
      const last = out[out.length - 1];
      if (last && segment.fromMs <= fromMs) {
        last.offsetMinutes = segment.offsetMinutes;
      } else if (!last || last.offsetMinutes !== segment.offsetMinutes) {
        out.push({ fromMs: fromClamped, offsetMinutes: segment.offsetMinutes });
      }
    }
  }
  return out;
}

export const energyLevels = ['low', 'medium', 'high'] as const;

/** Estimate sizes of the calibration, by the estimate in minutes (upper bound inclusive). */
export const calibrationBuckets = [
  { key: 'upTo15', max: 15 },
  { key: 'upTo30', max: 30 },
  { key: 'upTo60', max: 60 },
  { key: 'upTo120', max: 120 },
  { key: 'longer', max: Number.POSITIVE_INFINITY },
] as const;
export type CalibrationBucketKey = (typeof calibrationBuckets)[number]['key'];

/** Below this many tasks a factor is shown as "not enough data yet", never used for a hint. */
export const CALIBRATION_MIN_SAMPLES = 3;
/**
 * A task's recorded time counts up to this many times its estimate: one clock left running over a
 * weekend should not say every task takes ten times longer.
 */
export const CALIBRATION_ACTUAL_CAP = 10;

export function calibrationBucketOf(estimateMinutes: number): CalibrationBucketKey {
  return (calibrationBuckets.find((b) => estimateMinutes <= b.max) ?? calibrationBuckets[4]).key;
}

/** Sums of one group of calibrated tasks. */
export type CalibrationSums = { samples: number; estimateMinutes: number; actualMinutes: number };

export type CalibrationFactor = CalibrationSums & {
  /** Actual over estimate; null without samples. */
  factor: number | null;
  /** At least CALIBRATION_MIN_SAMPLES tasks. */
  reliable: boolean;
};

export function toFactor(sums: CalibrationSums): CalibrationFactor {
  const factor =
    sums.samples > 0 && sums.estimateMinutes > 0 ? sums.actualMinutes / sums.estimateMinutes : null;
  return {
    samples: sums.samples,
    estimateMinutes: Math.round(sums.estimateMinutes),
    actualMinutes: Math.round(sums.actualMinutes),
    factor: factor === null ? null : Math.round(factor * 100) / 100,
    reliable: sums.samples >= CALIBRATION_MIN_SAMPLES && factor !== null,
  };
}

export function addSums(a: CalibrationSums, b: CalibrationSums): CalibrationSums {
  return {
    samples: a.samples + b.samples,
    estimateMinutes: a.estimateMinutes + b.estimateMinutes,
    actualMinutes: a.actualMinutes + b.actualMinutes,
  };
}

export type CalibrationSummary = {
  overall: CalibrationFactor;
  bySize: Array<{ size: CalibrationBucketKey } & CalibrationFactor>;
};

export type CalibratedEstimate = {
  estimateMinutes: number;
  /** What tasks like this one took, rounded to whole minutes. */
  likelyMinutes: number;
  factor: number;
  samples: number;
  /** Tasks of the same size, or all tasks when that size has too few. */
  basis: 'size' | 'all';
};

/**
 * "Your 30-minute tasks take about 47 minutes": the estimate times the factor of its size when that
 * size has enough samples, else the overall factor; null without enough data or without an estimate.
 */
export function calibrateEstimate(
  estimateMinutes: number | null,
  summary: CalibrationSummary,
): CalibratedEstimate | null {
  if (estimateMinutes === null || !Number.isFinite(estimateMinutes) || estimateMinutes <= 0) return null;
  const size = calibrationBucketOf(estimateMinutes);
  const bySize = summary.bySize.find((b) => b.size === size);
  const pick =
    bySize?.reliable && bySize.factor !== null
      ? { factor: bySize.factor, samples: bySize.samples, basis: 'size' as const }
      : summary.overall.reliable && summary.overall.factor !== null
        ? { factor: summary.overall.factor, samples: summary.overall.samples, basis: 'all' as const }
        : null;
  if (!pick) return null;
  return {
    estimateMinutes,
    likelyMinutes: Math.max(1, Math.round(estimateMinutes * pick.factor)),
    ...pick,
  };
}
