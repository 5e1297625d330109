// The paged task list at size (issue 14): one account with 1,000, 10,000 and 100,000 tasks (80 %
// open, 20 % completed, micro-tasks, tags, strategies; bench/seed-tasks.ts in bulk), the bundled
// server on SQLite (and PostgreSQL: `node bench/tasks-page.ts postgres`, or `all`), autocannon with
// 20 connections asking with `Accept-Encoding: br` as browsers do, 10 s per run after a 2 s warm-up:
// - page: GET /api/tasks?view=active&limit=50, the first screen. Goal p99 <= 50 ms at every size.
// - delta: GET /api/tasks?view=active&limit=50&since=<seq> right after one task changed (its row in
//   the body), as every tab of the user asks. Goal p99 <= 50 ms at every size.
// - counts: GET /api/tasks/counts, the sidebar's numbers (no goal).
// - summary: GET /api/tasks/summary?today=…&tz=UTC, the right panel's account at a glance (focus
//   task, today's figures, MVD, mentor's candidates: task-summary.service.ts). Goal p99 <= 50 ms.
// Pages, counts and summaries are kept per change counter, so the runs above mostly serve a built
// answer, as a page reload or a second tab does; `pageBuild`, `deltaBuild`, `countsBuild` and
// `summaryBuild` time the other case, the first answer after a write (a PATCH, then the request
// alone; 30 times; median and max). The load average is written beside each size.

import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { isRecord } from '../packages/core/src/guards.ts';
import { type Goal, median, report, round, withScratchPostgres, withServer } from './lib.ts';
import { benchDuration, failures, measureLoad, statusCount } from './load.ts';
import { type BenchSession, seedTasks, signUpOverHttp } from './seed-tasks.ts';

const connections = 20;
/** BENCH_SIZES=1000,100000 measures only those. */
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const accept = { 'accept-encoding': 'br' };

type Figures = Record<string, number>;

async function json(res: Response): Promise<Record<string, unknown>> {
  const body: unknown = await res.json();
  if (!isRecord(body)) throw new Error(`unexpected answer: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

async function patchTitle(baseUrl: string, session: BenchSession, id: string, title: string) {
  const res = await fetch(`${baseUrl}/api/tasks/${id}`, {
    method: 'PATCH',
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title }),
  });
  if (res.status !== 200) throw new Error(`PATCH failed: ${res.status}`);
  await res.arrayBuffer();
}

/** The first answer after a write, `times` times: median and max milliseconds. */
async function buildTimes(baseUrl: string, session: BenchSession, id: string, url: string, times = 30) {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    await patchTitle(baseUrl, session, id, `Rebuilt ${i}`);
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie: session.cookie, ...accept } });
    await res.arrayBuffer();
    ms.push(performance.now() - started);
  }
  return { median: round(median(ms)), max: round(Math.max(...ms)) };
}

/** The first delta after a write, `times` times: each a new `since`, so never a kept answer. */
async function deltaBuildTimes(
  baseUrl: string,
  session: BenchSession,
  id: string,
  pageUrl: string,
  times = 30,
) {
  const headers = { cookie: session.cookie, ...accept };
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const before = Number((await json(await fetch(pageUrl, { headers }))).seq);
    await patchTitle(baseUrl, session, id, `Delta ${i}`);
    const started = performance.now();
    const res = await fetch(`${pageUrl}&since=${before}`, { headers });
    await res.arrayBuffer();
    ms.push(performance.now() - started);
  }
  return { median: round(median(ms)), max: round(Math.max(...ms)) };
}

async function measureSize(label: string, env: Record<string, string>, total: number): Promise<Figures> {
  return withServer(`tasks-page-${label}-${total}`, { env }, async (server, dataDir) => {
    const session = await signUpOverHttp(server.url);
    const completed = Math.round(total * 0.2);
    const seed = await seedTasks({
      databaseUrl: env.DATABASE_URL ?? join(dataDir, 'nova.sqlite'),
      userId: session.userId,
      openTasks: total - completed,
      completedTasks: completed,
    });
    if (env.DATABASE_URL) {
      // What autovacuum does minutes after such a load: the planner's statistics of the new rows
      // (without them PostgreSQL guesses, and may walk an index of every task for a delta).
      const handle = await openDatabase({ databaseUrl: env.DATABASE_URL });
      await sql`analyze`.execute(handle.db);
      await handle.close();
    }
    const headers = { cookie: session.cookie, ...accept };
    const pageUrl = `${server.url}/api/tasks?view=active&limit=50`;
    const countsUrl = `${server.url}/api/tasks/counts`;
    const summaryUrl = `${server.url}/api/tasks/summary?today=2026-11-21&tz=UTC`;
    const first = await json(await fetch(pageUrl, { headers }));
    const tasks = Array.isArray(first.tasks) ? first.tasks : [];
    const someTask = tasks[0];
    if (tasks.length !== 50 || typeof first.nextCursor !== 'string' || typeof first.seq !== 'number')
      throw new Error(`unexpected first page: ${tasks.length} rows`);
    if (!isRecord(someTask) || typeof someTask.id !== 'string') throw new Error('the first row has no id');
    const someId = someTask.id;

    const run = (url: string) => measureLoad({ url, connections, headers });
    const load1 = loadavg()[0] ?? 0;
    const page = await run(pageUrl);
    const counts = await run(countsUrl);
    const summary = await run(summaryUrl);
    // The refresh after someone's edit: a delta holding the one task that changed.
    const before = Number((await json(await fetch(pageUrl, { headers }))).seq);
    await patchTitle(server.url, session, someId, 'Changed once');
    const delta = await run(`${pageUrl}&since=${before}`);
    const load2 = loadavg()[0] ?? 0;
    const pageBuild = await buildTimes(server.url, session, someId, pageUrl);
    const deltaBuild = await deltaBuildTimes(server.url, session, someId, pageUrl);
    const countsBuild = await buildTimes(server.url, session, someId, countsUrl);
    const summaryBuild = await buildTimes(server.url, session, someId, summaryUrl);
    const pageBytes = (await (await fetch(pageUrl, { headers })).arrayBuffer()).byteLength;
    const summaryBytes = (await (await fetch(summaryUrl, { headers })).arrayBuffer()).byteLength;
    return {
      seededTasks: seed.tasks,
      seedMs: seed.ms,
      pageRequestsPerSecond: Math.round(page.requests.average),
      pageLatencyP50Ms: page.latency.p50,
      pageLatencyP99Ms: page.latency.p99,
      pageBrotliBytes: pageBytes,
      deltaRequestsPerSecond: Math.round(delta.requests.average),
      deltaLatencyP50Ms: delta.latency.p50,
      deltaLatencyP99Ms: delta.latency.p99,
      countsRequestsPerSecond: Math.round(counts.requests.average),
      countsLatencyP99Ms: counts.latency.p99,
      deltaBuildMedianMs: deltaBuild.median,
      deltaBuildMaxMs: deltaBuild.max,
      pageBuildMedianMs: pageBuild.median,
      pageBuildMaxMs: pageBuild.max,
      countsBuildMedianMs: countsBuild.median,
      countsBuildMaxMs: countsBuild.max,
      summaryRequestsPerSecond: Math.round(summary.requests.average),
      summaryLatencyP50Ms: summary.latency.p50,
      summaryLatencyP99Ms: summary.latency.p99,
      summaryBrotliBytes: summaryBytes,
      summaryBuildMedianMs: summaryBuild.median,
      summaryBuildMaxMs: summaryBuild.max,
      non200:
        page.requests.total -
        statusCount(page, 200) +
        delta.requests.total -
        statusCount(delta, 200) +
        counts.requests.total -
        statusCount(counts, 200) +
        summary.requests.total -
        statusCount(summary, 200),
      errors: failures(page) + failures(delta) + failures(counts) + failures(summary),
      loadAverageBefore: round(load1, 2),
      loadAverageAfter: round(load2, 2),
    };
  });
}

const which = process.argv[2] ?? 'sqlite';
const metrics: Record<string, number | string> = { connections, durationS: benchDuration };
const goals: Goal[] = [];
const databases: Array<
  [string, (work: (env: Record<string, string>) => Promise<Figures>) => Promise<Figures | null>]
> = [
  ['sqlite', (work) => work({})],
  ['postgres', (work) => withScratchPostgres('tasks-page', (url) => work({ DATABASE_URL: url }))],
];
for (const [label, around] of databases) {
  if (which !== 'all' && which !== label) continue;
  for (const total of sizes) {
    const figures = await around((env) => measureSize(label, env, total));
    const prefix = `${label}${total / 1000}k`;
    if (figures === null) {
      metrics[`${prefix}Skipped`] = 'not reachable';
      continue;
    }
    for (const [key, value] of Object.entries(figures)) {
      metrics[`${prefix}${key[0]?.toUpperCase()}${key.slice(1)}`] = value;
    }
    goals.push({ metric: `${prefix}PageLatencyP99Ms`, max: 50, unit: 'ms' });
    goals.push({ metric: `${prefix}DeltaLatencyP99Ms`, max: 50, unit: 'ms' });
    goals.push({ metric: `${prefix}SummaryLatencyP99Ms`, max: 50, unit: 'ms' });
    goals.push({ metric: `${prefix}Non200`, max: 0, unit: 'responses' });
    goals.push({ metric: `${prefix}Errors`, max: 0, unit: 'errors' });
  }
}
report(which === 'sqlite' ? 'tasks-page' : `tasks-page-${which}`, metrics, goals);
