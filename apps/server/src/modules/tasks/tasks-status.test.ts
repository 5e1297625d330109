// Task status changes and deletes through the API on a real database, with the controlled clock: time
// accounting, the MVD exit, notification rows, forbidden transitions, delete tombstones, and the
// realtime events of writes. Creating: tasks-create.test.ts; updates: tasks-update.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { Task, TaskStatusChange } from '@nova/core/contracts/tasks';
import {
  buildMicroTask,
  buildTask,
  currentSeq,
  errorCode,
  serverWithUser,
  setStatus,
} from '../../../test/factories.ts';
import { type Agent, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`tasks (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  test('time accounting end to end: start, 25 minutes, complete -> 1500 s, out of the MVD, notifications', async () => {
    const task = await buildTask(agent, { title: 'Deep work' });
    assert.equal((await agent.post('/api/mvd', { taskId: task.id })).statusCode, 200);
    const startedAt = server.clock.now().toISOString();
    const started = await setStatus(agent, task.id, 'inProgress');
    assert.equal(started.timeStarted, startedAt);
    server.clock.advance(25 * 60 * 1000);
    const res = await agent.post(`/api/tasks/${task.id}/status`, { status: 'completed' });
    assert.equal(res.statusCode, 200);
    const { task: done, removedFromMvd } = res.json<TaskStatusChange>();
    assert.equal(done.status, 'completed');
    assert.equal(done.totalTimeSpent, 1500);
    assert.equal(done.timeCompleted, server.clock.now().toISOString());
    assert.equal(done.completedAt, server.clock.now().toISOString());
    assert.equal(done.inMvd, false);
    assert.equal(removedFromMvd, true);
    assert.deepEqual((await agent.get('/api/mvd')).json(), { taskIds: [] });

    const notes = await server.database.db
      .selectFrom('notifications')
      .select(['kind', 'data', 'author_email', 'user_id'])
      .where('task_id', '=', task.id)
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      notes.map((n) => [n.kind, JSON.parse(n.data)]),
      [
        ['status', { authorKind: 'owner', old: 'waiting', new: 'inProgress' }],
        ['status', { authorKind: 'owner', old: 'inProgress', new: 'completed' }],
      ],
    );
    assert.equal(notes[0]?.user_id, agent.userId);
    assert.ok(notes[0]?.author_email?.includes('@'));

    // Reopen, then stop after 10 more minutes: the stop keeps the minutes worked.
    await setStatus(agent, task.id, 'waiting');
    await setStatus(agent, task.id, 'inProgress');
    server.clock.advance(10 * 60 * 1000);
    const stopped = await setStatus(agent, task.id, 'waiting');
    assert.equal(stopped.totalTimeSpent, 2100);
    assert.equal(stopped.timeStarted, null);
  });

  test('a transition the table forbids is a 409 invalid_transition and changes nothing', async () => {
    const task = await buildTask(agent);
    await setStatus(agent, task.id, 'completed');
    const res = await agent.post(`/api/tasks/${task.id}/status`, { status: 'inProgress' });
    assert.equal(res.statusCode, 409);
    assert.equal(errorCode(res), 'invalid_transition');
    assert.equal((await agent.get(`/api/tasks/${task.id}`)).json<Task>().status, 'completed');
    const unknown = await agent.post(`/api/tasks/${task.id}/status`, { status: 'done' });
    assert.equal(unknown.statusCode, 400);
  });

  test('the same status again changes nothing and records no notification', async () => {
    const task = await buildTask(agent);
    const res = await agent.post(`/api/tasks/${task.id}/status`, { status: 'waiting' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<TaskStatusChange>().task.version, 1);
    const notes = await server.database.db
      .selectFrom('notifications')
      .select('id')
      .where('task_id', '=', task.id)
      .execute();
    assert.equal(notes.length, 0);
  });

  test('delete leaves a tombstone: 404 afterwards, out of the MVD, steps tombstoned', async () => {
    const task = await buildTask(agent);
    await buildMicroTask(agent, task.id);
    await agent.post('/api/mvd', { taskId: task.id });
    const res = await agent.delete(`/api/tasks/${task.id}`);
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal((await agent.get(`/api/tasks/${task.id}`)).statusCode, 404);
    assert.equal((await agent.delete(`/api/tasks/${task.id}`)).statusCode, 404);
    assert.deepEqual((await agent.get('/api/mvd')).json(), { taskIds: [] });
    const row = await server.database.db
      .selectFrom('tasks')
      .select(['deleted_at', 'seq'])
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    assert.ok(row.deleted_at);
    const steps = await server.database.db
      .selectFrom('micro_tasks')
      .select('deleted_at')
      .where('task_id', '=', task.id)
      .execute();
    assert.ok(steps.every((s) => s.deleted_at !== null));
  });

  test('writes publish small realtime events after commit', async () => {
    const events: RealtimeEvent[] = [];
    // On PostgreSQL events travel through NOTIFY: earlier tests' events may still arrive.
    const seenSeq = await currentSeq(agent);
    const stop = server.bus.subscribe(agent.userId, (e) => {
      if ((e.version ?? 0) > seenSeq) events.push(e);
    });
    try {
      const task = await buildTask(agent);
      await agent.patch(`/api/tasks/${task.id}`, { title: 'Changed' });
      await setStatus(agent, task.id, 'inProgress');
      await agent.delete(`/api/tasks/${task.id}`);
      // The start also earns XP (progress.* / achievement.*: modules/progress/progress-ledger.test.ts).
      const taskEvents = () => events.filter((e) => e.type.startsWith('task.'));
      const deadline = Date.now() + 3000;
      while (taskEvents().length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(
        taskEvents().map((e) => [e.type, e.ids]),
        [
          ['task.created', [task.id]],
          ['task.updated', [task.id]],
          ['task.updated', [task.id]],
          ['task.deleted', [task.id]],
        ],
      );
      assert.ok(events.every((e) => typeof e.version === 'number'));
    } finally {
      stop();
    }
  });
});
