// A whole task list over 1 MB of JSON (lib/packed-json.ts): built once for the requests that ask for
// it together, kept only as brotli (the cache's bytes a fraction of the text), and the same JSON for
// a client that takes brotli, gzip or neither (decompressed as it is sent).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TaskList } from '@nova/core/contracts/tasks';
import { cacheTotals } from '../src/lib/metrics.ts';
import { RAW_MAX_BYTES } from '../src/lib/packed-json.ts';
import { buildTask, type SignedInAgent, signedIn } from './factories.ts';
import { buildTestServer, type TestServer, testDbKind } from './test-server.ts';

// Titles of ~480 characters (Cyrillic and accents: two-byte text in V8, more bytes in UTF-8): ~1,000
// tasks make a list of more than 1 MB.
const TASKS = 1100;
const title = (i: number) => `${i} ${'Отчёт — élève, planning notes '.repeat(16)}`.slice(0, 480);

describe(`a whole list over 1 MB (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
    for (let start = 0; start < TASKS; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, TASKS - start) }, (_, i) =>
          buildTask(agent, { title: title(start + i) }),
        ),
      );
    }
  });
  after(() => server.close());

  const get = (encoding?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/tasks?view=active',
      headers: { cookie: agent.cookieHeader(), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  test('the same JSON with brotli, gzip or neither, kept compressed', async () => {
    const [br, again, gzip, plain] = await Promise.all([
      get('br'),
      get('gzip, deflate, br'),
      get('gzip'),
      get(),
    ]);
    for (const res of [br, again, gzip, plain]) assert.equal(res.statusCode, 200);
    const json = plain.rawPayload.toString('utf8');
    assert.ok(plain.rawPayload.length > RAW_MAX_BYTES, `the list is ${plain.rawPayload.length} bytes`);
    const list: TaskList = JSON.parse(json);
    assert.equal(list.tasks.length, TASKS);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(String(plain.headers['content-type']), /^application\/json/);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(Number(br.headers['content-length']), br.rawPayload.length);
    assert.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), json);
    assert.deepEqual(again.rawPayload, br.rawPayload, 'one build, one answer');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString('utf8'), json);
    for (const res of [br, gzip, plain]) assert.equal(res.headers.etag, plain.headers.etag);

    const kept = cacheTotals().get('task-lists');
    assert.ok(
      kept && kept.bytes > 0 && kept.bytes < json.length / 4,
      `task-lists holds ${kept?.bytes} bytes`,
    );
  });

  test('after a write the next answer is built again, with the new task', async () => {
    const before = (await get('br')).headers.etag;
    const task = await buildTask(agent, { title: 'One more' });
    const res = await get('br');
    assert.notEqual(res.headers.etag, before);
    const list: TaskList = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    assert.equal(list.tasks.length, TASKS + 1);
    assert.ok(list.tasks.some((t) => t.id === task.id));
  });
});
