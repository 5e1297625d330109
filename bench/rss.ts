// Memory: resident set size (VmRSS from /proc/<pid>/status) of the server process 3 s after spawn,
// idle, on a fresh SQLite DATA_DIR. Three runs, median reported. Goal: <= 80 MB.
import {
  freePort,
  median,
  procStatusMb,
  removeDir,
  report,
  spawnServer,
  tempDataDir,
  waitFor200,
} from './lib.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const rss: number[] = [];
const peak: number[] = [];

for (let i = 0; i < runs; i++) {
  const dataDir = tempDataDir('rss');
  const server = spawnServer({ port: await freePort(), dataDir });
  const started = performance.now();
  try {
    await waitFor200(server);
    await new Promise((r) => setTimeout(r, Math.max(0, 3000 - (performance.now() - started))));
    rss.push(procStatusMb(server.pid, 'VmRSS'));
    peak.push(procStatusMb(server.pid, 'VmHWM'));
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
}

report(
  'rss',
  {
    runs,
    rssAt3sMb: median(rss),
    peakRssMb: median(peak),
    rssRunsMb: rss.join(' '),
  },
  [{ metric: 'rssAt3sMb', max: 80, unit: 'MB' }],
);
