// Rows a write batch inserts together (group-commit.ts): the new rows of a batch's operations wait
// here and go into the database as one multi-row INSERT per table and column set, just before the
// batch commits. 20 creates are then 4 statements (tasks, applied_operations: 16 rows + 4 each), not
// 40: on PostgreSQL 36 round trips fewer while the user's row lock is held, on SQLite 36 passes fewer
// through the query builder and the driver. The SQL text depends only on the table, the columns and
// the number of rows, so it is made once per shape and kept (and SQLite's prepared statement with it,
// sqlite-adapter.ts); rows go in statements of 64, 32, ... 2 or 1 rows, so a table and column set has
// at most 7 shapes, whatever the batch sizes.
import { CompiledQuery, type Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';

export type TableName = keyof Database & string;
export type NewRow<T extends TableName> = Insertable<Database[T]>;

/** Most rows per statement (a power of two): 1,920 parameters at 30 columns. */
const ROWS_PER_STATEMENT = 64;
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
          let size = ROWS_PER_STATEMENT;
          while (size > rows.length - i) size /= 2;
          const text = insertSql(table, columns, size, numbered);
          await trx.executeQuery(CompiledQuery.raw(text, rows.slice(i, i + size).flat()));
          i += size;
        }
      }
    },
  };
}
