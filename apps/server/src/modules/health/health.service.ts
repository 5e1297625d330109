// Rules of the health and sport check-in: one private entry per day in the user's time zone, for
// today or a forgotten day of the past week; values change one by one (null clears one, a day left
// empty is removed); the overview with the 7-day trend; deleting a day or everything. Writes are
// replay-safe through their op id and tell the user's other devices ("health.changed").
import { randomUUID } from 'node:crypto';
import { addDays, localDay } from '@nova/core/ai/dates';
import type {
  HealthCheckInDto,
  HealthCheckInResult,
  HealthOverview,
  PutHealthCheckInBody,
} from '@nova/core/contracts/health';
import { HEALTH_DAYS_BACK, healthTrend, isEmptyCheckIn } from '@nova/core/domain/health';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { type HealthRow, type HealthValuesRow, healthRepo } from './health.repo.ts';

const DEFAULT_HISTORY_DAYS = 30;
const changed = (day: string) => [{ type: 'health.changed', ids: [day] }];

export function toCheckIn(row: HealthRow): HealthCheckInDto {
  return {
    day: row.day,
    energy: row.energy,
    mood: row.mood,
    sleepHours: row.sleep_minutes === null ? null : row.sleep_minutes / 60,
    movementMinutes: row.movement_minutes,
    updatedAt: row.updated_at,
  };
}

function merged(current: HealthRow | undefined, body: PutHealthCheckInBody): HealthValuesRow {
  const pick = <T>(value: T | null | undefined, previous: T | null): T | null =>
    value === undefined ? previous : value;
  return {
    energy: pick(body.energy, current?.energy ?? null),
    mood: pick(body.mood, current?.mood ?? null),
    sleep_minutes: pick(
      body.sleepHours === undefined || body.sleepHours === null
        ? body.sleepHours
        : Math.round(body.sleepHours * 60),
      current?.sleep_minutes ?? null,
    ),
    movement_minutes: pick(body.movementMinutes, current?.movement_minutes ?? null),
  };
}

export type HealthServiceDeps = {
  db: Db;
  ops: Operations;
  clock: Clock;
  /** The user's IANA time zone (UTC when unknown): it decides what "today" is. */
  timeZoneOf: (userId: string) => Promise<string>;
};

export function healthService({ db, ops, clock, timeZoneOf }: HealthServiceDeps) {
  const todayOf = async (userId: string) => localDay(clock.now(), await timeZoneOf(userId));

  async function overview(userId: string, days = DEFAULT_HISTORY_DAYS): Promise<HealthOverview> {
    const today = await todayOf(userId);
    const from = addDays(today, -(Math.max(days, 7) - 1));
    const rows = await healthRepo(db).list(userId, from, today);
    const history = rows.map(toCheckIn);
    const todayRow = history.find((c) => c.day === today) ?? null;
    const { days: trendDays, averages, checkedInDays } = healthTrend(history, today);
    return {
      today,
      todayCheckIn: todayRow,
      trend: { days: trendDays, averages, checkedInDays },
      history: history.filter((c) => c.day >= addDays(today, -(days - 1))),
    };
  }

  async function assertDay(userId: string, day: string): Promise<void> {
    const today = await todayOf(userId);
    const earliest = addDays(today, -HEALTH_DAYS_BACK);
    if (day > today || day < earliest) {
      throw new DomainError('validation_failed', 'Check in for today or a day of the past week', {
        details: [{ path: 'params.day', message: `Must be between ${earliest} and ${today}` }],
      });
    }
  }

  async function put(
    userId: string,
    day: string,
    body: PutHealthCheckInBody,
  ): Promise<OperationOutcome<HealthCheckInResult>> {
    await assertDay(userId, day);
    return ops.run<HealthCheckInResult>(userId, body.opId, async (ctx) => {
      const repo = healthRepo(ctx.trx);
      const current = await repo.find(userId, day);
      const values = merged(current, body);
      const same =
        current !== undefined &&
        current.energy === values.energy &&
        current.mood === values.mood &&
        current.sleep_minutes === values.sleep_minutes &&
        current.movement_minutes === values.movement_minutes;
      if (same) return { status: 200, body: { checkIn: toCheckIn(current) } };
      const empty = isEmptyCheckIn({
        energy: values.energy,
        mood: values.mood,
        sleepHours: values.sleep_minutes,
        movementMinutes: values.movement_minutes,
      });
      if (empty) {
        if (!current) return { status: 200, body: { checkIn: null } };
        await ctx.seq();
        await repo.remove(userId, day);
        return { status: 200, body: { checkIn: null }, events: changed(day) };
      }
      await repo.upsert({ id: randomUUID(), userId, day, values, seq: await ctx.seq(), now: ctx.now });
      const row = await repo.find(userId, day);
      if (!row) throw notFound('Check-in');
      return { status: 200, body: { checkIn: toCheckIn(row) }, events: changed(day) };
    });
  }

  function remove(userId: string, day: string, opId: string | undefined): Promise<OperationOutcome<null>> {
    return ops.run(userId, opId, async (ctx) => {
      if (!(await healthRepo(ctx.trx).remove(userId, day))) throw notFound('Check-in');
      await ctx.seq();
      return { status: 204, body: null, events: changed(day) };
    });
  }

  function removeAll(
    userId: string,
    opId: string | undefined,
  ): Promise<OperationOutcome<{ deleted: number }>> {
    return ops.run(userId, opId, async (ctx) => {
      const deleted = await healthRepo(ctx.trx).removeAll(userId);
      if (deleted === 0) return { status: 200, body: { deleted } };
      await ctx.seq();
      return { status: 200, body: { deleted }, events: [{ type: 'health.changed', ids: [] }] };
    });
  }

  return { overview, put, remove, removeAll };
}

export type HealthService = ReturnType<typeof healthService>;
