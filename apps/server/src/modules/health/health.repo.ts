// SQL of the health check-ins: one row per user and day, upserted, and deleted for real.
import type { Db } from '../../db/database.ts';

export type HealthRow = {
  day: string;
  energy: number | null;
  mood: number | null;
  sleep_minutes: number | null;
  movement_minutes: number | null;
  updated_at: string;
};

export type HealthValuesRow = Omit<HealthRow, 'day' | 'updated_at'>;

const columns = ['day', 'energy', 'mood', 'sleep_minutes', 'movement_minutes', 'updated_at'] as const;

export function healthRepo(db: Db) {
  return {
    /** The user's check-ins from `from` to `to` (inclusive), newest first. */
    list(userId: string, from: string, to: string): Promise<HealthRow[]> {
      return db
        .selectFrom('health_checkins')
        .select(columns)
        .where('user_id', '=', userId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day', 'desc')
        .execute();
    },

    find(userId: string, day: string): Promise<HealthRow | undefined> {
      return db
        .selectFrom('health_checkins')
        .select(columns)
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst();
    },

    async upsert(row: {
      id: string;
      userId: string;
      day: string;
      values: HealthValuesRow;
      seq: number;
      now: string;
    }) {
      await db
        .insertInto('health_checkins')
        .values({
          id: row.id,
          user_id: row.userId,
          day: row.day,
          ...row.values,
          created_at: row.now,
          updated_at: row.now,
          seq: row.seq,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'day']).doUpdateSet({ ...row.values, updated_at: row.now, seq: row.seq }),
        )
        .execute();
    },

    /** Deletes one day; false when there was none. */
    async remove(userId: string, day: string): Promise<boolean> {
      const rows = await db
        .deleteFrom('health_checkins')
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Deletes every check-in of the user; how many there were. */
    async removeAll(userId: string): Promise<number> {
      const rows = await db
        .deleteFrom('health_checkins')
        .where('user_id', '=', userId)
        .returning('id')
        .execute();
      return rows.length;
    },
  };
}
