// SQL of finished Pomodoro work sessions (the web timer reports each one when its work phase ends).
import type { Db } from '../../db/database.ts';

export type PomodoroRow = {
  id: string;
  user_id: string;
  task_id: string | null;
  planned_minutes: number;
  started_at: string;
  ended_at: string;
};

export function pomodoroRepo(db: Db) {
  return {
    async idTaken(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('pomodoro_sessions')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertFinished(row: PomodoroRow, seq: number, now: string): Promise<void> {
      await db
        .insertInto('pomodoro_sessions')
        .values({ ...row, kind: 'work', completed: 1, seq, created_at: now, updated_at: now })
        .execute();
    },
  };
}
