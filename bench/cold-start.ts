// Cold start: time from spawning `node apps/server/dist/nova.js serve` (what npm start runs) to the first 200 on /api/health,
// polling every 5 ms. Five runs, each on a fresh DATA_DIR (so migrations run), and right after each a
// second start on the same, already migrated DATA_DIR (no migrations pending). In the same run, as the
// yardstick, a bare Fastify hello (bench/fastify-hello.mjs) started the same way, five times, the
// runs interleaved so machine load falls on both alike. Goals: median <= 300 ms for the fresh start
// (the stricter of the two), and the migrated start <= 1.5x the hello's (issue 14).
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

async function timeStart(
  spawn: (options: { port: number; dataDir: string }) => ServerProcess,
  dataDir: string,
) {
  const server = spawn({ port: await freePort(), dataDir });
  try {
    await waitForHealth(server, { intervalMs: 5 });
    return performance.now() - server.startedAt;
  } finally {
    await server.stop();
  }
}

const fresh: number[] = [];
const migrated: number[] = [];
const hello: number[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = tempDataDir('cold-start');
  try {
    hello.push(await timeStart(spawnFastifyHello, dataDir));
    fresh.push(await timeStart(spawnServer, dataDir));
    migrated.push(await timeStart(spawnServer, dataDir));
  } finally {
    removeDir(dataDir);
  }
}

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
