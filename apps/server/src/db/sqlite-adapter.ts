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

// node:sqlite rows have a null prototype; PostgreSQL rows do not. Plain objects keep both dialects
// interchangeable for callers (deepStrictEqual, spread, JSON).
function plainRows(rows: Record<string, SQLOutputValue>[]): unknown[] {
  for (let i = 0; i < rows.length; i++) rows[i] = { ...rows[i] };
  return rows;
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;

  constructor(stmt: StatementSync) {
    this.#stmt = stmt;
    this.reader = stmt.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return plainRows(this.#stmt.all(...bindAll(parameters)));
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.#stmt.run(...bindAll(parameters));
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    for (const row of this.#stmt.iterate(...bindAll(parameters))) yield { ...row };
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
