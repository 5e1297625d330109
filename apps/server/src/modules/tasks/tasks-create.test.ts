// Creating tasks through the API on a real database: defaults, client ids and tags, validation codes,
// client-id clashes, opId replays (of create, update, status and delete), and signed-out calls.
// Updates and merges: tasks-update.test.ts; status, time accounting, delete and events: tasks-status.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Task } from '@nova/core/contracts/tasks';
import { TASK_TITLE_EMPTY_MESSAGE } from '@nova/core/domain/validation';
import { buildTag, buildTask, errorCode, serverWithUser, signedIn } from '../../../test/factories.ts';
import { type Agent, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`tasks (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  test('create applies the defaults: a waiting task, importance and urgency 1, priority 1-1', async () => {
    const res = await agent.post('/api/tasks', { title: '  Buy milk  ' });
    assert.equal(res.statusCode, 201);
    const task = res.json<Task>();
    assert.equal(task.title, 'Buy milk', 'trimmed');
    assert.equal(task.status, 'waiting');
    assert.equal(task.type, 'task');
    assert.equal(task.importance, 1);
    assert.equal(task.urgency, 1);
    assert.equal(task.priority, '1-1');
    assert.equal(task.version, 1);
    assert.equal(task.description, '');
    assert.deepEqual(task.microTasks, []);
    assert.equal(task.inMvd, false);
    assert.equal(task.createdAt, server.clock.now().toISOString());
    const got = await agent.get(`/api/tasks/${task.id}`);
    assert.equal(got.statusCode, 200);
    assert.deepEqual(got.json(), task);
  });

  test('an idea with every field, a client id and tags', async () => {
    const tag = await buildTag(agent);
    const id = randomUUID();
    const res = await agent.post('/api/tasks', {
      id,
      title: 'Learn French',
      type: 'idea',
      description: '<p>Every <b>day</b></p>',
      startDate: '2026-12-01',
      dueDate: '2026-12-24',
      startTime: '09:30',
      durationMinutes: 45,
      importance: 8,
      urgency: 3,
      tagIds: [tag.id, tag.id],
    });
    assert.equal(res.statusCode, 201);
    const task = res.json<Task>();
    assert.equal(task.id, id);
    assert.equal(task.type, 'idea');
    assert.equal(task.priority, '2-1');
    assert.equal(task.startDate, '2026-12-01');
    assert.equal(task.dueDate, '2026-12-24');
    assert.deepEqual(task.tagIds, [tag.id]);
    assert.equal(task.tags[0]?.taskCount, 1);
    assert.deepEqual((await agent.get(`/api/tasks/${id}`)).json(), task);
  });

  test('the due date stands in for a missing start date', async () => {
    const task = await buildTask(agent, { dueDate: '2026-11-30' });
    assert.equal(task.startDate, '2026-11-30');
    assert.equal(task.dueDate, '2026-11-30');
  });

  const bad: Array<[string, Record<string, unknown>, string?]> = [
    ['blank title', { title: '   ' }, TASK_TITLE_EMPTY_MESSAGE],
    ['501-character title', { title: 'x'.repeat(501) }],
    ['20,001-character description', { title: 'ok', description: 'd'.repeat(20_001) }],
    ['importance 0', { title: 'ok', importance: 0 }],
    ['importance 11', { title: 'ok', importance: 11 }],
    ['importance 2.5', { title: 'ok', importance: 2.5 }],
    ['urgency as text', { title: 'ok', urgency: '5' }],
    ['duration 1441', { title: 'ok', durationMinutes: 1441 }],
    ['negative duration', { title: 'ok', durationMinutes: -1 }],
    ['2026-02-30', { title: 'ok', startDate: '2026-02-30' }],
    ['start time 24:00', { title: 'ok', startTime: '24:00' }],
    ['unknown type', { title: 'ok', type: 'chore' }],
    ['unknown field', { title: 'ok', colour: 'red' }],
    ['title as number', { title: 42 }],
    ['id not a UUID', { title: 'ok', id: 'abc' }],
  ];
  for (const [name, body, message] of bad) {
    test(`create refuses ${name} with 400 validation_failed`, async () => {
      const res = await agent.post('/api/tasks', body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(errorCode(res), 'validation_failed');
      if (message)
        assert.match(res.json<{ error: { message: string } }>().error.message, new RegExp(message));
    });
  }

  test('a client id already used (own or anyone else’s) is a 409 conflict that says nothing more', async () => {
    const other = await signedIn(server);
    const theirs = await buildTask(other);
    const mine = await buildTask(agent, { id: randomUUID() });
    for (const id of [theirs.id, mine.id]) {
      const res = await agent.post('/api/tasks', { id, title: 'Clash' });
      assert.equal(res.statusCode, 409);
      assert.equal(errorCode(res), 'conflict');
      assert.equal(res.body.includes(theirs.title), false);
    }
    assert.equal((await other.get(`/api/tasks/${theirs.id}`)).json<Task>().title, theirs.title);
  });

  test('an opId replay returns the first response and creates one row', async () => {
    const opId = randomUUID();
    const id = randomUUID();
    const first = await agent.post('/api/tasks', { id, opId, title: 'Only once' });
    server.clock.advance(1000);
    const second = await agent.post('/api/tasks', { id, opId, title: 'Only once' });
    assert.equal(first.statusCode, 201);
    assert.equal(second.statusCode, 201);
    assert.equal(second.body, first.body);
    const noId = randomUUID();
    const a = await agent.post('/api/tasks', { opId: noId, title: 'Server id' });
    const b = await agent.post('/api/tasks', { opId: noId, title: 'Server id' });
    assert.equal(b.body, a.body);
    const rows = await server.database.db
      .selectFrom('tasks')
      .select('id')
      .where('user_id', '=', agent.userId)
      .where('title', 'in', ['Only once', 'Server id'])
      .execute();
    assert.equal(rows.length, 2);
  });

  test('concurrent replays of one opId create one row', async () => {
    const opId = randomUUID();
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => agent.post('/api/tasks', { opId, title: 'Raced' })),
    );
    assert.ok(results.every((r) => r.statusCode === 201));
    assert.equal(new Set(results.map((r) => r.body)).size, 1);
    const rows = await server.database.db
      .selectFrom('tasks')
      .select('id')
      .where('user_id', '=', agent.userId)
      .where('title', '=', 'Raced')
      .execute();
    assert.equal(rows.length, 1);
  });

  test('replays of update, status and delete answer the first result and change nothing more', async () => {
    const task = await buildTask(agent);
    const opId = randomUUID();
    const first = await agent.post(`/api/tasks/${task.id}/status`, { status: 'inProgress', opId });
    const again = await agent.post(`/api/tasks/${task.id}/status`, { status: 'inProgress', opId });
    assert.equal(again.body, first.body);
    const edit = randomUUID();
    const e1 = await agent.patch(`/api/tasks/${task.id}`, { title: 'Renamed', opId: edit });
    await agent.patch(`/api/tasks/${task.id}`, { title: 'Renamed again' });
    const e2 = await agent.patch(`/api/tasks/${task.id}`, { title: 'Renamed', opId: edit });
    assert.equal(e2.body, e1.body);
    assert.equal((await agent.get(`/api/tasks/${task.id}`)).json<Task>().title, 'Renamed again');
    const del = randomUUID();
    assert.equal((await agent.delete(`/api/tasks/${task.id}?opId=${del}`)).statusCode, 204);
    assert.equal((await agent.delete(`/api/tasks/${task.id}?opId=${del}`)).statusCode, 204);
  });

  test('signed-out calls are 401 and writes without the CSRF token 403', async () => {
    const { Agent: AgentClass } = await import('../../../test/test-server.ts');
    const anonymous = new AgentClass(server.app);
    assert.equal((await anonymous.get('/api/tasks')).statusCode, 401);
    assert.equal((await anonymous.post('/api/tasks', { title: 'x' })).statusCode, 401);
    const token = agent.csrf;
    agent.csrf = null;
    try {
      assert.equal((await agent.post('/api/tasks', { title: 'x' })).statusCode, 403);
    } finally {
      agent.csrf = token;
    }
  });
});
