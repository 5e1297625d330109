// Realtime fan-out: how long an assignee's change takes to reach the owner's SSE stream while 1,000
// other SSE clients (other users' streams) are connected to the same server. The bundled server runs
// on loopback with SQLite; the assignee comments through the link token (POST
// /api/shared-tasks/{id}/comments) and the latency is from sending that request to the owner's stream
// delivering the comment.created event. Bounded: SAMPLES sequential changes spread over a few
// delegated tasks (so the per-task rate limit of 60 a minute is never hit), a 2-minute overall cap.
// Goal: p99 <= 250 ms.
//
// Other users are created through the real sign-up; the server trusts X-Forwarded-For (TRUST_PROXY)
// only so the bench can give each sign-up its own address under the sign-up rate limit.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (events then go through LISTEN/NOTIFY).
import { type IncomingMessage, request } from 'node:http';
import { isRecord } from '../packages/core/src/guards.ts';
import { cycle, percentile, procStatusMb, report, round, withServer } from './lib.ts';

const OTHER_CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 1000);
const OTHER_USERS = Number(process.env.BENCH_SSE_USERS ?? 100);
const SAMPLES = Number(process.env.BENCH_SSE_SAMPLES ?? 200);
const TASKS = Math.max(1, Math.ceil(SAMPLES / 50));
const DEADLINE = Date.now() + 120_000;

type Json = Record<string, unknown>;
type Session = { cookie: string; csrf: string };

function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingMessage['headers']; json: Json }> {
  return new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              json: text ? JSON.parse(text) : {},
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function signUp(base: string, i: number): Promise<Session> {
  const res = await call(base, 'POST', '/api/auth/sign-up', {
    body: { email: `bench-${i}@example.org`, password: 'bench password 123', name: `Bench ${i}` },
    headers: { 'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}` },
  });
  if (res.status !== 201) throw new Error(`sign-up ${i}: ${res.status} ${JSON.stringify(res.json)}`);
  const cookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nova_session='))?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return { cookie, csrf: String(res.json.csrfToken) };
}

type Stream = { close(): void };

/** Opens /api/events; resolves once the stream says it is connected. */
function openStream(
  base: string,
  cookie: string,
  onEvent?: (data: string, at: number) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/events`, { agent: false, headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`events: ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let connected = false;
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        if (!connected && buffer.includes(': connected')) {
          connected = true;
          resolve({ close: () => req.destroy() });
        }
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data && onEvent) onEvent(data.slice(6), at);
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
    req.end();
  });
}

async function inBatches<T>(count: number, size: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(size, count - start) }, (_, k) => work(start + k)),
    );
    out.push(...batch);
  }
  return out;
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const env = { TRUST_PROXY: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
await withServer('sse-fanout', { env }, async (server) => {
  const streams: Stream[] = [];
  try {
    await measure(server.url, server.pid, streams);
  } finally {
    for (const stream of streams) stream.close();
  }
});

type DelegatedTask = { id: string; token: string };

/** The owner's tasks, each delegated by link (the token the assignee comments with). */
async function delegatedTasks(base: string, owner: Session): Promise<DelegatedTask[]> {
  const ownerHeaders = { cookie: owner.cookie, 'x-csrf-token': owner.csrf };
  const tasks: DelegatedTask[] = [];
  for (let t = 0; t < TASKS; t++) {
    const task = await call(base, 'POST', '/api/tasks', {
      body: { title: `Bench task ${t}` },
      headers: ownerHeaders,
    });
    const id = String(task.json.id);
    const link = await call(base, 'POST', `/api/tasks/${id}/delegation`, {
      body: { email: `assignee-${t}@example.org`, language: 'en', sendEmail: false },
      headers: ownerHeaders,
    });
    if (link.status !== 201) throw new Error(`delegate: ${link.status}`);
    const token = new URL(String(link.json.link)).searchParams.get('token');
    if (!token) throw new Error(`delegate: no token in the link ${String(link.json.link)}`);
    tasks.push({ id, token });
  }
  return tasks;
}

/** Sequential assignee changes; each waits for its event on the owner's stream. Sorted, in ms. */
async function changeLatencies(
  base: string,
  tasks: DelegatedTask[],
  arrivals: Map<string, number>,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let s = 0; s < SAMPLES && Date.now() < DEADLINE; s++) {
    const task = cycle(tasks, s);
    const sent = performance.now();
    const res = await call(base, 'POST', `/api/shared-tasks/${task.id}/comments`, {
      body: { text: `change ${s}` },
      headers: { authorization: `Bearer ${task.token}` },
    });
    if (res.status !== 201) throw new Error(`comment ${s}: ${res.status} ${JSON.stringify(res.json)}`);
    const commentId = String(res.json.id);
    const waitUntil = performance.now() + 5000;
    let arrived = arrivals.get(commentId);
    while (arrived === undefined) {
      if (performance.now() > waitUntil) throw new Error(`no event for comment ${s} within 5 s`);
      await new Promise((r) => setImmediate(r));
      arrived = arrivals.get(commentId);
    }
    latencies.push(arrived - sent);
  }
  return latencies.sort((a, b) => a - b);
}

/** Sets up the owner, the tasks and the other streams (kept in `streams` to close), then measures. */
async function measure(base: string, pid: number, streams: Stream[]): Promise<void> {
  // The owner, their delegated tasks and their stream.
  const owner = await signUp(base, 0);
  const tasks = await delegatedTasks(base, owner);
  const arrivals = new Map<string, number>();
  streams.push(
    await openStream(base, owner.cookie, (data, at) => {
      const event: unknown = JSON.parse(data);
      if (!isRecord(event) || event.type !== 'comment.created' || !Array.isArray(event.ids)) return;
      const [, commentId] = event.ids;
      if (typeof commentId === 'string' && commentId) arrivals.set(commentId, at);
    }),
  );

  // 1,000 other streams of other users.
  const others = await inBatches(OTHER_USERS, 8, (i) => signUp(base, i + 1));
  const openStart = performance.now();
  const otherStreams = await inBatches(OTHER_CLIENTS, 100, (i) => openStream(base, cycle(others, i).cookie));
  streams.push(...otherStreams);
  const openMs = performance.now() - openStart;

  const sorted = await changeLatencies(base, tasks, arrivals);
  report(
    'sse-fanout',
    {
      database: databaseUrl ? 'postgres' : 'sqlite',
      otherSseClients: otherStreams.length,
      otherUsers: others.length,
      samples: sorted.length,
      openOtherStreamsMs: Math.round(openMs),
      latencyP50Ms: round(percentile(sorted, 50), 2),
      latencyP95Ms: round(percentile(sorted, 95), 2),
      latencyP99Ms: round(percentile(sorted, 99), 2),
      latencyMaxMs: round(sorted.at(-1) ?? Number.NaN, 2),
      serverRssAfterMb: procStatusMb(pid, 'VmRSS'),
    },
    [
      { metric: 'latencyP99Ms', max: 250, unit: 'ms' },
      { metric: 'otherSseClients', min: 1000, unit: 'clients' },
    ],
  );
}
