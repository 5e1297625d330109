// SQL of the learned behaviour patterns (behaviour_patterns): one row per user, upserted.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BehaviourPatternsTable } from '../../db/schema.ts';

export type PatternsRow = Selectable<BehaviourPatternsTable>;

export function patternsRepo(db: Db) {
  return {
    find(userId: string): Promise<PatternsRow | undefined> {
      return db.selectFrom('behaviour_patterns').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Inserts the row, or updates everything but user_id and created_at. */
    async save(row: PatternsRow): Promise<void> {
      const { user_id: _user, created_at: _created, ...update } = row;
      await db
        .insertInto('behaviour_patterns')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(update))
        .execute();
    },

    async delete(userId: string): Promise<void> {
      await db.deleteFrom('behaviour_patterns').where('user_id', '=', userId).execute();
    },
  };
}
