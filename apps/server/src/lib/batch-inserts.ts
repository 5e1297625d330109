// Rows a write batch inserts together (group-commit.ts): the new rows of a batch's operations wait
// here and go into the database as one multi-row INSERT per table and column set, just before the
// batch commits. 20 creates are then 2 statements (tasks, applied_operations: 20 rows each), not
// 40: on PostgreSQL 38 round trips fewer while the user's row lock is held, on SQLite 38 passes fewer
// through the query builder and the driver. The SQL text depends only on the table, the columns and
// the number of rows, so it is made once per shape and kept (and SQLite's prepared statement with it,
// sqlite-adapter.ts). Up to 32 rows go in one statement of exactly that many; more in statements of
// 64 or 32 rows and one for the rest. So a table and column set has at most 33 shapes, and only the
// batch sizes that happen are made: on SQLite a tasks INSERT prepared for n rows holds ~7 KB per row
// (its 19 indexes' and triggers' code), ~4 MB if all 33 shapes were ever made.
//
// Why one statement rather than a few of power-of-two sizes (16 + 4, as before): on SQLite every
// statement after the first that touches the tasks opens a statement savepoint, and FTS5 writes its
// pending terms out as a new segment at each savepoint (task_search, migration 0019), so 16 + 4 rows
// made two segments to write and later merge where one statement makes one. Server CPU per create
// under bench/task-create.ts: about -7 % (docs/decisions/0022-creates-at-full-speed.md).
import { CompiledQuery, type Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';

export type TableName = keyof Database & string;
export type NewRow<T extends TableName> = Insertable<Database[T]>;

/** Most rows per statement: 1,920 parameters at 30 columns. */
const ROWS_PER_STATEMENT = 64;
/** Up to this many rows left, one statement of exactly that many (above, 64 or 32 rows first). */
const EXACT_ROWS_MAX = 32;

/** How many of `left` waiting rows the next statement takes. */
export function statementRows(left: number): number {
  if (left <= EXACT_ROWS_MAX) return left;
  return left >= ROWS_PER_STATEMENT ? ROWS_PER_STATEMENT : EXACT_ROWS_MAX;
}
/** Shapes (table, columns, row count) whose SQL is kept; past this the memo starts again. */
const SHAPES_MAX = 200;

type Group = { table: string; columns: string[]; rows: unknown[][] };
type Executor = { executeQuery(query: CompiledQuery): Promise<unknown> };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const shapes = new Map<string, string>();

/** `insert into "t" ("a", "b") values (?, ?), (?, ?)`, with `$n` placeholders on PostgreSQL. */
function insertSql(table: string, columns: string[], rows: number, numbered: boolean): string {
  const key = `${numbered ? '$' : '?'}${table}(${columns.join(',')})x${rows}`;
  let text = shapes.get(key);
  if (text === undefined) {
    let n = 0;
    const row = () => `(${columns.map(() => (numbered ? `$${++n}` : '?')).join(', ')})`;
    text = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${Array.from({ length: rows }, row).join(', ')}`;
    if (shapes.size >= SHAPES_MAX) shapes.clear();
    shapes.set(key, text);
  }
  return text;
}

export type BatchInserts = ReturnType<typeof batchInserts>;

/**
 * A batch's waiting rows. `numbered`: PostgreSQL's `$1` placeholders (SQLite takes `?`). Columns whose
 * value is undefined are left out, as the query builder does; rows of one table with different
 * columns go in separate statements. Rows are inserted in the order they were added, table by table
 * in the order each table was first added to.
 */
export function batchInserts(numbered: boolean) {
  const groups = new Map<string, Group>();
  return {
    add<T extends TableName>(table: T, row: NewRow<T>): void {
      const columns: string[] = [];
      const values: unknown[] = [];
      for (const [column, value] of Object.entries(row)) {
        if (value === undefined) continue;
        columns.push(column);
        values.push(value);
      }
      const key = `${table}(${columns.join(',')})`;
      const group = groups.get(key);
      if (group) group.rows.push(values);
      else groups.set(key, { table, columns, rows: [values] });
    },

    get size(): number {
      let rows = 0;
      for (const group of groups.values()) rows += group.rows.length;
      return rows;
    },

    /** Inserts every waiting row through `trx` (a statement per table and columns) and forgets them. */
    async flush(trx: Executor): Promise<void> {
      const waiting = [...groups.values()];
      groups.clear();
      for (const { table, columns, rows } of waiting) {
        for (let i = 0; i < rows.length; ) {
          const size = statementRows(rows.length - i);
          const text = insertSql(table, columns, size, numbered);
          await trx.executeQuery(CompiledQuery.raw(text, rows.slice(i, i + size).flat()));
          i += size;
        }
      }
    },
  };
}
