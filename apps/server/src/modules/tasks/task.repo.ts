// SQL of tasks: one task with everything hanging off it, inserts and updates, tombstones, status
// notifications and the ownership checks other modules use. The list queries live in task-list.repo.ts.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TasksTable } from '../../db/schema.ts';
import { tagColumnsWithCount } from '../tags/tag.repo.ts';

export type TaskRow = Selectable<TasksTable>;
/** What an insert must give: the rest has column defaults. */
export type NewTaskRow = Pick<TaskRow, 'id' | 'user_id' | 'title' | 'created_at' | 'updated_at' | 'seq'>;
/** Columns a PATCH or a status change may write. */
export type TaskPatch = Partial<
  Pick<
    TaskRow,
    | 'title'
    | 'description'
    | 'status'
    | 'importance'
    | 'urgency'
    | 'start_date'
    | 'due_date'
    | 'start_time'
    | 'duration_minutes'
    | 'total_time_spent'
    | 'time_started'
    | 'time_completed'
    | 'is_paused'
    | 'type'
    | 'strategy_id'
    | 'completed_at'
    | 'field_versions'
  >
>;

export type TagWithCountRow = {
  id: string;
  name: string;
  color: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** From a count subquery, which the query builder types as nullable. */
  task_count: number | null;
};

/** Column defaults of the tasks table (migration 0002) and of a new task's sync columns. */
const taskDefaults: Partial<Record<keyof TaskRow, unknown>> = {
  owner_id: null,
  description: '',
  status: 'waiting',
  importance: 1,
  urgency: 1,
  start_date: null,
  due_date: null,
  start_time: null,
  duration_minutes: null,
  total_time_spent: 0,
  time_started: null,
  time_completed: null,
  is_paused: 0,
  type: 'task',
  strategy_id: null,
  is_delegated: 0,
  position: 0,
  completed_at: null,
  deleted_at: null,
  version: 1,
  field_versions: '{}',
};

/** What a delegate's status change writes on the owner's task (shared-task.service.ts). */
export type CompletionFields = {
  status: string;
  time_started: string | null;
  time_completed: string | null;
  completed_at: string | null;
  total_time_spent: number;
  is_paused: 0 | 1;
};

/** A new task's values for an insert, leaving out the columns that hold their defaults (a shorter statement). */
export function newTaskValues(row: TaskRow): NewTaskRow {
  const defaults: Partial<Record<string, unknown>> = taskDefaults;
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (value !== defaults[column]) values[column] = value;
  }
  // The columns left out hold their defaults (taskDefaults mirrors the schema's), so the row is
  // complete for the database; the type cannot see which ones, hence the cast.
  return values as NewTaskRow;
}

export function taskRepo(db: Db) {
  return {
    /** The user's live task, or undefined (another user's id and a deleted task look the same). */
    findOwn(userId: string, id: string): Promise<TaskRow | undefined> {
      return db
        .selectFrom('tasks')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** Whether an id is taken by any task of anyone, deleted or not (client-generated ids). */
    async idTaken(id: string): Promise<boolean> {
      const row = await db.selectFrom('tasks').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Which of `ids` are the user's live tasks. */
    async ownIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('tasks')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** Which of `ids` are the user's live tasks that are not completed or cancelled. */
    async openIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('tasks')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .where('status', 'not in', ['completed', 'cancelled'])
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** Inserts a new task (newTaskValues). */
    async insert(row: TaskRow): Promise<void> {
      await db.insertInto('tasks').values(newTaskValues(row)).execute();
    },

    /** Writes `patch`, bumps version, stamps seq; returns the new version. */
    async update(userId: string, id: string, patch: TaskPatch, seq: number, now: string): Promise<number> {
      const row = await db
        .updateTable('tasks')
        .set((eb) => ({ ...patch, version: eb('version', '+', 1), seq, updated_at: now }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('version')
        .executeTakeFirstOrThrow();
      return row.version;
    },

    /**
     * Marks tasks changed without touching their fields, so `?since=` and the list ETag pick up a change
     * in what their summary shows (micro-task counts, tags, MVD membership). `bumpVersion` for changes
     * a concurrent editor should notice (tags, micro-tasks); MVD membership is not an edit of the task.
     */
    async touch(
      userId: string,
      ids: readonly string[],
      seq: number,
      now: string,
      bumpVersion: boolean,
    ): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('tasks')
        .set((eb) => ({
          seq,
          updated_at: now,
          ...(bumpVersion ? { version: eb('version', '+', 1) } : {}),
        }))
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** Sets the strategy of the user's tasks (null clears it); returns the ids written. */
    async setStrategy(
      userId: string,
      where: { strategyId: string } | { taskIds: readonly string[] },
      strategyId: string | null,
      seq: number,
      now: string,
    ): Promise<string[]> {
      let q = db
        .updateTable('tasks')
        .set((eb) => ({ strategy_id: strategyId, seq, updated_at: now, version: eb('version', '+', 1) }))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null);
      q =
        'strategyId' in where
          ? q.where('strategy_id', '=', where.strategyId)
          : q.where('id', 'in', where.taskIds);
      const rows = await q.returning('id').execute();
      return rows.map((r) => r.id);
    },

    async setDelegated(
      userId: string,
      id: string,
      delegated: boolean,
      seq: number,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('tasks')
        .set((eb) => ({
          is_delegated: delegated ? 1 : 0,
          version: eb('version', '+', 1),
          seq,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    async completeAsDelegate(
      userId: string,
      id: string,
      fields: CompletionFields,
      seq: number,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('tasks')
        .set((eb) => ({ ...fields, version: eb('version', '+', 1), seq, updated_at: now }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    async softDelete(userId: string, id: string, seq: number, now: string): Promise<void> {
      await db
        .updateTable('tasks')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    async tagIds(taskId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('task_tags')
        .select('tag_id')
        .where('task_id', '=', taskId)
        .orderBy('created_at')
        .orderBy('tag_id')
        .execute();
      return rows.map((r) => r.tag_id);
    },

    /** The task's tags with how many live tasks carry each. */
    tagsOf(taskId: string): Promise<TagWithCountRow[]> {
      return db
        .selectFrom('task_tags as tt')
        .innerJoin('tags', 'tags.id', 'tt.tag_id')
        .select(tagColumnsWithCount)
        .where('tt.task_id', '=', taskId)
        .where('tags.deleted_at', 'is', null)
        .orderBy('tt.created_at')
        .orderBy('tags.id')
        .execute();
    },

    async inMvd(userId: string, taskId: string): Promise<boolean> {
      const row = await db
        .selectFrom('mvd_tasks')
        .select('id')
        .where('user_id', '=', userId)
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type TaskRepo = ReturnType<typeof taskRepo>;
