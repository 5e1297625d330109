// Memory: resident set size (VmRSS from /proc/<pid>/status) of the server process 3 s after spawn,
// idle, on a fresh SQLite DATA_DIR. Three runs, median reported. Goal: <= 80 MB.
import { median, procStatusMb, report, withServer } from './lib.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const rss: number[] = [];
const peak: number[] = [];

for (let i = 0; i < runs; i++) {
  await withServer('rss', {}, async (server) => {
    await new Promise((r) => setTimeout(r, Math.max(0, 3000 - (performance.now() - server.startedAt))));
    rss.push(procStatusMb(server.pid, 'VmRSS'));
    peak.push(procStatusMb(server.pid, 'VmHWM'));
  });
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
