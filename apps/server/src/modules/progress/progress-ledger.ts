// The progress ledger inside a write: the hooks the task, micro-step, habit and (later) review
// services call in their own transaction (WriteContext) when something worth XP happens or is undone.
//
// - An award is appended only when its (kind, source) has no standing award; a revocation only when it
//   has one. So a retried or resent operation (without an opId ops.run would catch) appends nothing,
//   and the fold (packages/core domain/progress.ts) would ignore a duplicate anyway.
// - Every row carries the operation's time and opId: the MVD award made by a task's completion is the
//   one that completion's reopen takes back (same cause), and a re-completion gives it back.
// - After the appends, achievements that became true are stored once (achievements' unique key) and
//   announced: `progress.changed` (refetch the summary) and `achievement.unlocked` (ids: the keys,
//   for the unlock toast).
import { randomUUID } from 'node:crypto';
import { localDay } from '@nova/core/ai/dates';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import { factsOf, newlyUnlocked } from '@nova/core/domain/achievements';
import type { ProgressKind } from '@nova/core/domain/progress';
import type { TaskStatus } from '@nova/core/domain/status';
import type { WriteContext } from '../../lib/operations.ts';
import { mvdRepo } from '../mvd/mvd.repo.ts';
import { type LedgerHead, progressRepo } from './progress.repo.ts';

export type ProgressEvents = Array<Omit<RealtimeEvent, 'version'>>;

export const PROGRESS_CHANGED = 'progress.changed';
export const ACHIEVEMENT_UNLOCKED = 'achievement.unlocked';

/** Two ledger rows written by the same operation. */
const sameCause = (a: LedgerHead, b: LedgerHead) => a.createdAt === b.createdAt && a.opId === b.opId;

export function progressLedger(ctx: WriteContext) {
  const repo = progressRepo(ctx.trx);
  let today: string | undefined;
  let awarded = false;
  let appended = false;

  async function todayOf(): Promise<string> {
    today ??= localDay(new Date(ctx.now), (await repo.timeZoneOf(ctx.userId)) ?? 'UTC');
    return today;
  }

  async function append(kind: ProgressKind, sourceId: string, revoked: boolean, day?: string) {
    await repo.append({
      userId: ctx.userId,
      kind,
      sourceId,
      day: day ?? (await todayOf()),
      revoked,
      opId: ctx.opId ?? null,
      now: ctx.now,
    });
    appended = true;
  }

  return {
    today: todayOf,
    head: (kind: ProgressKind, sourceId: string) => repo.head(ctx.userId, kind, sourceId),

    /** Awards `kind` for `sourceId` on `day` (default: today in the user's zone) unless it stands. */
    async award(kind: ProgressKind, sourceId: string, day?: string): Promise<boolean> {
      const head = await repo.head(ctx.userId, kind, sourceId);
      if (head && !head.revoked) return false;
      await append(kind, sourceId, false, day);
      awarded = true;
      return true;
    },

    /** Takes back the standing award of `kind` for `sourceId`; false when none stands. */
    async revoke(kind: ProgressKind, sourceId: string): Promise<boolean> {
      const head = await repo.head(ctx.userId, kind, sourceId);
      if (!head || head.revoked) return false;
      await append(kind, sourceId, true);
      return true;
    },

    /** Stores the achievements the appended awards unlocked; the realtime events to publish. */
    async settle(): Promise<ProgressEvents> {
      if (!appended) return [];
      const events: ProgressEvents = [{ type: PROGRESS_CHANGED, ids: [] }];
      if (!awarded) return events;
      const [tallies, unlocked] = await Promise.all([repo.tallies(ctx.userId), repo.unlocked(ctx.userId)]);
      const keys = newlyUnlocked(factsOf(tallies, await todayOf()), new Set(unlocked.keys()));
      if (keys.length > 0) {
        await repo.unlock(ctx.userId, keys, randomUUID, ctx.now);
        events.push({ type: ACHIEVEMENT_UNLOCKED, ids: keys });
      }
      return events;
    },
  };
}

export type ProgressLedger = ReturnType<typeof progressLedger>;

/**
 * A task's status changed from `from` to `to`: starting earns task_started (once per task, never
 * taken back: the start happened); completing earns task_completed, and the MVD award of the day when
 * this completion took the last task out of the minimum viable day (`leftMvd`: it was in it); a reopen
 * (completed -> anything else) takes back the completion and the MVD award it made.
 */
export async function recordTaskStatus(
  ctx: WriteContext,
  change: { taskId: string; from: TaskStatus; to: TaskStatus; leftMvd: boolean },
): Promise<ProgressEvents> {
  const { taskId, from, to } = change;
  const ledger = progressLedger(ctx);
  if (to === 'inProgress') await ledger.award('task_started', taskId);
  if (to === 'completed' && from !== 'completed') {
    const today = await ledger.today();
    const before = await ledger.head('task_completed', taskId);
    await ledger.award('task_completed', taskId);
    const mvdEmptied = change.leftMvd && (await mvdRepo(ctx.trx).taskIds(ctx.userId)).length === 0;
    const mvd = await ledger.head('mvd_completed', today);
    // Reopened today and completed again: its reopen took the day's MVD award back; this gives it back.
    const restores = before?.revoked === true && mvd?.revoked === true && sameCause(before, mvd);
    if (mvdEmptied || restores) await ledger.award('mvd_completed', today);
  }
  if (from === 'completed' && to !== 'completed') {
    const done = await ledger.head('task_completed', taskId);
    if (done && !done.revoked) {
      const mvd = await ledger.head('mvd_completed', done.day);
      if (mvd && !mvd.revoked && sameCause(done, mvd)) await ledger.revoke('mvd_completed', done.day);
      await ledger.revoke('task_completed', taskId);
    }
  }
  return ledger.settle();
}

/** A micro-step was ticked off (`done`) or unticked (its award is taken back). */
export async function recordMicroStep(
  ctx: WriteContext,
  microId: string,
  done: boolean,
): Promise<ProgressEvents> {
  const ledger = progressLedger(ctx);
  if (done) await ledger.award('micro_step_done', microId);
  else await ledger.revoke('micro_step_done', microId);
  return ledger.settle();
}

/**
 * A habit's check-in for `day` (in the user's zone) now counts (`counted`: count >= 1) or no longer
 * does (undone to 0). One award per habit and day, whatever the count; a freeze alone earns nothing.
 */
export async function recordHabitCheckIn(
  ctx: WriteContext,
  habitId: string,
  day: string,
  counted: boolean,
): Promise<ProgressEvents> {
  const ledger = progressLedger(ctx);
  const source = `${habitId}:${day}`;
  if (counted) await ledger.award('habit_checkin', source, day);
  else await ledger.revoke('habit_checkin', source);
  return ledger.settle();
}

/**
 * For the review sessions (morning sync, evening review): call inside the operation that marks the
 * session completed, with that session's id, and add the returned events to the operation's events:
 *
 *   const progress = await recordReviewFinished(ctx, session.id);
 *   return { status: 200, body, events: [...events, ...progress] };
 *
 * One award per session, however often it is finished again; the day is today in the user's zone.
 */
export async function recordReviewFinished(
  ctx: WriteContext,
  reviewSessionId: string,
): Promise<ProgressEvents> {
  const ledger = progressLedger(ctx);
  await ledger.award('review_finished', reviewSessionId);
  return ledger.settle();
}

/** A finished Pomodoro work session, on the day it ended in the user's zone. */
export async function recordPomodoro(
  ctx: WriteContext,
  sessionId: string,
  endedAt: string,
): Promise<ProgressEvents> {
  const ledger = progressLedger(ctx);
  const zone = (await progressRepo(ctx.trx).timeZoneOf(ctx.userId)) ?? 'UTC';
  await ledger.award('pomodoro_finished', sessionId, localDay(new Date(endedAt), zone));
  return ledger.settle();
}
