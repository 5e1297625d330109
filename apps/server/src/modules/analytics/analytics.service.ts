// Analytics of one user: the /analytics charts over a range in the user's time zone, estimate
// calibration, and today's figures for /app's stats card. Reads only the user's own rows. Figures per
// local day come from the rows triggers keep per day (analytics-days.repo.ts, decision 0023), so a
// chart of all time reads a row per day, not every completion and session. The charts and the
// calibration are kept per (user, range, local day, zone) for the user's change counter
// (seq-cache.ts): a repeat visit costs one indexed read, and any write of the user builds them anew.
import { createHash } from 'node:crypto';
import { localDay as localDayOf } from '@nova/core/ai/dates';
import type { AnalyticsDto, CalibrationDto, TodayStatsDto } from '@nova/core/contracts/analytics';
import {
  type AnalyticsRange,
  addSums,
  type CalibrationSums,
  calibrationBuckets,
  energyLevels,
  offsetSegments,
  rangeStartDay,
  toFactor,
  weekStartOf,
} from '@nova/core/domain/analytics';
import { energyLevel } from '@nova/core/domain/priority';
import { zonedInstant } from '@nova/core/domain/recurrence';
import type { Db, DbKind } from '../../db/database.ts';
import { currentSeq } from '../../db/sync-seq.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Clock } from '../../lib/clock.ts';
import { seqCache } from '../../lib/seq-cache.ts';
import { type AnalyticsRepo, analyticsRepo } from './analytics.repo.ts';
import { type AnalyticsDaysRepo, analyticsDaysRepo, type KeptAllTime } from './analytics-days.repo.ts';

const DAY_MS = 86_400_000;
const minutes = (seconds: number) => Math.round(seconds / 60);
const zoneOf = (user: AuthedUser) => user.timeZone ?? 'UTC';

export type Serialised = { etag: string; json: Buffer | null };

async function strategyNames(repo: AnalyticsRepo, userId: string, ids: Iterable<string | null>) {
  const known = [...ids].filter((id): id is string => id !== null);
  const rows = await repo.strategies(userId, known);
  return new Map(rows.map((r) => [r.id, r]));
}

/** What a range of 7/30/90 days reads from its own rows; all time reads kept rows instead. */
async function rangeOnly(
  repo: AnalyticsRepo,
  userId: string,
  range: { fromIso: string; fromMs: number },
  timeZone: string,
  now: number,
): Promise<KeptAllTime> {
  const [hours, strategyClock, levels] = await Promise.all([
    repo.completionHours(userId, {
      fromIso: range.fromIso,
      segments: offsetSegments(range.fromMs - DAY_MS, now + DAY_MS, timeZone),
    }),
    repo.strategyClock(userId, range.fromIso),
    repo.createdByLevels(userId, range.fromIso),
  ]);
  return { hours, strategyClock, levels };
}

async function buildCharts(
  repo: AnalyticsRepo,
  days: AnalyticsDaysRepo,
  userId: string,
  range: AnalyticsRange,
  today: string,
  timeZone: string,
  now: number,
): Promise<AnalyticsDto> {
  const fromDay = rangeStartDay(today, range);
  // A range starts at its first local midnight; all time reads the kept rows of every day.
  const fromMs = fromDay === null ? null : zonedInstant(fromDay, '00:00', timeZone);
  const span = fromMs === null ? null : { fromMs, fromIso: new Date(fromMs).toISOString() };
  const [kept, rangeFigures, strategyFocus, mvdDays] = await Promise.all([
    days.kept(userId, timeZone, fromDay, now),
    span === null ? null : rangeOnly(repo, userId, span, timeZone, now),
    repo.strategyFocus(userId, span?.fromIso ?? null),
    repo.mvdByDay(userId, fromDay),
  ]);
  // All time: the kept rows of all time; a range: its own rows (a few weeks of them).
  const allTime = kept.allTime ?? rangeFigures;
  if (!allTime) throw new Error('analytics: neither all-time nor range figures');
  const { hours, strategyClock, levels } = allTime;

  const perDay = new Map<string, number>();
  const focusDays = new Map<string, { pomodoroMinutes: number; clockMinutes: number }>();
  for (const row of kept.days) {
    if (row.completed > 0) perDay.set(row.day, row.completed);
    // Pomodoro minutes count up to today (a session dated later is not shown); the clock of every
    // completion counts.
    const pomodoroMinutes = row.focusMinutes > 0 && row.day <= today ? row.focusMinutes : 0;
    if (pomodoroMinutes > 0 || row.clockSeconds > 0)
      focusDays.set(row.day, {
        pomodoroMinutes,
        clockMinutes: row.clockSeconds > 0 ? minutes(row.clockSeconds) : 0,
      });
  }
  const bestHours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 }));
  for (const row of hours) {
    const slot = bestHours[row.hour];
    if (slot) slot.count += row.completed;
  }
  const perWeek = new Map<string, number>();
  for (const [day, count] of perDay)
    perWeek.set(weekStartOf(day), (perWeek.get(weekStartOf(day)) ?? 0) + count);

  const strategyTime = new Map<string | null, { seconds: number; minutes: number }>();
  const strategyEntry = (id: string | null) => {
    const known = strategyTime.get(id) ?? { seconds: 0, minutes: 0 };
    strategyTime.set(id, known);
    return known;
  };
  for (const r of strategyClock) strategyEntry(r.strategyId).seconds += r.seconds;
  for (const r of strategyFocus) strategyEntry(r.strategyId).minutes += r.minutes;
  const names = await strategyNames(repo, userId, strategyTime.keys());
  const timePerStrategy = [...strategyTime]
    .map(([strategyId, t]) => ({
      strategyId,
      name: strategyId === null ? null : (names.get(strategyId)?.name ?? null),
      color: strategyId === null ? null : (names.get(strategyId)?.color ?? null),
      clockMinutes: minutes(t.seconds),
      pomodoroMinutes: t.minutes,
    }))
    .filter((s) => s.clockMinutes + s.pomodoroMinutes > 0)
    .sort(
      (a, b) =>
        b.clockMinutes + b.pomodoroMinutes - (a.clockMinutes + a.pomodoroMinutes) ||
        Number(a.strategyId === null) - Number(b.strategyId === null) ||
        (a.name ?? '').localeCompare(b.name ?? ''),
    );

  const energy = energyLevels.map((level) => ({ level, total: 0, completed: 0 }));
  for (const row of levels) {
    const slot = energy.find((e) => e.level === energyLevel(row));
    if (!slot) continue;
    slot.total += row.total;
    slot.completed += row.completed;
  }

  const hitDays = mvdDays.filter((d) => d.planned > 0 && d.done >= d.planned).length;
  const byDay = (a: { day: string }, b: { day: string }) => a.day.localeCompare(b.day);
  const completedPerDay = [...perDay].map(([day, count]) => ({ day, count })).sort(byDay);
  const focusPerDay = [...focusDays].map(([day, f]) => ({ day, ...f })).sort(byDay);
  const firstDays = [completedPerDay[0]?.day, focusPerDay[0]?.day, mvdDays[0]?.day].filter(
    (d): d is string => d !== undefined,
  );
  return {
    range,
    timeZone,
    today,
    from: fromDay ?? firstDays.sort()[0] ?? null,
    completedPerDay,
    completedPerWeek: [...perWeek]
      .map(([weekStart, count]) => ({ weekStart, count }))
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart)),
    focusPerDay,
    timePerStrategy,
    bestHours,
    mvd: {
      days: mvdDays.length,
      hitDays,
      rate: mvdDays.length > 0 ? Math.round((hitDays / mvdDays.length) * 1000) / 1000 : null,
      perDay: mvdDays,
    },
    energy,
  };
}

async function buildCalibration(repo: AnalyticsRepo, userId: string): Promise<CalibrationDto> {
  const rows = await repo.calibrationSums(userId);
  const zero: CalibrationSums = { samples: 0, estimateMinutes: 0, actualMinutes: 0 };
  let overall = zero;
  const bySize = new Map<string, CalibrationSums>();
  const byStrategy = new Map<string | null, CalibrationSums>();
  for (const row of rows) {
    overall = addSums(overall, row);
    bySize.set(row.size, addSums(bySize.get(row.size) ?? zero, row));
    byStrategy.set(row.strategyId, addSums(byStrategy.get(row.strategyId) ?? zero, row));
  }
  const names = await strategyNames(repo, userId, byStrategy.keys());
  return {
    overall: toFactor(overall),
    bySize: calibrationBuckets.map((b) => ({ size: b.key, ...toFactor(bySize.get(b.key) ?? zero) })),
    byStrategy: [...byStrategy]
      .map(([strategyId, sums]) => ({
        strategyId,
        name: strategyId === null ? null : (names.get(strategyId)?.name ?? null),
        color: strategyId === null ? null : (names.get(strategyId)?.color ?? null),
        ...toFactor(sums),
      }))
      .sort((a, b) => b.samples - a.samples),
  };
}

export function analyticsService({ db, kind, clock }: { db: Db; kind: DbKind; clock: Clock }) {
  // Per (user, what, local day, zone), valid for the user's change counter.
  const cache = seqCache({ name: 'analytics', maxEntries: 2000, maxBytes: 32 * 1024 * 1024 });
  const repo = analyticsRepo(db, kind);
  const days = analyticsDaysRepo(db, kind);

  async function serialised(
    userId: string,
    key: string,
    ifNoneMatch: string | undefined,
    build: () => Promise<unknown>,
  ): Promise<Serialised> {
    const seq = await currentSeq(db, userId);
    const etag = `W/"${seq}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
    if (ifNoneMatch === etag) return { etag, json: null };
    const cached = cache.get(key, seq);
    if (cached) return { etag, json: cached };
    const json = Buffer.from(JSON.stringify(await build()));
    cache.set(key, seq, json);
    return { etag, json };
  }

  return {
    charts(user: AuthedUser, range: AnalyticsRange, ifNoneMatch?: string): Promise<Serialised> {
      const now = clock.now();
      const timeZone = zoneOf(user);
      const today = localDayOf(now, timeZone);
      const key = `${user.id}|charts|${range}|${today}|${timeZone}`;
      return serialised(user.id, key, ifNoneMatch, () =>
        buildCharts(repo, days, user.id, range, today, timeZone, now.getTime()),
      );
    },

    calibration(user: AuthedUser, ifNoneMatch?: string): Promise<Serialised> {
      return serialised(user.id, `${user.id}|calibration`, ifNoneMatch, () =>
        buildCalibration(repo, user.id),
      );
    },

    /** Not cached: a running clock grows by the minute. */
    async today(user: AuthedUser): Promise<TodayStatsDto> {
      const now = clock.now();
      const timeZone = zoneOf(user);
      const today = localDayOf(now, timeZone);
      const startMs = zonedInstant(today, '00:00', timeZone);
      const figures = await repo.today(user.id, new Date(startMs).toISOString());
      let seconds = figures.seconds;
      for (const since of figures.runningSince) {
        const from = Math.max(Date.parse(since), startMs);
        if (Number.isFinite(from)) seconds += Math.max(0, Math.floor((now.getTime() - from) / 1000));
      }
      return {
        today,
        completed: figures.completed,
        pomodoroMinutes: figures.pomodoroMinutes,
        clockMinutes: minutes(seconds),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
