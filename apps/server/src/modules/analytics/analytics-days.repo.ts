// The analytics rows kept per local day, and of all time per local hour, strategy and level (migration
// 0022, decision 0023): read for the user's zone, and built from the raw rows when they are missing or
// for another zone, zone rules or span. Triggers keep them between builds, so a read costs one row per
// day with data.
import { offsetSegments } from '@nova/core/domain/analytics';
import { type RawBuilder, SqliteAdapter, sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import {
  countsLevel,
  countsSession,
  countsTask,
  localStampSql,
} from '../../db/migrations/0022_analytics_days.ts';
import { nextSeq } from '../../db/sync-seq.ts';

const DAY_MS = 86_400_000;
/** How far past the last instant (or now) a build's offsets reach: a write beyond builds again. */
const SPAN_AHEAD_MS = 400 * DAY_MS;
/**
 * What the rows were built with: their meaning (bump the leading number when it changes) and the zone
 * rules of this runtime (ICU's tz data version). Rows of other rules are built again on first read.
 */
export const keptRules = `1|${process.versions.tz ?? 'unknown'}`;

const n = (value: unknown): number => Number(value ?? 0);
const iso = (ms: number) => new Date(ms).toISOString();

export type KeptDay = { day: string; completed: number; clockSeconds: number; focusMinutes: number };
export type KeptAllTime = {
  hours: Array<{ hour: number; completed: number }>;
  strategyClock: Array<{ strategyId: string | null; seconds: number }>;
  levels: Array<{ importance: number; urgency: number; total: number; completed: number }>;
};

/**
 * `work` in one write transaction; on SQLite BEGIN IMMEDIATE (as the recurring pass does): the build
 * reads before it writes, and a deferred transaction that must upgrade while another connection
 * writes fails at once instead of waiting.
 */
function inWriteTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

export function analyticsDaysRepo(db: Db, kind: DbKind) {
  const sqlite = kind === 'sqlite';
  const stamp = (row: string, column: string) => sql.raw(localStampSql(sqlite, row, column));

  /**
   * One kept table's rows of the user, joined to the user's zone row in the same statement: null when
   * there is no zone row or it is for another zone or rules (the rows must be built first).
   */
  async function readKept<R, T>(
    conn: Db,
    userId: string,
    timeZone: string,
    parts: { columns: RawBuilder<unknown>; join: RawBuilder<unknown> },
    map: (row: R) => T | undefined,
  ): Promise<T[] | null> {
    const { rows } = await sql<R & { time_zone: string; rules: string }>`
      select z.time_zone, z.rules, ${parts.columns}
      from analytics_zones z left join ${parts.join}
      where z.user_id = ${userId}`.execute(conn);
    const first = rows[0];
    if (!first || first.time_zone !== timeZone || first.rules !== keptRules) return null;
    return rows.flatMap((r) => {
      const value = map(r);
      return value === undefined ? [] : [value];
    });
  }

  /** The kept days from `fromDay` on (all: null), days whose figures are all zero left out. */
  const readDays = (conn: Db, userId: string, timeZone: string, fromDay: string | null) =>
    readKept(
      conn,
      userId,
      timeZone,
      {
        columns: sql`k.day, k.completed, k.clock_seconds, k.focus_minutes`,
        join: sql`analytics_days k on k.user_id = z.user_id
          and (k.completed <> 0 or k.clock_seconds <> 0 or k.focus_minutes <> 0)
          ${fromDay === null ? sql`` : sql`and k.day >= ${fromDay}`}`,
      },
      (r: { day: string | null; completed: unknown; clock_seconds: unknown; focus_minutes: unknown }) =>
        r.day === null
          ? undefined
          : {
              day: r.day,
              completed: n(r.completed),
              clockSeconds: n(r.clock_seconds),
              focusMinutes: n(r.focus_minutes),
            },
    );

  /** Completions by local hour, the status clock by strategy and tasks by level, of all time. */
  async function readAllTime(conn: Db, userId: string, timeZone: string): Promise<KeptAllTime | null> {
    const [hours, strategyClock, levels] = await Promise.all([
      readKept(
        conn,
        userId,
        timeZone,
        {
          columns: sql`k.hour, k.completed`,
          join: sql`analytics_hours k on k.user_id = z.user_id and k.completed <> 0`,
        },
        (r: { hour: unknown; completed: unknown }) =>
          r.hour === null ? undefined : { hour: n(r.hour), completed: n(r.completed) },
      ),
      readKept(
        conn,
        userId,
        timeZone,
        {
          columns: sql`k.strategy_key, k.clock_seconds`,
          join: sql`analytics_strategies k on k.user_id = z.user_id and k.clock_seconds <> 0`,
        },
        (r: { strategy_key: string | null; clock_seconds: unknown }) =>
          r.strategy_key === null
            ? undefined
            : { strategyId: r.strategy_key === '' ? null : r.strategy_key, seconds: n(r.clock_seconds) },
      ),
      readKept(
        conn,
        userId,
        timeZone,
        {
          columns: sql`k.importance, k.urgency, k.total, k.completed`,
          join: sql`analytics_levels k on k.user_id = z.user_id and k.total <> 0`,
        },
        (r: { importance: unknown; urgency: unknown; total: unknown; completed: unknown }) =>
          r.importance === null
            ? undefined
            : {
                importance: n(r.importance),
                urgency: n(r.urgency),
                total: n(r.total),
                completed: n(r.completed),
              },
      ),
    ]);
    return hours && strategyClock && levels ? { hours, strategyClock, levels } : null;
  }

  /**
   * Builds the user's kept rows for `timeZone` from the raw rows, unless another request just did.
   * Holds the user's change counter row first, as every write of the user does (lib/operations.ts), so
   * no write's trigger runs between the offsets and the rows it counts against them.
   */
  async function build(trx: Db, userId: string, timeZone: string, nowMs: number) {
    await nextSeq(trx, userId, 0);
    const known = await trx
      .selectFrom('analytics_zones')
      .select(['time_zone', 'rules'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (known?.time_zone === timeZone && known.rules === keptRules) return;

    const bounds = await sql<{ lo: string | null; hi: string | null }>`
      select min(at) as lo, max(at) as hi from (
        select min(t.completed_at) as at from tasks t where t.user_id = ${userId} and ${sql.raw(countsTask('t'))}
        union all select max(t.completed_at) from tasks t where t.user_id = ${userId} and ${sql.raw(countsTask('t'))}
        union all select min(p.started_at) from pomodoro_sessions p where p.user_id = ${userId} and ${sql.raw(countsSession('p'))}
        union all select max(p.started_at) from pomodoro_sessions p where p.user_id = ${userId} and ${sql.raw(countsSession('p'))}
      ) x`.execute(trx);
    const lo = Date.parse(bounds.rows[0]?.lo ?? '');
    const hi = Date.parse(bounds.rows[0]?.hi ?? '');
    const fromMs = Number.isFinite(lo) ? Math.min(lo, nowMs) : nowMs;
    const toMs = (Number.isFinite(hi) ? Math.max(hi, nowMs) : nowMs) + SPAN_AHEAD_MS;

    for (const table of [
      'analytics_offsets',
      'analytics_days',
      'analytics_hours',
      'analytics_strategies',
      'analytics_levels',
      'analytics_zones',
    ] as const)
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    await trx
      .insertInto('analytics_offsets')
      .values(
        offsetSegments(fromMs, toMs, timeZone).map((s) => ({
          user_id: userId,
          from_at: iso(s.fromMs),
          offset_minutes: s.offsetMinutes,
        })),
      )
      .execute();
    await sql`
      insert into analytics_days (user_id, day, completed, clock_seconds, focus_minutes)
      select user_id, day, sum(completed), sum(clock_seconds), sum(focus_minutes) from (
        select t.user_id, substr(${stamp('t', 'completed_at')}, 1, 10) as day, 1 as completed,
          t.total_time_spent as clock_seconds, 0 as focus_minutes
        from tasks t where t.user_id = ${userId} and ${sql.raw(countsTask('t'))}
        union all
        select p.user_id, substr(${stamp('p', 'started_at')}, 1, 10), 0, 0, p.planned_minutes
        from pomodoro_sessions p where p.user_id = ${userId} and ${sql.raw(countsSession('p'))}
      ) x group by user_id, day`.execute(trx);
    await sql`
      insert into analytics_hours (user_id, hour, completed)
      select t.user_id, cast(substr(${stamp('t', 'completed_at')}, 12, 2) as integer) as hour, count(*)
      from tasks t where t.user_id = ${userId} and ${sql.raw(countsTask('t'))}
      group by t.user_id, cast(substr(${stamp('t', 'completed_at')}, 12, 2) as integer)`.execute(trx);
    await sql`
      insert into analytics_strategies (user_id, strategy_key, clock_seconds)
      select t.user_id, coalesce(t.strategy_id, ''), sum(t.total_time_spent)
      from tasks t where t.user_id = ${userId} and ${sql.raw(countsTask('t'))}
      group by t.user_id, coalesce(t.strategy_id, '')`.execute(trx);
    await sql`
      insert into analytics_levels (user_id, importance, urgency, total, completed)
      select t.user_id, t.importance, t.urgency, count(*), sum(case when t.status = 'completed' then 1 else 0 end)
      from tasks t where t.user_id = ${userId} and ${sql.raw(countsLevel('t'))}
      group by t.user_id, t.importance, t.urgency`.execute(trx);
    await trx
      .insertInto('analytics_zones')
      .values({
        user_id: userId,
        time_zone: timeZone,
        rules: keptRules,
        span_from: iso(fromMs),
        span_to: iso(toMs),
        built_at: iso(nowMs),
      })
      .execute();
  }

  return {
    /**
     * Completions, status clock and Pomodoro minutes per local day in `timeZone` from `fromDay` on,
     * and for all time (`fromDay` null) the figures kept of all time. Built first when the kept rows
     * are not for this zone and rules (the first read after a change of zone, of the runtime's zone
     * rules, or a write outside the span).
     */
    async kept(
      userId: string,
      timeZone: string,
      fromDay: string | null,
      nowMs: number,
    ): Promise<{ days: KeptDay[]; allTime: KeptAllTime | null }> {
      const read = async (conn: Db) => {
        const [days, allTime] = await Promise.all([
          readDays(conn, userId, timeZone, fromDay),
          fromDay === null ? readAllTime(conn, userId, timeZone) : null,
        ]);
        return days && (fromDay !== null || allTime) ? { days, allTime } : null;
      };
      const found = await read(db);
      if (found) return found;
      return inWriteTransaction(db, async (trx) => {
        await build(trx, userId, timeZone, nowMs);
        const built = await read(trx);
        if (!built) throw new Error('analytics rows missing right after their build');
        return built;
      });
    },
  };
}

export type AnalyticsDaysRepo = ReturnType<typeof analyticsDaysRepo>;
