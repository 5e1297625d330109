// GET /metrics: off without METRICS_TOKEN, Bearer-guarded with it, and the figures operators scrape.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../test/test-server.ts';

const token = 'metrics-token-for-tests-0123456789';

/** The value of the first sample line of `name` whose labels include every given pair. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe(`GET /metrics (${testDbKind})`, () => {
  describe('without METRICS_TOKEN', () => {
    let server: TestServer;
    before(async () => {
      server = await buildTestServer();
    });
    after(() => server.close());

    test('answers 404 not_found saying how to turn metrics on', async () => {
      const res = await new Agent(server.app).get('/metrics');
      assert.equal(res.statusCode, 404);
      const { error } = res.json<{ error: { code: string; message: string } }>();
      assert.equal(error.code, 'not_found');
      assert.match(error.message, /METRICS_TOKEN/);
    });
  });

  describe('with METRICS_TOKEN', () => {
    let server: TestServer;
    before(async () => {
      server = await buildTestServer({ env: { METRICS_TOKEN: token }, listen: true });
    });
    after(() => server.close());

    const scrape = (auth?: string) =>
      new Agent(server.app).get('/metrics', auth === undefined ? {} : { authorization: auth });

    test('a scrape without the token, or with another, is 401 unauthenticated', async () => {
      for (const auth of [undefined, 'Bearer nope', token, `Basic ${token}`]) {
        const res = await scrape(auth);
        assert.equal(res.statusCode, 401, String(auth));
        assert.equal(res.json<{ error: { code: string } }>().error.code, 'unauthenticated');
      }
    });

    test('reports request latency by route pattern, caches, SSE streams, the pool and Node', async () => {
      const agent = new Agent(server.app);
      await agent.signUp();
      const created = await agent.post('/api/tasks', { title: 'Measured' });
      assert.equal(created.statusCode, 201);
      const id = created.json<{ id: string }>().id;
      assert.equal((await agent.get(`/api/tasks/${id}`)).statusCode, 200);
      assert.equal((await agent.get('/api/tasks?view=active')).statusCode, 200);

      // One live stream, opened over a real socket (the stream never ends by itself).
      const stream = new AbortController();
      const events = await fetch(`${server.url}/api/events`, {
        headers: { cookie: agent.cookieHeader() },
        signal: stream.signal,
      });
      assert.equal(events.status, 200);
      const reader = events.body?.getReader();
      await reader?.read(); // "connected": the stream is registered
      try {
        const res = await scrape(`Bearer ${token}`);
        assert.equal(res.statusCode, 200);
        assert.match(String(res.headers['content-type']), /^text\/plain/);
        const text = res.body;
        const byPattern = { route: '/api/tasks/:id', method: 'GET', status_code: '200' };
        assert.equal(sample(text, 'nova_http_request_duration_seconds_count', byPattern), 1);
        assert.ok(!text.includes(`/api/tasks/${id}`), 'raw URLs never become labels');
        assert.equal(sample(text, 'nova_sse_connections'), 1);
        assert.equal(sample(text, 'nova_cache_entries', { cache: 'task-lists' }), 1);
        assert.ok((sample(text, 'nova_cache_bytes', { cache: 'task-lists' }) ?? 0) > 0);
        assert.ok((sample(text, 'nova_process_resident_memory_bytes') ?? 0) > 0);
        const pool = sample(text, 'nova_db_pool_connections', { state: 'total' }) ?? 0;
        if (testDbKind === 'postgres') {
          assert.ok(pool > 0, 'the pool has connections');
          // The task's creation went through LISTEN/NOTIFY and came back to this process.
          assert.ok((sample(text, 'nova_event_bus_lag_seconds_count') ?? 0) >= 1);
        } else {
          assert.equal(pool, 0, 'no pool on SQLite');
        }
      } finally {
        stream.abort();
        await reader?.cancel().catch(() => {});
      }
    });
  });
});
