// Task creation under load: POST /api/tasks from 20 connections for 10 s (after a 2 s warm-up), each
// body unique (autocannon's [<id>] replacement gives every request its own title and operation id),
// signed in with a session cookie and CSRF token, one server process on this machine: first on SQLite,
// then on a fresh PostgreSQL database (NOVA_BENCH_PG_URL, see bench/lib.ts), in the same run.
// Goals (issue 14): >= 3,000 req/s on SQLite, >= 1,500 req/s on PostgreSQL, every answer a 201.
// `node bench/task-create.ts sqlite` (or postgres) measures one database only.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  type Goal,
  procStatusMb,
  report,
  round,
  tasksLength,
  withScratchPostgres,
  withServer,
} from './lib.ts';
import { benchDuration, failures, measureLoad, rateAndLatency, statusCount } from './load.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const connections = 20;

/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Commits in the bench's database and WAL flushes of the whole PostgreSQL server so far (after
 * waiting out the statistics' 1 s flush delay): what a create costs PostgreSQL, figures the machine's
 * load does not change the way it changes a rate.
 */
async function pgCounters(url: string | undefined): Promise<{ commits: number; walSyncs: number } | null> {
  if (!url) return null;
  await new Promise((r) => setTimeout(r, 1500));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = await client.query(
      'select xact_commit::int8::text as commits from pg_stat_database where datname = current_database()',
    );
    const wal = await client.query('select wal_sync::int8::text as syncs from pg_stat_wal');
    return { commits: Number(db.rows[0]?.commits), walSyncs: Number(wal.rows[0]?.syncs) };
  } finally {
    await client.end();
  }
}

async function createLoad(label: string, env: Record<string, string>) {
  return withServer(`task-create-${label}`, { env }, async (server) => {
    const session = await signUpOverHttp(server.url);
    const cpuBefore = cpuMs(server.pid);
    const pgBefore = await pgCounters(env.DATABASE_URL);
    const result = await measureLoad({
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
    });
    const cpuAfter = cpuMs(server.pid);
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    const pgAfter = await pgCounters(env.DATABASE_URL);
    const tasksAfter = tasksLength(
      await (
        await fetch(`${server.url}/api/tasks?view=active&since=0`, { headers: { cookie: session.cookie } })
      ).json(),
    );
    return {
      ...rateAndLatency(result),
      loadAverage: load,
      non201: result.requests.total - statusCount(result, 201),
      errors: failures(result),
      tasksAfter,
      // Per task created (the warm-up's included): cost figures that hold up on a busy machine.
      serverCpuMsPerCreate: round((cpuAfter - cpuBefore) / Math.max(1, tasksAfter), 3),
      ...(pgAfter && pgBefore
        ? {
            pgCommitsPerCreate: round((pgAfter.commits - pgBefore.commits) / Math.max(1, tasksAfter), 3),
            pgWalSyncsPerCreate: round((pgAfter.walSyncs - pgBefore.walSyncs) / Math.max(1, tasksAfter), 3),
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
}
report('task-create', metrics, goals);
