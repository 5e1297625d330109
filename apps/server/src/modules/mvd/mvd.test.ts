// The minimum viable day through the API: add/remove, the limit of three with SPEC's message,
// completed tasks leaving it, and the one-time migration of a guest's local list.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { MVD_LIMIT_MESSAGE } from '@nova/core/domain/mvd';
import { buildTask, errorCode, setStatus, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`minimum viable day (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  test('add up to three in order; the fourth is a 409 mvd_limit with SPEC’s message', async () => {
    const agent = await signedIn(server);
    const tasks = await Promise.all([buildTask(agent), buildTask(agent), buildTask(agent), buildTask(agent)]);
    assert.deepEqual((await agent.get('/api/mvd')).json(), { taskIds: [] });
    for (const [i, task] of tasks.slice(0, 3).entries()) {
      server.clock.advance(1000);
      const res = await agent.post('/api/mvd', { taskId: task.id, day: '2026-11-21' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { taskIds: tasks.slice(0, i + 1).map((t) => t.id) });
    }
    const again = await agent.post('/api/mvd', { taskId: tasks[1].id });
    assert.equal(again.statusCode, 200, 'a task already in changes nothing');
    const fourth = await agent.post('/api/mvd', { taskId: tasks[3].id });
    assert.equal(fourth.statusCode, 409);
    assert.equal(errorCode(fourth), 'mvd_limit');
    assert.equal(fourth.json<{ error: { message: string } }>().error.message, MVD_LIMIT_MESSAGE);
    assert.equal(MVD_LIMIT_MESSAGE, 'MVD Limit: Minimum viable day can have maximum 3 tasks');
    assert.equal((await agent.get('/api/mvd')).json<{ taskIds: string[] }>().taskIds.length, 3);

    // Remove one, then the fourth fits; removing an absent task changes nothing.
    const removed = await agent.delete(`/api/mvd/${tasks[0].id}`);
    assert.deepEqual(removed.json(), { taskIds: [tasks[1].id, tasks[2].id] });
    assert.equal((await agent.delete(`/api/mvd/${tasks[0].id}`)).statusCode, 200);
    assert.equal((await agent.post('/api/mvd', { taskId: tasks[3].id })).statusCode, 200);
    // Re-adding a removed task revives its row.
    await agent.delete(`/api/mvd/${tasks[3].id}`);
    assert.deepEqual((await agent.post('/api/mvd', { taskId: tasks[3].id })).json(), {
      taskIds: [tasks[1].id, tasks[2].id, tasks[3].id],
    });
    const rows = await server.database.db
      .selectFrom('mvd_tasks')
      .select('id')
      .where('task_id', '=', tasks[3].id)
      .execute();
    assert.equal(rows.length, 1);
  });

  test('concurrent adds never pass the limit', async () => {
    const agent = await signedIn(server);
    const tasks = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildTask(agent)));
    const results = await Promise.all(tasks.map((t) => agent.post('/api/mvd', { taskId: t.id })));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 3);
    assert.equal(results.filter((r) => r.statusCode === 409).length, 3);
    assert.equal((await agent.get('/api/mvd')).json<{ taskIds: string[] }>().taskIds.length, 3);
  });

  test('completed, cancelled and deleted tasks leave; a finished task cannot be added', async () => {
    const agent = await signedIn(server);
    const [a, b, c] = await Promise.all([buildTask(agent), buildTask(agent), buildTask(agent)]);
    for (const t of [a, b, c]) await agent.post('/api/mvd', { taskId: t.id });
    await setStatus(agent, a.id, 'completed');
    await setStatus(agent, b.id, 'cancelled');
    await agent.delete(`/api/tasks/${c.id}`);
    assert.deepEqual((await agent.get('/api/mvd')).json(), { taskIds: [] });
    const res = await agent.post('/api/mvd', { taskId: a.id });
    assert.equal(res.statusCode, 409);
    assert.equal(errorCode(res), 'conflict');
  });

  test('migration: an empty server list takes the local ids (own open tasks only, first three)', async () => {
    const agent = await signedIn(server);
    const other = await signedIn(server);
    const foreign = await buildTask(other);
    const mine = await Promise.all([buildTask(agent), buildTask(agent), buildTask(agent), buildTask(agent)]);
    const done = await buildTask(agent);
    await setStatus(agent, done.id, 'completed');
    const local = [
      foreign.id,
      mine[0].id,
      randomUUID(),
      done.id,
      mine[0].id,
      mine[1].id,
      mine[2].id,
      mine[3].id,
    ];
    const res = await agent.post('/api/mvd/migrate', { taskIds: local });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { taskIds: mine.slice(0, 3).map((t) => t.id) });
    assert.deepEqual((await agent.get('/api/mvd')).json(), { taskIds: mine.slice(0, 3).map((t) => t.id) });
    assert.deepEqual((await other.get('/api/mvd')).json(), { taskIds: [] });
  });

  test('migration: a non-empty server list wins and nothing is uploaded', async () => {
    const agent = await signedIn(server);
    const [kept, local] = [await buildTask(agent), await buildTask(agent)];
    await agent.post('/api/mvd', { taskId: kept.id });
    const res = await agent.post('/api/mvd/migrate', { taskIds: [local.id] });
    assert.deepEqual(res.json(), { taskIds: [kept.id] });
    assert.deepEqual((await agent.post('/api/mvd/migrate', { taskIds: [] })).json(), { taskIds: [kept.id] });
  });

  test('bad input is 400; an unknown task is 404', async () => {
    const agent = await signedIn(server);
    assert.equal((await agent.post('/api/mvd', {})).statusCode, 400);
    assert.equal((await agent.post('/api/mvd', { taskId: randomUUID(), day: '2026-02-30' })).statusCode, 400);
    assert.equal((await agent.post('/api/mvd', { taskId: randomUUID(), extra: 1 })).statusCode, 400);
    assert.equal((await agent.post('/api/mvd/migrate', { taskIds: 'x' })).statusCode, 400);
    assert.equal((await agent.post('/api/mvd', { taskId: randomUUID() })).statusCode, 404);
    assert.equal((await agent.delete(`/api/mvd/${randomUUID()}`)).statusCode, 404);
  });

  test('opId replay of add answers the first result', async () => {
    const agent = await signedIn(server);
    const task = await buildTask(agent);
    const opId = randomUUID();
    const first = await agent.post('/api/mvd', { taskId: task.id, opId });
    await agent.delete(`/api/mvd/${task.id}`);
    const replay = await agent.post('/api/mvd', { taskId: task.id, opId });
    assert.equal(replay.body, first.body);
    assert.deepEqual((await agent.get('/api/mvd')).json(), { taskIds: [] }, 'the replay changed nothing');
  });
});
