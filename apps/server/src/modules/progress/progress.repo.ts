// SQL of the progress ledger: append-only `progress_events` (an award or a revocation per row, the
// identity `id` giving the append order), the fold that counts the standing awards per (kind, day),
// and the unlocked `achievements`. Nothing here updates or deletes a ledger row.
import type { DayTally, ProgressKind } from '@nova/core/domain/progress';
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
  return {
    async head(userId: string, kind: ProgressKind, sourceId: string): Promise<LedgerHead | undefined> {
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
    },

    async append(row: LedgerRow): Promise<void> {
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
    },

    /** Standing awards per (kind, day): of each (kind, source) the last row, unless it is a revocation. */
    async tallies(userId: string): Promise<DayTally[]> {
      const rows = await db
        .selectFrom('progress_events as e')
        .select(['e.kind', 'e.day', sql<number | string>`count(*)`.as('n')])
        .where('e.user_id', '=', userId)
        .where('e.revoked', '=', 0)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('progress_events as l')
                .select(sql.lit(1).as('one'))
                .whereRef('l.user_id', '=', 'e.user_id')
                .whereRef('l.kind', '=', 'e.kind')
                .whereRef('l.source_id', '=', 'e.source_id')
                .whereRef('l.id', '>', 'e.id'),
            ),
          ),
        )
        .groupBy(['e.kind', 'e.day'])
        .execute();
      return rows.map((r) => ({ kind: r.kind, day: r.day, count: Number(r.n) }));
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
