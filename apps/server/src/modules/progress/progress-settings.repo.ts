// SQL of the game opt-out: the game_enabled column of the user's settings row (created here when the
// user has none). The row is shared with the coach persona (modules/ai/persona.repo.ts); each writes
// only its own column (an ownership exception in scripts/table-ownership.ts says so).
import type { Db } from '../../db/database.ts';

export function progressSettingsRepo(db: Db) {
  return {
    async enabled(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_settings')
        .select('game_enabled')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? row.game_enabled === 1 : true;
    },

    async setEnabled(userId: string, enabled: boolean, now: string): Promise<void> {
      const flag = enabled ? 1 : 0;
      await db
        .insertInto('user_settings')
        .values({
          user_id: userId,
          game_enabled: flag,
          language: null,
          theme: null,
          coach_persona: null,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ game_enabled: flag, updated_at: now }))
        .execute();
    },
  };
}
