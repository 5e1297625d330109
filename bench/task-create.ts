// Task creation under load: POST /api/tasks from 20 connections for 10 s (after a 2 s warm-up), each
// body unique (autocannon's [<id>] replacement gives every request its own title and operation id),
// signed in with a session cookie and CSRF token, one server process on this machine: first on SQLite,
// then on a fresh PostgreSQL database (NOVA_BENCH_PG_URL, see bench/lib.ts), in the same run.
// Goals (issue 14): >= 3,000 req/s on SQLite, >= 1,500 req/s on PostgreSQL, every answer a 201.
// `node bench/task-create.ts sqlite` (or postgres) measures one database only.
//
// Every answer is checked: the statuses of the warm-up and of the measured run are counted (any other
// than 201 is listed in `statuses` and counted in `non201`, a goal of 0), and the account must then
// hold one task per 201 plus those of the requests still in flight when each run stopped (autocannon
// does not count their answers: at most one per connection per run), `tasksBeyond201` between 0 and
// twice the connections.
//
// The load generator (autocannon, in this process) shares the machine's cores with the server, and on
// PostgreSQL with the database's backends: a rate is what the server reached beside them. So each run
// also reports the share of all the cores each of them used over the measured run (as
// bench/list-wire.ts does): the load generator (process.cpuUsage()), the server (/proc/<pid>/stat, all
// its threads), the PostgreSQL backends serving the bench's database (their /proc entries, when the
// database runs on this machine) and everything else (/proc/stat less those), with the 1-minute load
// average at its end. The costs per create do not depend on that load: server CPU, and on PostgreSQL
// backend CPU, commits and WAL flushes, over the measured run divided by its 201s.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import {
  type Goal,
  machineBusyMs,
  processCpuMs,
  procStatusMb,
  report,
  round,
  tasksLength,
  withScratchPostgres,
  withServer,
} from './lib.ts';
import {
  type AutocannonResult,
  autocannon,
  benchDuration,
  failures,
  rateAndLatency,
  statusCount,
} from './load.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const connections = 20;

/** System (kernel) CPU time of a process in ms, from /proc/<pid>/stat (field 15): its writes, fsyncs, sockets. */
function processSysCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]) * 1000) / 100;
}
const warmUpS = 2;

/** What PostgreSQL did for the bench's database so far: commits, WAL flushes, its backends' CPU. */
type PgCounters = { commits: number; walSyncs: number; backendCpuMs: Map<number, number> | null };

/**
 * Commits in the bench's database and WAL flushes of the whole PostgreSQL server so far (after
 * waiting out the statistics' 1 s flush delay), and the CPU time of the backends connected to the
 * bench's database (null when PostgreSQL runs on another machine: no /proc entries to read).
 */
async function pgCounters(url: string): Promise<PgCounters> {
  await new Promise((r) => setTimeout(r, 1500));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = await client.query<{ commits: string }>(
      'select xact_commit::int8::text as commits from pg_stat_database where datname = current_database()',
    );
    const wal = await client.query<{ syncs: string }>(
      'select wal_sync::int8::text as syncs from pg_stat_wal',
    );
    const backends = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const pids = backends.rows.map((r) => r.pid);
    const local = pids.length > 0 && pids.every((pid) => existsSync(`/proc/${pid}/stat`));
    return {
      commits: Number(db.rows[0]?.commits),
      walSyncs: Number(wal.rows[0]?.syncs),
      backendCpuMs: local ? new Map(pids.map((pid) => [pid, processCpuMs(pid)])) : null,
    };
  } finally {
    await client.end();
  }
}

/** CPU the backends used between two readings (a backend that connected in between counts from 0). */
function backendCpuBetween(before: PgCounters, after: PgCounters): number | null {
  if (!before.backendCpuMs || !after.backendCpuMs) return null;
  let ms = 0;
  for (const [pid, cpu] of after.backendCpuMs) ms += cpu - (before.backendCpuMs.get(pid) ?? 0);
  return ms;
}

/** Every status answered, as `201:18763 500:2`. */
const statusList = (results: AutocannonResult[]): string => {
  const counts = new Map<string, number>();
  for (const result of results)
    for (const [status, { count }] of Object.entries(result.statusCodeStats))
      counts.set(status, (counts.get(status) ?? 0) + count);
  return [...counts].map(([status, count]) => `${status}:${count}`).join(' ');
};

async function createLoad(label: string, env: Record<string, string>) {
  return withServer(`task-create-${label}`, { env }, async (server) => {
    const session = await signUpOverHttp(server.url);
    const options = {
      url: `${server.url}/api/tasks`,
      connections,
      method: 'POST',
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        title: 'Call the dentist about [<id>]',
        opId: '[<id>]',
        importance: 7,
        urgency: 4,
        startDate: '2026-11-23',
        durationMinutes: 15,
      }),
      idReplacement: true,
    };
    const warmUp = await autocannon({ ...options, duration: warmUpS });
    const pgBefore = env.DATABASE_URL ? await pgCounters(env.DATABASE_URL) : null;
    const started = performance.now();
    const client0 = process.cpuUsage();
    const server0 = processCpuMs(server.pid);
    const serverSys0 = processSysCpuMs(server.pid);
    const machine0 = machineBusyMs();
    const result = await autocannon({ ...options, duration: benchDuration });
    const client = process.cpuUsage(client0);
    const serverMs = processCpuMs(server.pid) - server0;
    const serverSysMs = processSysCpuMs(server.pid) - serverSys0;
    const machineMs = machineBusyMs() - machine0;
    const capacityMs = (performance.now() - started) * availableParallelism();
    const load1m = round(loadavg()[0] ?? 0, 2);
    const pgAfter = env.DATABASE_URL ? await pgCounters(env.DATABASE_URL) : null;
    const pgCpuMs = pgBefore && pgAfter ? backendCpuBetween(pgBefore, pgAfter) : null;

    const created = statusCount(result, 201);
    const perCreate = (value: number) => round(value / Math.max(1, created), 3);
    const clientMs = (client.user + client.system) / 1000;
    const pct = (ms: number) => round((100 * ms) / capacityMs);
    const tasksAfter = tasksLength(
      await (
        await fetch(`${server.url}/api/tasks?view=active&since=0`, { headers: { cookie: session.cookie } })
      ).json(),
    );
    return {
      ...rateAndLatency(result),
      load1m,
      statuses: statusList([warmUp, result]),
      non201: warmUp.requests.total + result.requests.total - statusCount(warmUp, 201) - created,
      errors: failures(warmUp) + failures(result),
      // Tasks the account holds beyond the 201s counted (warm-up included): the requests in flight when
      // a run stopped. Below 0, a 201 made no task; above 2 x connections, tasks came from elsewhere.
      tasksBeyond201: tasksAfter - statusCount(warmUp, 201) - created,
      serverCpuMsPerCreate: perCreate(serverMs),
      // Of which in the kernel: socket reads and writes, the WAL's writes, a checkpoint's fsyncs.
      serverSysCpuMsPerCreate: perCreate(serverSysMs),
      loadGeneratorCpuPct: pct(clientMs),
      serverCpuPct: pct(serverMs),
      ...(pgCpuMs !== null ? { postgresCpuPct: pct(pgCpuMs) } : {}),
      othersCpuPct: pct(Math.max(0, machineMs - clientMs - serverMs - (pgCpuMs ?? 0))),
      ...(pgAfter && pgBefore
        ? {
            ...(pgCpuMs !== null ? { pgBackendCpuMsPerCreate: perCreate(pgCpuMs) } : {}),
            pgCommitsPerCreate: perCreate(pgAfter.commits - pgBefore.commits),
            pgWalSyncsPerCreate: perCreate(pgAfter.walSyncs - pgBefore.walSyncs),
          }
        : {}),
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
    };
  });
}

const only = process.argv[2];
const metrics: Record<string, number | string> = { connections, durationS: benchDuration };
const goals: Goal[] = [];
const runs = [
  ['sqlite', 3000, (run: (env: Record<string, string>) => Promise<object>) => run({})],
  [
    'postgres',
    1500,
    (run: (env: Record<string, string>) => Promise<object>) =>
      withScratchPostgres('task-create', (url) => run({ DATABASE_URL: url })),
  ],
] as const;
for (const [label, min, around] of runs) {
  if (only !== undefined && only !== label) continue;
  const figures = await around((env) => createLoad(label, env));
  if (figures === null) {
    metrics[`${label}Skipped`] = 'not reachable';
    continue;
  }
  for (const [key, value] of Object.entries(figures)) {
    metrics[`${label}${key[0]?.toUpperCase()}${key.slice(1)}`] = value;
  }
  goals.push({ metric: `${label}RequestsPerSecond`, min, unit: 'req/s' });
  goals.push({ metric: `${label}Non201`, max: 0, unit: 'responses' });
  goals.push({ metric: `${label}TasksBeyond201`, min: 0, max: 2 * connections, unit: 'tasks' });
}
report('task-create', metrics, goals);
