// Rules of habits: create, change, archive, delete, and check-ins by day in the user's time zone
// (today or up to a week back, for people who forget, which can move the habit's first day back; a count for targets, 0 undoes; a freeze keeps
// the streak). Every write is replay-safe through its op id and tells the user's other devices.
import { createHash, randomUUID } from 'node:crypto';
import { addDays, localDay } from '@nova/core/ai/dates';
import type { CheckInBody, CreateHabitBody, HabitDto, UpdateHabitBody } from '@nova/core/contracts/habits';
import { HABIT_TARGET_MAX } from '@nova/core/contracts/habits';
import { DEFAULT_REST_DAYS_PER_WEEK } from '@nova/core/domain/habits';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import { currentSeq } from '../../db/sync-seq.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations, WriteContext } from '../../lib/operations.ts';
import { seqCache } from '../../lib/seq-cache.ts';
import { recordHabitCheckIn } from '../progress/progress-ledger.ts';
import { strategyRepo } from '../strategies/strategy.repo.ts';
import { scheduleColumns, startDayOf, toHabit } from './habit.presenter.ts';
import { type CheckInRow, type HabitPatch, type HabitRow, habitRepo } from './habit.repo.ts';

/** How far back a check-in may go: a forgotten day this week, not a rewritten history. */
export const CHECK_IN_DAYS_BACK = 7;

const habitNotFound = () => notFound('Habit');
const changed = (id: string) => [{ type: 'habit.changed', ids: [id] }];

export type HabitServiceDeps = {
  db: Db;
  ops: Operations;
  clock: Clock;
  /** The user's IANA time zone (UTC when unknown): it decides what "today" is. */
  timeZoneOf: (userId: string) => Promise<string>;
};

export function habitService({ db, ops, clock, timeZoneOf }: HabitServiceDeps) {
  const todayOf = async (userId: string) => localDay(clock.now(), await timeZoneOf(userId));
  // The list per (user, archived, today), valid for the user's change counter: building it reads a
  // year of check-ins and every habit's streaks; serving it again costs one indexed read.
  const cache = seqCache({ name: 'habit-lists', maxEntries: 2000, maxBytes: 32 * 1024 * 1024 });

  async function present(trx: Db, userId: string, rows: HabitRow[], today: string): Promise<HabitDto[]> {
    const from = rows.map(startDayOf).sort()[0] ?? today;
    const checkIns = await habitRepo(trx).checkIns(
      userId,
      rows.map((r) => r.id),
      from,
    );
    const byHabit = new Map<string, CheckInRow[]>();
    for (const c of checkIns) {
      const list = byHabit.get(c.habit_id);
      if (list) list.push(c);
      else byHabit.set(c.habit_id, [c]);
    }
    return rows.map((row) => toHabit(row, byHabit.get(row.id) ?? [], today));
  }

  async function presentOne(trx: Db, userId: string, id: string, today: string): Promise<HabitDto> {
    const row = await habitRepo(trx).findOwn(userId, id);
    if (!row) throw habitNotFound();
    const [habit] = await present(trx, userId, [row], today);
    if (!habit) throw habitNotFound();
    return habit;
  }

  async function assertStrategy(ctx: WriteContext, strategyId: string | null | undefined): Promise<void> {
    if (strategyId && !(await strategyRepo(ctx.trx).exists(ctx.userId, strategyId)))
      throw notFound('Strategy');
  }

  function patchOf(body: UpdateHabitBody, now: string): HabitPatch {
    const patch: HabitPatch = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.description !== undefined) patch.description = body.description;
    if (body.icon !== undefined) patch.icon = body.icon;
    if (body.color !== undefined) patch.color = body.color;
    if (body.strategyId !== undefined) patch.strategy_id = body.strategyId;
    if (body.schedule !== undefined) Object.assign(patch, scheduleColumns(body.schedule));
    if (body.target !== undefined) patch.target_per_period = body.target;
    if (body.timeOfDay !== undefined) patch.time_of_day = body.timeOfDay;
    if (body.reminderTime !== undefined) patch.reminder_time = body.reminderTime;
    if (body.restDaysPerWeek !== undefined) patch.rest_days_per_week = body.restDaysPerWeek;
    if (body.startDate !== undefined) patch.start_date = body.startDate;
    if (body.archived !== undefined) patch.archived_at = body.archived ? now : null;
    return patch;
  }

  async function list(userId: string, archived = false): Promise<{ habits: HabitDto[]; today: string }> {
    const today = await todayOf(userId);
    const rows = await habitRepo(db).list(userId, archived);
    return { habits: await present(db, userId, rows, today), today };
  }

  /**
   * The list as JSON with its ETag (weak: the counter and the key), from the cache while nothing of
   * the user changed and the day is the same; `notModified` when the client already has it.
   */
  async function listSerialised(
    userId: string,
    archived: boolean,
    ifNoneMatch: string | undefined,
  ): Promise<{ etag: string; json: Buffer | null }> {
    const [seq, today] = await Promise.all([currentSeq(db, userId), todayOf(userId)]);
    const key = `${userId}|${archived ? 'archived' : 'active'}|${today}`;
    const etag = `W/"${seq}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
    if (ifNoneMatch === etag) return { etag, json: null };
    const cached = cache.get(key, seq);
    if (cached) return { etag, json: cached };
    const rows = await habitRepo(db).list(userId, archived);
    const json = Buffer.from(JSON.stringify({ habits: await present(db, userId, rows, today), today }));
    cache.set(key, seq, json);
    return { etag, json };
  }

  async function create(userId: string, body: CreateHabitBody): Promise<OperationOutcome<HabitDto>> {
    const today = await todayOf(userId);
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = habitRepo(ctx.trx);
        if (body.id && (await repo.idTaken(body.id)))
          throw new DomainError('conflict', 'This id is already in use: create the habit with a new id');
        await assertStrategy(ctx, body.strategyId);
        const id = body.id ?? randomUUID();
        await repo.insert({
          id,
          user_id: userId,
          name: body.name,
          seq: await ctx.seq(),
          created_at: ctx.now,
          updated_at: ctx.now,
          position: await repo.nextPosition(userId),
          start_date: body.startDate ?? today,
          patch: {
            ...patchOf({ ...body, startDate: undefined }, ctx.now),
            ...scheduleColumns(body.schedule ?? { kind: 'daily' }),
            rest_days_per_week: body.restDaysPerWeek ?? DEFAULT_REST_DAYS_PER_WEEK,
          },
        });
        return { status: 201, body: await presentOne(ctx.trx, userId, id, today), events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  async function update(
    userId: string,
    id: string,
    body: UpdateHabitBody,
  ): Promise<OperationOutcome<HabitDto>> {
    const today = await todayOf(userId);
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = habitRepo(ctx.trx);
      if (!(await repo.findOwn(userId, id))) throw habitNotFound();
      await assertStrategy(ctx, body.strategyId);
      const patch = patchOf(body, ctx.now);
      if (Object.keys(patch).length === 0)
        return { status: 200, body: await presentOne(ctx.trx, userId, id, today) };
      await repo.update(id, patch, await ctx.seq(), ctx.now);
      return { status: 200, body: await presentOne(ctx.trx, userId, id, today), events: changed(id) };
    });
  }

  function remove(userId: string, id: string, opId: string | undefined): Promise<OperationOutcome<null>> {
    return ops.run(
      userId,
      opId,
      async (ctx) => {
        const repo = habitRepo(ctx.trx);
        if (!(await repo.findOwn(userId, id))) throw habitNotFound();
        await repo.softDelete(id, await ctx.seq(), ctx.now);
        return { status: 204, body: null, events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  async function checkIn(userId: string, id: string, body: CheckInBody): Promise<OperationOutcome<HabitDto>> {
    const today = await todayOf(userId);
    if (body.day > today || body.day < addDays(today, -CHECK_IN_DAYS_BACK)) {
      throw new DomainError('validation_failed', 'Check in for today or a day of the past week', {
        details: [
          { path: 'day', message: `Must be between ${addDays(today, -CHECK_IN_DAYS_BACK)} and ${today}` },
        ],
      });
    }
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = habitRepo(ctx.trx);
      const habit = await repo.findOwn(userId, id);
      if (!habit) throw habitNotFound();
      // Done before the habit was added ("I already walked yesterday"): the habit starts that day.
      if (body.day < startDayOf(habit))
        await repo.update(id, { start_date: body.day }, await ctx.seq(), ctx.now);
      const [current] = await repo.checkIns(userId, [id], body.day);
      const same = current?.day === body.day ? current : undefined;
      const previous = same?.count ?? 0;
      const count =
        body.count ?? (body.frozen === undefined ? Math.min(HABIT_TARGET_MAX, previous + 1) : previous);
      const frozen = body.frozen ?? same?.frozen === 1;
      if (same && same.count === count && (same.frozen === 1) === frozen)
        return { status: 200, body: await presentOne(ctx.trx, userId, id, today) };
      await repo.setDay(userId, id, body.day, { id: randomUUID(), count, frozen }, await ctx.seq(), ctx.now);
      // XP once per habit and day while the day counts; undone to 0, it is taken back.
      const progress = await recordHabitCheckIn(ctx, id, body.day, count > 0);
      return {
        status: 200,
        body: await presentOne(ctx.trx, userId, id, today),
        events: [...changed(id), ...progress],
      };
    });
  }

  return { list, listSerialised, create, update, remove, checkIn };
}

export type HabitService = ReturnType<typeof habitService>;
