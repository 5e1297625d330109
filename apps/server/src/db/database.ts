// Owns opening the one database the server uses: SQLite (embedded default) or PostgreSQL, both behind Kysely,
// and turns the start-up failures an operator can fix into one-line StartupErrors.

import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isRecord } from '@nova/core/guards';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
import { trackPool } from '../lib/metrics.ts';
import { StartupError } from '../startup-error.ts';
import { endPool } from './pg-pool.ts';
import type { Database } from './schema.ts';
import { NodeSqliteDatabase } from './sqlite-adapter.ts';
import { SQLITE_CACHE_KIB } from './sqlite-cache.ts';

export type DbKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type DatabaseHandle = { db: Db; kind: DbKind; close(): Promise<void> };

const PG_POOL_MAX = 10;
const PG_CONNECT_TIMEOUT_MS = 5000;
const SQLITE_BUSY_TIMEOUT_MS = 5000;

export function databaseKind(databaseUrl: string): DbKind {
  return /^postgres(ql)?:\/\//i.test(databaseUrl.trim()) ? 'postgres' : 'sqlite';
}

export async function openDatabase(opts: { databaseUrl: string }): Promise<DatabaseHandle> {
  const url = opts.databaseUrl.trim();
  return databaseKind(url) === 'postgres' ? openPostgres(url) : openSqlite(url);
}

/** `sqlite:<path>`, `sqlite://<path>`, `file:<path>`, `file://<path>`, `:memory:` or a plain path. */
export function sqliteFilePath(databaseUrl: string): string {
  const stripped = databaseUrl.replace(/^(sqlite|file):(\/\/)?/i, '');
  return stripped === '' ? ':memory:' : stripped;
}

function errorCode(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  const code = error.code;
  if (typeof code === 'string') return code;
  // Node's happy-eyeballs connect reports an AggregateError whose parts carry the code.
  const parts = error.errors;
  if (Array.isArray(parts)) {
    for (const part of parts) {
      const inner = errorCode(part);
      if (inner) return inner;
    }
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---------- SQLite ----------

function ensureWritableDirectory(dir: string): void {
  const fix = 'set DATA_DIR to a writable folder or fix its permissions';
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const code = errorCode(error);
    const why =
      code === 'ENOTDIR' || code === 'EEXIST' ? ' (a file is in the way)' : code ? ` (${code})` : '';
    throw new StartupError(`Data directory ${dir} is not writable${why}: ${fix}`);
  }
}

async function openSqlite(databaseUrl: string): Promise<DatabaseHandle> {
  const file = sqliteFilePath(databaseUrl);
  const inMemory = file === ':memory:';
  const absolute = inMemory ? file : path.resolve(file);
  if (!inMemory) ensureWritableDirectory(path.dirname(absolute));

  let raw: DatabaseSync;
  try {
    raw = new DatabaseSync(absolute, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  } catch (error) {
    throw new StartupError(
      `Cannot open SQLite database ${absolute}: ${firstLine(error)}: check the file or point DATABASE_URL at another one`,
    );
  }
  try {
    // WAL lets readers run while a write commits; NORMAL is durable across app crashes in WAL mode
    // (only an OS crash can lose the last commits), at a fraction of FULL's fsync cost.
    if (!inMemory) raw.exec('PRAGMA journal_mode = WAL');
    raw.exec('PRAGMA foreign_keys = ON');
    raw.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    raw.exec('PRAGMA synchronous = NORMAL');
    // Up to 8 MB of page cache (the default is 2 MB), filled only as pages are read; 32 MB while the
    // recurring generation pass writes (sqlite-cache.ts withBulkWriteCache).
    raw.exec(`PRAGMA cache_size = -${SQLITE_CACHE_KIB}`);
    // Statement journals in memory: a batch's multi-row INSERT into tasks (its triggers make it a
    // statement that may abort halfway) journalled its pages through a temp file, a third of a
    // create's kernel time. Temp tables and indexes are kept in memory too (no hot path makes one).
    raw.exec('PRAGMA temp_store = MEMORY');
    // A checkpoint every 4,000 WAL pages (~16 MB) instead of 1,000: each hot page (the indexes' last
    // pages, FTS segments) is copied once for four times the commits, and the checkpoint's two fsyncs
    // come a quarter as often. Figures in docs/decisions/0022-creates-at-full-speed.md.
    raw.exec('PRAGMA wal_autocheckpoint = 4000');
  } catch (error) {
    raw.close();
    throw new StartupError(
      `Cannot use SQLite database ${absolute}: ${firstLine(error)}: check the file or point DATABASE_URL at another one`,
    );
  }

  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(raw) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function firstLine(error: unknown): string {
  return errorMessage(error).split('\n')[0] ?? 'unknown error';
}

// ---------- PostgreSQL ----------

type PgTarget = { host: string; port: string; database: string; user: string };

function pgTarget(databaseUrl: string): PgTarget {
  let parsed: URL;
  try {
    parsed = new URL(databaseUrl);
  } catch {
    // Do not echo the URL: it may hold a password.
    throw new StartupError(
      'DATABASE_URL is not a valid PostgreSQL URL: use postgres://user:password@host:5432/database',
    );
  }
  const host = parsed.searchParams.get('host') ?? (decodeURIComponent(parsed.hostname) || 'localhost');
  return {
    host,
    port: parsed.port || '5432',
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || decodeURIComponent(parsed.username),
    user: decodeURIComponent(parsed.username) || 'postgres',
  };
}

// pg returns int8 (count(*), sum()) as strings; SQLite returns numbers. Counts here stay far below 2^53,
// so parse them as numbers and keep one repository code path for both databases.
const pgTypesOf = (types: typeof pg.types) => ({
  // getTypeParser is overloaded (text and binary parsers); one implementation serves both, and
  // TypeScript checks a function against a set of overloads only through a cast.
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === types.builtins.INT8
      ? (value: string) => Number(value)
      : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
});

export function pgStartupError(error: unknown, target: PgTarget): StartupError {
  const where = `${target.host}:${target.port}`;
  const code = errorCode(error);
  const message = errorMessage(error);
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return new StartupError(
      `PostgreSQL at ${where} is unreachable (${code}): start PostgreSQL or fix the host and port in DATABASE_URL`,
    );
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new StartupError(
      `PostgreSQL host ${target.host} could not be resolved (${code}): fix the host in DATABASE_URL`,
    );
  }
  if (code === 'ETIMEDOUT' || /timeout/i.test(message)) {
    return new StartupError(
      `PostgreSQL at ${where} did not answer within ${PG_CONNECT_TIMEOUT_MS / 1000} s: start PostgreSQL or fix the host and port in DATABASE_URL`,
    );
  }
  if (code === '28P01' || code === '28000') {
    return new StartupError(
      `PostgreSQL at ${where} rejected user "${target.user}" (${code}): fix the user name and password in DATABASE_URL`,
    );
  }
  if (code === '3D000') {
    return new StartupError(
      `PostgreSQL database "${target.database}" does not exist on ${where}: create it (createdb ${target.database}) or fix the database name in DATABASE_URL`,
    );
  }
  return new StartupError(
    `Cannot connect to PostgreSQL at ${where}${code ? ` (${code})` : ''}: ${message.split('\n')[0]}: check DATABASE_URL`,
  );
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const target = pgTarget(databaseUrl);
  // Loaded only on PostgreSQL: a SQLite install never pays for the driver (memory, start-up).
  const { default: pgModule } = await import('pg');
  const pool = new pgModule.Pool({
    connectionString: databaseUrl,
    max: PG_POOL_MAX,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    types: pgTypesOf(pgModule.types),
  });
  // An idle client dying (server restart) must not crash the process; the pool replaces it on next use.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection error at ${target.host}:${target.port}: ${firstLine(error)}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw pgStartupError(error, target);
  }
  trackPool(pool);
  return { db, kind: 'postgres', close: () => closePool(db, pool) };
}

/** Destroys Kysely (which ends the pool) and waits for the pool's sockets to close (pg-pool.ts). */
function closePool(db: Db, pool: pg.Pool): Promise<void> {
  return endPool(pool, { end: () => db.destroy(), timeoutMs: PG_CONNECT_TIMEOUT_MS });
}
