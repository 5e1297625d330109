// Throughput of GET /api/health with autocannon (programmatic API): 20 connections for 10 s after a
// 2 s warm-up (lets the JIT settle). Client and server share this machine's cores, as in the goal.
// Goal: >= 15,000 req/s.
import { procStatusMb, report, withServer } from './lib.ts';
import { benchDuration, failures, measureLoad, rateAndLatency } from './load.ts';

await withServer('throughput', {}, async (server) => {
  const result = await measureLoad({ url: `${server.url}/api/health`, connections: 20 });
  report(
    'health-throughput',
    {
      connections: 20,
      durationS: benchDuration,
      ...rateAndLatency(result),
      non2xx: result.non2xx,
      errors: failures(result),
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
    },
    [
      { metric: 'requestsPerSecond', min: 15000, unit: 'req/s' },
      { metric: 'non2xx', max: 0, unit: 'responses' },
    ],
  );
});
