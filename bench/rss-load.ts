// Memory under load (issue 14): one account with 10,000 open tasks (+500 completed; bench/seed-tasks.ts)
// served by one bundled server process on SQLite while, for 10 s after a 2 s warm-up, 10 connections
// read the full active list (compressed, as a browser asks for it), 4 read the today view and 4
// create tasks (each create moves the change counter, so the lists are rebuilt and cached again).
// VmRSS is sampled every 100 ms: the peak and the figure right after are reported, with every
// bounded cache's bytes from /metrics. Goal: RSS <= 150 MB throughout.
import { join } from 'node:path';
import { procStatusMb, report, round, withServer } from './lib.ts';
import { autocannon, benchDuration, failures } from './load.ts';
import { seedTasks, signUpOverHttp } from './seed-tasks.ts';

const openTasks = 10_000;
const metricsToken = 'bench-rss-load-metrics-token';

/** The bounded caches' bytes as GET /metrics reports them (nova_cache_bytes{cache="..."}). */
async function cacheBytes(url: string): Promise<Record<string, number>> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  const bytes: Record<string, number> = {};
  for (const match of text.matchAll(/^nova_cache_bytes\{cache="([^"]+)"\} (\d+(?:\.\d+)?(?:e\+\d+)?)$/gm)) {
    bytes[match[1] ?? ''] = Number(match[2]);
  }
  return bytes;
}

await withServer('rss-load', { env: { METRICS_TOKEN: metricsToken } }, async (server, dataDir) => {
  const session = await signUpOverHttp(server.url);
  const seed = await seedTasks({
    databaseUrl: join(dataDir, 'nova.sqlite'),
    userId: session.userId,
    openTasks,
    completedTasks: 500,
  });
  const headers = { cookie: session.cookie, 'accept-encoding': 'br, gzip' };
  const idleMb = procStatusMb(server.pid, 'VmRSS');
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, procStatusMb(server.pid, 'VmRSS'));
  }, 100);
  const load = (duration: number) =>
    Promise.all([
      autocannon({ url: `${server.url}/api/tasks?view=active`, connections: 10, duration, headers }),
      autocannon({ url: `${server.url}/api/tasks?view=today`, connections: 4, duration, headers }),
      autocannon({
        url: `${server.url}/api/tasks`,
        connections: 4,
        duration,
        method: 'POST',
        headers: { ...headers, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Load [<id>]', opId: '[<id>]', importance: 5, urgency: 5 }),
        idReplacement: true,
      }),
    ]);
  let results: Awaited<ReturnType<typeof load>>;
  try {
    await load(2);
    results = await load(benchDuration);
  } finally {
    clearInterval(sampler);
  }
  const [list, today, create] = results;
  const caches = await cacheBytes(server.url);
  report(
    'rss-load',
    {
      seededTasks: seed.tasks,
      durationS: benchDuration,
      idleAfterSeedMb: idleMb,
      peakRssMb: round(peakMb),
      peakHwmMb: procStatusMb(server.pid, 'VmHWM'),
      rssAfterMb: procStatusMb(server.pid, 'VmRSS'),
      listRequestsPerSecond: Math.round(list.requests.average),
      todayRequestsPerSecond: Math.round(today.requests.average),
      createRequestsPerSecond: Math.round(create.requests.average),
      errors: failures(list) + failures(today) + failures(create),
      cacheBytes: Object.entries(caches)
        .map(([name, value]) => `${name}=${value}`)
        .join(' '),
    },
    [{ metric: 'peakRssMb', max: 150, unit: 'MB' }],
  );
});
