// Rules of progress (issue 10): the game summary read from the ledger in the user's time zone (kept
// per user's change counter and day, so a repeated read costs one indexed lookup), the opt-out switch,
// and the finished Pomodoro work sessions the web timer reports (each earns its XP once).
import { randomUUID } from 'node:crypto';
import { localDay } from '@nova/core/ai/dates';
import type {
  CreatePomodoroSessionBody,
  PomodoroSessionDto,
  ProgressDto,
  ProgressSettingsBody,
} from '@nova/core/contracts/progress';
import { achievementStates, factsOf } from '@nova/core/domain/achievements';
import { summaryOf } from '@nova/core/domain/progress';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import { currentSeq } from '../../db/sync-seq.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { seqCache } from '../../lib/seq-cache.ts';
import { taskRepo } from '../tasks/task.repo.ts';
import { pomodoroRepo } from './pomodoro.repo.ts';
import { progressRepo } from './progress.repo.ts';
import { PROGRESS_CHANGED, recordPomodoro } from './progress-ledger.ts';
import { progressSettingsRepo } from './progress-settings.repo.ts';

/** A reported session may end this far in the future (clocks of devices differ). */
const CLOCK_SKEW_MS = 60_000;
/** A work session longer than this (pauses included) is not one Pomodoro. */
const SESSION_SPAN_MAX_MS = 24 * 60 * 60 * 1000;

export type ProgressServiceDeps = {
  db: Db;
  ops: Operations;
  clock: Clock;
  timeZoneOf: (userId: string) => Promise<string>;
};

const invalid = (path: string, message: string) =>
  new DomainError('validation_failed', message, { details: [{ path, message }] });

/** The summary as of `today`, read inside `db` (a transaction or the pool). */
export async function readProgress(db: Db, userId: string, today: string): Promise<ProgressDto> {
  const repo = progressRepo(db);
  const [tallies, unlocked, enabled] = await Promise.all([
    repo.tallies(userId),
    repo.unlocked(userId),
    progressSettingsRepo(db).enabled(userId),
  ]);
  const summary = summaryOf(tallies, today);
  return {
    enabled,
    xp: summary.xp,
    level: summary.level,
    intoLevel: summary.intoLevel,
    forNext: summary.forNext,
    weekXp: summary.weekXp,
    streak: summary.streak,
    achievements: achievementStates(factsOf(tallies, today)).map(({ key, progress, goal }) => ({
      key,
      unlockedAt: unlocked.get(key) ?? null,
      progress,
      goal,
    })),
  };
}

export function progressService({ db, ops, clock, timeZoneOf }: ProgressServiceDeps) {
  const todayOf = async (userId: string) => localDay(clock.now(), await timeZoneOf(userId));
  const cache = seqCache({ name: 'progress', maxEntries: 5000, maxBytes: 16 * 1024 * 1024 });

  /** The user's summary, built again only when something of theirs changed or the day turned. */
  async function get(userId: string): Promise<ProgressDto> {
    const [seq, today] = await Promise.all([currentSeq(db, userId), todayOf(userId)]);
    const key = `${userId}|${today}`;
    const cached = cache.get(key, seq);
    if (cached) return JSON.parse(cached.toString('utf8')) as ProgressDto;
    const progress = await readProgress(db, userId, today);
    cache.set(key, seq, Buffer.from(JSON.stringify(progress)));
    return progress;
  }

  async function setEnabled(
    userId: string,
    body: ProgressSettingsBody,
  ): Promise<OperationOutcome<ProgressDto>> {
    const today = await todayOf(userId);
    return ops.run(userId, body.opId, async (ctx) => {
      const settings = progressSettingsRepo(ctx.trx);
      if ((await settings.enabled(userId)) !== body.enabled) {
        await settings.setEnabled(userId, body.enabled, ctx.now);
        // Moves the change counter: cached summaries (which carry `enabled`) are rebuilt.
        await ctx.seq();
        return {
          status: 200,
          body: await readProgress(ctx.trx, userId, today),
          events: [{ type: PROGRESS_CHANGED, ids: [] }],
        };
      }
      return { status: 200, body: await readProgress(ctx.trx, userId, today) };
    });
  }

  function checkTimes(body: CreatePomodoroSessionBody, now: number): { startedAt: string; endedAt: string } {
    const started = Date.parse(body.startedAt);
    const ended = Date.parse(body.endedAt);
    if (ended <= started) throw invalid('endedAt', 'The session must end after it started');
    if (ended > now + CLOCK_SKEW_MS) throw invalid('endedAt', 'The session cannot end in the future');
    if (ended - started > SESSION_SPAN_MAX_MS) throw invalid('startedAt', 'A session lasts at most a day');
    return { startedAt: new Date(started).toISOString(), endedAt: new Date(ended).toISOString() };
  }

  function createPomodoro(
    userId: string,
    body: CreatePomodoroSessionBody,
  ): Promise<OperationOutcome<PomodoroSessionDto>> {
    const times = checkTimes(body, clock.now().getTime());
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const sessions = pomodoroRepo(ctx.trx);
        const id = body.id ?? randomUUID();
        if (body.id && (await sessions.idTaken(body.id)))
          throw new DomainError('conflict', 'This id is already in use: record the session with a new id');
        const taskId = body.taskId ?? null;
        if (taskId && !(await taskRepo(ctx.trx).findOwn(userId, taskId))) throw notFound('Task');
        const row = {
          id,
          user_id: userId,
          task_id: taskId,
          planned_minutes: body.plannedMinutes,
          started_at: times.startedAt,
          ended_at: times.endedAt,
        };
        await sessions.insertFinished(row, await ctx.seq(), ctx.now);
        const progress = await recordPomodoro(ctx, id, times.endedAt);
        return {
          status: 201,
          body: { id, taskId, plannedMinutes: body.plannedMinutes, ...times },
          events: [{ type: 'pomodoro.created', ids: [id] }, ...progress],
        };
      },
      { alwaysWrites: true },
    );
  }

  return { get, setEnabled, createPomodoro };
}

export type ProgressService = ReturnType<typeof progressService>;
