// Memory under load (issue 14): one account with 10,000 open tasks (+500 completed; bench/seed-tasks.ts)
// served by one bundled server process on SQLite while, for 10 s after a 2 s warm-up:
// - 10 connections read the full active list with no limit (compressed, as a browser asks for it; an
//   API client or a screen that needs every task asks so),
// - 4 read the today view,
// - 4 create tasks (each create moves the change counter, so the lists are rebuilt and cached again),
// - 4 read the list as /app does (apps/web/src/lib/api/tasks.ts): the first page of 50, pages of 200
//   by cursor up to 1,000 rows, then deltas (`since` + the held end as cursor) one after the other,
//   starting over on a reset.
// VmRSS is sampled every 100 ms: the peak and the figure right after are reported, with every
// bounded cache's bytes from /metrics. Goal: RSS <= 150 MB throughout.
import { join } from 'node:path';
import { isRecord } from '../packages/core/src/guards.ts';
import { procStatusMb, report, round, withServer } from './lib.ts';
import { autocannon, benchDuration, failures } from './load.ts';
import { seedTasks, signUpOverHttp } from './seed-tasks.ts';

const openTasks = 10_000;
const metricsToken = 'bench-rss-load-metrics-token';
const pagedReaders = 4;
/** The web app's page sizes (TASK_PAGE_FIRST, TASK_PAGE_MORE) and how far it streams pages while idle. */
const firstPage = 50;
const morePage = 200;
const streamedRows = 1000;

type PagedCounts = { pages: number; deltas: number; resets: number; errors: number };

/**
 * One /app reader for `seconds`: first page, pages to 1,000 rows, then deltas until the time is up
 * (a reset starts over from the first page). Every answer is read whole, as the browser does.
 */
async function pagedReader(
  baseUrl: string,
  headers: Record<string, string>,
  seconds: number,
  counts: PagedCounts,
): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  const get = async (query: string): Promise<Record<string, unknown> | null> => {
    const res = await fetch(`${baseUrl}/api/tasks?view=active&${query}`, { headers });
    const body: unknown = await res.json().catch(() => null);
    if (res.status !== 200 || !isRecord(body)) {
      counts.errors++;
      return null;
    }
    return body;
  };
  while (performance.now() < deadline) {
    const first = await get(`limit=${firstPage}`);
    if (!first) continue;
    counts.pages++;
    let seq = Number(first.seq);
    let cursor = typeof first.nextCursor === 'string' ? first.nextCursor : null;
    let held = Array.isArray(first.tasks) ? first.tasks.length : 0;
    while (cursor && held < streamedRows && performance.now() < deadline) {
      const page = await get(`limit=${morePage}&cursor=${encodeURIComponent(cursor)}`);
      if (!page) break;
      counts.pages++;
      held += Array.isArray(page.tasks) ? page.tasks.length : 0;
      cursor = typeof page.nextCursor === 'string' ? page.nextCursor : null;
    }
    while (cursor && performance.now() < deadline) {
      const delta = await get(`limit=${firstPage}&since=${seq}&cursor=${encodeURIComponent(cursor)}`);
      if (!delta) break;
      counts.deltas++;
      if (delta.reset === true) {
        counts.resets++;
        break;
      }
      seq = Number(delta.seq);
    }
  }
}

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
  const paged: PagedCounts = { pages: 0, deltas: 0, resets: 0, errors: 0 };
  const load = (duration: number) => {
    Object.assign(paged, { pages: 0, deltas: 0, resets: 0, errors: 0 });
    return Promise.all([
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
      ...Array.from({ length: pagedReaders }, () => pagedReader(server.url, headers, duration, paged)),
    ]);
  };
  let results: Awaited<ReturnType<typeof load>>;
  try {
    await load(2);
    results = await load(benchDuration);
  } finally {
    clearInterval(sampler);
  }
  const [list, today, create] = results;
  const pagedPerSecond = (n: number) => round(n / benchDuration);
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
      pagedPagesPerSecond: pagedPerSecond(paged.pages),
      pagedDeltasPerSecond: pagedPerSecond(paged.deltas),
      pagedResets: paged.resets,
      errors: failures(list) + failures(today) + failures(create) + paged.errors,
      non2xx: list.non2xx + today.non2xx + create.non2xx,
      cacheBytes: Object.entries(caches)
        .map(([name, value]) => `${name}=${value}`)
        .join(' '),
    },
    [{ metric: 'peakRssMb', max: 150, unit: 'MB' }],
  );
});
