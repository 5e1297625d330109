// Where a cold analytics answer spends its time (issue 10): the bench's user (bench/analytics-seed.ts)
// seeded into a fresh database, then, in this process and without HTTP, each of the repository's
// queries for `range` timed on its own (PROFILE_RUNS runs, p50 and worst), the whole build (the
// service with the counter moved before each run: SQL, the fold in JS and JSON.stringify) and the
// answer's size, and each query's plan (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL)
// when PROFILE_PLANS=1.
//   node bench/analytics-profile.ts                       SQLite in a temp folder
//   BENCH_DATABASE_URL=postgres://.../scratch node bench/analytics-profile.ts   that (emptied) database
// PROFILE_RANGE: 7, 30, 90 or all (default all).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type CompiledQuery, sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { nextSeq } from '../apps/server/src/db/sync-seq.ts';
import { analyticsService } from '../apps/server/src/modules/analytics/analytics.service.ts';
import type { AnalyticsRange } from '../packages/core/src/domain/analytics.ts';
import { seedAnalytics } from './analytics-seed.ts';
import { percentile, removeDir, round, tempDataDir } from './lib.ts';

const fmt = (ms: number) => String(round(ms)).padStart(5);
const rowsOf = new Map<string, number>();
const runs = Number(process.env.PROFILE_RUNS ?? 30);
const range = (process.env.PROFILE_RANGE ?? 'all') as AnalyticsRange;
const pgUrl = process.env.BENCH_DATABASE_URL;
const keep = process.env.PROFILE_KEEP; // a folder: the SQLite database stays there for experiments
const dir = pgUrl ? undefined : (keep ?? tempDataDir('analytics-profile'));
const url = pgUrl ?? join(dir ?? '', 'nova.sqlite');

if (pgUrl) {
  const emptied = await openDatabase({ databaseUrl: pgUrl });
  await sql`drop schema public cascade; create schema public`.execute(emptied.db);
  await emptied.close();
}
const database = await openDatabase({ databaseUrl: url });
try {
  const { db, kind } = database;
  await migrateToLatest(db);
  const userId = randomUUID();
  const stamp = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id: userId,
      name: 'Bench',
      email: null,
      created_at: stamp,
      updated_at: stamp,
      time_zone: 'Europe/Paris',
    })
    .execute();
  const seeded = await seedAnalytics(url, userId, Date.now());
  await seeded.close();

  // The service with a recording database: every query's SQL and time, per build.
  const timings = new Map<string, number[]>();
  const plans = new Map<string, CompiledQuery>();
  const user = { id: userId, email: null, name: 'Bench', createdAt: stamp, timeZone: 'Europe/Paris' };
  const clock = { now: () => new Date() };
  // A second handle whose executor times every query the service sends (labelled by phase).
  const logged = await openDatabase({ databaseUrl: url });
  const executor = logged.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  let label = 'outside';
  (executor as { executeQuery: typeof executor.executeQuery }).executeQuery = async (compiled, options) => {
    const started = performance.now();
    try {
      return await original(compiled, options);
    } finally {
      const name = `${label}: ${compiled.sql.replace(/\s+/g, ' ')}`;
      const list = timings.get(name) ?? [];
      list.push(performance.now() - started);
      timings.set(name, list);
      plans.set(name, compiled);
    }
  };
  const service = analyticsService({ db: logged.db, kind, clock });

  // The first read builds the kept rows per local day from the raw rows (analytics-days.repo.ts).
  await nextSeq(db, userId);
  label = 'first read';
  const firstStarted = performance.now();
  await service.charts(user, range);
  const firstMs = performance.now() - firstStarted;

  const builds: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs + 3; i++) {
    await nextSeq(db, userId);
    label = i < 3 ? 'warm-up' : 'charts';
    const started = performance.now();
    const out = await service.charts(user, range);
    if (i >= 3) builds.push(performance.now() - started);
    bytes = out.json?.length ?? 0;
  }
  builds.sort((a, b) => a - b);
  console.log(
    `${kind} range=${range} load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`first read (builds the kept rows): ${round(firstMs)} ms`);
  console.log(
    `build: p50 ${round(percentile(builds, 50))} ms, worst ${round(builds.at(-1) ?? 0)} ms, JSON ${bytes} bytes`,
  );
  // In the build, queries overlap (PostgreSQL) or queue on the one connection (SQLite): each is timed
  // again on its own, one at a time, the counter moved before each run as in the build.
  label = 'alone';
  for (const [name, compiled] of plans) {
    if (!name.startsWith('charts')) continue;
    const alone: number[] = [];
    for (let i = 0; i < runs; i++) {
      await nextSeq(db, userId);
      const started = performance.now();
      const result = await original(compiled);
      alone.push(performance.now() - started);
      if (i === 0) rowsOf.set(name, result.rows.length);
    }
    alone.sort((a, b) => a - b);
    const within = [...(timings.get(name) ?? [])].sort((a, b) => a - b);
    console.log(
      `  alone p50 ${fmt(percentile(alone, 50))} worst ${fmt(alone.at(-1) ?? 0)} | in build p50 ${fmt(percentile(within, 50))} | ${String(rowsOf.get(name)).padStart(4)} rows x${within.length / runs}  ${name.slice(8, 100)}`,
    );
  }
  if (process.env.PROFILE_PLANS === '1') {
    for (const [name, q] of plans) {
      if (!name.startsWith('charts')) continue;
      const explain = kind === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers) ';
      const { rows } = await sql.raw(explain + inline(q.sql, q.parameters, kind)).execute(db);
      console.log(`\n# ${name.slice(8, 100)}`);
      for (const r of rows as Array<Record<string, unknown>>)
        console.log(`  ${String(r.detail ?? r['QUERY PLAN'] ?? JSON.stringify(r))}`);
    }
  }
  await logged.close();
} finally {
  await database.close();
  if (dir && !keep) removeDir(dir);
}

/** The query with its parameters written in (EXPLAIN takes no bound parameters on the raw path). */
function inline(text: string, parameters: readonly unknown[], kind: string): string {
  const lit = (v: unknown) =>
    typeof v === 'number' ? String(v) : v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`;
  if (kind === 'sqlite') {
    let i = 0;
    return text.replace(/\?/g, () => lit(parameters[i++]));
  }
  return text.replace(/\$(\d+)/g, (_, n) => lit(parameters[Number(n) - 1]));
}
