// SQL of review sessions: the user's review_sessions rows, and the reads a session needs from the
// planner (which tasks to walk, how they look now, today's finished micro-steps). It writes only
// review_sessions; task changes go through the tasks' own routes.
import type { Db } from '../../db/database.ts';

export type ReviewRow = {
  id: string;
  type: string;
  started_at: string;
  current_task_index: number;
  tasks_to_review: string;
  session_data: string;
  completed: number;
  completed_at: string | null;
};

export type CandidateRow = {
  id: string;
  status: string;
  type: string;
  importance: number;
  urgency: number;
  completed_at: string | null;
};

export type ReviewTaskRow = {
  id: string;
  title: string;
  status: string;
  importance: number;
  urgency: number;
  start_date: string | null;
  due_date: string | null;
  total_time_spent: number;
  completed_at: string | null;
  micro_total: number | string | bigint | null;
  micro_done: number | string | bigint | null;
  in_mvd: number | string | bigint | null;
};

const reviewColumns = [
  'id',
  'type',
  'started_at',
  'current_task_index',
  'tasks_to_review',
  'session_data',
  'completed',
  'completed_at',
] as const;

export function reviewRepo(db: Db) {
  return {
    findOwn(userId: string, id: string): Promise<ReviewRow | undefined> {
      return db
        .selectFrom('review_sessions')
        .select(reviewColumns)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** The latest unfinished session. */
    findOpen(userId: string): Promise<ReviewRow | undefined> {
      return db
        .selectFrom('review_sessions')
        .select(reviewColumns)
        .where('user_id', '=', userId)
        .where('completed', '=', 0)
        .where('deleted_at', 'is', null)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async idTaken(id: string): Promise<boolean> {
      const row = await db.selectFrom('review_sessions').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: {
      id: string;
      userId: string;
      type: string;
      taskIds: string[];
      data: string;
      seq: number;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('review_sessions')
        .values({
          id: row.id,
          user_id: row.userId,
          type: row.type,
          started_at: row.now,
          current_task_index: 0,
          tasks_to_review: JSON.stringify(row.taskIds),
          session_data: row.data,
          completed: 0,
          created_at: row.now,
          updated_at: row.now,
          seq: row.seq,
        })
        .execute();
    },

    async update(
      id: string,
      patch: { current_task_index?: number; session_data?: string; completed?: 0 | 1; completed_at?: string },
      seq: number,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('review_sessions')
        .set((eb) => ({ ...patch, seq, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** The user's live tasks that are open or were completed after `completedSince`, oldest first. */
    candidates(userId: string, completedSince: string): Promise<CandidateRow[]> {
      return db
        .selectFrom('tasks')
        .select(['id', 'status', 'type', 'importance', 'urgency', 'completed_at'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('status', 'not in', ['completed', 'cancelled']),
            eb.and([eb('status', '=', 'completed'), eb('completed_at', '>=', completedSince)]),
          ]),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The live tasks among `ids` as a review shows them (missing ids were deleted). */
    async tasks(userId: string, ids: readonly string[]): Promise<ReviewTaskRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('tasks as t')
        .select([
          't.id',
          't.title',
          't.status',
          't.importance',
          't.urgency',
          't.start_date',
          't.due_date',
          't.total_time_spent',
          't.completed_at',
          (eb) =>
            eb
              .selectFrom('micro_tasks as m')
              .select(eb.fn.countAll().as('n'))
              .whereRef('m.task_id', '=', 't.id')
              .where('m.deleted_at', 'is', null)
              .as('micro_total'),
          (eb) =>
            eb
              .selectFrom('micro_tasks as m')
              .select(eb.fn.countAll().as('n'))
              .whereRef('m.task_id', '=', 't.id')
              .where('m.deleted_at', 'is', null)
              .where('m.completed', '=', 1)
              .as('micro_done'),
          (eb) =>
            eb
              .selectFrom('mvd_tasks as v')
              .select(eb.fn.countAll().as('n'))
              .whereRef('v.task_id', '=', 't.id')
              .where('v.deleted_at', 'is', null)
              .as('in_mvd'),
        ])
        .where('t.user_id', '=', userId)
        .where('t.deleted_at', 'is', null)
        .where('t.id', 'in', [...ids])
        .execute();
    },

    /** When the user's finished micro-steps changed last, for those changed after `since` (UTC). */
    async microStepsDoneSince(userId: string, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom('micro_tasks')
        .select('updated_at')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('completed', '=', 1)
        .where('updated_at', '>=', since)
        .execute();
      return rows.map((r) => r.updated_at);
    },
  };
}

export type ReviewRepo = ReturnType<typeof reviewRepo>;
