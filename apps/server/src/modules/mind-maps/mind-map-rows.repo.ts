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
  /** Names the table's statements among those built once (textFor); its name unless two share it. */
  key?: string;
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

/**
 * Nodes that only moved (a whole save where their position alone changed, as after a layout): an
 * update of their position and size only: five values fewer to bind and write per row (800 rows
 * 2.0 -> 1.5 ms in a node:sqlite probe; decision 0040). Only ever updated: the rows exist (updateRows).
 */
export const nodeMoveTable: Table = {
  name: 'mind_map_nodes',
  key: 'mind_map_nodes.moved',
  columns: [
    ['id', 'text'],
    ['x', 'double precision'],
    ['y', 'double precision'],
    ['bytes', 'integer'],
  ],
  updated: ['x', 'y', 'bytes', 'seq', 'updated_at'],
};

const names = (table: Table) => [...table.columns.map(([c]) => c), ...stampColumns].join(', ');

/** What an insert that meets an existing row does: rewrite it (`update`), or leave it (`nothing`). */
type OnConflict = 'update' | 'nothing';

const onConflict = (table: Table, action: OnConflict) =>
  action === 'nothing'
    ? 'on conflict (mind_map_id, id) do nothing'
    : `on conflict (mind_map_id, id) do update set ${[
        ...table.updated.map((c) => `${c} = excluded.${c}`),
        `version = ${table.name}.version + 1`,
      ].join(', ')}`;

/** `rows` tuples of `size` parameters: `(?, ?), (?, ?)`, built by repeating one tuple (a short chunk's
 * text is built on every save that has one). */
function tuples(size: number, rows: number): string {
  const tuple = `(?${', ?'.repeat(size - 1)})`;
  return `${tuple}${`, ${tuple}`.repeat(rows - 1)}`;
}

/** SQLite: an insert of `rows` tuples of parameters, the row's columns then the stamp's. */
function valuesText(table: Table, rows: number, action: OnConflict): string {
  const values = tuples(table.columns.length + stampColumns.length, rows);
  return `insert into ${table.name} (${names(table)}) values ${values} ${onConflict(table, action)}`;
}

/** The columns an existing row takes from the new one, but the stamp's (seq, updated_at). */
const ownUpdated = (table: Table) => table.updated.filter((c) => c !== 'seq' && c !== 'updated_at');

/**
 * SQLite: an update of the map's rows named in `rows` tuples of the row's own columns (`column1` is
 * the id); the seq and time once, then the tuples, then the map id. The existing row is found by its
 * key from each tuple; no insert is tried first, and the stamp is bound once instead of per row.
 */
function updateText(table: Table, rows: number): string {
  const position = new Map(table.columns.map(([c], i) => [c, i + 1]));
  const set = ownUpdated(table).map((c) => `${c} = v.column${position.get(c)}`);
  return `update ${table.name} set ${set.join(', ')}, seq = ?, updated_at = ?, version = ${table.name}.version + 1 from (values ${tuples(table.columns.length, rows)}) as v where ${table.name}.mind_map_id = ? and ${table.name}.id = v.column1`;
}

/**
 * PostgreSQL: the rows as one JSON parameter read by json_to_recordset, the stamp as four more. A
 * 5,600-parameter statement is parsed and planned anew on every save (node-postgres prepares none):
 * most of a 1,000-row save on PostgreSQL, measured; this one is a few hundred characters.
 */
function recordsetText(table: Table, action: OnConflict): string {
  const own = table.columns.map(([c]) => `r.${c}`).join(', ');
  return `insert into ${table.name} (${names(table)}) select ${own}, $1, $2, $3, $4, $4 from ${recordset(table, '$5')} ${onConflict(table, action)}`;
}

const recordset = (table: Table, parameter: string) =>
  `json_to_recordset(${parameter}::json) as r(${table.columns.map(([c, type]) => `${c} ${type}`).join(', ')})`;

/** PostgreSQL: the update of the rows that exist, from the same JSON ($1 map, $2 seq, $3 time, $4 rows). */
function recordsetUpdateText(table: Table): string {
  const set = ownUpdated(table).map((c) => `${c} = r.${c}`);
  return `update ${table.name} as t set ${set.join(', ')}, seq = $2, updated_at = $3, version = t.version + 1 from ${recordset(table, '$4')} where t.mind_map_id = $1 and t.id = r.id`;
}

type Statement = 'upsert' | 'insertMissing' | 'update';
const texts = new Map<string, string>();

/** A statement's text, built once: the recordset's, or the VALUES form for `rows` rows. */
function textFor(table: Table, statement: Statement, rows: number, postgres: boolean): string {
  const key = `${table.key ?? table.name}:${statement}:${postgres ? 'pg' : rows}`;
  let text = texts.get(key);
  if (text === undefined) {
    const action = statement === 'upsert' ? 'update' : 'nothing';
    if (postgres) text = statement === 'update' ? recordsetUpdateText(table) : recordsetText(table, action);
    else text = statement === 'update' ? updateText(table, rows) : valuesText(table, rows, action);
    // Full chunks and the recordset recur on every big save; a short chunk's length varies.
    if (postgres || rows === CHUNK) texts.set(key, text);
  }
  return text;
}

/** Lone surrogates as node-postgres sends text (U+FFFD), not as JSON's \uXXXX escapes PostgreSQL refuses. */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.toWellFormed() : value;

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

/**
 * Writes `rows` to `table`: rows new to the map are inserted, rows it has are rewritten (their version
 * up by one); each row object has the table's own columns as keys, and no id twice. Answers how many
 * rows were new. `fresh`: the
 * caller knows none exists yet (a new map, or rows it has just read the map without), so each chunk
 * is one insert. Otherwise each chunk is first an update of the rows that exist (a patch that moves
 * every node: SQLite finds each by its key, with no insert tried first: ~15 % less time than an
 * upsert, measured), then, only when it did not find them all, an insert of the rest (the rows it
 * rewrote are left as they are: `on conflict do nothing`).
 */
export async function upsertRows<R extends object>(
  db: Db,
  table: Table,
  stamp: Stamp,
  rows: readonly R[],
  options: { fresh?: boolean } = {},
): Promise<{ inserted: number }> {
  if (rows.length === 0) return { inserted: 0 };
  const { mapId, userId, seq, now } = stamp;
  const fresh = options.fresh === true;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const json = recordsJson(rows);
    const insert = (statement: Statement) =>
      db.executeQuery(CompiledQuery.raw(textFor(table, statement, 0, true), [mapId, userId, seq, now, json]));
    if (fresh) {
      await insert('upsert');
      return { inserted: rows.length };
    }
    if ((await updateRecordset(db, table, stamp, json)) === rows.length) return { inserted: 0 };
    return { inserted: affected(await insert('insertMissing')) };
  }
  const columns = table.columns.map(([c]) => c);
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, rows.length);
    const count = end - start;
    if (!fresh && (await updateChunk(db, table, stamp, rows, start, end, columns)) === count) continue;
    const text = textFor(table, fresh ? 'upsert' : 'insertMissing', count, false);
    const result = await db.executeQuery(
      CompiledQuery.raw(text, insertParameters(rows, start, end, columns, stamp)),
    );
    inserted += fresh ? count : affected(result);
  }
  return { inserted };
}

/**
 * Rewrites rows the map has (their version up by one) and never inserts: for rows read in the same
 * transaction, so every one is found; one not found is the caller's mistake and fails the save.
 */
export async function updateRows<R extends object>(
  db: Db,
  table: Table,
  stamp: Stamp,
  rows: readonly R[],
): Promise<void> {
  if (rows.length === 0) return;
  let found = 0;
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    found = await updateRecordset(db, table, stamp, recordsJson(rows));
  else {
    const columns = table.columns.map(([c]) => c);
    for (let start = 0; start < rows.length; start += CHUNK)
      found += await updateChunk(
        db,
        table,
        stamp,
        rows,
        start,
        Math.min(start + CHUNK, rows.length),
        columns,
      );
  }
  if (found !== rows.length)
    throw new Error(`${table.name}: ${rows.length - found} rows to update were not found`);
}

/** PostgreSQL: the rows as the recordset's JSON parameter. */
function recordsJson(rows: readonly object[]): string {
  const json = JSON.stringify(rows);
  // Only a lone surrogate (or a backslash before a u) writes this; then again, without them.
  return /\\u[dD][89a-fA-F]/.test(json) ? JSON.stringify(rows, wellFormed) : json;
}

/** PostgreSQL: updates the rows of `json` the map has; answers how many. */
async function updateRecordset(db: Db, table: Table, stamp: Stamp, json: string): Promise<number> {
  const { mapId, seq, now } = stamp;
  return affected(
    await db.executeQuery(CompiledQuery.raw(textFor(table, 'update', 0, true), [mapId, seq, now, json])),
  );
}

/** SQLite: updates the rows start..end the map has; answers how many. */
async function updateChunk<R extends object>(
  db: Db,
  table: Table,
  stamp: Stamp,
  rows: readonly R[],
  start: number,
  end: number,
  columns: readonly string[],
): Promise<number> {
  const text = textFor(table, 'update', end - start, false);
  return affected(
    await db.executeQuery(CompiledQuery.raw(text, updateParameters(rows, start, end, columns, stamp))),
  );
}

// The parameter lists are built by index into arrays of their final length: a rewrite binds 9,000
// values, and iterating (for...of, spreads) in code that runs a few times per save allocated an
// iterator result per value (~0.8 MB per 1,000-row save, sampled; decision 0031).

/** SQLite update's parameters: seq and time, each row's own columns, the map id (updateText). */
function updateParameters<R extends object>(
  rows: readonly R[],
  start: number,
  end: number,
  columns: readonly string[],
  stamp: Stamp,
): unknown[] {
  const width = columns.length;
  const out = new Array<unknown>(2 + (end - start) * width + 1);
  out[0] = stamp.seq;
  out[1] = stamp.now;
  let at = 2;
  for (let r = start; r < end; r++) {
    const values = rows[r] as Record<string, unknown>;
    for (let c = 0; c < width; c++) out[at++] = values[columns[c] as string];
  }
  out[at] = stamp.mapId;
  return out;
}

/** SQLite insert's parameters: per row its own columns, then the stamp's (valuesText). */
function insertParameters<R extends object>(
  rows: readonly R[],
  start: number,
  end: number,
  columns: readonly string[],
  stamp: Stamp,
): unknown[] {
  const width = columns.length;
  const out = new Array<unknown>((end - start) * (width + stampColumns.length));
  let at = 0;
  for (let r = start; r < end; r++) {
    const values = rows[r] as Record<string, unknown>;
    for (let c = 0; c < width; c++) out[at++] = values[columns[c] as string];
    out[at++] = stamp.mapId;
    out[at++] = stamp.userId;
    out[at++] = stamp.seq;
    out[at++] = stamp.now;
    out[at++] = stamp.now;
  }
  return out;
}
