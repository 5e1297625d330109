// SQL of micro-tasks (the small steps of one task). Deletes are tombstones with the user's seq.
import type { Db } from '../../db/database.ts';
import type { MicroTaskRow } from './micro-task.presenter.ts';

export type MicroTaskPatch = Partial<
  Pick<MicroTaskRow, 'title' | 'completed' | 'position' | 'estimate_minutes'>
>;

export function microTaskRepo(db: Db) {
  return {
    /** The task's live micro-tasks in order. */
    listOf(taskId: string): Promise<MicroTaskRow[]> {
      return db
        .selectFrom('micro_tasks')
        .selectAll()
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    findOwn(userId: string, taskId: string, id: string): Promise<MicroTaskRow | undefined> {
      return db
        .selectFrom('micro_tasks')
        .selectAll()
        .where('id', '=', id)
        .where('task_id', '=', taskId)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async idTaken(id: string): Promise<boolean> {
      const row = await db.selectFrom('micro_tasks').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async lastPosition(taskId: string): Promise<number> {
      const row = await db
        .selectFrom('micro_tasks')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max);
    },

    async insert(row: Omit<MicroTaskRow, 'version' | 'deleted_at'>): Promise<void> {
      await db.insertInto('micro_tasks').values(row).execute();
    },

    update(id: string, patch: MicroTaskPatch, seq: number, now: string): Promise<MicroTaskRow> {
      return db
        .updateTable('micro_tasks')
        .set((eb) => ({ ...patch, version: eb('version', '+', 1), seq, updated_at: now }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Every live micro-step of a task, when the task itself is deleted. */
    async softDeleteOfTask(userId: string, taskId: string, seq: number, now: string): Promise<void> {
      await db
        .updateTable('micro_tasks')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('task_id', '=', taskId)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async softDelete(id: string, seq: number, now: string): Promise<void> {
      await db
        .updateTable('micro_tasks')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type MicroTaskRepo = ReturnType<typeof microTaskRepo>;
