// Memory: resident set size (VmRSS from /proc/<pid>/status) of the server process 3 s after spawn,
// idle, on a fresh SQLite DATA_DIR: the bundle `npm start` runs, started as it starts it. Three runs,
// median reported, and again 3 s after the first 200 (on a machine so busy that start-up itself takes
// seconds, the 3 s figure catches the start half done); in the same run, a bare Fastify hello (bench/fastify-hello.mjs) measured the same
// way for scale (most of its RSS is the node binary itself). Goal: <= 80 MB.
import {
  freePort,
  median,
  procStatusMb,
  removeDir,
  report,
  spawnFastifyHello,
  tempDataDir,
  waitForHealth,
  withServer,
} from './lib.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const rss: number[] = [];
const anon: number[] = [];
const peak: number[] = [];
const ready: number[] = [];
const hello: number[] = [];

const settle = (startedAt: number) =>
  new Promise((r) => setTimeout(r, Math.max(0, 3000 - (performance.now() - startedAt))));

for (let i = 0; i < runs; i++) {
  await withServer('rss', {}, async (server) => {
    const answered = performance.now();
    await settle(server.startedAt);
    rss.push(procStatusMb(server.pid, 'VmRSS'));
    anon.push(procStatusMb(server.pid, 'RssAnon'));
    peak.push(procStatusMb(server.pid, 'VmHWM'));
    await settle(answered);
    ready.push(procStatusMb(server.pid, 'VmRSS'));
  });
  const dataDir = tempDataDir('rss-hello');
  const bare = spawnFastifyHello({ port: await freePort(), dataDir });
  try {
    await waitForHealth(bare);
    await settle(bare.startedAt);
    hello.push(procStatusMb(bare.pid, 'VmRSS'));
  } finally {
    await bare.stop();
    removeDir(dataDir);
  }
}

report(
  'rss',
  {
    runs,
    rssAt3sMb: median(rss),
    anonAt3sMb: median(anon),
    rss3sAfterReadyMb: median(ready),
    peakRssMb: median(peak),
    fastifyHelloRssMb: median(hello),
    rssRunsMb: rss.join(' '),
    helloRunsMb: hello.join(' '),
  },
  [{ metric: 'rssAt3sMb', max: 80, unit: 'MB' }],
);
