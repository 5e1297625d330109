// SQL that turns a stored UTC instant (ISO text ending in Z) into the user's local day or hour, on
// SQLite and PostgreSQL alike. Neither engine is asked about time zones (SQLite knows none): the
// zone's offsets over the range come from core (offsetSegments, DST included) and become a CASE on
// the instant, usually a single branch. ISO texts of one format compare in time order, so the CASE
// needs no parsing; only the chosen offset is applied.
import type { OffsetSegment } from '@nova/core/domain/analytics';
import { type RawBuilder, sql } from 'kysely';
import type { DbKind } from '../../db/database.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The offset (minutes) of `column`'s instant: a CASE over the segments, newest first. */
function offsetCase<T>(column: string, segments: OffsetSegment[], value: (minutes: number) => RawBuilder<T>) {
  const [first, ...rest] = segments;
  if (!first) return value(0);
  if (rest.length === 0) return value(first.offsetMinutes);
  const newestFirst = [...segments].reverse();
  const branches = newestFirst
    .slice(0, -1)
    .map((s) => sql`when ${sql.ref(column)} >= ${sql.lit(iso(s.fromMs))} then ${value(s.offsetMinutes)}`);
  return sql<T>`(case ${sql.join(branches, sql` `)} else ${value(first.offsetMinutes)} end)`;
}

const sqliteModifier = (minutes: number) => sql.lit(`${minutes >= 0 ? '+' : ''}${minutes} minutes`);
const pgMinutes = (minutes: number) => sql.lit(minutes);

/** `YYYY-MM-DD` of the instant in the zone. */
export function localDay(kind: DbKind, column: string, segments: OffsetSegment[]): RawBuilder<string> {
  if (kind === 'sqlite') {
    return sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)}, ${offsetCase(column, segments, sqliteModifier)})`;
  }
  return sql<string>`to_char(cast(${sql.ref(column)} as timestamp) + ${offsetCase(column, segments, pgMinutes)} * interval '1 minute', 'YYYY-MM-DD')`;
}

/** The hour 0..23 of the instant in the zone. */
export function localHour(kind: DbKind, column: string, segments: OffsetSegment[]): RawBuilder<number> {
  if (kind === 'sqlite') {
    return sql<number>`cast(strftime('%H', ${sql.ref(column)}, ${offsetCase(column, segments, sqliteModifier)}) as integer)`;
  }
  return sql<number>`cast(extract(hour from cast(${sql.ref(column)} as timestamp) + ${offsetCase(column, segments, pgMinutes)} * interval '1 minute') as integer)`;
}
