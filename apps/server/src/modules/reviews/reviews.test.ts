// Review sessions through the API: a morning sync starts with every open task and walks them in
// order; an evening review starts with today's wins and what is in progress; the open session is
// found again (another device), decisions are validated and replay-safe, notes kept, finishing is
// once; another user's session is a 404.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OpenReviewDto, ReviewSessionDto } from '@nova/core/contracts/reviews';
import { xpAwards } from '@nova/core/domain/progress';
import { buildMicroTask, buildTask, errorCode, put, setStatus, signedIn } from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`review sessions (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  const start = async (agent: Agent, body: Record<string, unknown>) => {
    const res = await agent.post('/api/reviews', body);
    assert.ok(res.statusCode === 201 || res.statusCode === 200, res.body);
    return res.json<ReviewSessionDto>();
  };
  const open = async (agent: Agent) => (await agent.get('/api/reviews/open')).json<OpenReviewDto>().session;

  test('morning sync: every unfinished task, running first; walked one by one; resumed; finished once', async () => {
    const agent = await signedIn(server);
    const low = await buildTask(agent, { title: 'Water the plants' });
    const high = await buildTask(agent, { title: 'Send the report', importance: 8, urgency: 8 });
    const running = await buildTask(agent, { title: 'Running' });
    await setStatus(agent, running.id, 'inProgress');
    const done = await buildTask(agent);
    await setStatus(agent, done.id, 'completed');
    const dropped = await buildTask(agent);
    await setStatus(agent, dropped.id, 'cancelled');
    await buildTask(agent, { title: 'Some idea', type: 'idea' });
    await buildMicroTask(agent, high.id);

    assert.equal(await open(agent), null);
    const res = await agent.post('/api/reviews', { type: 'morning_sync' });
    assert.equal(res.statusCode, 201);
    const session = res.json<ReviewSessionDto>();
    assert.equal(session.type, 'morning_sync');
    assert.equal(session.day, '2026-11-21');
    assert.equal(session.currentIndex, 0);
    assert.equal(session.completed, false);
    assert.deepEqual(
      session.tasks.map((t) => t.id),
      [running.id, high.id, low.id],
    );
    assert.equal(session.tasks[1]?.microTotal, 1);
    assert.equal(session.tasks[1]?.title, 'Send the report');

    const step1 = await agent.post(`/api/reviews/${session.id}/advance`, {
      taskId: running.id,
      action: 'keep',
    });
    assert.equal(step1.statusCode, 200, step1.body);
    assert.equal(step1.json<ReviewSessionDto>().currentIndex, 1);

    // Another device finds the same session where it stopped.
    const resumed = await open(agent);
    assert.equal(resumed?.id, session.id);
    assert.equal(resumed?.currentIndex, 1);
    assert.deepEqual(
      resumed?.reviewed.map((r) => [r.taskId, r.action, r.date]),
      [[running.id, 'keep', null]],
    );
    // Starting again resumes it instead of making another.
    const again = await agent.post('/api/reviews', { type: 'morning_sync' });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json<ReviewSessionDto>().id, session.id);

    const step2 = await agent.post(`/api/reviews/${session.id}/advance`, {
      taskId: high.id,
      action: 'reschedule',
      date: '2026-11-28',
    });
    assert.equal(step2.json<ReviewSessionDto>().reviewed[1]?.date, '2026-11-28');
    const notes = await put(agent, `/api/reviews/${session.id}/notes`, { notes: 'Light day.' });
    assert.equal(notes.json<ReviewSessionDto>().notes, 'Light day.');
    const step3 = await agent.post(`/api/reviews/${session.id}/advance`, { taskId: low.id, action: 'drop' });
    assert.equal(step3.json<ReviewSessionDto>().currentIndex, 3);
    const past = await agent.post(`/api/reviews/${session.id}/advance`, { taskId: low.id, action: 'keep' });
    assert.equal(past.statusCode, 409);
    assert.equal(errorCode(past), 'conflict');

    const xp = async () => (await agent.get('/api/progress')).json<{ xp: number }>().xp;
    const xpBefore = await xp();
    const finished = await agent.post(`/api/reviews/${session.id}/finish`, { opId: 'finish-1' });
    assert.equal(finished.statusCode, 200);
    assert.equal(await xp(), xpBefore + xpAwards.review_finished, 'a finished review earns its award');
    const body = finished.json<ReviewSessionDto>();
    assert.equal(body.completed, true);
    assert.equal(body.completedAt, '2026-11-21T09:00:00.000Z');
    assert.equal(body.notes, 'Light day.');
    // Finishing twice (another device) changes nothing; the session is no longer open.
    server.clock.advance(60_000);
    const twice = await agent.post(`/api/reviews/${session.id}/finish`, {});
    assert.equal(twice.json<ReviewSessionDto>().completedAt, '2026-11-21T09:00:00.000Z');
    assert.equal(await xp(), xpBefore + xpAwards.review_finished, 'and only once');
    assert.equal(await open(agent), null);
    const late = await agent.post(`/api/reviews/${session.id}/advance`, { taskId: low.id, action: 'keep' });
    assert.equal(late.statusCode, 409);
    assert.equal((await put(agent, `/api/reviews/${session.id}/notes`, { notes: 'x' })).statusCode, 409);
  });

  test('evening review: today’s completed tasks first, then those in progress, with the day’s wins', async () => {
    const agent = await signedIn(server);
    const a = await buildTask(agent, { title: 'Finished today' });
    await setStatus(agent, a.id, 'inProgress');
    server.clock.advance(25 * 60_000);
    await setStatus(agent, a.id, 'completed');
    const step = await buildMicroTask(agent, a.id);
    await agent.patch(`/api/tasks/${a.id}/micro-tasks/${step.id}`, { completed: true });
    const b = await buildTask(agent, { title: 'Still going' });
    await setStatus(agent, b.id, 'inProgress');
    await buildTask(agent, { title: 'Waiting' });

    const session = await start(agent, { type: 'evening_review' });
    assert.deepEqual(
      session.tasks.map((t) => t.id),
      [a.id, b.id],
    );
    assert.deepEqual(session.wins, { completed: 1, microStepsDone: 1, secondsSpent: 25 * 60 });
    const bad = await agent.post(`/api/reviews/${session.id}/advance`, { taskId: a.id, action: 'drop' });
    assert.equal(bad.statusCode, 400);
    assert.equal(errorCode(bad), 'validation_failed');
    await agent.post(`/api/reviews/${session.id}/advance`, { taskId: a.id, action: 'noted' });
    const carried = await agent.post(`/api/reviews/${session.id}/advance`, {
      taskId: b.id,
      action: 'reschedule',
      date: '2026-11-22',
    });
    assert.equal(carried.json<ReviewSessionDto>().currentIndex, 2);
    // Starting a morning sync closes the unfinished evening review (no progress for it).
    const morning = await start(agent, { type: 'morning_sync' });
    assert.notEqual(morning.id, session.id);
    const old = (await agent.get(`/api/reviews/${session.id}`)).json<ReviewSessionDto>();
    assert.equal(old.completed, true);
    server.clock.set('2026-11-21T09:00:00.000Z');
  });

  test('bad input: unknown type or action, a reschedule without a day or in the past, a stale task', async () => {
    const agent = await signedIn(server);
    await Promise.all([buildTask(agent), buildTask(agent)]);
    const session = await start(agent, { type: 'morning_sync' });
    const [t1, t2] = session.tasks;
    assert.ok(t1 && t2);
    const cases: Array<[string, unknown, number, string]> = [
      ['/api/reviews', { type: 'weekly' }, 400, 'validation_failed'],
      ['/api/reviews', {}, 400, 'validation_failed'],
      ['/api/reviews', { type: 'morning_sync', id: 'not-a-uuid' }, 400, 'validation_failed'],
      [
        `/api/reviews/${session.id}/advance`,
        { taskId: t1.id, action: 'celebrate' },
        400,
        'validation_failed',
      ],
      [
        `/api/reviews/${session.id}/advance`,
        { taskId: t1.id, action: 'reschedule' },
        400,
        'validation_failed',
      ],
      [
        `/api/reviews/${session.id}/advance`,
        { taskId: t1.id, action: 'reschedule', date: '2026-11-20' },
        400,
        'validation_failed',
      ],
      [
        `/api/reviews/${session.id}/advance`,
        { taskId: t1.id, action: 'keep', date: '2026-11-22' },
        400,
        'validation_failed',
      ],
      [`/api/reviews/${session.id}/advance`, { taskId: t2.id, action: 'keep' }, 409, 'conflict'],
      [`/api/reviews/${session.id}/advance`, { action: 'keep' }, 400, 'validation_failed'],
    ];
    for (const [url, body, status, code] of cases) {
      const res = await agent.post(url, body);
      assert.equal(res.statusCode, status, `${url} ${JSON.stringify(body)}: ${res.body}`);
      assert.equal(errorCode(res), code);
    }
    const long = await put(agent, `/api/reviews/${session.id}/notes`, { notes: 'x'.repeat(2001) });
    assert.equal(long.statusCode, 400);
    assert.equal((await open(agent))?.currentIndex, 0, 'nothing moved');
  });

  test('replays, deleted tasks stepped over, and another user’s session is a 404', async () => {
    const agent = await signedIn(server);
    await Promise.all([buildTask(agent), buildTask(agent), buildTask(agent)]);
    const id = '01965a3c-0000-7000-8000-000000000001';
    const first = await agent.post('/api/reviews', { id, opId: 'start-op', type: 'morning_sync' });
    assert.equal(first.statusCode, 201);
    const [t1, t2, t3] = first.json<ReviewSessionDto>().tasks;
    assert.ok(t1 && t2 && t3);
    const replay = await agent.post('/api/reviews', { id, opId: 'start-op', type: 'morning_sync' });
    assert.equal(replay.statusCode, 201);
    assert.equal(replay.json<ReviewSessionDto>().id, id);

    const advance = { opId: 'adv-op', taskId: t1.id, action: 'keep' };
    assert.equal((await agent.post(`/api/reviews/${id}/advance`, advance)).statusCode, 200);
    const again = await agent.post(`/api/reviews/${id}/advance`, advance);
    assert.equal(again.statusCode, 200, 'a resent decision answers as the first time');
    assert.equal(again.json<ReviewSessionDto>().currentIndex, 1);
    assert.equal((await open(agent))?.reviewed.length, 1, 'and is recorded once');

    // The next task was deleted on another device: the walk steps over it.
    await agent.delete(`/api/tasks/${t2.id}`);
    const now = await open(agent);
    assert.equal(now?.currentIndex, 2);
    assert.equal(now?.tasks[1]?.gone, true);
    assert.equal(
      (await agent.post(`/api/reviews/${id}/advance`, { taskId: t3.id, action: 'mvd' })).statusCode,
      200,
    );

    const other = await signedIn(server);
    for (const res of [
      await other.get(`/api/reviews/${id}`),
      await other.post(`/api/reviews/${id}/advance`, { taskId: t3.id, action: 'keep' }),
      await put(other, `/api/reviews/${id}/notes`, { notes: 'mine' }),
      await other.post(`/api/reviews/${id}/finish`, {}),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(errorCode(res), 'not_found');
    }
    assert.equal(await open(other), null);
    // Their own session cannot take the id.
    const taken = await other.post('/api/reviews', { id, type: 'morning_sync' });
    assert.equal(taken.statusCode, 409);
  });

  test('a session left open yesterday is not resumed today', async () => {
    const agent = await signedIn(server);
    await buildTask(agent);
    const yesterday = await start(agent, { type: 'morning_sync' });
    server.clock.advance(86_400_000);
    assert.equal(await open(agent), null);
    const today = await start(agent, { type: 'morning_sync' });
    assert.notEqual(today.id, yesterday.id);
    assert.equal(today.day, '2026-11-22');
    server.clock.set('2026-11-21T09:00:00.000Z');
  });
});
