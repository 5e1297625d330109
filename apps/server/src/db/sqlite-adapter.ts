// Adapts node:sqlite's DatabaseSync to the better-sqlite3-shaped object Kysely's SqliteDialect expects
// (kysely/dist/dialect/sqlite/sqlite-driver.js calls prepare(), stmt.reader, all/run/iterate(params), close()).
import type { DatabaseSync, SQLInputValue, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// Prepared statements are reused by SQL text: Kysely compiles the same shapes again and again, and
// preparing costs more than running a point select (see bench/sqlite-driver.ts).
const STATEMENT_CACHE_SIZE = 200;

/** A typed array or DataView: what ArrayBuffer.isView detects is exactly Node's ArrayBufferView. */
const isBlob = (value: unknown): value is NodeJS.ArrayBufferView => ArrayBuffer.isView(value);

function bindValue(value: unknown): SQLInputValue {
  // node:sqlite binds a Date as NULL without complaint; store ISO text like every other time column.
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    isBlob(value)
  )
    return value;
  throw new TypeError(`SQLite cannot bind a parameter of type ${typeof value}`);
}

function bindAll(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  const out = new Array<SQLInputValue>(parameters.length);
  for (let i = 0; i < parameters.length; i++) out[i] = bindValue(parameters[i]);
  return out;
}

// Rows as plain objects, as PostgreSQL's are (deepStrictEqual, spread and JSON treat both dialects
// alike). node:sqlite's own row objects have a null prototype and are built in dictionary mode, so
// copying each one ({ ...row }) cost ~18 ms per 1,000 rows of 20 columns and left two objects per row
// to collect (a 10,000-task list read was most of a list build's time and memory under load). Instead
// the statement returns each row as an array and the object is made here with the columns' names:
// ~2 ms per 1,000 rows, one small array of garbage per row (docs/decisions/0015-lean-server.md).
function rowMaker(
  names: readonly string[],
): (values: readonly SQLOutputValue[]) => Record<string, SQLOutputValue> {
  // A column named __proto__ would set the prototype through an assignment: define it instead.
  if (names.includes('__proto__')) {
    return (values) => {
      const row: Record<string, SQLOutputValue> = {};
      names.forEach((name, i) => {
        Object.defineProperty(row, name, {
          value: values[i] ?? null,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      });
      return row;
    };
  }
  return (values) => {
    const row: Record<string, SQLOutputValue> = {};
    for (let i = 0; i < names.length; i++) row[names[i] ?? ''] = values[i] ?? null;
    return row;
  };
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;
  readonly #row: (values: readonly SQLOutputValue[]) => Record<string, SQLOutputValue>;

  constructor(stmt: StatementSync) {
    this.#stmt = stmt;
    const columns = stmt.columns();
    this.reader = columns.length > 0;
    this.#row = rowMaker(columns.map((column) => column.name));
    if (this.reader) stmt.setReturnArrays(true);
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const rows: unknown[] = this.#stmt.all(...bindAll(parameters));
    for (let i = 0; i < rows.length; i++) {
      const values = rows[i];
      if (Array.isArray(values)) rows[i] = this.#row(values);
    }
    return rows;
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.#stmt.run(...bindAll(parameters));
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    for (const values of this.#stmt.iterate(...bindAll(parameters))) {
      yield Array.isArray(values) ? this.#row(values) : { ...values };
    }
  }
}

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #cache = new Map<string, NodeSqliteStatement>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.#cache.get(sql);
    if (cached) {
      // Move to the back: the Map's insertion order is the LRU order.
      this.#cache.delete(sql);
      this.#cache.set(sql, cached);
      return cached;
    }
    const stmt = new NodeSqliteStatement(this.#db.prepare(sql));
    // Cache data statements and the transaction's own (begin, commit, savepoints: a write batch runs
    // them every time); DDL and pragmas run once and may invalidate plans anyway.
    if (/^\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release)\b/i.test(sql)) {
      this.#cache.set(sql, stmt);
      if (this.#cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = this.#cache.keys().next().value;
        if (oldest !== undefined) this.#cache.delete(oldest);
      }
    }
    return stmt;
  }

  close(): void {
    this.#cache.clear();
    if (this.#db.isOpen) this.#db.close();
  }
}
