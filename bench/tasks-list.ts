// The task list under load, one server process on this machine with autocannon beside it: a user with
// 1,000 open tasks (+200 completed, micro-tasks, tags, strategies; bench/seed-tasks.ts), 20
// connections, 10 s per run after a 2 s warm-up:
// - full: GET /api/tasks?view=active, the whole 1,000-task list each time. Goal >= 800 req/s, p99 <= 50 ms.
// - conditional: the same with If-None-Match (304, no body). Goal >= 5,000 req/s.
// - delta: GET /api/tasks?view=active&since=<seq> with nothing changed. Goal >= 5,000 req/s.
//   Also measured, without a goal: the delta right after one task changed (one summary in the body).
// Full lists are served from a per-(user, query) cache valid for one change counter value
// (task-list.service.ts); `rebuild` measures the other case: 50 times, a PATCH of one task and then
// the full list, timed alone (the list is built from the database: SQL, tags, MVD, JSON).
import { join } from 'node:path';
import { isRecord } from '../packages/core/src/guards.ts';
import { median, procStatusMb, report, round, withServer } from './lib.ts';
import { listAsBrowsersReceive } from './list-wire.ts';
import { benchDuration, failures, measureLoad, statusCount } from './load.ts';
import { seedTasks, signUpOverHttp } from './seed-tasks.ts';

const connections = 20;

await withServer('tasks-list', {}, async (server, dataDir) => {
  const session = await signUpOverHttp(server.url);
  const seed = await seedTasks({ databaseUrl: join(dataDir, 'nova.sqlite'), userId: session.userId });
  const url = `${server.url}/api/tasks?view=active`;
  const headers = { cookie: session.cookie };

  const first = await fetch(url, { headers });
  const etag = first.headers.get('etag') ?? '';
  const text = await first.text();
  const list: unknown = JSON.parse(text);
  if (!isRecord(list) || !Array.isArray(list.tasks) || typeof list.seq !== 'number')
    throw new Error(`unexpected task list: ${text.slice(0, 200)}`);
  if (list.tasks.length !== 1000) throw new Error(`expected 1,000 active tasks, got ${list.tasks.length}`);

  const run = (target: string, extra: Record<string, string> = {}) =>
    measureLoad({ url: target, connections, headers: { ...headers, ...extra } });
  const full = await run(url);
  const conditional = await run(url, { 'if-none-match': etag });
  const delta = await run(`${url}&since=${list.seq}`);
  // The full list as browsers receive it (brotli) beside the uncompressed one, with where the CPU went.
  const wire = await listAsBrowsersReceive(url, headers, server.pid, connections);

  // Last, because each PATCH moves the change counter the runs above rely on.
  const rebuildMs: number[] = [];
  const [someTask] = list.tasks;
  if (!isRecord(someTask) || typeof someTask.id !== 'string') throw new Error('the first task has no id');
  const someId = someTask.id;
  for (let i = 0; i < 50; i++) {
    const patch = await fetch(`${server.url}/api/tasks/${someId}`, {
      method: 'PATCH',
      headers: { ...headers, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Renamed ${i}` }),
    });
    if (patch.status !== 200) throw new Error(`PATCH failed: ${patch.status}`);
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    rebuildMs.push(performance.now() - started);
  }
  const sorted = [...rebuildMs].sort((a, b) => a - b);

  // The refresh after someone's edit: a delta holding the one task that changed.
  const current: unknown = await (await fetch(url, { headers })).json();
  if (!isRecord(current) || typeof current.seq !== 'number') throw new Error('the task list has no seq');
  const before = current.seq;
  await fetch(`${server.url}/api/tasks/${someId}`, {
    method: 'PATCH',
    headers: { ...headers, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Changed once' }),
  });
  const deltaOne = await run(`${url}&since=${before}`);

  report(
    'tasks-list',
    {
      connections,
      durationS: benchDuration,
      seededTasks: seed.tasks,
      seedMs: seed.ms,
      activeTasks: list.tasks.length,
      fullResponseKb: Math.round(Buffer.byteLength(text) / 1024),
      fullRequestsPerSecond: Math.round(full.requests.average),
      fullLatencyP50Ms: full.latency.p50,
      fullLatencyP99Ms: full.latency.p99,
      fullNon200: full.requests.total - statusCount(full, 200),
      rebuildMedianMs: round(median(rebuildMs)),
      rebuildP95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN),
      conditionalRequestsPerSecond: Math.round(conditional.requests.average),
      conditionalLatencyP99Ms: conditional.latency.p99,
      conditionalNon304: conditional.requests.total - statusCount(conditional, 304),
      deltaRequestsPerSecond: Math.round(delta.requests.average),
      deltaLatencyP99Ms: delta.latency.p99,
      deltaNon200: delta.requests.total - statusCount(delta, 200),
      deltaOneChangeRequestsPerSecond: Math.round(deltaOne.requests.average),
      deltaOneChangeLatencyP99Ms: deltaOne.latency.p99,
      errors: failures(full) + failures(conditional) + failures(delta),
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
      ...wire,
    },
    [
      { metric: 'fullRequestsPerSecond', min: 800, unit: 'req/s' },
      { metric: 'fullLatencyP99Ms', max: 50, unit: 'ms' },
      { metric: 'conditionalRequestsPerSecond', min: 5000, unit: 'req/s' },
      { metric: 'deltaRequestsPerSecond', min: 5000, unit: 'req/s' },
      { metric: 'fullNon200', max: 0, unit: 'responses' },
      { metric: 'conditionalNon304', max: 0, unit: 'responses' },
      { metric: 'deltaNon200', max: 0, unit: 'responses' },
      { metric: 'errors', max: 0, unit: 'errors' },
    ],
  );
});
