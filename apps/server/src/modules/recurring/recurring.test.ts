// Recurring templates through the API: defaults, validation, pause and resume, skip next, edits that
// change future occurrences only, delete, replays by op id, and the assistant's template routes on the
// same templates. Generation itself is in generation.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RecurringTemplateDto } from '@nova/core/contracts/ai';
import type { RecurringTaskTemplateDto } from '@nova/core/contracts/recurring';
import type { Task, TaskList } from '@nova/core/contracts/tasks';
import {
  buildStrategy,
  buildTag,
  errorCode,
  put,
  type SignedInAgent,
  signedIn,
} from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

type Template = RecurringTaskTemplateDto;

describe(`recurring templates API (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
    assert.equal((await put(agent, '/api/auth/time-zone', { timeZone: 'Europe/Paris' })).statusCode, 200);
  });
  after(() => server.close());

  const create = async (body: Record<string, unknown>, who: SignedInAgent = agent) => {
    const res = await who.post('/api/recurring-templates', body);
    assert.equal(res.statusCode, 201, res.body);
    return res.json<Template>();
  };
  const run = (iso: string) => {
    server.clock.set(iso);
    return server.app.scheduler.runOnce(server.clock.now());
  };
  const tasksTitled = async (title: string, who: SignedInAgent = agent) =>
    (await who.get('/api/tasks')).json<TaskList>().tasks.filter((t) => t.title === title);

  test('a new template: defaults, starting today in the user’s time zone, next occurrence shown', async () => {
    // 23:30 UTC on the 20th is already the 21st in Paris.
    server.clock.set('2026-11-20T23:30:00.000Z');
    const t = await create({ title: '  Water the plants ', pattern: { type: 'daily' }, time: '08:00' });
    assert.equal(t.title, 'Water the plants');
    assert.equal(t.startDate, '2026-11-21');
    assert.equal(t.nextOccurrence, '2026-11-21');
    assert.deepEqual(t.pattern, { type: 'daily', timeOfDay: null, daysOfWeek: [], interval: null });
    assert.equal(t.paused, false);
    assert.equal(t.handledCount, 0);
    assert.equal(t.missedCount, 0);
    assert.equal(t.category, 'personal');
    assert.deepEqual(t.tagIds, []);
    assert.equal((await agent.get(`/api/recurring-templates/${t.id}`)).json<Template>().id, t.id);
    const list = (await agent.get('/api/recurring-templates')).json<{ templates: Template[] }>();
    assert.ok(list.templates.some((x) => x.id === t.id));
  });

  test('bad input is 400 validation_failed and writes nothing; unknown strategy or tag 404', async () => {
    const count = async () =>
      (await agent.get('/api/recurring-templates')).json<{ templates: Template[] }>().templates.length;
    const before = await count();
    for (const body of [
      { title: '', pattern: { type: 'daily' } },
      { title: 'A', pattern: { type: 'weekly', daysOfWeek: [0] } },
      { title: 'A', pattern: { type: 'weekly', daysOfWeek: [8] } },
      { title: 'A', pattern: { type: 'weekly', daysOfWeek: [] } },
      { title: 'A', pattern: { type: 'weekly', daysOfWeek: [1, 1] } },
      { title: 'A', pattern: { type: 'custom', interval: 0 } },
      { title: 'A', pattern: { type: 'custom', interval: 366 } },
      { title: 'A', pattern: { type: 'custom' } },
      { title: 'A', pattern: { type: 'hourly' } },
      { title: 'A', pattern: { type: 'daily', every: 2 } },
      { title: 'A', pattern: { type: 'daily' }, time: '25:00' },
      { title: 'A', pattern: { type: 'daily' }, startDate: '2026-02-30' },
      { title: 'A', pattern: { type: 'daily' }, startDate: '2026-12-01', endDate: '2026-11-30' },
      { title: 'A', pattern: { type: 'daily' }, maxCount: 0 },
      { title: 'A', pattern: { type: 'daily' }, frequency: 'daily' },
    ]) {
      const res = await agent.post('/api/recurring-templates', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed', JSON.stringify(body));
    }
    for (const body of [{ strategyId: randomUUID() }, { tagIds: [randomUUID()] }]) {
      const res = await agent.post('/api/recurring-templates', {
        title: 'A',
        pattern: { type: 'daily' },
        ...body,
      });
      assert.equal(res.statusCode, 404);
      assert.equal(errorCode(res), 'not_found');
    }
    const t = await create({ title: 'Valid', pattern: { type: 'daily' } });
    const res = await agent.patch(`/api/recurring-templates/${t.id}`, {
      pattern: { type: 'custom', interval: 400 },
    });
    assert.equal(res.statusCode, 400);
    assert.equal((await agent.patch(`/api/recurring-templates/${t.id}`, { colour: 'red' })).statusCode, 400);
    assert.equal(await count(), before + 1);
  });

  test('a create replayed with the same op id answers the first result and creates one template', async () => {
    const opId = randomUUID();
    const body = { opId, title: 'Replay me', pattern: { type: 'weekly', daysOfWeek: [3, 1] } };
    const first = await agent.post('/api/recurring-templates', body);
    const second = await agent.post('/api/recurring-templates', body);
    assert.equal(first.statusCode, 201);
    assert.equal(second.statusCode, 201);
    assert.deepEqual(second.json(), first.json());
    assert.deepEqual(first.json<Template>().pattern.daysOfWeek, [1, 3]);
    const list = (await agent.get('/api/recurring-templates')).json<{ templates: Template[] }>();
    assert.equal(list.templates.filter((t) => t.title === 'Replay me').length, 1);
    // A replayed pause (same op id) changes nothing the second time either.
    const id = first.json<Template>().id;
    const pauseOp = randomUUID();
    const p1 = await agent.post(`/api/recurring-templates/${id}/pause`, { opId: pauseOp });
    await agent.post(`/api/recurring-templates/${id}/resume`, {});
    const p2 = await agent.post(`/api/recurring-templates/${id}/pause`, { opId: pauseOp });
    assert.deepEqual(p2.json(), p1.json());
    assert.equal((await agent.get(`/api/recurring-templates/${id}`)).json<Template>().paused, false);
  });

  test('strategy, tags, estimate and description go onto the generated task', async () => {
    const strategy = await buildStrategy(agent, { name: 'Health' });
    const tag = await buildTag(agent, { name: 'morning' });
    server.clock.set('2026-11-22T05:00:00.000Z');
    const t = await create({
      title: 'Stretch',
      description: 'Ten minutes, gently',
      pattern: { type: 'daily', timeOfDay: 'morning' },
      estimatedDuration: 10,
      importance: 7,
      strategyId: strategy.id,
      tagIds: [tag.id],
    });
    await run('2026-11-22T07:00:00.000Z'); // 08:00 in Paris
    const [listed] = await tasksTitled('Stretch');
    assert.ok(listed);
    const task = (await agent.get(`/api/tasks/${listed.id}`)).json<Task>();
    assert.equal(task.description, 'Ten minutes, gently');
    assert.equal(task.startDate, '2026-11-22');
    assert.equal(task.startTime, null, 'a time of day is not an exact time');
    assert.equal(task.durationMinutes, 10);
    assert.equal(task.importance, 7);
    assert.equal(task.strategyId, strategy.id);
    assert.deepEqual(task.tagIds, [tag.id]);
    assert.equal((await agent.get(`/api/recurring-templates/${t.id}`)).json<Template>().handledCount, 1);
  });

  test('pause creates nothing; resume starts from now without catching up the paused days', async () => {
    server.clock.set('2026-12-01T06:00:00.000Z');
    const t = await create({ title: 'Journal', pattern: { type: 'daily' }, time: '08:00' });
    await run('2026-12-01T07:00:00.000Z');
    assert.equal((await tasksTitled('Journal')).length, 1);
    const paused = await agent.post(`/api/recurring-templates/${t.id}/pause`, {});
    assert.equal(paused.json<Template>().paused, true);
    assert.equal(paused.json<Template>().nextOccurrence, null);
    await run('2026-12-02T07:00:00.000Z');
    await run('2026-12-05T07:00:00.000Z');
    assert.equal((await tasksTitled('Journal')).length, 1, 'nothing while paused');
    server.clock.set('2026-12-06T10:00:00.000Z'); // after today's 08:00
    const resumed = (await agent.post(`/api/recurring-templates/${t.id}/resume`, {})).json<Template>();
    assert.equal(resumed.paused, false);
    assert.equal(resumed.nextOccurrence, '2026-12-07');
    await run('2026-12-06T10:00:00.000Z');
    assert.equal((await tasksTitled('Journal')).length, 1, 'no catch-up of the paused days');
    await run('2026-12-07T07:00:00.000Z');
    const tasks = await tasksTitled('Journal');
    assert.deepEqual(tasks.map((x) => x.startDate).sort(), ['2026-12-01', '2026-12-07']);
    const after = (await agent.get(`/api/recurring-templates/${t.id}`)).json<Template>();
    assert.equal(after.missedCount, 0, 'paused days are not missed');
    assert.equal(after.handledCount, 2);
  });

  test('skip next: that day is handled without a task, the one after comes as usual', async () => {
    server.clock.set('2026-12-10T06:00:00.000Z');
    const t = await create({ title: 'Run', pattern: { type: 'weekly', daysOfWeek: [4, 6] }, time: '07:30' });
    assert.equal(t.nextOccurrence, '2026-12-10'); // a Thursday
    const skipped = (await agent.post(`/api/recurring-templates/${t.id}/skip-next`, {})).json<Template>();
    assert.deepEqual(skipped.skipDays, ['2026-12-10']);
    assert.equal(skipped.nextOccurrence, '2026-12-12');
    await run('2026-12-10T07:00:00.000Z');
    assert.equal((await tasksTitled('Run')).length, 0);
    await run('2026-12-12T06:30:00.000Z');
    const tasks = await tasksTitled('Run');
    assert.deepEqual(
      tasks.map((x) => [x.startDate, x.startTime]),
      [['2026-12-12', '07:30']],
    );
    const after = (await agent.get(`/api/recurring-templates/${t.id}`)).json<Template>();
    assert.equal(after.handledCount, 2);
    assert.equal(after.missedCount, 0);
  });

  test('edits change future occurrences only; one task’s fate never touches the others', async () => {
    server.clock.set('2026-12-14T06:00:00.000Z');
    const t = await create({ title: 'Read', pattern: { type: 'daily' }, time: '08:00' });
    await run('2026-12-14T07:00:00.000Z');
    await run('2026-12-15T07:00:00.000Z');
    const [first, second] = (await tasksTitled('Read')).sort((a, b) =>
      a.startDate! < b.startDate! ? -1 : 1,
    );
    assert.ok(first && second);
    // Complete one, delete the other: neither comes back, and the template goes on.
    assert.equal(
      (await agent.post(`/api/tasks/${first.id}/status`, { status: 'completed' })).statusCode,
      200,
    );
    assert.equal((await agent.delete(`/api/tasks/${second.id}`)).statusCode, 204);
    await run('2026-12-15T20:00:00.000Z');
    assert.equal((await tasksTitled('Read')).length, 1, 'the deleted occurrence is not created again');

    // At 10:00 on the 16th (after the new 09:00), the title and time change: today's occurrence under
    // the new rule has passed, so it is not created after the fact; the tasks already made keep theirs.
    server.clock.set('2026-12-16T09:00:00.000Z');
    const edited = await agent.patch(`/api/recurring-templates/${t.id}`, {
      title: 'Read a chapter',
      time: '09:00',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json<Template>().nextOccurrence, '2026-12-17');
    await run('2026-12-16T09:00:00.000Z');
    assert.equal((await tasksTitled('Read a chapter')).length, 0);
    await run('2026-12-17T08:00:00.000Z'); // 09:00 in Paris
    const renamed = await tasksTitled('Read a chapter');
    assert.deepEqual(
      renamed.map((x) => [x.startDate, x.startTime]),
      [['2026-12-17', '09:00']],
    );
    const old = await tasksTitled('Read');
    assert.equal(old.length, 1);
    assert.equal(old[0]?.status, 'completed');
    assert.equal(old[0]?.startTime, '08:00');
  });

  test('a maximum count and an end date end the template', async () => {
    server.clock.set('2026-12-20T06:00:00.000Z');
    const counted = await create({ title: 'Twice', pattern: { type: 'daily' }, time: '08:00', maxCount: 2 });
    const dated = await create({
      title: 'Until 21st',
      pattern: { type: 'daily' },
      time: '08:00',
      endDate: '2026-12-21',
    });
    for (const day of ['20', '21', '22', '23']) await run(`2026-12-${day}T07:00:00.000Z`);
    assert.equal((await tasksTitled('Twice')).length, 2);
    assert.equal((await tasksTitled('Until 21st')).length, 2);
    for (const id of [counted.id, dated.id]) {
      assert.equal((await agent.get(`/api/recurring-templates/${id}`)).json<Template>().nextOccurrence, null);
    }
  });

  test('delete: 204, gone from the list, no more tasks, those made stay', async () => {
    server.clock.set('2026-12-24T06:00:00.000Z');
    const t = await create({ title: 'Tidy up', pattern: { type: 'daily' }, time: '08:00' });
    await run('2026-12-24T07:00:00.000Z');
    assert.equal((await agent.delete(`/api/recurring-templates/${t.id}`)).statusCode, 204);
    assert.equal((await agent.get(`/api/recurring-templates/${t.id}`)).statusCode, 404);
    await run('2026-12-25T07:00:00.000Z');
    assert.equal((await tasksTitled('Tidy up')).length, 1);
    assert.equal((await agent.post(`/api/recurring-templates/${t.id}/pause`, {})).statusCode, 404);
  });

  test('the assistant’s template routes read and write the same templates', async () => {
    server.clock.set('2026-12-28T05:00:00.000Z');
    const res = await agent.post('/api/ai/recurring/templates', {
      title: 'Evening yoga',
      pattern: { type: 'weekly', daysOfWeek: [1, 3], timeOfDay: 'evening' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const fromAi = res.json<RecurringTemplateDto>();
    const shared = (await agent.get(`/api/recurring-templates/${fromAi.id}`)).json<Template>();
    assert.equal(shared.title, 'Evening yoga');
    assert.deepEqual(shared.pattern.daysOfWeek, [1, 3]);
    assert.equal(shared.startDate, '2026-12-28', 'the day it was created, in Paris');
    await run('2026-12-28T18:00:00.000Z'); // Monday 19:00 in Paris
    assert.deepEqual(
      (await tasksTitled('Evening yoga')).map((x) => x.startDate),
      ['2026-12-28'],
    );
    await agent.post(`/api/recurring-templates/${fromAi.id}/pause`, {});
    const aiList = (await agent.get('/api/ai/recurring/templates')).json<{
      templates: RecurringTemplateDto[];
    }>();
    assert.equal(aiList.templates.find((x) => x.id === fromAi.id)?.isActive, false);
    // Resumed through the assistant's route two weeks later, on a Monday evening after 19:00: the
    // paused weeks are neither created nor counted, and today's has already fired.
    server.clock.set('2027-01-11T19:00:00.000Z');
    const resumed = await agent.patch(`/api/ai/recurring/templates/${fromAi.id}`, { isActive: true });
    assert.equal(resumed.statusCode, 200, resumed.body);
    await run('2027-01-11T19:00:00.000Z');
    await run('2027-01-13T18:00:00.000Z'); // Wednesday 19:00 in Paris
    assert.deepEqual((await tasksTitled('Evening yoga')).map((x) => x.startDate).sort(), [
      '2026-12-28',
      '2027-01-13',
    ]);
    const after = (await agent.get(`/api/recurring-templates/${fromAi.id}`)).json<Template>();
    assert.equal(after.missedCount, 0);
  });

  test('another user sees none of it', async () => {
    const other = await signedIn(server);
    const list = (await other.get('/api/recurring-templates')).json<{ templates: Template[] }>();
    assert.deepEqual(list.templates, []);
  });
});
