// Cold start: time from spawning `node apps/server/dist/nova.js serve` (what npm start runs) to the first 200 on /api/health,
// polling every 5 ms. Five runs, each on a fresh DATA_DIR (so migrations run), and right after each a
// second start on the same, already migrated DATA_DIR (no migrations pending). In the same run, as the
// yardstick, a bare Fastify hello (bench/fastify-hello.mjs) started the same way, five times, the
// runs interleaved so machine load falls on both alike. Goals: median <= 300 ms for the fresh start
// (the stricter of the two), and the migrated start <= 1.5x the hello's (issue 14).
// Beside the wall-clock times, the CPU time each start used until its first 200 (all its threads, and its
// main thread alone, from /proc/<pid>/task/*/schedstat in ns): load on the machine stretches the wall
// clock far more than it changes these.
import { readdirSync, readFileSync } from 'node:fs';
import {
  freePort,
  median,
  removeDir,
  report,
  round,
  type ServerProcess,
  spawnFastifyHello,
  spawnServer,
  tempDataDir,
  waitForHealth,
} from './lib.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);

/** CPU time (ms) a process has used: all its threads, and its main thread. */
function cpuMs(pid: number): { all: number; main: number } {
  const onCpuNs = (file: string) => Number(readFileSync(file, 'utf8').split(' ')[0]);
  let all = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) all += onCpuNs(`/proc/${pid}/task/${task}/schedstat`);
  return { all: all / 1e6, main: onCpuNs(`/proc/${pid}/schedstat`) / 1e6 };
}

type Start = { ms: number; cpuMs: number; mainCpuMs: number };

async function timeStart(
  spawn: (options: { port: number; dataDir: string }) => ServerProcess,
  dataDir: string,
): Promise<Start> {
  const server = spawn({ port: await freePort(), dataDir });
  try {
    await waitForHealth(server, { intervalMs: 5 });
    const ms = performance.now() - server.startedAt;
    const cpu = cpuMs(server.pid);
    return { ms, cpuMs: cpu.all, mainCpuMs: cpu.main };
  } finally {
    await server.stop();
  }
}

const freshStarts: Start[] = [];
const migratedStarts: Start[] = [];
const helloStarts: Start[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = tempDataDir('cold-start');
  try {
    helloStarts.push(await timeStart(spawnFastifyHello, dataDir));
    freshStarts.push(await timeStart(spawnServer, dataDir));
    migratedStarts.push(await timeStart(spawnServer, dataDir));
  } finally {
    removeDir(dataDir);
  }
}
const fresh = freshStarts.map((s) => s.ms);
const migrated = migratedStarts.map((s) => s.ms);
const hello = helloStarts.map((s) => s.ms);
const cpuMedian = (starts: Start[], key: 'cpuMs' | 'mainCpuMs') => median(starts.map((s) => s[key]));

const helloMedian = median(hello);
report(
  'cold-start',
  {
    runs,
    freshMedianMs: round(median(fresh)),
    freshMinMs: round(Math.min(...fresh)),
    freshMaxMs: round(Math.max(...fresh)),
    migratedMedianMs: round(median(migrated)),
    migratedMinMs: round(Math.min(...migrated)),
    migratedMaxMs: round(Math.max(...migrated)),
    fastifyHelloMedianMs: round(helloMedian),
    migratedVsHello: round(median(migrated) / helloMedian, 2),
    freshVsHello: round(median(fresh) / helloMedian, 2),
    migratedCpuMs: round(cpuMedian(migratedStarts, 'cpuMs')),
    migratedMainThreadCpuMs: round(cpuMedian(migratedStarts, 'mainCpuMs')),
    freshMainThreadCpuMs: round(cpuMedian(freshStarts, 'mainCpuMs')),
    helloCpuMs: round(cpuMedian(helloStarts, 'cpuMs')),
    helloMainThreadCpuMs: round(cpuMedian(helloStarts, 'mainCpuMs')),
    migratedMainThreadCpuVsHello: round(
      cpuMedian(migratedStarts, 'mainCpuMs') / cpuMedian(helloStarts, 'mainCpuMs'),
      2,
    ),
    freshRunsMs: fresh.map((ms) => round(ms)).join(' '),
    migratedRunsMs: migrated.map((ms) => round(ms)).join(' '),
    helloRunsMs: hello.map((ms) => round(ms)).join(' '),
  },
  [
    { metric: 'freshMedianMs', max: 300, unit: 'ms' },
    { metric: 'migratedMedianMs', max: 300, unit: 'ms' },
    { metric: 'migratedVsHello', max: 1.5, unit: 'x' },
  ],
);
