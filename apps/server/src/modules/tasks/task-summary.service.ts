// /app's summary of the account (GET /api/tasks/summary, issue 14): today's figures, the running and
// focus tasks, the head of the ranking, the MVD's tasks, the mentor's candidates and any rows asked for
// by id, so the screen never downloads a whole list to work them out. The rules are core's
// (domain/task-overview.ts): the open tasks' figures come from task_counts (kept by triggers, seconds
// included: migration 0020), the rest from a few indexed queries (task-summary.repo.ts).
//
// Like the list and the counts (task-list.service.ts): ETag `W/"<userSeq>-<hash of the user and the
// query>"`, 304 on a match after one indexed read, and the answer kept serialised per change counter,
// so it is built once per change of the user whoever asks. The counter is read before the rows.
import { createHash } from 'node:crypto';
import { addDays } from '@nova/core/ai/dates';
import {
  RANKED_MAX,
  STALE_DAYS,
  STALE_PAGE,
  type TaskOverview,
  type TaskSummaryQuery,
} from '@nova/core/contracts/task-summary';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { addStats, NO_STATS, statsOf, type TodayStats } from '@nova/core/domain/task-overview';
import { DomainError } from '@nova/core/errors';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { seqCache } from '../../lib/seq-cache.ts';
import { mvdRepo } from '../mvd/mvd.repo.ts';
import { toSummary } from './task.presenter.ts';
import { taskListRepo } from './task-list.repo.ts';
import { etagMatches, type ListOutcome } from './task-list.service.ts';
import { type StaleKey, taskSummaryRepo } from './task-summary.repo.ts';

const staleCursorSchema = z.tuple([z.literal('u'), z.string().min(1).max(40), z.string().min(1).max(64)]);

export function encodeStaleCursor(key: StaleKey): string {
  return Buffer.from(JSON.stringify(['u', key.updatedAt, key.id])).toString('base64url');
}

/** The cursor's key, or a 400 invalid_cursor. */
export function decodeStaleCursor(cursor: string): StaleKey {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = staleCursorSchema.safeParse(raw);
  if (!parsed.success) throw new DomainError('invalid_cursor', 'The cursor is not one this summary gave out');
  return { updatedAt: parsed.data[1], id: parsed.data[2] };
}

/**
 * The latest change a mentor candidate may have: a task is stale once unchanged for STALE_DAYS days
 * at the client's moment, and the client's `today` ends, in the westernmost zone (UTC-12), at noon UTC
 * of the next day; so every task stale at some moment of `today` anywhere was changed at this instant
 * or earlier. The client applies the exact rule to what this lets through.
 */
export function staleBefore(today: string): string {
  return `${addDays(today, 1 - STALE_DAYS)}T12:00:00.000Z`;
}

type Deps = { db: Db; clock: Clock; timeZoneOf: (userId: string) => Promise<string> };

export function taskSummaryService({ db, clock, timeZoneOf }: Deps) {
  const repo = taskSummaryRepo(db);
  const lists = taskListRepo(db);
  const mvd = mvdRepo(db);
  const cache = seqCache({ name: 'task-summary', maxEntries: 256, maxBytes: 8 * 1024 * 1024 });

  /** Today's figures: the open tasks' from task_counts, the completed ones' from today's completions. */
  async function statsFor(userId: string, today: string, timeZone: string): Promise<TodayStats> {
    // Every instant of `today` in any zone (UTC-12 to UTC+14) lies in this window.
    const from = `${addDays(today, -1)}T00:00:00.000Z`;
    const to = `${addDays(today, 2)}T00:00:00.000Z`;
    const [groups, done] = await Promise.all([
      repo.openGroups(userId),
      repo.completedBetween(userId, from, to),
    ]);
    let stats = NO_STATS;
    for (const group of groups) {
      // One row standing for the group (all open): its counts times n, its seconds already the sum.
      const one = statsOf(
        { status: group.status, startDate: group.day || null, totalTimeSpent: 0, updatedAt: '' },
        today,
        timeZone,
      );
      stats = addStats(stats, {
        open: one.open * group.n,
        dueToday: one.dueToday * group.n,
        doneToday: 0,
        secondsSpent: one.open === 1 ? group.seconds : 0,
      });
    }
    for (const row of done) {
      const part = statsOf(
        {
          status: 'completed',
          startDate: null,
          totalTimeSpent: row.total_time_spent,
          updatedAt: row.updated_at,
        },
        today,
        timeZone,
      );
      stats = addStats(stats, part);
    }
    return stats;
  }

  async function build(
    userId: string,
    seq: number,
    input: { today: string; timeZone: string; wanted: string[]; after: StaleKey | undefined },
  ): Promise<TaskOverview> {
    const [stats, running, ranked, untouched, mvdIds] = await Promise.all([
      statsFor(userId, input.today, input.timeZone),
      repo.running(userId),
      repo.ranked(userId, RANKED_MAX),
      repo.untouched(userId, staleBefore(input.today), input.after, STALE_PAGE + 1),
      mvd.taskIds(userId),
    ]);
    const stale = untouched.slice(0, STALE_PAGE);
    const lastStale = stale.at(-1);
    const staleNext =
      untouched.length > STALE_PAGE && lastStale
        ? encodeStaleCursor({ updatedAt: lastStale.updated_at, id: lastStale.id })
        : null;
    const focusId = running.task ?? ranked[0] ?? null;
    const named = [
      ...new Set([
        ...(running.any ? [running.any] : []),
        ...(focusId ? [focusId] : []),
        ...ranked,
        ...mvdIds,
        ...stale.map((r) => r.id),
        ...input.wanted,
      ]),
    ];
    const [rows, tags] = await Promise.all([repo.rows(userId, named), lists.tagIdsByTask(userId, named)]);
    const inMvd = new Set(mvdIds);
    const present = (id: string | null): TaskSummary | null => {
      const row = id === null ? undefined : rows.get(id);
      return row ? toSummary(row, tags.get(row.id) ?? [], inMvd.has(row.id)) : null;
    };
    const presentAll = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const task = present(id);
        return task ? [task] : [];
      });
    return {
      seq,
      stats,
      running: present(running.any),
      focus: present(focusId),
      ranked: presentAll(ranked),
      mvd: presentAll(mvdIds),
      stale: presentAll(stale.map((r) => r.id)),
      staleNext,
      tasks: presentAll(input.wanted),
    };
  }

  async function summary(
    userId: string,
    query: TaskSummaryQuery,
    ifNoneMatch?: string,
  ): Promise<ListOutcome> {
    const today = query.today ?? clock.now().toISOString().slice(0, 10);
    const timeZone = query.tz ?? (await timeZoneOf(userId));
    const wanted = query.ids ? [...new Set(query.ids.split(','))] : [];
    const after = query.staleAfter === undefined ? undefined : decodeStaleCursor(query.staleAfter);
    const state = await lists.syncState(userId);
    const key = [userId, 'summary', today, timeZone, wanted.join(','), query.staleAfter ?? ''].join('\u0001');
    const etag = `W/"${state.seq}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
    if (etagMatches(ifNoneMatch, etag)) return { notModified: true, etag };
    const json = await cache.getOrBuild(key, state.seq, async () =>
      Buffer.from(JSON.stringify(await build(userId, state.seq, { today, timeZone, wanted, after }))),
    );
    return { notModified: false, etag, json };
  }

  return { summary };
}

export type TaskSummaryService = ReturnType<typeof taskSummaryService>;
