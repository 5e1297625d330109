// Tasks through the API on a real database: create with defaults and client ids, validation codes,
// read, field updates with base versions, status changes with the controlled clock (time accounting,
// MVD exit, notification rows), delete tombstones, and the realtime events of writes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { Task, TaskStatusChange, UpdatedTask } from '@nova/core/contracts/tasks';
import { TASK_TITLE_EMPTY_MESSAGE } from '@nova/core/domain/validation';
import {
  buildMicroTask,
  buildTag,
  buildTask,
  currentSeq,
  errorCode,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`tasks (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };
  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
  });
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

  test('PATCH refuses the same bad input, and a blank title', async () => {
    const task = await buildTask(agent);
    for (const body of [
      { title: '' },
      { title: 'x'.repeat(501) },
      { description: 'd'.repeat(20_001) },
      { importance: 0 },
      { urgency: 2.5 },
      { durationMinutes: 1441 },
      { dueDate: '2026-02-30' },
      { status: 'completed' },
    ]) {
      const res = await agent.patch(`/api/tasks/${task.id}`, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed');
    }
    assert.equal((await agent.get(`/api/tasks/${task.id}`)).json<Task>().version, 1, 'nothing saved');
  });

  test('PATCH changes the given fields, bumps the version and keeps the rest', async () => {
    const task = await buildTask(agent, { title: 'Write report', importance: 9 });
    const res = await agent.patch(`/api/tasks/${task.id}`, {
      title: ' Write the report ',
      urgency: 7,
      startDate: '2026-11-25',
      startTime: '14:00',
      durationMinutes: 90,
      description: '<p>Q4</p>',
      baseVersion: 1,
    });
    assert.equal(res.statusCode, 200, res.body);
    const updated = res.json<Task>();
    assert.equal(updated.title, 'Write the report');
    assert.equal(updated.importance, 9);
    assert.equal(updated.urgency, 7);
    assert.equal(updated.priority, '2-2');
    assert.equal(updated.startDate, '2026-11-25');
    assert.equal(updated.durationMinutes, 90);
    assert.equal(updated.version, 2);
    const cleared = await agent.patch(`/api/tasks/${task.id}`, { startDate: null, durationMinutes: null });
    assert.equal(cleared.json<Task>().startDate, null);
    assert.equal(cleared.json<Task>().durationMinutes, null);
    const same = await agent.patch(`/api/tasks/${task.id}`, { title: 'Write the report' });
    assert.equal(same.json<Task>().version, 3, 'an edit that changes nothing writes nothing');
  });

  describe('edits made on an older version merge by field (issue 12)', () => {
    /** The same user signed in a second time: another device, another session. */
    let laptop: Agent;
    let phone: Agent;
    before(async () => {
      phone = new Agent(server.app);
      const account = await phone.signUp();
      laptop = new Agent(server.app);
      const res = await laptop.post('/api/auth/sign-in', {
        email: account.email,
        password: account.password,
      });
      assert.equal(res.statusCode, 200, res.body);
      laptop.csrf = res.json<{ csrfToken: string }>().csrfToken;
    });
    const read = async (id: string) => (await phone.get(`/api/tasks/${id}`)).json<Task>();

    test('two devices editing different fields of one task: both edits survive', async () => {
      const task = await buildTask(phone, { title: 'Plan the trip' });
      const onLaptop = await laptop.patch(`/api/tasks/${task.id}`, { importance: 4, baseVersion: 1 });
      assert.equal(onLaptop.json<UpdatedTask>().version, 2);
      const res = await phone.patch(`/api/tasks/${task.id}`, {
        title: 'Plan the trip to Lyon',
        baseVersion: 1,
        opId: randomUUID(),
      });
      assert.equal(res.statusCode, 200, res.body);
      const merged = res.json<UpdatedTask>();
      assert.equal(merged.title, 'Plan the trip to Lyon');
      assert.equal(merged.importance, 4, 'the newer field the stale edit did not touch keeps its value');
      assert.equal(merged.version, 3);
      assert.deepEqual(merged.overwritten, []);
      const stored = await read(task.id);
      assert.equal(stored.title, 'Plan the trip to Lyon');
      assert.equal(stored.importance, 4);
    });

    test('the same field on both: last write wins and the answer names what it replaced', async () => {
      const [a, b] = [await buildTag(phone), await buildTag(phone)];
      const task = await buildTask(phone, { title: 'Draft', tagIds: [a.id] });
      await laptop.patch(`/api/tasks/${task.id}`, {
        title: 'Laptop title',
        dueDate: '2026-12-01',
        baseVersion: 1,
      });
      await laptop.patch(`/api/tasks/${task.id}`, { tagIds: [b.id], baseVersion: 2 });
      const opId = randomUUID();
      const body = {
        title: 'Phone title',
        dueDate: null,
        tagIds: [a.id, b.id],
        urgency: 3,
        baseVersion: 1,
        opId,
      };
      const res = await phone.patch(`/api/tasks/${task.id}`, body);
      assert.equal(res.statusCode, 200, res.body);
      const merged = res.json<UpdatedTask>();
      assert.equal(merged.title, 'Phone title');
      assert.equal(merged.dueDate, null);
      assert.equal(merged.urgency, 3);
      assert.deepEqual([...merged.tagIds].sort(), [a.id, b.id].sort());
      assert.deepEqual(
        [...(merged.overwritten ?? [])].sort((x, y) => x.field.localeCompare(y.field)),
        [
          { field: 'dueDate', previous: '2026-12-01' },
          { field: 'tagIds', previous: [b.id] },
          { field: 'title', previous: 'Laptop title' },
        ],
        'urgency was not changed elsewhere: not reported',
      );
      assert.equal((await read(task.id)).title, 'Phone title');

      // The same opId again: the first answer, nothing written twice.
      const before = await currentSeq(phone);
      const replay = await phone.patch(`/api/tasks/${task.id}`, body);
      assert.equal(replay.statusCode, 200);
      assert.deepEqual(replay.json(), res.json());
      assert.equal(await currentSeq(phone), before);
      assert.equal((await read(task.id)).version, merged.version);
    });

    test("a device's own queue of edits on one old version reports nothing of its own", async () => {
      const task = await buildTask(phone, { title: 'v1' });
      await laptop.patch(`/api/tasks/${task.id}`, { importance: 2, baseVersion: 1 });
      for (const title of ['offline 1', 'offline 2', 'offline 3']) {
        const res = await phone.patch(`/api/tasks/${task.id}`, { title, baseVersion: 1, opId: randomUUID() });
        assert.deepEqual(res.json<UpdatedTask>().overwritten, [], title);
      }
      const stored = await read(task.id);
      assert.equal(stored.title, 'offline 3');
      assert.equal(stored.importance, 2);
      // Now the laptop, still on version 2, edits the title: it replaced the phone's newer one.
      const res = await laptop.patch(`/api/tasks/${task.id}`, { title: 'laptop', baseVersion: 2 });
      assert.deepEqual(res.json<UpdatedTask>().overwritten, [{ field: 'title', previous: 'offline 3' }]);
    });

    test('an edit on the current version, or without one, reports nothing', async () => {
      const task = await buildTask(phone);
      await laptop.patch(`/api/tasks/${task.id}`, { title: 'from the laptop', baseVersion: 1 });
      const current = await phone.patch(`/api/tasks/${task.id}`, { title: 'phone', baseVersion: 2 });
      assert.deepEqual(current.json<UpdatedTask>().overwritten, []);
      await laptop.patch(`/api/tasks/${task.id}`, { title: 'laptop again' });
      const blind = await phone.patch(`/api/tasks/${task.id}`, { title: 'phone again' });
      assert.deepEqual(blind.json<UpdatedTask>().overwritten, []);
      assert.equal((await read(task.id)).title, 'phone again');
    });
  });

  test('PATCH tagIds replaces the tag set; unknown tags are 404', async () => {
    const [a, b] = [await buildTag(agent), await buildTag(agent)];
    const task = await buildTask(agent, { tagIds: [a.id] });
    const res = await agent.patch(`/api/tasks/${task.id}`, { tagIds: [b.id] });
    assert.deepEqual(res.json<Task>().tagIds, [b.id]);
    assert.equal(res.json<Task>().version, 2);
    const unknown = await agent.patch(`/api/tasks/${task.id}`, { tagIds: [randomUUID()] });
    assert.equal(unknown.statusCode, 404);
  });

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

  test('a description update records a description notification; other edits do not', async () => {
    const task = await buildTask(agent);
    assert.equal((await agent.patch(`/api/tasks/${task.id}`, { title: 'Renamed' })).statusCode, 200);
    assert.equal(
      (await agent.patch(`/api/tasks/${task.id}`, { description: '<p>Steps</p>' })).statusCode,
      200,
    );
    const notes = await server.database.db
      .selectFrom('notifications')
      .select(['kind', 'data', 'author_email', 'read_at'])
      .where('task_id', '=', task.id)
      .execute();
    assert.deepEqual(
      notes.map((n) => n.kind),
      ['description'],
    );
    assert.equal(JSON.parse(notes[0]?.data ?? '{}').authorKind, 'owner');
    assert.ok(notes[0]?.read_at, "the owner's own edit is not unread");
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
      // The start also earns XP (progress.* / achievement.*: modules/progress/progress.test.ts).
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
