// Rules of review sessions (SPEC §3, §4): start a morning sync (every open task) or an evening review
// (today's completed and in-progress tasks), resume the open one from any device, record one decision
// per task in walking order, keep notes, finish. One open session per user and day: starting the same
// type again resumes it; another type, or a session left open on an earlier day, is closed unfinished
// (no progress for it). Every write is replay-safe through its op id and tells the user's other
// devices ("review.changed").
import { randomUUID } from 'node:crypto';
import { localDay } from '@nova/core/ai/dates';
import type {
  AdvanceReviewBody,
  OpenReviewDto,
  ReviewNotesBody,
  ReviewSessionDto,
  StartReviewBody,
} from '@nova/core/contracts/reviews';
import { effectiveIndex, isActionAllowed, reviewTaskIds } from '@nova/core/domain/review';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations, WriteContext } from '../../lib/operations.ts';
import { recordReviewFinished } from '../progress/progress-ledger.ts';
import {
  parseSessionData,
  parseTaskIds,
  reviewTypeOf,
  type SessionData,
  toReviewSession,
} from './review.presenter.ts';
import { type ReviewRow, reviewRepo } from './review.repo.ts';

const reviewNotFound = () => notFound('Review session');
const changed = (id: string) => [{ type: 'review.changed', ids: [id] }];
const DAY_MS = 86_400_000;

export type ReviewServiceDeps = {
  db: Db;
  ops: Operations;
  clock: Clock;
  /** The user's IANA time zone (UTC when unknown): it decides what "today" is. */
  timeZoneOf: (userId: string) => Promise<string>;
};

export function reviewService({ db, ops, clock, timeZoneOf }: ReviewServiceDeps) {
  async function present(
    trx: Db,
    userId: string,
    row: ReviewRow,
    timeZone: string,
  ): Promise<ReviewSessionDto> {
    const repo = reviewRepo(trx);
    const since = new Date(Date.parse(row.started_at) - 2 * DAY_MS).toISOString();
    const [tasks, microStepsDone] = await Promise.all([
      repo.tasks(userId, parseTaskIds(row.tasks_to_review)),
      repo.microStepsDoneSince(userId, since),
    ]);
    return toReviewSession(row, tasks, { timeZone, microStepsDone });
  }

  async function reload(ctx: WriteContext, id: string, timeZone: string): Promise<ReviewSessionDto> {
    const row = await reviewRepo(ctx.trx).findOwn(ctx.userId, id);
    if (!row) throw reviewNotFound();
    return present(ctx.trx, ctx.userId, row, timeZone);
  }

  /** The open session of `today`, or undefined; an open one of an earlier day does not count. */
  async function openOf(trx: Db, userId: string, today: string): Promise<ReviewRow | undefined> {
    const row = await reviewRepo(trx).findOpen(userId);
    if (!row) return undefined;
    return parseSessionData(row.session_data, row.started_at).day === today ? row : undefined;
  }

  async function open(userId: string): Promise<OpenReviewDto> {
    const timeZone = await timeZoneOf(userId);
    const row = await openOf(db, userId, localDay(clock.now(), timeZone));
    return { session: row ? await present(db, userId, row, timeZone) : null };
  }

  async function get(userId: string, id: string): Promise<ReviewSessionDto> {
    const row = await reviewRepo(db).findOwn(userId, id);
    if (!row) throw reviewNotFound();
    return present(db, userId, row, await timeZoneOf(userId));
  }

  /** Closes a session nobody will finish (another type started, or a new day): no progress for it. */
  async function abandon(ctx: WriteContext, row: ReviewRow): Promise<void> {
    const data = { ...parseSessionData(row.session_data, row.started_at), abandoned: true };
    await reviewRepo(ctx.trx).update(
      row.id,
      { completed: 1, completed_at: ctx.now, session_data: JSON.stringify(data) },
      await ctx.seq(),
      ctx.now,
    );
  }

  async function start(userId: string, body: StartReviewBody): Promise<OperationOutcome<ReviewSessionDto>> {
    const timeZone = await timeZoneOf(userId);
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = reviewRepo(ctx.trx);
      const today = localDay(new Date(ctx.now), timeZone);
      const current = await repo.findOpen(userId);
      if (current) {
        const day = parseSessionData(current.session_data, current.started_at).day;
        if (day === today && current.type === body.type)
          return { status: 200, body: await present(ctx.trx, userId, current, timeZone) };
        await abandon(ctx, current);
      }
      if (body.id && (await repo.idTaken(body.id)))
        throw new DomainError('conflict', 'This id is already in use: start the review with a new id');
      const since = new Date(Date.parse(ctx.now) - 2 * DAY_MS).toISOString();
      const candidates = (await repo.candidates(userId, since)).map((t) => ({
        ...t,
        completedDay: t.completed_at ? localDay(new Date(t.completed_at), timeZone) : null,
      }));
      const id = body.id ?? randomUUID();
      const data: SessionData = { day: today, reviewed_tasks: [], session_notes: '' };
      await repo.insert({
        id,
        userId,
        type: body.type,
        taskIds: reviewTaskIds(body.type, candidates, today),
        data: JSON.stringify(data),
        seq: await ctx.seq(),
        now: ctx.now,
      });
      return { status: 201, body: await reload(ctx, id, timeZone), events: changed(id) };
    });
  }

  /** The session, checked to be the user's and still open. */
  async function openSession(ctx: WriteContext, id: string): Promise<ReviewRow> {
    const row = await reviewRepo(ctx.trx).findOwn(ctx.userId, id);
    if (!row) throw reviewNotFound();
    if (row.completed === 1) throw new DomainError('conflict', 'This review is already finished');
    return row;
  }

  function assertAction(row: ReviewRow, body: AdvanceReviewBody, today: string): void {
    const type = reviewTypeOf(row.type);
    const invalid = (path: string, message: string) =>
      new DomainError('validation_failed', `${path}: ${message}`, { details: [{ path, message }] });
    if (!isActionAllowed(type, body.action))
      throw invalid('body.action', `“${body.action}” is not a step of a ${type} review`);
    if (body.action === 'reschedule') {
      if (!body.date) throw invalid('body.date', 'A reschedule needs the new day');
      if (body.date < today) throw invalid('body.date', `Must be ${today} or later`);
    } else if (body.date !== undefined) {
      throw invalid('body.date', 'Only a reschedule takes a day');
    }
  }

  async function advance(
    userId: string,
    id: string,
    body: AdvanceReviewBody,
  ): Promise<OperationOutcome<ReviewSessionDto>> {
    const timeZone = await timeZoneOf(userId);
    return ops.run(userId, body.opId, async (ctx) => {
      const row = await openSession(ctx, id);
      assertAction(row, body, localDay(new Date(ctx.now), timeZone));
      const session = await present(ctx.trx, userId, row, timeZone);
      const current = session.tasks[session.currentIndex];
      if (!current) throw new DomainError('conflict', 'Every task of this review has been reviewed');
      if (current.id !== body.taskId)
        throw new DomainError('conflict', 'This task is not the current one of the review: reload it');
      const data = parseSessionData(row.session_data, row.started_at);
      data.reviewed_tasks.push({
        task_id: current.id,
        action: body.action,
        date: body.date ?? null,
        at: ctx.now,
      });
      await reviewRepo(ctx.trx).update(
        id,
        {
          current_task_index: effectiveIndex(session.tasks, session.currentIndex + 1),
          session_data: JSON.stringify(data),
        },
        await ctx.seq(),
        ctx.now,
      );
      return { status: 200, body: await reload(ctx, id, timeZone), events: changed(id) };
    });
  }

  async function setNotes(
    userId: string,
    id: string,
    body: ReviewNotesBody,
  ): Promise<OperationOutcome<ReviewSessionDto>> {
    const timeZone = await timeZoneOf(userId);
    return ops.run(userId, body.opId, async (ctx) => {
      const row = await openSession(ctx, id);
      const data = parseSessionData(row.session_data, row.started_at);
      if (data.session_notes === body.notes)
        return { status: 200, body: await present(ctx.trx, userId, row, timeZone) };
      data.session_notes = body.notes;
      await reviewRepo(ctx.trx).update(id, { session_data: JSON.stringify(data) }, await ctx.seq(), ctx.now);
      return { status: 200, body: await reload(ctx, id, timeZone), events: changed(id) };
    });
  }

  async function finish(
    userId: string,
    id: string,
    opId: string | undefined,
  ): Promise<OperationOutcome<ReviewSessionDto>> {
    const timeZone = await timeZoneOf(userId);
    return ops.run(userId, opId, async (ctx) => {
      const repo = reviewRepo(ctx.trx);
      const row = await repo.findOwn(userId, id);
      if (!row) throw reviewNotFound();
      // Finishing twice (two devices, a resent request) changes nothing and awards nothing again.
      if (row.completed === 1) return { status: 200, body: await present(ctx.trx, userId, row, timeZone) };
      await repo.update(id, { completed: 1, completed_at: ctx.now }, await ctx.seq(), ctx.now);
      // One award per session (the ledger keys it by the session id), in this transaction.
      const progress = await recordReviewFinished(ctx, id);
      return { status: 200, body: await reload(ctx, id, timeZone), events: [...changed(id), ...progress] };
    });
  }

  return { open, get, start, advance, setNotes, finish };
}

export type ReviewService = ReturnType<typeof reviewService>;
