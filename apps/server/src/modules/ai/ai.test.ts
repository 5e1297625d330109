// The assistant's routes on a real database with the local provider: auth, validation, parse,
// grouping with save and reuse, priorities, chat proposals, personas changing the tone, patterns,
// recurring detection and templates, and the per-user rate limit.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildStrategy, buildTask, errorCode, put, signedIn } from '../../../test/factories.ts';
import { Agent, buildTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
before(async () => {
  server = await buildTestServer();
});
after(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: the tests read response JSON loosely
type Json = Record<string, any>;

describe('assistant routes', () => {
  test('every AI route needs a session', async () => {
    const anon = new Agent(server.app);
    for (const [method, url] of [
      ['POST', '/api/ai/parse'],
      ['POST', '/api/ai/group'],
      ['GET', '/api/ai/groupings'],
      ['POST', '/api/ai/priorities'],
      ['POST', '/api/ai/chat'],
      ['GET', '/api/ai/personas'],
      ['GET', '/api/ai/persona'],
      ['GET', '/api/ai/patterns'],
      ['POST', '/api/ai/recurring/detect'],
    ] as const) {
      const res = await anon.request(method, url, method === 'POST' ? {} : undefined);
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
  });

  test('parse: tasks with SPEC fields; validation 400s', async () => {
    const agent = await signedIn(server);
    const res = await agent.post('/api/ai/parse', {
      text: 'завтра купить хлеб и позвонить маме, срочно сдать отчёт к пятнице',
      now: '2026-11-18T09:00:00Z',
      timeZone: 'Europe/Moscow',
      locale: 'ru',
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<Json>();
    assert.equal(body.source, 'local');
    assert.equal(body.tasks.length, 3);
    assert.deepEqual(
      body.tasks.map((t: Json) => [t.title, t.deadline_date, t.priority, t.category]),
      [
        ['Купить хлеб', '2026-11-19', 'medium', 'shopping'],
        ['Позвонить маме', '2026-11-19', 'medium', 'personal'],
        ['Сдать отчёт', '2026-11-20', 'high', 'work'],
      ],
    );
    for (const bad of [
      {},
      { text: 1 },
      { text: 'x', timeZone: 'Mars/Base' },
      { text: 'x', locale: 'de' },
      { text: 'x', extra: 1 },
    ]) {
      const r = await agent.post('/api/ai/parse', bad);
      assert.equal(r.statusCode, 400, JSON.stringify(bad));
      assert.equal(errorCode(r), 'validation_failed');
    }
    const empty = await agent.post('/api/ai/parse', { text: '   ' });
    assert.deepEqual(empty.json<Json>().tasks, []);
  });

  test('group: recommended strategy, saved, listed newest first and reusable for 24 h', async () => {
    const agent = await signedIn(server);
    for (const title of [
      'Call the bank',
      'Email Sarah',
      'Call mom',
      'Write the report',
      'Buy milk',
      'Buy bread',
    ]) {
      await buildTask(agent, { title });
    }
    const res = await agent.post('/api/ai/group', { locale: 'en' });
    assert.equal(res.statusCode, 200, res.body);
    const out = res.json<Json>();
    assert.ok(out.recommendation.strategy);
    assert.equal(out.saved, true);
    for (const g of out.grouping.groups) assert.ok(g.tasks.length >= 2 && g.tasks.length <= 6);
    const all = [...out.grouping.groups.flatMap((g: Json) => g.tasks), ...out.grouping.ungroupedTasks];
    assert.equal(new Set(all).size, 6);

    const second = await agent.post('/api/ai/group', { strategy: 'by_priority' });
    assert.equal(second.json<Json>().grouping.strategy, 'by_priority');
    const list = (await agent.get('/api/ai/groupings')).json<Json>();
    assert.equal(list.groupings.length, 2);
    assert.equal(list.groupings[0].strategy, 'by_priority');
    assert.equal(list.reusable.id, list.groupings[0].id);
    server.clock.advance(25 * 3600_000);
    const later = (await agent.get('/api/ai/groupings')).json<Json>();
    assert.equal(later.reusable, null);
    assert.equal(later.groupings[0].reusable, false);
    server.clock.advance(-25 * 3600_000);
  });

  test('priorities: top task from the local ranking; an empty plan with no open task', async () => {
    const agent = await signedIn(server);
    const none = await agent.post('/api/ai/priorities', { locale: 'en' });
    assert.equal(none.statusCode, 200);
    const empty = none.json<Json>();
    assert.equal(empty.topPriority, null);
    assert.deepEqual(empty.sprintTasks, []);
    assert.equal(empty.insights.workload, 'light');
    assert.equal(
      empty.summary,
      'No active tasks available for prioritization. Enjoy the space, or capture something new.',
    );
    const ru = (await agent.post('/api/ai/priorities', { locale: 'ru' })).json<Json>();
    assert.ok(ru.summary.startsWith('Нет активных задач для расстановки приоритетов'));
    await buildTask(agent, { title: 'Low', importance: 1, urgency: 1 });
    const top = await buildTask(agent, { title: 'Top', importance: 9, urgency: 9 });
    const res = await agent.post('/api/ai/priorities', { locale: 'en' });
    const body = res.json<Json>();
    assert.equal(body.topPriority.taskId, top.id);
    assert.equal(body.topPriority.confidence, 60);
    assert.ok(body.sprintTasks.length <= 3);
    assert.ok(body.summary.includes('Top'));
  });

  test('chat proposes actions without applying them; quoted titles and strategies', async () => {
    const agent = await signedIn(server);
    const report = await buildTask(agent, { title: 'Quarterly report' });
    await buildStrategy(agent, { name: 'Work', description: 'office projects and reports' });
    const add = await agent.post('/api/ai/chat', {
      messages: [{ role: 'user', content: 'Add a task: buy milk tomorrow' }],
      locale: 'en',
    });
    assert.equal(add.statusCode, 200, add.body);
    const reply = add.json<Json>();
    assert.equal(reply.actions[0].type, 'create');
    assert.equal(reply.actions[0].applied, false);
    assert.equal(reply.actions[0].taskData.title, 'Buy milk');
    const tasks = (await agent.get('/api/tasks')).json<Json>().tasks;
    assert.equal(tasks.length, 1, 'nothing was created by the chat');

    const split = await agent.post('/api/ai/chat', {
      messages: [{ role: 'user', content: 'Break down "quarterly" into steps' }],
      locale: 'en',
    });
    const action = split.json<Json>().actions[0];
    assert.equal(action.type, 'create_subtasks');
    assert.equal(action.taskId, report.id);
    assert.ok(action.subtasks.length >= 2 && action.subtasks.length <= 5);

    const assign = await agent.post('/api/ai/chat', {
      messages: [{ role: 'user', content: 'Distribute my tasks across strategies' }],
      locale: 'en',
    });
    const a = assign.json<Json>().actions[0];
    assert.equal(a.type, 'assign_to_strategy');
    assert.deepEqual(a.taskIds, [report.id]);
  });

  test('persona: stored, listed, and changes the tone of replies', async () => {
    const agent = await signedIn(server);
    assert.equal((await agent.get('/api/ai/persona')).json<Json>().persona, 'kaia');
    const list = (await agent.get('/api/ai/personas?locale=fr')).json<Json>().personas;
    assert.deepEqual(
      list.map((p: Json) => p.name),
      ['Arto', 'Kaia', 'Numa'],
    );
    assert.ok(list[0].traits.length > 0 && list[0].bestFor.length > 0);
    const bad = await put(agent, '/api/ai/persona', { persona: 'hal' });
    assert.equal(bad.statusCode, 400);
    const messages = [{ role: 'user', content: 'Add a task: call the dentist' }];
    const replies = new Set<string>();
    for (const persona of ['arto', 'kaia', 'numa']) {
      assert.equal((await put(agent, '/api/ai/persona', { persona })).statusCode, 200);
      const res = (await agent.post('/api/ai/chat', { messages, locale: 'en' })).json<Json>();
      assert.equal(res.persona, persona);
      assert.equal(res.actions[0].taskData.title, 'Call the dentist');
      replies.add(res.message);
    }
    assert.equal(replies.size, 3, 'each persona words the same answer differently');
  });

  test('patterns are learned from use and can be reset', async () => {
    const agent = await signedIn(server);
    assert.equal((await agent.get('/api/ai/patterns')).json<Json>().analysisCount, 0);
    await agent.post('/api/ai/parse', {
      text: 'write report, call mom, buy milk, clean kitchen',
      locale: 'en',
    });
    await agent.post('/api/ai/chat', {
      messages: [{ role: 'user', content: 'Please delegate "report" and break it into steps with pomodoro' }],
      locale: 'en',
    });
    const p = (await agent.get('/api/ai/patterns')).json<Json>();
    assert.equal(p.analysisCount, 2);
    assert.equal(p.workStyle, 'batch');
    assert.equal(p.delegationTendency, 1);
    assert.equal(p.breakdownPreference, true);
    assert.deepEqual(p.preferredTechniques, ['pomodoro']);
    assert.equal((await agent.delete('/api/ai/patterns')).statusCode, 204);
    assert.equal((await agent.get('/api/ai/patterns')).json<Json>().analysisCount, 0);
  });

  test('recurring detection and templates', async () => {
    const agent = await signedIn(server);
    const d = (
      await agent.post('/api/ai/recurring/detect', { text: 'бегать 3 раза в неделю утром', locale: 'ru' })
    ).json<Json>();
    assert.equal(d.isRecurring, true);
    assert.equal(d.confidence, 85);
    assert.deepEqual(d.template.pattern, {
      type: 'weekly',
      timeOfDay: 'morning',
      daysOfWeek: [1, 3, 5],
      interval: null,
    });
    assert.ok(d.alternatives.length > 0);
    const weak = (
      await agent.post('/api/ai/recurring/detect', { text: 'read a book', locale: 'en' })
    ).json<Json>();
    assert.equal(weak.isRecurring, false);

    const created = await agent.post('/api/ai/recurring/templates', {
      title: 'Run',
      pattern: { type: 'weekly', daysOfWeek: [1, 3] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json<Json>().id;
    const paused = await agent.patch(`/api/ai/recurring/templates/${id}`, { isActive: false });
    assert.equal(paused.json<Json>().isActive, false);
    const bad = await agent.post('/api/ai/recurring/templates', { title: 'X', pattern: { type: 'custom' } });
    assert.equal(bad.statusCode, 400);
    const list = (await agent.get('/api/ai/recurring/templates')).json<Json>();
    assert.equal(list.templates.length, 1);
  });

  test('per-user rate limit on AI routes: 429 with retry-after, other users unaffected', async () => {
    const agent = await signedIn(server);
    const other = await signedIn(server);
    let limited: Awaited<ReturnType<Agent['post']>> | null = null;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await agent.post('/api/ai/recurring/detect', { text: 'every day' });
      if (res.statusCode === 429) limited = res;
    }
    assert.ok(limited, 'the limit was reached');
    assert.equal(errorCode(limited), 'rate_limited');
    assert.ok(limited.headers['retry-after']);
    assert.equal((await other.post('/api/ai/recurring/detect', { text: 'every day' })).statusCode, 200);
    assert.equal((await agent.get('/api/ai/patterns')).statusCode, 200, 'non-AI reads are not limited');
  });
});
