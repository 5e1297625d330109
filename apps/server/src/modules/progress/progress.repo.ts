// SQL of the progress ledger: append-only `progress_events` (an award or a revocation per row, the
// identity `id` giving the append order), `progress_tallies` (the standing awards per (kind, day), kept
// with every append: the fold done as it goes, migration 0016), and the unlocked `achievements`.
// Nothing here updates or deletes a ledger row.
import { type DayTally, type ProgressKind, tallyChanges } from '@nova/core/domain/progress';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The latest row of one (kind, source): what decides whether its award stands. */
export type LedgerHead = { revoked: boolean; day: string; createdAt: string; opId: string | null };

export type LedgerRow = {
  userId: string;
  kind: ProgressKind;
  sourceId: string;
  day: string;
  revoked: boolean;
  opId: string | null;
  now: string;
};

export function progressRepo(db: Db) {
  async function head(userId: string, kind: ProgressKind, sourceId: string): Promise<LedgerHead | undefined> {
    const row = await db
      .selectFrom('progress_events')
      .select(['revoked', 'day', 'created_at', 'op_id'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('source_id', '=', sourceId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    return { revoked: row.revoked === 1, day: row.day, createdAt: row.created_at, opId: row.op_id };
  }

  return {
    head,

    /**
     * Appends one row and, in the same transaction (the caller's), applies what it changes to the
     * user's tallies (core tallyChanges against the key's previous last row): O(1) in the ledger's size.
     */
    async append(row: LedgerRow): Promise<void> {
      const previous = await head(row.userId, row.kind, row.sourceId);
      await db
        .insertInto('progress_events')
        .values({
          user_id: row.userId,
          kind: row.kind,
          source_id: row.sourceId,
          day: row.day,
          revoked: row.revoked ? 1 : 0,
          op_id: row.opId,
          created_at: row.now,
        })
        .execute();
      for (const change of tallyChanges(previous, row)) {
        const key = { user_id: row.userId, kind: change.kind, day: change.day };
        if (change.count < 0) {
          // The award it takes off counted there: the row exists.
          await db
            .updateTable('progress_tallies')
            .set({ count: sql<number>`count + ${change.count}` })
            .where('user_id', '=', key.user_id)
            .where('kind', '=', key.kind)
            .where('day', '=', key.day)
            .execute();
          continue;
        }
        await db
          .insertInto('progress_tallies')
          .values({ ...key, count: change.count })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'kind', 'day'])
              .doUpdateSet({ count: sql<number>`progress_tallies.count + ${change.count}` }),
          )
          .execute();
      }
    },

    /** Standing awards per (kind, day): the tallies kept by `append` (a few rows a day, not the ledger). */
    async tallies(userId: string): Promise<DayTally[]> {
      const rows = await db
        .selectFrom('progress_tallies')
        .select(['kind', 'day', 'count'])
        .where('user_id', '=', userId)
        .where('count', '>', 0)
        .execute();
      return rows.map((r) => ({ kind: r.kind, day: r.day, count: Number(r.count) }));
    },

    async unlocked(userId: string): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('achievements')
        .select(['key', 'unlocked_at'])
        .where('user_id', '=', userId)
        .execute();
      return new Map(rows.map((r) => [r.key, r.unlocked_at]));
    },

    async unlock(userId: string, keys: readonly string[], ids: () => string, now: string): Promise<void> {
      if (keys.length === 0) return;
      await db
        .insertInto('achievements')
        .values(keys.map((key) => ({ id: ids(), user_id: userId, key, unlocked_at: now, created_at: now })))
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .execute();
    },

    async timeZoneOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('time_zone')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.time_zone ?? null;
    },
  };
}

export type ProgressRepo = ReturnType<typeof progressRepo>;
