// SQL of the minimum viable day: the user's live mvd_tasks rows. One row per (user, task): re-adding
// a removed task revives its tombstone (upsert) instead of inserting a second row.
import type { Db } from '../../db/database.ts';

export function mvdRepo(db: Db) {
  return {
    /** Task ids in the order they were added (the seq of the write that added them, then time). */
    async taskIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('mvd_tasks as m')
        .innerJoin('tasks as t', 't.id', 'm.task_id')
        .select('m.task_id')
        .where('m.user_id', '=', userId)
        .where('m.deleted_at', 'is', null)
        .where('t.deleted_at', 'is', null)
        .orderBy('m.seq')
        .orderBy('m.created_at')
        .orderBy('m.id')
        .execute();
      return rows.map((r) => r.task_id);
    },

    async add(row: { id: string; userId: string; taskId: string; day: string; seq: number; now: string }) {
      await db
        .insertInto('mvd_tasks')
        .values({
          id: row.id,
          user_id: row.userId,
          task_id: row.taskId,
          day: row.day,
          seq: row.seq,
          created_at: row.now,
          updated_at: row.now,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'task_id']).doUpdateSet((eb) => ({
            deleted_at: null,
            day: row.day,
            seq: row.seq,
            created_at: row.now,
            updated_at: row.now,
            version: eb('mvd_tasks.version', '+', 1),
          })),
        )
        .execute();
    },

    /** Tombstones the task's entry; false when it was not in the MVD. */
    async remove(userId: string, taskId: string, seq: number, now: string): Promise<boolean> {
      const rows = await db
        .updateTable('mvd_tasks')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('user_id', '=', userId)
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length > 0;
    },
  };
}

export type MvdRepo = ReturnType<typeof mvdRepo>;
