// SQL on the tasks table for the delegation modules (delegation, shared task, comments, attachments):
// the few columns they need, the delegated flag and the assignee's completion (the MVD exit SPEC §4
// attaches to it goes through mvd.repo's remove). The task workspace's own queries live in
// modules/tasks; these only read and write what delegation owns or SPEC §4 makes the assignee change.
import type { Db } from '../../db/database.ts';

export type TaskCore = {
  id: string;
  user_id: string;
  title: string;
  description: string;
  status: string;
  start_date: string | null;
  due_date: string | null;
  time_started: string | null;
  time_completed: string | null;
  completed_at: string | null;
  total_time_spent: number;
  is_paused: 0 | 1;
  is_delegated: 0 | 1;
  version: number;
};

const columns = [
  'id',
  'user_id',
  'title',
  'description',
  'status',
  'start_date',
  'due_date',
  'time_started',
  'time_completed',
  'completed_at',
  'total_time_spent',
  'is_paused',
  'is_delegated',
  'version',
] as const;

export function delegatedTaskRepo(db: Db) {
  return {
    /** The user's live task (another user's id and a deleted task look the same: undefined). */
    findOwn(userId: string, id: string): Promise<TaskCore | undefined> {
      return db
        .selectFrom('tasks')
        .select(columns)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** A live task by id alone (token routes: the token decides access, not a session). */
    findLive(id: string): Promise<TaskCore | undefined> {
      return db
        .selectFrom('tasks')
        .select(columns)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async ownerName(userId: string): Promise<string> {
      const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
      return row?.name ?? '';
    },
  };
}
