// SQL of /app's summary (GET /api/tasks/summary): each question is one indexed query over a few rows
// whatever the account's size (migration 0020's partial indexes, whose expressions and conditions are
// spelled here exactly, with literals, so both planners use them), then the rows of the ids it found
// in one query. Every query names the user.
import { rankingStatusOrder } from '@nova/core/domain/ranking';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { microCounts, SUMMARY_COLUMNS, type SummaryRow } from './task-list.repo.ts';

/** Live open tasks (not ideas), as tasks_user_focus_idx and tasks_user_untouched_idx say. */
const openWork = sql<boolean>`t.deleted_at is null and t.status not in ('completed', 'cancelled') and t.type = 'task'`;

/** core's rankTasks order (ties on the last change: focusTask), as tasks_user_focus_idx spells it. */
const statusRank = sql.raw(
  `(case t.status ${rankingStatusOrder.map((s, i) => `when '${s}' then ${i}`).join(' ')} else ${rankingStatusOrder.length} end)`,
);
const rankOrder = sql`${statusRank}, (t.importance * t.urgency) desc, (coalesce(t.start_date, t.due_date) is null), coalesce(t.start_date, t.due_date), t.updated_at, t.id`;

/** Where a mentor candidate sits in the untouched order. */
export type StaleKey = { updatedAt: string; id: string };

/**
 * The index-served questions as queries (the repository runs them; the tests read their plans).
 */
export function taskSummaryQueries(db: Db, userId: string) {
  return {
    /** Completed tasks whose last change is in [from, to) (ISO instants). */
    completedBetween: (from: string, to: string) =>
      db
        .selectFrom('tasks as t')
        .select(['t.id', 't.updated_at', 't.total_time_spent'])
        .where('t.user_id', '=', userId)
        .where(sql<boolean>`t.deleted_at is null and t.status = 'completed'`)
        .where('t.updated_at', '>=', from)
        .where('t.updated_at', '<', to),
    /** The newest in progress (a task only with `taskOnly`). */
    running: (taskOnly: boolean) =>
      db
        .selectFrom('tasks as t')
        .select(['t.id', 't.type'])
        .where('t.user_id', '=', userId)
        .where(sql<boolean>`t.deleted_at is null and t.status = 'inProgress'`)
        .$if(taskOnly, (q) => q.where(sql<boolean>`t.type = 'task'`))
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(1),
    /** The head of the ranking. */
    ranked: (limit: number) =>
      db
        .selectFrom('tasks as t')
        .select('t.id')
        .where('t.user_id', '=', userId)
        .where(openWork)
        .orderBy(rankOrder)
        .limit(limit),
    /** Untouched longest first, changed at `before` or earlier, after `after`. */
    untouched: (before: string, after: StaleKey | undefined, limit: number) =>
      db
        .selectFrom('tasks as t')
        .select(['t.id', 't.updated_at'])
        .where('t.user_id', '=', userId)
        .where(openWork)
        .where('t.updated_at', '<=', before)
        .$if(after !== undefined, (q) =>
          q.where(sql<boolean>`(t.updated_at, t.id) > (${after?.updatedAt}, ${after?.id})`),
        )
        .orderBy('t.updated_at')
        .orderBy('t.id')
        .limit(limit),
  };
}

export function taskSummaryRepo(db: Db) {
  /** Ids only: the rows come together at the end (rows()). */
  const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((r) => r.id);

  return {
    /** The user's task_counts groups of open tasks: how many and their seconds per status and day. */
    async openGroups(userId: string) {
      const rows = await db
        .selectFrom('task_counts')
        .select(['status', 'day', 'n', 'seconds'])
        .where('user_id', '=', userId)
        .where(sql<boolean>`status not in ('completed', 'cancelled')`)
        .where('n', '<>', 0)
        .execute();
      return rows.map((r) => ({ status: r.status, day: r.day, n: Number(r.n), seconds: Number(r.seconds) }));
    },

    /** Completed tasks whose last change is in [from, to) (ISO instants). */
    completedBetween: (userId: string, from: string, to: string) =>
      taskSummaryQueries(db, userId).completedBetween(from, to).execute(),

    /** The newest task or idea in progress, and the newest task (not idea) in progress. */
    async running(userId: string): Promise<{ any: string | null; task: string | null }> {
      const newest = (taskOnly: boolean) =>
        taskSummaryQueries(db, userId).running(taskOnly).executeTakeFirst();
      const first = await newest(false);
      if (!first) return { any: null, task: null };
      if (first.type === 'task') return { any: first.id, task: first.id };
      return { any: first.id, task: (await newest(true))?.id ?? null };
    },

    /** The head of the ranking: open tasks (not ideas), at most `limit`. */
    async ranked(userId: string, limit: number): Promise<string[]> {
      return ids(await taskSummaryQueries(db, userId).ranked(limit).execute());
    },

    /** Open tasks (not ideas) changed at `before` or earlier, untouched longest first, after `after`. */
    untouched: (userId: string, before: string, after: StaleKey | undefined, limit: number) =>
      taskSummaryQueries(db, userId).untouched(before, after, limit).execute(),

    /**
     * The summary rows of the user's live tasks among `wanted` (the list's columns), by id. Found by
     * their ids alone and checked for the owner here: naming the user in the query too would let
     * SQLite walk the user's index instead, every task of a 100,000-task account (as tagIdsByTask).
     */
    async rows(userId: string, wanted: readonly string[]): Promise<Map<string, SummaryRow>> {
      if (wanted.length === 0) return new Map();
      const rows = await db
        .selectFrom('tasks as t')
        .select([...SUMMARY_COLUMNS, 't.user_id'])
        .select(microCounts)
        .where('t.id', 'in', wanted)
        .where('t.deleted_at', 'is', null)
        .execute();
      const out = new Map<string, SummaryRow>();
      for (const { user_id, ...row } of rows)
        if (user_id === userId) out.set(row.id, row satisfies SummaryRow);
      return out;
    },
  };
}

export type TaskSummaryRepo = ReturnType<typeof taskSummaryRepo>;
