// Throughput of GET /api/health with autocannon (programmatic API): 20 connections for 10 s after a
// 2 s warm-up (lets the JIT settle). Client and server share this machine's cores, as in the goal.
// Goal: >= 15,000 req/s.
import { freePort, procStatusMb, removeDir, report, spawnServer, tempDataDir, waitFor200 } from './lib.ts';

// autocannon ships no type declarations; these are the fields we read.
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Autocannon = (opts: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;
const autocannonModule: string = 'autocannon';
const { default: autocannon } = (await import(autocannonModule)) as { default: Autocannon };

const duration = Number(process.env.BENCH_DURATION ?? 10);
const dataDir = tempDataDir('throughput');
const server = spawnServer({ port: await freePort(), dataDir });
try {
  await waitFor200(server);
  const url = `${server.url}/api/health`;
  await autocannon({ url, connections: 20, duration: 2 });
  const result = await autocannon({ url, connections: 20, duration });
  report(
    'health-throughput',
    {
      connections: 20,
      durationS: duration,
      requestsPerSecond: Math.round(result.requests.average),
      totalRequests: result.requests.total,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
    },
    [
      { metric: 'requestsPerSecond', min: 15000, unit: 'req/s' },
      { metric: 'non2xx', max: 0, unit: 'responses' },
    ],
  );
} finally {
  await server.stop();
  removeDir(dataDir);
}
