// SQL that writes many node or connection rows at once (a whole save or import writes up to 2,000
// nodes, a patch that moves every node 1,000), run as compiled queries: on SQLite one multi-row
// INSERT ... ON CONFLICT DO UPDATE per 400 rows (Kysely's builder would rebuild and compile a
// 5,600-parameter query on every such save: about a fifth of a 1,000-row save, profiled; binding
// parameters is also cheaper there than SQLite reading JSON, measured), on PostgreSQL one statement
// for all the rows, which travel as one JSON parameter. Each text is built once.
import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Rows per statement: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
export const CHUNK = 400;

export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

type Table = {
  name: 'mind_map_nodes' | 'mind_map_edges';
  /** The row's own columns (a row object's keys) with their PostgreSQL types; the stamp's follow. */
  columns: ReadonlyArray<readonly [column: string, type: string]>;
  /** The columns an existing row takes from the new one (its version goes up by one). */
  updated: readonly string[];
};

/** What every row of one save shares: its map, owner, change sequence number and time. */
export type Stamp = { userId: string; mapId: string; seq: number; now: string };

const stampColumns = ['mind_map_id', 'user_id', 'seq', 'created_at', 'updated_at'] as const;

export const nodeTable: Table = {
  name: 'mind_map_nodes',
  columns: [
    ['id', 'text'],
    ['name', 'text'],
    ['description', 'text'],
    ['color', 'text'],
    ['task_id', 'text'],
    ['x', 'double precision'],
    ['y', 'double precision'],
    ['style', 'text'],
    ['bytes', 'integer'],
  ],
  updated: ['name', 'description', 'color', 'task_id', 'x', 'y', 'style', 'bytes', 'seq', 'updated_at'],
};

export const edgeTable: Table = {
  name: 'mind_map_edges',
  columns: [
    ['id', 'text'],
    ['source_node_id', 'text'],
    ['target_node_id', 'text'],
    ['label', 'text'],
    ['bytes', 'integer'],
  ],
  updated: ['source_node_id', 'target_node_id', 'label', 'bytes', 'seq', 'updated_at'],
};

const names = (table: Table) => [...table.columns.map(([c]) => c), ...stampColumns].join(', ');

const onConflict = (table: Table) =>
  `on conflict (mind_map_id, id) do update set ${[
    ...table.updated.map((c) => `${c} = excluded.${c}`),
    `version = ${table.name}.version + 1`,
  ].join(', ')}`;

/** SQLite: `rows` tuples of parameters, the row's columns then the stamp's. */
function valuesText(table: Table, rows: number): string {
  const tuple = `(${Array.from({ length: table.columns.length + stampColumns.length }, () => '?').join(', ')})`;
  const values = Array.from({ length: rows }, () => tuple).join(', ');
  return `insert into ${table.name} (${names(table)}) values ${values} ${onConflict(table)}`;
}

/**
 * PostgreSQL: the rows as one JSON parameter read by json_to_recordset, the stamp as four more. A
 * 5,600-parameter statement is parsed and planned anew on every save (node-postgres prepares none):
 * most of a 1,000-row save on PostgreSQL, measured; this one is a few hundred characters.
 */
function recordsetText(table: Table): string {
  const own = table.columns.map(([c]) => `r.${c}`).join(', ');
  const types = table.columns.map(([c, type]) => `${c} ${type}`).join(', ');
  return `insert into ${table.name} (${names(table)}) select ${own}, $1, $2, $3, $4, $4 from json_to_recordset($5::json) as r(${types}) ${onConflict(table)}`;
}

const texts = new Map<string, string>();

/** A statement's text, built once: the recordset's, or the VALUES form for `rows` rows. */
function textFor(table: Table, rows: number, postgres: boolean): string {
  const key = `${table.name}:${postgres ? 'pg' : rows}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = postgres ? recordsetText(table) : valuesText(table, rows);
    // Full chunks and the recordset recur on every big save; a short chunk's length varies.
    if (postgres || rows === CHUNK) texts.set(key, text);
  }
  return text;
}

/** Lone surrogates as node-postgres sends text (U+FFFD), not as JSON's \uXXXX escapes PostgreSQL refuses. */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.toWellFormed() : value;

/**
 * Inserts `rows` into `table`, rewriting the rows that exist (same map and id); each row object has
 * the table's own columns as keys.
 */
export async function upsertRows<R extends object>(
  db: Db,
  table: Table,
  stamp: Stamp,
  rows: readonly R[],
): Promise<void> {
  if (rows.length === 0) return;
  const { mapId, userId, seq, now } = stamp;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    let json = JSON.stringify(rows);
    // Only a lone surrogate (or a backslash before a u) writes this; then again, without them.
    if (/\\u[dD][89a-fA-F]/.test(json)) json = JSON.stringify(rows, wellFormed);
    await db.executeQuery(CompiledQuery.raw(textFor(table, 0, true), [mapId, userId, seq, now, json]));
    return;
  }
  const columns = table.columns.map(([c]) => c);
  for (const part of chunks(rows)) {
    const parameters: unknown[] = [];
    for (const row of part) {
      const values = row as Record<string, unknown>;
      for (const column of columns) parameters.push(values[column]);
      parameters.push(mapId, userId, seq, now, now);
    }
    await db.executeQuery(CompiledQuery.raw(textFor(table, part.length, false), parameters));
  }
}
