// SQL of the coach persona: the coach_persona column of user_settings (no other module reads or
// writes that table yet; the row is created here when the user has none).
import type { Db } from '../../db/database.ts';

export function personaRepo(db: Db) {
  return {
    async find(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('user_settings')
        .select('coach_persona')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.coach_persona ?? null;
    },

    async set(userId: string, persona: string, now: string): Promise<void> {
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, coach_persona: persona, language: null, theme: null, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ coach_persona: persona, updated_at: now }))
        .execute();
    },
  };
}
