// Hands out a user's change sequence numbers. Call inside the write's transaction and stamp the result
// into the written rows' `seq`: `?since=N` then reads `seq > N`, cheaply, per user.
import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Reserves `count` sequence numbers for `userId` and returns the highest; the reserved range is
 * `(result - count, result]`. The upsert takes a row lock on PostgreSQL, so concurrent writers of one
 * user get distinct, increasing numbers in commit order.
 */
export async function nextSeq(db: Db, userId: string, count = 1): Promise<number> {
  const row = await db
    .insertInto('user_sync')
    .values({ user_id: userId, seq: count })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seq: sql<number>`user_sync.seq + ${count}` }))
    .returning('seq')
    .executeTakeFirstOrThrow();
  return Number(row.seq);
}

/** The user's change counter now (0 before their first write): what a cached answer is valid for. */
export async function currentSeq(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('user_sync').select('seq').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.seq) : 0;
}
