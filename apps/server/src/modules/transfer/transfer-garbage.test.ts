// Property: whatever JSON arrives as a Nova export (random values, or a valid export with one part
// replaced by anything), the import answers 400 import_invalid_file or a preview, never a 500, and a
// refused file writes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TaskList } from '@nova/core/contracts/tasks';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { multipart } from '../../../test/delegation-kit.ts';
import { errorCode, type SignedInAgent, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

const valid = {
  format: 'nova-planner-export',
  version: 1,
  exportedAt: '2026-11-21T09:00:00.000Z',
  settings: { timeZone: null, coachPersona: null, gameEnabled: true },
  strategies: [{ id: 's1', name: 'Health', description: '', color: 'green', priority: 2, position: 0 }],
  tags: [{ id: 't1', name: 'home', color: null }],
  tasks: [
    {
      id: 'a1',
      title: 'Walk',
      description: '',
      status: 'waiting',
      importance: 1,
      urgency: 1,
      startDate: null,
      dueDate: null,
      startTime: null,
      durationMinutes: null,
      totalTimeSpent: 0,
      timeStarted: null,
      timeCompleted: null,
      isPaused: false,
      type: 'task',
      strategyId: 's1',
      position: 0,
      completedAt: null,
      createdAt: '2026-11-21T09:00:00.000Z',
      tagIds: ['t1'],
      microSteps: [],
      comments: [],
      attachments: [],
    },
  ],
  habits: [],
  mindMaps: [],
};

/** The valid document with the value at one path (of up to three keys) replaced. */
const mutated = fc
  .tuple(
    fc.array(
      fc.constantFrom(
        'tasks',
        '0',
        'strategies',
        'tags',
        'settings',
        'title',
        'status',
        'id',
        'format',
        'version',
        'tagIds',
        'color',
      ),
      { minLength: 1, maxLength: 3 },
    ),
    fc.jsonValue(),
  )
  .map(([path, value]) => {
    const copy: unknown = structuredClone(valid);
    let node: unknown = copy;
    for (const key of path.slice(0, -1)) {
      if (typeof node !== 'object' || node === null) break;
      node = (node as Record<string, unknown>)[key];
    }
    const last = path.at(-1);
    if (typeof node === 'object' && node !== null && last !== undefined) {
      (node as Record<string, unknown>)[last] = value;
    }
    return JSON.stringify(copy);
  });

describe(`import of garbage (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
  });
  after(() => server.close());

  function send(source: string, content: Buffer | string) {
    const { payload, headers } = multipart('export.json', content);
    return agent.app.inject({
      method: 'POST',
      url: `/api/import?source=${source}`,
      headers: { ...headers, cookie: agent.cookieHeader(), 'x-csrf-token': agent.csrf ?? '' },
      payload,
    });
  }

  test('random JSON is refused with import_invalid_file, as a file or inside a zip, and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const text = JSON.stringify(value) ?? 'null';
        for (const [source, content] of [
          ['nova-json', text],
          ['nova-zip', Buffer.from(zipSync({ 'nova-export.json': new TextEncoder().encode(text) }))],
        ] as const) {
          const res = await send(source, content);
          assert.equal(res.statusCode, 400, res.body);
          assert.equal(errorCode(res), 'import_invalid_file');
        }
      }),
      { numRuns: 40 },
    );
    const tasks = (await agent.get('/api/tasks')).json<TaskList>().tasks;
    assert.equal(tasks.length, 0);
  });

  test('a valid export with one part replaced: a 400 or a preview, never a 500; a preview confirms', async () => {
    await fc.assert(
      fc.asyncProperty(mutated, async (text) => {
        const res = await send('nova-json', text);
        assert.ok(res.statusCode === 200 || res.statusCode === 400, `${res.statusCode} ${res.body}`);
        if (res.statusCode === 400) {
          assert.equal(errorCode(res), 'import_invalid_file');
          return;
        }
        const id = res.json<{ id: string }>().id;
        const confirmed = await agent.post(`/api/import/${id}/confirm`, {});
        assert.equal(confirmed.statusCode, 200, confirmed.body);
      }),
      { numRuns: 40 },
    );
  });
});
