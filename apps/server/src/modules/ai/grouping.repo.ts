// SQL of saved task groupings (task_groupings): one row per grouping made, read newest first.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TaskGroupingsTable } from '../../db/schema.ts';

export type GroupingRow = Pick<
  Selectable<TaskGroupingsTable>,
  'id' | 'strategy' | 'groups' | 'ungrouped_tasks' | 'efficiency_score' | 'created_at'
>;

export function groupingRepo(db: Db) {
  return {
    async insert(row: {
      id: string;
      user_id: string;
      strategy: string;
      groups: string;
      ungrouped_tasks: string;
      efficiency_score: number;
      seq: number;
      created_at: string;
      updated_at: string;
    }): Promise<void> {
      await db.insertInto('task_groupings').values(row).execute();
    },

    latest(userId: string, limit: number): Promise<GroupingRow[]> {
      return (
        db
          .selectFrom('task_groupings')
          .select(['id', 'strategy', 'groups', 'ungrouped_tasks', 'efficiency_score', 'created_at'])
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .orderBy('created_at', 'desc')
          // Same millisecond: the later write has the higher change sequence.
          .orderBy('seq', 'desc')
          .limit(limit)
          .execute()
      );
    },
  };
}
