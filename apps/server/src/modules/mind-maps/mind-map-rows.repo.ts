// SQL that writes many node or connection rows at once (a whole save or import writes up to 2,000
// nodes, a patch that moves every node 1,000): one multi-row INSERT ... ON CONFLICT DO UPDATE per 400
// rows, run as a compiled query. Kysely's builder would rebuild and compile a 5,600-parameter query on
// every such save (about a fifth of a 1,000-row save, profiled); the statement is the same, so its
// text is built here, once per row count for the full 400-row chunks.
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
  /** Every column written, in the order of each row's parameters. */
  columns: readonly string[];
  /** The columns an existing row takes from the new one (its version goes up by one). */
  updated: readonly string[];
};

const stampColumns = ['mind_map_id', 'user_id', 'seq', 'created_at', 'updated_at'] as const;

export const nodeTable: Table = {
  name: 'mind_map_nodes',
  columns: ['id', 'name', 'description', 'color', 'task_id', 'x', 'y', 'style', 'bytes', ...stampColumns],
  updated: ['name', 'description', 'color', 'task_id', 'x', 'y', 'style', 'bytes', 'seq', 'updated_at'],
};

export const edgeTable: Table = {
  name: 'mind_map_edges',
  columns: ['id', 'source_node_id', 'target_node_id', 'label', 'bytes', ...stampColumns],
  updated: ['source_node_id', 'target_node_id', 'label', 'bytes', 'seq', 'updated_at'],
};

function upsertText(table: Table, rows: number, postgres: boolean): string {
  let n = 0;
  const tuple = () => `(${table.columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`;
  const values = Array.from({ length: rows }, tuple).join(', ');
  const set = [
    ...table.updated.map((c) => `${c} = excluded.${c}`),
    `version = ${table.name}.version + 1`,
  ].join(', ');
  return `insert into ${table.name} (${table.columns.join(', ')}) values ${values} on conflict (mind_map_id, id) do update set ${set}`;
}

const fullChunkTexts = new Map<string, string>();

/** The statement for `rows` rows; the full chunk's text is kept (every big save uses it). */
function textFor(table: Table, rows: number, postgres: boolean): string {
  if (rows !== CHUNK) return upsertText(table, rows, postgres);
  const key = `${table.name}:${postgres}`;
  let text = fullChunkTexts.get(key);
  if (text === undefined) {
    text = upsertText(table, rows, postgres);
    fullChunkTexts.set(key, text);
  }
  return text;
}

/**
 * Inserts `rows` into `table`, rewriting the rows that exist (same map and id). `values(row)` gives
 * a row's parameters in `table.columns` order.
 */
export async function upsertRows<R>(
  db: Db,
  table: Table,
  rows: readonly R[],
  values: (row: R) => readonly unknown[],
): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const part of chunks(rows)) {
    const parameters: unknown[] = [];
    for (const row of part) for (const value of values(row)) parameters.push(value);
    await db.executeQuery(CompiledQuery.raw(textFor(table, part.length, postgres), parameters));
  }
}
