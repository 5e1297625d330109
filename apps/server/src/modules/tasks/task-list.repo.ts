// SQL of the task list: the summary columns of the user's tasks for a view and filters, with
// micro-task counts in the same query, then the tag ids and MVD ids in one query each, so a
// 1,000-task list costs three queries (plus the user's change counter for the ETag), never one per task.
// Pages are keyset pages in the view's order (listOrder below; one index each, migration 0019); search
// words narrow the rows through the search index (task_search on SQLite, pg_trgm on PostgreSQL), and
// the service checks each candidate against core's normalisation. The sidebar's counts read the
// counters the triggers keep (task_counts, strategy_task_counts, tag_task_counts).

import type { TaskListOrder, TaskView } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import { LEVEL_LINE } from '@nova/core/domain/priority';
import { type ExpressionBuilder, SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type SummaryText, summaryTexts } from './task-list-json.ts';

export type ListFilter = {
  view?: TaskView | undefined;
  /** 'updated': most recently changed first, whatever the view (absent or 'view': the view's order). */
  order?: TaskListOrder | undefined;
  /** YYYY-MM-DD: the client's today for the today/upcoming views. */
  today: string;
  status?: string | undefined;
  type?: 'task' | 'idea' | undefined;
  quadrant?: Quadrant | undefined;
  strategyId?: string | undefined;
  /** Only tasks without a strategy. */
  noStrategy?: boolean | undefined;
  tagId?: string | undefined;
  /** The tag has few live tasks of the user: walk its links rather than the user's tasks (the service knows). */
  fewTagged?: boolean | undefined;
  /** ...or none (not theirs, or unused): nothing to look for. */
  noneTagged?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only rows written after this change sequence. */
  changedAfter?: number | undefined;
  /** Also select the description (search runs on it in JS). */
  withDescription?: boolean;
  /** Normalised search words (core's searchTokens): rows whose indexed text may hold them all. */
  searchWords?: readonly string[] | undefined;
  /** At most this many rows... */
  limit?: number | undefined;
  /** ...after this row of the view's order. */
  after?: ListKey | undefined;
  /** Only rows up to this one of the view's order (itself included): the end of what a client holds. */
  upTo?: ListKey | undefined;
};

/**
 * The orders of the lists: newest first (active, today, every task), upcoming by day then creation,
 * completed by completion time (updated_at for a task completed before completed_at existed), newest
 * first; or, asked for, most recently changed first in any view (`updated`: every write stamps
 * updated_at with the change, so a changed row moves to the top, before any cursor a client holds).
 * Each ends with the id, so ties never repeat or skip a row across pages.
 */
export type ListOrder = 'created' | 'day' | 'closed' | 'updated';

export function listOrder(view: TaskView | undefined, order?: TaskListOrder): ListOrder {
  if (order === 'updated') return 'updated';
  return view === 'upcoming' ? 'day' : view === 'completed' ? 'closed' : 'created';
}

/** Where a row sits in its order: the sort values, the id last. */
export type ListKey =
  | { order: 'created'; createdAt: string; id: string }
  | { order: 'day'; day: string; createdAt: string; id: string }
  | { order: 'closed'; closedAt: string; id: string }
  | { order: 'updated'; updatedAt: string; id: string };

export function keyOfRow(order: ListOrder, row: SummaryRow): ListKey {
  switch (order) {
    case 'created':
      return { order, createdAt: row.created_at, id: row.id };
    case 'day':
      return { order, day: row.start_date ?? row.due_date ?? '', createdAt: row.created_at, id: row.id };
    case 'closed':
      return { order, closedAt: row.completed_at ?? row.updated_at, id: row.id };
    case 'updated':
      return { order, updatedAt: row.updated_at, id: row.id };
  }
}

export type SummaryRow = {
  id: string;
  title: string;
  status: string;
  type: 'task' | 'idea';
  importance: number;
  urgency: number;
  start_date: string | null;
  due_date: string | null;
  start_time: string | null;
  duration_minutes: number | null;
  strategy_id: string | null;
  is_delegated: number;
  total_time_spent: number;
  time_started: string | null;
  version: number;
  updated_at: string;
  created_at: string;
  completed_at: string | null;
  micro_total: number | null;
  micro_done: number | null;
  description?: string;
};

/**
 * Not completed or cancelled, spelled with literals as the partial index of open tasks says it
 * (migration 0019: tasks_user_open_idx): a bound parameter would keep the planner from using it.
 */
const open = sql<boolean>`t.status not in ('completed', 'cancelled')`;
type TaskEb = ExpressionBuilder<Database & { t: Database['tasks'] }, 't'>;

/** The task columns a list row (SummaryRow) is made from, with `microCounts`. */
export const SUMMARY_COLUMNS = [
  't.id',
  't.title',
  't.status',
  't.type',
  't.importance',
  't.urgency',
  't.start_date',
  't.due_date',
  't.start_time',
  't.duration_minutes',
  't.strategy_id',
  't.is_delegated',
  't.total_time_spent',
  't.time_started',
  't.version',
  't.updated_at',
  't.created_at',
  't.completed_at',
] as const;

/**
 * The live micro-steps of task `t`, counted and done. Correlated over micro_tasks (task_id, position):
 * per listed task only, so a few rows cost a few index probes, and a full list no worse than
 * aggregating everything.
 */
export function microCounts(eb: TaskEb) {
  return [
    eb
      .selectFrom('micro_tasks as m')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('m.task_id', '=', 't.id')
      .where('m.deleted_at', 'is', null)
      .as('micro_total'),
    eb
      .selectFrom('micro_tasks as m')
      .select((e) => e.fn.sum<number>('m.completed').as('n'))
      .whereRef('m.task_id', '=', 't.id')
      .where('m.deleted_at', 'is', null)
      .as('micro_done'),
  ];
}

const dayOf = (eb: TaskEb) => eb.fn.coalesce('t.start_date', 't.due_date');

/** Each quadrant's number: 2 for the important side plus 1 for the urgent side. */
const quadrantCodes: Record<Quadrant, number> = { do: 3, schedule: 2, delegate: 1, eliminate: 0 };

/**
 * A task's quadrant number, spelled as migration 0021's quadrant index says (the line a literal: a
 * bound parameter would not match the index's expression), so the matrix's pages walk their own rows.
 */
const quadrantCode = sql<number>`(case when t.importance >= ${sql.lit(LEVEL_LINE)} then 2 else 0 end) + (case when t.urgency >= ${sql.lit(LEVEL_LINE)} then 1 else 0 end)`;

/** A LIKE pattern matching `word` anywhere (PostgreSQL's default escape character is the backslash). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An FTS5 query: every word as a quoted string (the trigram tokenizer matches it as a substring). */
const ftsQuery = (words: readonly string[]) => words.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');

/** SQLite's trigram index only finds words of three characters or more. */
const TRIGRAM = 3;

/**
 * Rows after `key` in its order, or up to it (itself included). The row values spell the index's
 * expressions exactly (migration 0019) so the index serves them.
 */
function keyset(key: ListKey, side: 'after' | 'upTo') {
  // Descending orders (created, closed, updated): "after" is smaller; the ascending one (day): larger.
  const [after, upTo] = key.order === 'day' ? ['>', '<='] : ['<', '>='];
  const op = sql.raw(side === 'after' ? after : upTo);
  switch (key.order) {
    case 'created':
      return sql<boolean>`(t.created_at, t.id) ${op} (${key.createdAt}, ${key.id})`;
    case 'day':
      return sql<boolean>`(coalesce(t.start_date, t.due_date), t.created_at, t.id) ${op} (${key.day}, ${key.createdAt}, ${key.id})`;
    case 'closed':
      return sql<boolean>`(coalesce(t.completed_at, t.updated_at), t.id) ${op} (${key.closedAt}, ${key.id})`;
    case 'updated':
      return sql<boolean>`(t.updated_at, t.id) ${op} (${key.updatedAt}, ${key.id})`;
  }
}

/** tagIdsByTask reads the links of up to this many tasks by their ids (TASK_PAGE_MAX, DELTA_MAX). */
const BY_IDS_MAX = 1000;

export function taskListRepo(db: Db) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  const tasksFirst = () => db.selectFrom('tasks as t');
  /**
   * The tasks of a tag, walked from its links (task_tags_tag_id_idx) and then sorted. A CROSS JOIN, so
   * SQLite keeps that order: walking the user's tasks in the list's order and probing each for the tag
   * passes most of a large account before it finds a small tag's few (~190 ms at 100,000 tasks).
   */
  const tagFirst = (tagId: string) =>
    // The rest of the query names only `t`: for it this is the builder tasksFirst() gives, with the
    // links joined in front (the same SQL from there on).
    db
      .selectFrom('task_tags as tt')
      .crossJoin('tasks as t')
      .whereRef('t.id', '=', 'tt.task_id')
      .where('tt.tag_id', '=', tagId) as unknown as ReturnType<typeof tasksFirst>;

  /** The search words as a condition the index serves (a superset of the exact matches). */
  function searchCondition(words: readonly string[]) {
    if (sqlite) {
      const indexed = words.filter((w) => [...w].length >= TRIGRAM);
      if (indexed.length === 0) return undefined;
      return sql<boolean>`t.id in (select k.task_id from task_search s join task_search_keys k on k.id = s.rowid where task_search match ${ftsQuery(indexed)})`;
    }
    if (words.length === 0) return undefined;
    return sql<boolean>`${sql.join(
      words.map((w) => sql`nova_search_fold(t.title || ' ' || t.description) like ${containing(w)}`),
      sql` and `,
    )}`;
  }

  /** The query of the summary rows of the user's live tasks matching the filter, in the view's order. */
  function summaryQuery(userId: string, f: ListFilter) {
    let q = (f.tagId !== undefined && f.fewTagged ? tagFirst(f.tagId) : tasksFirst())
      .select(SUMMARY_COLUMNS)
      .select(microCounts)
      .$if(f.withDescription === true, (qb) => qb.select('t.description'))
      .where('t.user_id', '=', userId)
      .where('t.deleted_at', 'is', null);
    if (f.changedAfter !== undefined) q = q.where('t.seq', '>', f.changedAfter);

    switch (f.view) {
      case 'active':
        q = q.where(open);
        break;
      case 'today':
        // Running tasks are open too: open, and dated up to today or running.
        q = q
          .where(open)
          .where((eb) => eb.or([eb(dayOf(eb), '<=', f.today), eb('t.status', '=', 'inProgress')]));
        break;
      case 'upcoming':
        q = q.where(open).where((eb) => eb(dayOf(eb), '>', f.today));
        break;
      case 'completed':
        q = q.where('t.status', '=', 'completed');
        break;
      case undefined:
        break;
    }
    if (f.status !== undefined) q = q.where('t.status', '=', f.status);
    if (f.type !== undefined) q = q.where('t.type', '=', f.type);
    if (f.quadrant !== undefined) q = q.where(quadrantCode, '=', quadrantCodes[f.quadrant]);
    if (f.strategyId !== undefined) q = q.where('t.strategy_id', '=', f.strategyId);
    if (f.noStrategy) q = q.where('t.strategy_id', 'is', null);
    // Not even another user's links are walked for a tag that none of the user's tasks carries.
    if (f.noneTagged) q = q.where(sql<boolean>`1 = 0`);
    if (f.tagId !== undefined && !f.fewTagged) {
      const tagId = f.tagId;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('task_tags as tt')
            .select(sql.lit(1).as('one'))
            .whereRef('tt.task_id', '=', 't.id')
            .where('tt.tag_id', '=', tagId),
        ),
      );
    }
    const { from, to } = f;
    if (from !== undefined) q = q.where((eb) => eb(dayOf(eb), '>=', from));
    if (to !== undefined) q = q.where((eb) => eb(dayOf(eb), '<=', to));
    const search = f.searchWords ? searchCondition(f.searchWords) : undefined;
    if (search) q = q.where(search);

    // The keyset conditions spell the index's expressions exactly (migration 0019) so it serves them.
    if (f.after) q = q.where(keyset(f.after, 'after'));
    if (f.upTo) q = q.where(keyset(f.upTo, 'upTo'));
    const order = listOrder(f.view, f.order);
    if (order === 'updated') {
      q = q.orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc');
    } else if (order === 'closed') {
      q = q.orderBy(sql`coalesce(t.completed_at, t.updated_at)`, 'desc').orderBy('t.id', 'desc');
    } else if (order === 'day') {
      q = q
        .orderBy(sql`coalesce(t.start_date, t.due_date)`, 'asc')
        .orderBy('t.created_at', 'asc')
        .orderBy('t.id', 'asc');
    } else {
      q = q.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
    }
    if (f.limit !== undefined) q = q.limit(f.limit);
    return q;
  }

  return {
    async syncState(userId: string): Promise<{ seq: number; purgedSeq: number }> {
      const row = await db
        .selectFrom('user_sync')
        .select(['seq', 'purged_seq'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { seq: row ? Number(row.seq) : 0, purgedSeq: row ? Number(row.purged_seq) : 0 };
    },

    /** Ids of the user's tasks written after `seq`, deleted ones included. */
    /** Summary rows of the user's live tasks matching the filter, in the view's order. */
    summaries(userId: string, f: ListFilter): Promise<SummaryRow[]> {
      return summaryQuery(userId, f).execute();
    },

    /** `summaries` as their TaskSummary JSON texts, made by the database (task-list-json.ts). */
    summaryTexts(userId: string, f: ListFilter): Promise<SummaryText[]> {
      if (listOrder(f.view, f.order) !== 'created') throw new Error('summaryTexts: the creation order only');
      return summaryTexts(db, sqlite, summaryQuery(userId, f), userId);
    },

    async changedIds(userId: string, seq: number): Promise<string[]> {
      const rows = await db
        .selectFrom('tasks')
        .select('id')
        .where('user_id', '=', userId)
        .where('seq', '>', seq)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * task id -> tag ids. For up to BY_IDS_MAX tasks (a page, a delta of a paged client, a short
     * list), only those tasks' links by their key; for more, all the user's links in one index scan
     * (a longer IN list costs more than that, and SQLite caps bound parameters). A page of 200 at
     * 10,000 tasks read all ~12,000 links of the account (~7 MB of rows) when the line was 100.
     */
    async tagIdsByTask(userId: string, taskIds: readonly string[]): Promise<Map<string, string[]>> {
      const byIds = taskIds.length <= BY_IDS_MAX;
      const out = new Map<string, string[]>();
      if (taskIds.length === 0) return out;
      let q = db.selectFrom('task_tags').select(['task_id', 'tag_id', 'user_id']);
      // A page's ids go by the (task_id, tag_id) key; filtering by user_id too would let SQLite walk
      // the user's index instead, every link of a 100,000-task account. The owner is checked below.
      q = byIds ? q.where('task_id', 'in', taskIds) : q.where('user_id', '=', userId);
      const rows = await q.orderBy('created_at').orderBy('tag_id').execute();
      for (const row of rows) {
        if (row.user_id !== userId) continue;
        const list = out.get(row.task_id);
        if (list) list.push(row.tag_id);
        else out.set(row.task_id, [row.tag_id]);
      }
      return out;
    },

    async mvdTaskIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('mvd_tasks')
        .select('task_id')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.task_id));
    },

    /** The user's live tasks, newest first, at most `limit`: what the assistant reads (modules/ai). */
    newest(userId: string, limit: number) {
      return db
        .selectFrom('tasks')
        .select([
          'id',
          'title',
          'description',
          'status',
          'importance',
          'urgency',
          'start_date',
          'due_date',
          'created_at',
          'duration_minutes',
          'strategy_id',
        ])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type TaskListRepo = ReturnType<typeof taskListRepo>;
