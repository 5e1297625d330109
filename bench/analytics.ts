// Analytics under load (issue 10): a user in Europe/Paris with 10,000 tasks (7,000 completed over two
// years, most with an estimate and a status clock, across 10 strategies), 100,000 events (Pomodoro
// work and break sessions over the same two years, and as many progress ledger rows) and an MVD
// history, seeded straight into the database (its triggers keep the Pomodoro sums, migration 0016, as
// for the server's own writes). BENCH_DATABASE_URL=postgres://... runs it on that (emptied) database.
// Two measurements:
//   cold: each request after a change of the user's counter (from another connection, or a write
//         through the API: coldAfterWrite), so every answer is built from SQL
//         (one at a time, per range, and the calibration): what the first visit after any write costs;
//   load: 20 connections for BENCH_DURATION s over every analytics request (4 ranges, calibration,
//         today), as a screen and its refetches ask for them. Goal: p99 <= 50 ms.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { completedShare, eventCount, seedAnalytics, taskCount } from './analytics-seed.ts';
import { percentile, procStatusMb, report, round, withServer } from './lib.ts';
import {
  type AutocannonOptions,
  type AutocannonResult,
  autocannon,
  benchDuration,
  failures,
} from './load.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const connections = 20;
const coldRuns = 30;

const paths = [
  '/api/analytics?range=7',
  '/api/analytics?range=30',
  '/api/analytics?range=90',
  '/api/analytics?range=all',
  '/api/analytics/calibration',
  '/api/analytics/today',
];

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const emptied = await openDatabase({ databaseUrl: pgUrl });
  await sql`drop schema public cascade; create schema public`.execute(emptied.db);
  await emptied.close();
}

await withServer('analytics', { env: pgUrl ? { DATABASE_URL: pgUrl } : {} }, async (server, dataDir) => {
  const session = await signUpOverHttp(server.url);
  const headers = { cookie: session.cookie };
  const zone = await fetch(`${server.url}/api/auth/time-zone`, {
    method: 'PUT',
    headers: { ...headers, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ timeZone: 'Europe/Paris' }),
  });
  if (zone.status !== 200) throw new Error(`time zone: ${zone.status} ${await zone.text()}`);

  const seedStarted = performance.now();
  const seeded = await seedAnalytics(pgUrl ?? join(dataDir, 'nova.sqlite'), session.userId, Date.now());
  const seedMs = performance.now() - seedStarted;

  const metrics: Record<string, number | string> = {
    connections,
    durationS: benchDuration,
    tasks: taskCount,
    events: eventCount,
    seedMs: round(seedMs),
  };
  try {
    const all = (await (await fetch(`${server.url}/api/analytics?range=all`, { headers })).json()) as {
      completedPerDay: Array<{ count: number }>;
    };
    const completed = all.completedPerDay.reduce((sum, d) => sum + d.count, 0);
    if (completed !== taskCount * completedShare)
      throw new Error(`expected ${taskCount * completedShare} completions, the answer has ${completed}`);

    // Cold: a change of the counter before each request, so each is built from SQL. Two kinds of
    // change: `cold_` moves the counter from a second connection (the seed's), which also makes the
    // server's SQLite connection drop its page cache: a worst case; `coldAfterWrite_` makes a real
    // write of the user through the API (the game switch, turned over), as any change in use does.
    let enabled = true;
    const changes = {
      cold: () => seeded.bump(),
      coldAfterWrite: async () => {
        enabled = !enabled;
        const res = await fetch(`${server.url}/api/progress/settings`, {
          method: 'PUT',
          headers: { ...headers, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
          body: JSON.stringify({ enabled, opId: randomUUID() }),
        });
        if (res.status !== 200) throw new Error(`progress settings: ${res.status} ${await res.text()}`);
      },
    };
    for (const [kind, change] of Object.entries(changes))
      for (const path of paths.slice(0, 5)) {
        const times: number[] = [];
        for (let i = 0; i < coldRuns; i++) {
          await change();
          const started = performance.now();
          const res = await fetch(`${server.url}${path}`, { headers });
          await res.arrayBuffer();
          times.push(performance.now() - started);
          if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        }
        times.sort((a, b) => a - b);
        const name = path.includes('calibration') ? 'calibration' : `range${path.split('=')[1]}`;
        metrics[`${kind}_${name}_p50Ms`] = round(percentile(times, 50));
        metrics[`${kind}_${name}_p99Ms`] = round(percentile(times, 99));
      }
  } finally {
    await seeded.close();
  }

  // Load: every request of the screen, round robin over 20 connections.
  const run = (duration: number) =>
    (autocannon as unknown as (o: AutocannonOptions & { requests: object[] }) => Promise<AutocannonResult>)({
      url: server.url,
      connections,
      duration,
      headers: { ...headers, 'accept-encoding': 'br' },
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
  await run(2);
  const load = await run(benchDuration);
  Object.assign(metrics, {
    requestsPerSecond: Math.round(load.requests.average),
    latencyP50Ms: load.latency.p50,
    latencyP99Ms: load.latency.p99,
    non200: load.requests.total - (load.statusCodeStats['200']?.count ?? 0),
    errors: failures(load),
    serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
  });
  report(pgUrl ? 'analytics-postgres' : 'analytics', metrics, [
    { metric: 'latencyP99Ms', max: 50, unit: 'ms' },
    { metric: 'cold_rangeall_p99Ms', max: 50, unit: 'ms' },
    { metric: 'coldAfterWrite_rangeall_p99Ms', max: 50, unit: 'ms' },
    { metric: 'non200', max: 0, unit: 'responses' },
    { metric: 'errors', max: 0, unit: 'errors' },
  ]);
});
