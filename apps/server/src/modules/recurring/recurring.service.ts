// Rules of recurring task templates: create, change (future occurrences only), pause and resume (the
// paused days are not caught up), skip the next occurrence, delete. Tasks are created by the
// generation pass (generator.ts), never here. Every write is replay-safe through its op id, and tells
// the user's other devices with `recurring.changed`.
import { randomUUID } from 'node:crypto';
import { addDays, localDay } from '@nova/core/ai/dates';
import { DEFAULT_CATEGORY } from '@nova/core/ai/limits';
import type {
  CreateRecurringTaskTemplateBody,
  RecurringPatternBody,
  RecurringTaskTemplateDto,
  UpdateRecurringTaskTemplateBody,
} from '@nova/core/contracts/recurring';
import { fireClock, isOccurrence, zonedInstant } from '@nova/core/domain/recurrence';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations, WriteContext } from '../../lib/operations.ts';
import { strategyRepo } from '../strategies/strategy.repo.ts';
import { tagRepo } from '../tags/tag.repo.ts';
import { nextOccurrenceOf, stateOf, toRecurringTemplate } from './recurring.presenter.ts';
import { recurringTemplateRepo, type TemplatePatch, type TemplateRow } from './recurring.repo.ts';

const templateNotFound = () => notFound('Recurring template');
const changed = (id: string) => [{ type: 'recurring.changed', ids: [id] }];
const invalid = (path: string, message: string) =>
  new DomainError('validation_failed', `${path}: ${message}`, { details: [{ path, message }] });

export type RecurringServiceDeps = {
  db: Db;
  ops: Operations;
  clock: Clock;
  /** The user's IANA time zone (UTC when unknown): occurrences are days where the user lives. */
  timeZoneOf: (userId: string) => Promise<string>;
};

/** What the body's schema cannot say alone: a weekly pattern needs days, a custom one an interval. */
function checkPattern(p: RecurringPatternBody | undefined): void {
  if (p?.type === 'weekly' && !p.daysOfWeek?.length)
    throw invalid('body.pattern.daysOfWeek', 'a weekly pattern needs at least one day');
  if (p?.type === 'custom' && !p.interval)
    throw invalid('body.pattern.interval', 'a custom pattern needs an interval');
}

/** Weekdays sorted without repeats, and only the fields the pattern's type uses. */
function patternColumns(
  p: RecurringPatternBody,
): TemplatePatch & { pattern_type: TemplateRow['pattern_type'] } {
  return {
    pattern_type: p.type,
    time_of_day: p.timeOfDay ?? null,
    days_of_week: JSON.stringify(p.type === 'weekly' ? [...new Set(p.daysOfWeek)].sort() : []),
    interval_days: p.type === 'custom' ? (p.interval ?? null) : null,
  };
}

/** The body's fields as columns (schedule fields included; the caller decides what they reset). */
function patchOf(body: UpdateRecurringTaskTemplateBody): TemplatePatch {
  const patch: TemplatePatch = {};
  if (body.title !== undefined) patch.title = body.title;
  if (body.description !== undefined) patch.description = body.description;
  if (body.category !== undefined) patch.category = body.category;
  if (body.estimatedDuration !== undefined) patch.estimated_duration = body.estimatedDuration;
  if (body.importance !== undefined) patch.importance = body.importance;
  if (body.urgency !== undefined) patch.urgency = body.urgency;
  if (body.strategyId !== undefined) patch.strategy_id = body.strategyId;
  if (body.tagIds !== undefined) patch.tag_ids = JSON.stringify([...new Set(body.tagIds)]);
  if (body.pattern !== undefined) Object.assign(patch, patternColumns(body.pattern));
  if (body.time !== undefined) patch.start_time = body.time;
  if (body.startDate !== undefined) patch.start_date = body.startDate;
  if (body.endDate !== undefined) patch.end_date = body.endDate;
  if (body.maxCount !== undefined) patch.max_count = body.maxCount;
  return patch;
}

const scheduleFields = ['pattern', 'time', 'startDate', 'endDate'] as const;

/**
 * The day through which a changed (or resumed) template counts as handled, so a change applies from
 * now on: today when the new rule's occurrence today has already fired (it is not created after the
 * fact), else yesterday. Never moves the day back.
 */
export function handledFloor(row: TemplateRow, timeZone: string, now: Date): string | null {
  const state = stateOf(row, timeZone);
  const today = localDay(now, timeZone);
  const firedToday =
    isOccurrence(state, today) &&
    zonedInstant(today, fireClock(state.time, state.timeOfDay), timeZone) <= now.getTime();
  let floor = firedToday ? today : addDays(today, -1);
  if (floor < addDays(state.startDate, -1)) floor = addDays(state.startDate, -1);
  const last = state.lastHandledDay;
  if (last !== null && last > floor) return last;
  // Before the start date nothing was due: keep "nothing handled yet".
  return floor < state.startDate && last === null ? null : floor;
}

export function recurringService({ db, ops, clock, timeZoneOf }: RecurringServiceDeps) {
  async function present(trx: Db, userId: string, id: string, timeZone: string) {
    const row = await recurringTemplateRepo(trx).findOwn(userId, id);
    if (!row) throw templateNotFound();
    return toRecurringTemplate(row, timeZone, clock.now());
  }

  async function assertRefs(
    ctx: WriteContext,
    refs: { strategyId?: string | null | undefined; tagIds?: readonly string[] | undefined },
  ): Promise<void> {
    if (refs.strategyId && !(await strategyRepo(ctx.trx).exists(ctx.userId, refs.strategyId)))
      throw notFound('Strategy');
    if (refs.tagIds?.length) {
      const own = await tagRepo(ctx.trx).ownIds(ctx.userId, refs.tagIds);
      if (refs.tagIds.some((id) => !own.has(id))) throw notFound('Tag');
    }
  }

  function checkDates(startDate: string, endDate: string | null): void {
    if (endDate !== null && endDate < startDate)
      throw invalid('body.endDate', 'the end date is before the start date');
  }

  async function list(userId: string): Promise<{ templates: RecurringTaskTemplateDto[] }> {
    const timeZone = await timeZoneOf(userId);
    const now = clock.now();
    const rows = await recurringTemplateRepo(db).list(userId);
    return { templates: rows.map((row) => toRecurringTemplate(row, timeZone, now)) };
  }

  async function get(userId: string, id: string): Promise<RecurringTaskTemplateDto> {
    return present(db, userId, id, await timeZoneOf(userId));
  }

  async function create(
    userId: string,
    body: CreateRecurringTaskTemplateBody,
  ): Promise<OperationOutcome<RecurringTaskTemplateDto>> {
    checkPattern(body.pattern);
    const timeZone = await timeZoneOf(userId);
    const today = localDay(clock.now(), timeZone);
    const startDate = body.startDate ?? today;
    checkDates(startDate, body.endDate ?? null);
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = recurringTemplateRepo(ctx.trx);
        if (body.id && (await repo.idTaken(body.id)))
          throw new DomainError('conflict', 'This id is already in use: create the template with a new id');
        await assertRefs(ctx, body);
        const id = body.id ?? randomUUID();
        await repo.insert({
          id,
          user_id: userId,
          title: body.title,
          pattern_type: body.pattern.type,
          seq: await ctx.seq(),
          created_at: ctx.now,
          updated_at: ctx.now,
          patch: {
            ...patchOf({ ...body, startDate }),
            category: body.category ?? DEFAULT_CATEGORY,
            // A start in the past begins today: the days before were never the user's to miss.
            last_generated_on: startDate < today ? addDays(today, -1) : null,
          },
        });
        return { status: 201, body: await present(ctx.trx, userId, id, timeZone), events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  async function update(
    userId: string,
    id: string,
    body: UpdateRecurringTaskTemplateBody,
  ): Promise<OperationOutcome<RecurringTaskTemplateDto>> {
    checkPattern(body.pattern);
    const timeZone = await timeZoneOf(userId);
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = recurringTemplateRepo(ctx.trx);
      const row = await repo.findOwn(userId, id);
      if (!row) throw templateNotFound();
      await assertRefs(ctx, body);
      const patch = patchOf(body);
      if (Object.keys(patch).length === 0)
        return { status: 200, body: toRecurringTemplate(row, timeZone, clock.now()) };
      const next: TemplateRow = { ...row, ...patch };
      const state = stateOf(next, timeZone);
      checkDates(state.startDate, state.endDate);
      if (scheduleFields.some((field) => body[field] !== undefined)) {
        // Future occurrences only: what the new rule would have made before now is not created.
        patch.last_generated_on = handledFloor(next, timeZone, clock.now());
        patch.next_fire_at = null;
      } else if (body.maxCount !== undefined) patch.next_fire_at = null;
      await repo.update(id, patch, await ctx.seq(), ctx.now);
      return { status: 200, body: await present(ctx.trx, userId, id, timeZone), events: changed(id) };
    });
  }

  /** Pause or resume; resuming starts from now (no catch-up of the paused days). */
  async function setPaused(
    userId: string,
    id: string,
    paused: boolean,
    opId: string | undefined,
  ): Promise<OperationOutcome<RecurringTaskTemplateDto>> {
    const timeZone = await timeZoneOf(userId);
    return ops.run(userId, opId, async (ctx) => {
      const repo = recurringTemplateRepo(ctx.trx);
      const row = await repo.findOwn(userId, id);
      if (!row) throw templateNotFound();
      if ((row.is_active === 0) === paused)
        return { status: 200, body: toRecurringTemplate(row, timeZone, clock.now()) };
      const patch: TemplatePatch = { is_active: paused ? 0 : 1, next_fire_at: null };
      if (!paused) patch.last_generated_on = handledFloor({ ...row, is_active: 1 }, timeZone, clock.now());
      await repo.update(id, patch, await ctx.seq(), ctx.now);
      return { status: 200, body: await present(ctx.trx, userId, id, timeZone), events: changed(id) };
    });
  }

  /** Marks the next occurrence skipped: the pass handles it without a task. */
  async function skipNext(
    userId: string,
    id: string,
    opId: string | undefined,
  ): Promise<OperationOutcome<RecurringTaskTemplateDto>> {
    const timeZone = await timeZoneOf(userId);
    return ops.run(userId, opId, async (ctx) => {
      const repo = recurringTemplateRepo(ctx.trx);
      const row = await repo.findOwn(userId, id);
      if (!row) throw templateNotFound();
      const state = stateOf(row, timeZone);
      const day = nextOccurrenceOf(state, localDay(clock.now(), timeZone));
      if (day === null) throw new DomainError('conflict', 'This template has no next occurrence to skip');
      const kept = state.skipDays.filter((d) => state.lastHandledDay === null || d > state.lastHandledDay);
      await repo.update(
        id,
        { skip_days: JSON.stringify([...kept, day].sort()), next_fire_at: null },
        await ctx.seq(),
        ctx.now,
      );
      return { status: 200, body: await present(ctx.trx, userId, id, timeZone), events: changed(id) };
    });
  }

  function remove(userId: string, id: string, opId: string | undefined): Promise<OperationOutcome<null>> {
    return ops.run(
      userId,
      opId,
      async (ctx) => {
        const repo = recurringTemplateRepo(ctx.trx);
        if (!(await repo.findOwn(userId, id))) throw templateNotFound();
        await repo.softDelete(id, await ctx.seq(), ctx.now);
        return { status: 204, body: null, events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  return {
    list,
    get,
    create,
    update,
    pause: (userId: string, id: string, opId?: string) => setPaused(userId, id, true, opId),
    resume: (userId: string, id: string, opId?: string) => setPaused(userId, id, false, opId),
    skipNext,
    remove,
  };
}

export type RecurringService = ReturnType<typeof recurringService>;
