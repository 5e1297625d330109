// Memory: resident set size (VmRSS from /proc/<pid>/status) of the server process 3 s after spawn,
// idle, on a fresh SQLite DATA_DIR: the bundle `npm start` runs, started as it starts it. Three runs,
// median reported, and again 3 s after the first 200 (on a machine so busy that start-up itself takes
// seconds, the 3 s figure catches the start half done); in the same run, a bare Fastify hello (bench/fastify-hello.mjs) measured the same
// way for scale (most of its RSS is the node binary itself). Goal: <= 80 MB.
// Then, the same server after a first session: sign-up, what /app asks for when it opens, a task
// created, completed and listed again, 3 s later (the contracts' schemas are built on first use, so
// this is what a server that has served its routes holds; reported beside the goal, not instead of it).
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
import { signUpOverHttp } from './seed-tasks.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const rss: number[] = [];
const anon: number[] = [];
const peak: number[] = [];
const ready: number[] = [];
const hello: number[] = [];
const used: number[] = [];

/** A first session's requests, each answered 2xx (or the bench fails). */
async function firstSession(baseUrl: string): Promise<void> {
  const session = await signUpOverHttp(baseUrl);
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'accept-encoding': 'br' };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const screen = [
    '/api/tasks?view=active&limit=50',
    '/api/tasks/counts',
    '/api/tasks/summary?tz=Europe/Paris',
    '/api/tags',
    '/api/strategies',
  ];
  for (const path of [...screen, '/api/mvd', '/api/progress', '/api/notifications/unread-count'])
    await call('GET', path);
  const created: unknown = await call('POST', '/api/tasks', { title: 'Water the plants' });
  const id = typeof created === 'object' && created !== null && 'id' in created ? String(created.id) : '';
  await call('POST', `/api/tasks/${id}/status`, { status: 'completed' });
  for (const path of screen) await call('GET', path);
}

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
    await firstSession(server.url);
    await new Promise((r) => setTimeout(r, 3000));
    used.push(procStatusMb(server.pid, 'VmRSS'));
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
    rssAfterFirstSessionMb: median(used),
    fastifyHelloRssMb: median(hello),
    rssRunsMb: rss.join(' '),
    firstSessionRunsMb: used.join(' '),
    helloRunsMb: hello.join(' '),
  },
  [{ metric: 'rssAt3sMb', max: 80, unit: 'MB' }],
);
