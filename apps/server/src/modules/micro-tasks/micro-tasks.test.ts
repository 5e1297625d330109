// Micro-tasks through the API: create at the end, rename, tick off, reorder, delete, validation, and
// the parent task's progress and version following along.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { MicroTask, MicroTaskList } from '@nova/core/contracts/micro-tasks';
import type { Task } from '@nova/core/contracts/tasks';
import {
  buildMicroTask,
  buildTask,
  currentSeq,
  errorCode,
  put,
  type SignedInAgent,
  serverWithUser,
} from '../../../test/factories.ts';
import { type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`micro-tasks (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  test('create appends in order; the task shows progress and a new version', async () => {
    const task = await buildTask(agent);
    const res = await agent.post(`/api/tasks/${task.id}/micro-tasks`, {
      title: ' Open the file ',
      estimateMinutes: 5,
    });
    assert.equal(res.statusCode, 201);
    const first = res.json<MicroTask>();
    assert.equal(first.title, 'Open the file');
    assert.equal(first.completed, false);
    assert.equal(first.source, 'user');
    assert.equal(first.estimateMinutes, 5);
    const second = await buildMicroTask(agent, task.id, { title: 'Write one line' });
    assert.ok(second.position > first.position);
    const list = (await agent.get(`/api/tasks/${task.id}/micro-tasks`)).json<MicroTaskList>();
    assert.deepEqual(
      list.microTasks.map((m) => m.title),
      ['Open the file', 'Write one line'],
    );
    await agent.patch(`/api/tasks/${task.id}/micro-tasks/${first.id}`, { completed: true });
    const full = (await agent.get(`/api/tasks/${task.id}`)).json<Task>();
    assert.equal(full.microTotal, 2);
    assert.equal(full.microDone, 1);
    assert.equal(full.version, 4, 'each step change bumps the task');
    assert.deepEqual(
      full.microTasks.map((m) => m.completed),
      [true, false],
    );
  });

  test('rename, uncomplete, re-estimate; blank or oversize titles are 400', async () => {
    const task = await buildTask(agent);
    const step = await buildMicroTask(agent, task.id);
    const res = await agent.patch(`/api/tasks/${task.id}/micro-tasks/${step.id}`, {
      title: 'Renamed',
      completed: true,
      estimateMinutes: null,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<MicroTask>().title, 'Renamed');
    assert.equal(res.json<MicroTask>().version, 2);
    const back = await agent.patch(`/api/tasks/${task.id}/micro-tasks/${step.id}`, { completed: false });
    assert.equal(back.json<MicroTask>().completed, false);
    for (const body of [
      { title: '  ' },
      { title: 'x'.repeat(501) },
      { estimateMinutes: 1441 },
      { done: true },
    ]) {
      const bad = await agent.patch(`/api/tasks/${task.id}/micro-tasks/${step.id}`, body);
      assert.equal(bad.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(bad), 'validation_failed');
    }
    assert.equal((await agent.post(`/api/tasks/${task.id}/micro-tasks`, { title: '' })).statusCode, 400);
  });

  test('reorder takes every id once; a stale list is a 409', async () => {
    const task = await buildTask(agent);
    const [a, b, c] = [
      await buildMicroTask(agent, task.id),
      await buildMicroTask(agent, task.id),
      await buildMicroTask(agent, task.id),
    ];
    const res = await put(agent, `/api/tasks/${task.id}/micro-tasks/order`, { ids: [c.id, a.id, b.id] });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json<MicroTaskList>().microTasks.map((m) => m.id),
      [c.id, a.id, b.id],
    );
    assert.deepEqual(
      (await agent.get(`/api/tasks/${task.id}/micro-tasks`))
        .json<MicroTaskList>()
        .microTasks.map((m) => m.id),
      [c.id, a.id, b.id],
    );
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, a.id, randomUUID()],
    ]) {
      const stale = await put(agent, `/api/tasks/${task.id}/micro-tasks/order`, { ids });
      assert.equal(stale.statusCode, 409);
      assert.equal(errorCode(stale), 'conflict');
    }
    // A move by position writes one row.
    const moved = await agent.patch(`/api/tasks/${task.id}/micro-tasks/${b.id}`, { position: 0.5 });
    assert.equal(moved.json<MicroTask>().position, 0.5);
    assert.equal(
      (await agent.get(`/api/tasks/${task.id}/micro-tasks`)).json<MicroTaskList>().microTasks[0]?.id,
      b.id,
    );
  });

  test('delete tombstones the step; it is 404 afterwards', async () => {
    const task = await buildTask(agent);
    const step = await buildMicroTask(agent, task.id);
    assert.equal((await agent.delete(`/api/tasks/${task.id}/micro-tasks/${step.id}`)).statusCode, 204);
    assert.equal((await agent.delete(`/api/tasks/${task.id}/micro-tasks/${step.id}`)).statusCode, 404);
    assert.equal(
      (await agent.patch(`/api/tasks/${task.id}/micro-tasks/${step.id}`, { completed: true })).statusCode,
      404,
    );
    assert.equal((await agent.get(`/api/tasks/${task.id}`)).json<Task>().microTotal, 0);
    const row = await server.database.db
      .selectFrom('micro_tasks')
      .select('deleted_at')
      .where('id', '=', step.id)
      .executeTakeFirstOrThrow();
    assert.ok(row.deleted_at);
  });

  test('a step of another of my tasks is 404 under the wrong task', async () => {
    const [one, two] = [await buildTask(agent), await buildTask(agent)];
    const step = await buildMicroTask(agent, one.id);
    assert.equal(
      (await agent.patch(`/api/tasks/${two.id}/micro-tasks/${step.id}`, { completed: true })).statusCode,
      404,
    );
  });

  test('changes publish micro-task.changed and task.updated naming the task', async () => {
    const task = await buildTask(agent);
    const events: RealtimeEvent[] = [];
    // On PostgreSQL events travel through NOTIFY: earlier writes' events may still arrive.
    const seenSeq = await currentSeq(agent);
    const stop = server.bus.subscribe(agent.userId, (e) => {
      if ((e.version ?? 0) > seenSeq) events.push(e);
    });
    try {
      await buildMicroTask(agent, task.id);
      const deadline = Date.now() + 3000;
      while (events.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      stop();
    }
    assert.deepEqual(
      events.map((e) => [e.type, e.ids]),
      [
        ['micro-task.changed', [task.id]],
        ['task.updated', [task.id]],
      ],
    );
  });

  test('client ids and opId replay', async () => {
    const task = await buildTask(agent);
    const id = randomUUID();
    const opId = randomUUID();
    const first = await agent.post(`/api/tasks/${task.id}/micro-tasks`, { id, opId, title: 'Once' });
    const again = await agent.post(`/api/tasks/${task.id}/micro-tasks`, { id, opId, title: 'Once' });
    assert.equal(first.json<MicroTask>().id, id);
    assert.equal(again.body, first.body);
    const clash = await agent.post(`/api/tasks/${task.id}/micro-tasks`, { id, title: 'Twice' });
    assert.equal(clash.statusCode, 409);
    assert.equal((await agent.get(`/api/tasks/${task.id}`)).json<Task>().microTotal, 1);
  });
});
