// Updating tasks through the API on a real database: PATCH validation, field updates with base
// versions, edits made on an older version merged by field (issue 12), tag sets, and the description
// notification. Creating: tasks-create.test.ts; status changes and delete: tasks-status.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Task, UpdatedTask } from '@nova/core/contracts/tasks';
import { buildTag, buildTask, currentSeq, errorCode, serverWithUser } from '../../../test/factories.ts';
import { Agent, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`tasks (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

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
});
