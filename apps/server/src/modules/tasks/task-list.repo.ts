// SQL of the task list: the summary columns of the user's tasks for a view and filters, with
// micro-task counts in the same query, then the tag ids and MVD ids in one query each, so a
// 1,000-task list costs three queries (plus the user's change counter for the ETag), never one per task.

import type { TaskView } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import { LEVEL_LINE } from '@nova/core/domain/priority';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type ListFilter = {
  view?: TaskView | undefined;
  /** YYYY-MM-DD: the client's today for the today/upcoming views. */
  today: string;
  status?: string | undefined;
  type?: 'task' | 'idea' | undefined;
  quadrant?: Quadrant | undefined;
  strategyId?: string | undefined;
  tagId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only rows written after this change sequence. */
  changedAfter?: number | undefined;
  /** Also select the description (search runs on it in JS). */
  withDescription?: boolean;
};

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
  micro_total: number | null;
  micro_done: number | null;
  description?: string;
};

const closed = ['completed', 'cancelled'];
type TaskEb = ExpressionBuilder<Database & { t: Database['tasks'] }, 't'>;

const dayOf = (eb: TaskEb) => eb.fn.coalesce('t.start_date', 't.due_date');

const quadrantSides: Record<Quadrant, { important: boolean; urgent: boolean }> = {
  do: { important: true, urgent: true },
  schedule: { important: true, urgent: false },
  delegate: { important: false, urgent: true },
  eliminate: { important: false, urgent: false },
};

export function taskListRepo(db: Db) {
  return {
    async syncState(userId: string): Promise<{ seq: number; purgedSeq: number }> {
      const row = await db
        .selectFrom('user_sync')
        .select(['seq', 'purged_seq'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { seq: row ? Number(row.seq) : 0, purgedSeq: row ? Number(row.purged_seq) : 0 };
    },

    /** Summary rows of the user's live tasks matching the filter, in the view's order. */
    summaries(userId: string, f: ListFilter): Promise<SummaryRow[]> {
      // Correlated counts over micro_tasks (task_id, position): per listed task only, so a delta of
      // three tasks costs three index probes, and the full list no worse than aggregating everything.
      let q = db
        .selectFrom('tasks as t')
        .select([
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
        ])
        .select((eb) => [
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
        ])
        .$if(f.withDescription === true, (qb) => qb.select('t.description'))
        .where('t.user_id', '=', userId)
        .where('t.deleted_at', 'is', null);
      if (f.changedAfter !== undefined) q = q.where('t.seq', '>', f.changedAfter);

      switch (f.view) {
        case 'active':
          q = q.where('t.status', 'not in', closed);
          break;
        case 'today':
          q = q.where((eb) =>
            eb.or([
              eb.and([eb('t.status', 'not in', closed), eb(dayOf(eb), '<=', f.today)]),
              eb('t.status', '=', 'inProgress'),
            ]),
          );
          break;
        case 'upcoming':
          q = q.where('t.status', 'not in', closed).where((eb) => eb(dayOf(eb), '>', f.today));
          break;
        case 'completed':
          q = q.where('t.status', '=', 'completed');
          break;
        case undefined:
          break;
      }
      if (f.status !== undefined) q = q.where('t.status', '=', f.status);
      if (f.type !== undefined) q = q.where('t.type', '=', f.type);
      if (f.quadrant !== undefined) {
        const side = quadrantSides[f.quadrant];
        q = q
          .where('t.importance', side.important ? '>=' : '<', LEVEL_LINE)
          .where('t.urgency', side.urgent ? '>=' : '<', LEVEL_LINE);
      }
      if (f.strategyId !== undefined) q = q.where('t.strategy_id', '=', f.strategyId);
      if (f.tagId !== undefined) {
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

      if (f.view === 'completed') {
        q = q
          .orderBy((eb) => eb.fn.coalesce('t.completed_at', 't.updated_at'), 'desc')
          .orderBy('t.id', 'desc');
      } else if (f.view === 'upcoming') {
        q = q
          .orderBy((eb) => dayOf(eb), 'asc')
          .orderBy('t.created_at', 'asc')
          .orderBy('t.id', 'asc');
      } else {
        q = q.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
      }
      return q.execute();
    },

    /** Ids of the user's tasks written after `seq`, deleted ones included. */
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
     * task id -> tag ids. For a short list, only those tasks'; for a long one, all the user's links in
     * one index scan (cheaper than a 1,000-item IN list).
     */
    async tagIdsByTask(userId: string, taskIds: readonly string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (taskIds.length === 0) return out;
      let q = db.selectFrom('task_tags').select(['task_id', 'tag_id']).where('user_id', '=', userId);
      if (taskIds.length <= 100) q = q.where('task_id', 'in', taskIds);
      const rows = await q.orderBy('created_at').orderBy('tag_id').execute();
      for (const row of rows) {
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
