// Which SQLite driver: node:sqlite (built into Node 24) measured raw and through our Kysely adapter,
// and better-sqlite3 when BETTER_SQLITE3=<path to an installed better-sqlite3 package> is given (it is not
// a project dependency; see docs/decisions/0002-sqlite-driver.md). Writes bench/results/sqlite-driver.json.
// Workloads, each on a fresh WAL file with the server's pragmas, median of RUNS:
//   insert 10k rows in one transaction; point select by id x10k; list 1,000 rows by owner x100.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { NodeSqliteDatabase } from '../apps/server/src/db/sqlite-adapter.ts';
import { median, removeDir, report, round, tempDataDir } from './lib.ts';

const RUNS = 5;
const ROWS = 10_000;
const LIST_SIZE = 1_000;
const LIST_REPEAT = 100;
const USERS = ROWS / LIST_SIZE;

type Row = { id: string; user_id: string; title: string; position: number; created_at: string };
type Timings = { insert10kMs: number; pointSelect10kMs: number; list1000x100Ms: number };

/** The calls every raw driver shares (better-sqlite3 takes parameters the same way as node:sqlite). */
type RawStatement = {
  run(...p: unknown[]): unknown;
  get(...p: unknown[]): unknown;
  all(...p: unknown[]): unknown[];
};
type RawDb = { exec(sql: string): unknown; prepare(sql: string): RawStatement; close(): void };

// node:sqlite's statements take SQLInputValue parameters where RawStatement says unknown: the rows here
// only bind strings and numbers, which both drivers take.
const nodeSqliteRaw = (file: string) => new DatabaseSync(file) as unknown as RawDb;

const SCHEMA = `
  create table items (id text primary key, user_id text not null, title text not null,
    position double precision not null, created_at text not null);
  create index items_user_id_position_idx on items (user_id, position);`;
const PRAGMAS = ['journal_mode = WAL', 'foreign_keys = ON', 'busy_timeout = 5000', 'synchronous = NORMAL'];

function makeRows(): Row[] {
  const now = new Date().toISOString();
  return Array.from({ length: ROWS }, (_, i) => ({
    id: randomUUID(),
    user_id: `user-${i % USERS}`,
    title: `Task number ${i} with a realistic length title`,
    position: i,
    created_at: now,
  }));
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

async function timeAsync(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

function openRaw(open: (file: string) => RawDb, dir: string, label: string): RawDb {
  const db = open(join(dir, `${label}.db`));
  for (const pragma of PRAGMAS) db.exec(`PRAGMA ${pragma}`);
  db.exec(SCHEMA);
  return db;
}

function runRaw(
  open: (file: string) => RawDb,
  dir: string,
  label: string,
  rows: Row[],
  ids: string[],
): Timings {
  const db = openRaw(open, dir, label);
  const insert = db.prepare(
    'insert into items (id, user_id, title, position, created_at) values (?, ?, ?, ?, ?)',
  );
  const insert10kMs = time(() => {
    db.exec('begin');
    for (const r of rows) insert.run(r.id, r.user_id, r.title, r.position, r.created_at);
    db.exec('commit');
  });
  const byId = db.prepare('select * from items where id = ?');
  const pointSelect10kMs = time(() => {
    for (const id of ids) if (!byId.get(id)) throw new Error('missing row');
  });
  const list = db.prepare('select * from items where user_id = ? order by position limit ?');
  const list1000x100Ms = time(() => {
    for (let i = 0; i < LIST_REPEAT; i++)
      if (list.all(`user-${i % USERS}`, LIST_SIZE).length !== LIST_SIZE) throw new Error('short list');
  });
  db.close();
  return { insert10kMs, pointSelect10kMs, list1000x100Ms };
}

/** node:sqlite preparing every statement anew: what the adapter's statement cache saves. */
function runUncachedPointSelect(dir: string, rows: Row[], ids: string[]): number {
  const db = openRaw(nodeSqliteRaw, dir, 'uncached');
  const insert = db.prepare(
    'insert into items (id, user_id, title, position, created_at) values (?, ?, ?, ?, ?)',
  );
  db.exec('begin');
  for (const r of rows) insert.run(r.id, r.user_id, r.title, r.position, r.created_at);
  db.exec('commit');
  const ms = time(() => {
    for (const id of ids)
      if (!db.prepare('select * from items where id = ?').get(id)) throw new Error('missing row');
  });
  db.close();
  return ms;
}

type Items = { items: Row };

async function runKysely(dialect: SqliteDialect, rows: Row[], ids: string[]): Promise<Timings> {
  const db = new Kysely<Items>({ dialect });
  for (const pragma of PRAGMAS) await sql.raw(`PRAGMA ${pragma}`).execute(db);
  for (const statement of SCHEMA.split(';').filter((s) => s.trim())) await sql.raw(statement).execute(db);
  const insert10kMs = await timeAsync(async () => {
    await db.transaction().execute(async (trx) => {
      for (const r of rows) await trx.insertInto('items').values(r).execute();
    });
  });
  const pointSelect10kMs = await timeAsync(async () => {
    for (const id of ids)
      if (!(await db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst()))
        throw new Error('missing row');
  });
  const list1000x100Ms = await timeAsync(async () => {
    for (let i = 0; i < LIST_REPEAT; i++) {
      const list = await db
        .selectFrom('items')
        .selectAll()
        .where('user_id', '=', `user-${i % USERS}`)
        .orderBy('position')
        .limit(LIST_SIZE)
        .execute();
      if (list.length !== LIST_SIZE) throw new Error('short list');
    }
  });
  await db.destroy();
  return { insert10kMs, pointSelect10kMs, list1000x100Ms };
}

function medians(runs: Timings[]): Timings {
  const pick = (key: keyof Timings) => round(median(runs.map((r) => r[key])), 1);
  return {
    insert10kMs: pick('insert10kMs'),
    pointSelect10kMs: pick('pointSelect10kMs'),
    list1000x100Ms: pick('list1000x100Ms'),
  };
}

type BetterSqlite3 = new (file: string) => RawDb;
function loadBetterSqlite3(): BetterSqlite3 | string {
  const path = process.env.BETTER_SQLITE3;
  if (!path) return 'not measured (set BETTER_SQLITE3=<path to an installed better-sqlite3 package>)';
  try {
    // An optional package outside the project (no types installed): its constructor as the bench uses it.
    const Database = createRequire(import.meta.url)(path) as BetterSqlite3;
    new Database(':memory:').close(); // the native addon loads lazily; fail here, not mid-run
    return Database;
  } catch (error) {
    return `does not load: ${(error instanceof Error ? error.message : String(error)).split('\n').slice(0, 2).join(' ')}`;
  }
}

const dir = tempDataDir('sqlite-driver');
const better = loadBetterSqlite3();
const results: {
  nodeSqlite: Timings[];
  nodeSqliteKysely: Timings[];
  betterSqlite3: Timings[];
  betterSqlite3Kysely: Timings[];
} = {
  nodeSqlite: [],
  nodeSqliteKysely: [],
  betterSqlite3: [],
  betterSqlite3Kysely: [],
};
const uncached: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const rows = makeRows();
    const ids = rows.map((r) => r.id).sort(() => Math.random() - 0.5);
    const label = (name: string) => `${name}-${run}`;
    results.nodeSqlite.push(runRaw(nodeSqliteRaw, dir, label('node'), rows, ids));
    uncached.push(runUncachedPointSelect(join(dir), rows, ids));
    const nodeKysely = new SqliteDialect({
      database: new NodeSqliteDatabase(new DatabaseSync(join(dir, `${label('node-kysely')}.db`))),
    });
    results.nodeSqliteKysely.push(await runKysely(nodeKysely, rows, ids));
    if (typeof better !== 'string') {
      results.betterSqlite3.push(runRaw((file) => new better(file), dir, label('better'), rows, ids));
      const betterKysely = new SqliteDialect({
        // Kysely's SqliteDatabase type, which the RawDb view of better-sqlite3 does not spell out.
        database: new better(join(dir, `${label('better-kysely')}.db`)) as never,
      });
      results.betterSqlite3Kysely.push(await runKysely(betterKysely, rows, ids));
    }
    removeDir(join(dir, 'uncached.db'));
  }
} finally {
  removeDir(dir);
}

const metrics: Record<string, number | string> = {
  runs: RUNS,
  sqliteVersion: String(new DatabaseSync(':memory:').prepare('select sqlite_version() as v').get()?.v),
};
for (const [driver, runs] of Object.entries(results)) {
  if (runs.length === 0) continue;
  for (const [key, value] of Object.entries(medians(runs))) metrics[`${driver}.${key}`] = value;
}
metrics['nodeSqlite.pointSelect10kPrepareEachMs'] = round(median(uncached), 1);
if (typeof better === 'string') metrics.betterSqlite3 = better;

// Goals for the path the server uses (node:sqlite through Kysely): generous, they catch regressions.
report('sqlite-driver', metrics, [
  { metric: 'nodeSqliteKysely.pointSelect10kMs', max: 500, unit: 'ms' },
  { metric: 'nodeSqliteKysely.list1000x100Ms', max: 1000, unit: 'ms' },
]);
