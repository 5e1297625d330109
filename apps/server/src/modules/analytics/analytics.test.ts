// Analytics through the API on the test database: every chart with data seeded across the autumn DST
// change in Europe/Paris (a completion at 00:30 local is on the local day, not the UTC one), a zone
// with a half-hour offset, ranges, an empty account, calibration with its sample sizes, today's
// figures, validation, and that a user only ever sees their own rows.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { AnalyticsDto, CalibrationDto, TodayStatsDto } from '@nova/core/contracts/analytics';
import {
  buildStrategy,
  buildTask,
  errorCode,
  put,
  type SignedInAgent,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`analytics (${testDbKind})`, () => {
  let server: TestServer;
  let paris: SignedInAgent;
  let kolkata: SignedInAgent;
  let empty: SignedInAgent;
  before(async () => {
    server = await buildTestServer();
    [paris, kolkata, empty] = [await signedIn(server), await signedIn(server), await signedIn(server)];
    assert.equal((await put(paris, '/api/auth/time-zone', { timeZone: 'Europe/Paris' })).statusCode, 200);
    assert.equal((await put(kolkata, '/api/auth/time-zone', { timeZone: 'Asia/Kolkata' })).statusCode, 200);
  });
  after(() => server.close());

  const charts = async (agent: SignedInAgent, range = '30') => {
    const res = await agent.get(`/api/analytics?range=${range}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<AnalyticsDto>();
  };
  const calibration = async (agent: SignedInAgent) => {
    const res = await agent.get('/api/analytics/calibration');
    assert.equal(res.statusCode, 200, res.body);
    return res.json<CalibrationDto>();
  };
  const today = async (agent: SignedInAgent) => {
    const res = await agent.get('/api/analytics/today');
    assert.equal(res.statusCode, 200, res.body);
    return res.json<TodayStatsDto>();
  };
  /** A task worked from `start` to `end` (status clock), completed at `end`. */
  const worked = async (
    agent: SignedInAgent,
    start: string,
    end: string,
    overrides: Parameters<typeof buildTask>[1] = {},
  ) => {
    server.clock.set(start);
    const task = await buildTask(agent, overrides);
    await setStatus(agent, task.id, 'inProgress');
    server.clock.set(end);
    await setStatus(agent, task.id, 'completed');
    return task;
  };
  const pomodoro = (
    agent: SignedInAgent,
    startedAt: string,
    over: { kind?: 'work' | 'break'; completed?: 0 | 1; minutes?: number; taskId?: string } = {},
  ) =>
    server.database.db
      .insertInto('pomodoro_sessions')
      .values({
        id: randomUUID(),
        user_id: agent.userId,
        task_id: over.taskId ?? null,
        kind: over.kind ?? 'work',
        planned_minutes: over.minutes ?? 25,
        started_at: startedAt,
        ended_at: new Date(Date.parse(startedAt) + (over.minutes ?? 25) * 60_000).toISOString(),
        completed: over.completed ?? 1,
        created_at: startedAt,
        updated_at: startedAt,
      })
      .execute();

  test('an empty account: nothing counted, 24 empty hours, no rates, every range', async () => {
    server.clock.set('2026-10-27T12:00:00.000Z');
    for (const range of ['7', '30', '90', 'all']) {
      const body = await charts(empty, range);
      assert.equal(body.range, range);
      assert.equal(body.timeZone, 'UTC');
      assert.equal(body.today, '2026-10-27');
      assert.equal(body.from, range === 'all' ? null : body.from);
      assert.deepEqual(body.completedPerDay, []);
      assert.deepEqual(body.completedPerWeek, []);
      assert.deepEqual(body.focusPerDay, []);
      assert.deepEqual(body.timePerStrategy, []);
      assert.equal(body.bestHours.length, 24);
      assert.ok(body.bestHours.every((h, i) => h.hour === i && h.count === 0));
      assert.deepEqual(body.mvd, { days: 0, hitDays: 0, rate: null, perDay: [] });
      assert.deepEqual(
        body.energy.map((e) => [e.level, e.total, e.completed]),
        [
          ['low', 0, 0],
          ['medium', 0, 0],
          ['high', 0, 0],
        ],
      );
    }
    assert.equal((await charts(empty, '7')).from, '2026-10-21');
    const cal = await calibration(empty);
    assert.equal(cal.overall.samples, 0);
    assert.equal(cal.overall.factor, null);
    assert.equal(cal.overall.reliable, false);
    assert.equal(cal.bySize.length, 5);
    assert.deepEqual(cal.byStrategy, []);
    assert.deepEqual(await today(empty), {
      today: '2026-10-27',
      completed: 0,
      pomodoroMinutes: 0,
      clockMinutes: 0,
    });
  });

  test('bad ranges are 400 validation_failed; no session is 401', async () => {
    for (const range of ['14', '0', 'week', '']) {
      const res = await paris.get(`/api/analytics?range=${range}`);
      assert.equal(res.statusCode, 400, range);
      assert.equal(errorCode(res), 'validation_failed');
    }
    assert.equal((await paris.get('/api/analytics?range=7&extra=1')).statusCode, 400);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/analytics' });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(
      (await server.app.inject({ method: 'GET', url: '/api/analytics/calibration' })).statusCode,
      401,
    );
    assert.equal((await server.app.inject({ method: 'GET', url: '/api/analytics/today' })).statusCode, 401);
  });

  test('Paris across the autumn DST change: days, weeks, hours, focus, strategies, MVD, energy', async () => {
    const work = await buildStrategy(paris, { name: 'Work', color: 'green' });
    // Planned on the 25th and the 26th (before completing: finished tasks cannot be added, and
    // completing one takes it out, which makes room for the next day's under the limit of three).
    const plan = async (task: { id: string }, day: string) =>
      assert.equal((await paris.post('/api/mvd', { taskId: task.id, day })).statusCode, 200);
    server.clock.set('2026-10-24T20:00:00.000Z');
    const a = await buildTask(paris, { title: 'A', strategyId: work.id, importance: 8, urgency: 8 });
    const c = await buildTask(paris, { title: 'C' });
    const b = await buildTask(paris, { title: 'B' });
    const d = await buildTask(paris, { title: 'D (open)' });
    await plan(a, '2026-10-25');
    await plan(c, '2026-10-25');
    // A: 22:00-22:30 UTC on the 24th = 00:00-00:30 on the 25th in Paris (UTC+2, summer time).
    server.clock.set('2026-10-24T22:00:00.000Z');
    await setStatus(paris, a.id, 'inProgress');
    server.clock.set('2026-10-24T22:30:00.000Z');
    await setStatus(paris, a.id, 'completed');
    // C: 22:30 UTC on the 25th = 23:30 on the 25th (UTC+1 since 01:00 UTC that day).
    server.clock.set('2026-10-25T22:30:00.000Z');
    await setStatus(paris, c.id, 'completed');
    await plan(b, '2026-10-26');
    await plan(d, '2026-10-26');
    // B: 23:30 UTC on the 25th = 00:30 on the 26th.
    server.clock.set('2026-10-25T23:30:00.000Z');
    await setStatus(paris, b.id, 'completed');
    // Earlier in the month: inside 30 days, outside 7.
    await worked(paris, '2026-10-10T08:00:00.000Z', '2026-10-10T08:45:00.000Z');

    await pomodoro(paris, '2026-10-24T22:05:00.000Z', { taskId: a.id }); // the 25th, 00:05
    await pomodoro(paris, '2026-10-26T07:00:00.000Z', { minutes: 50 }); // the 26th, 08:00
    await pomodoro(paris, '2026-10-26T09:00:00.000Z', { kind: 'break', minutes: 5 });
    await pomodoro(paris, '2026-10-26T10:00:00.000Z', { completed: 0 });
    await pomodoro(kolkata, '2026-10-26T10:00:00.000Z', { minutes: 99 });

    server.clock.set('2026-10-27T12:00:00.000Z');
    const week = await charts(paris, '7');
    assert.equal(week.timeZone, 'Europe/Paris');
    assert.equal(week.today, '2026-10-27');
    assert.equal(week.from, '2026-10-21');
    assert.deepEqual(week.completedPerDay, [
      { day: '2026-10-25', count: 2 },
      { day: '2026-10-26', count: 1 },
    ]);
    // The 25th is a Sunday (week of Monday the 19th); the 26th starts the next week.
    assert.deepEqual(week.completedPerWeek, [
      { weekStart: '2026-10-19', count: 2 },
      { weekStart: '2026-10-26', count: 1 },
    ]);
    assert.equal(week.bestHours[0]?.count, 2);
    assert.equal(week.bestHours[23]?.count, 1);
    assert.equal(
      week.bestHours.reduce((sum, h) => sum + h.count, 0),
      3,
    );
    assert.deepEqual(week.focusPerDay, [
      { day: '2026-10-25', pomodoroMinutes: 25, clockMinutes: 30 },
      { day: '2026-10-26', pomodoroMinutes: 50, clockMinutes: 0 },
    ]);
    assert.deepEqual(week.timePerStrategy, [
      // Equal totals: named strategies before "no strategy".
      { strategyId: work.id, name: 'Work', color: 'green', clockMinutes: 30, pomodoroMinutes: 25 },
      { strategyId: null, name: null, color: null, clockMinutes: 0, pomodoroMinutes: 50 },
    ]);
    assert.deepEqual(week.mvd, {
      days: 2,
      hitDays: 1,
      rate: 0.5,
      perDay: [
        { day: '2026-10-25', planned: 2, done: 2 },
        { day: '2026-10-26', planned: 2, done: 1 },
      ],
    });
    const energy = Object.fromEntries(week.energy.map((e) => [e.level, [e.total, e.completed]]));
    assert.deepEqual(energy, { low: [3, 2], medium: [0, 0], high: [1, 1] });

    const month = await charts(paris, '30');
    assert.deepEqual(
      month.completedPerDay.map((d) => d.day),
      ['2026-10-10', '2026-10-25', '2026-10-26'],
    );
    assert.deepEqual(month.focusPerDay[0], { day: '2026-10-10', pomodoroMinutes: 0, clockMinutes: 45 });
    const all = await charts(paris, 'all');
    assert.equal(all.from, '2026-10-10');
    assert.equal(all.completedPerDay.length, 3);
    assert.deepEqual(await charts(paris, '90'), { ...all, range: '90', from: '2026-07-30' });
  });

  test('a half-hour zone: 19:00 UTC is 00:30 the next day in Kolkata', async () => {
    await worked(kolkata, '2026-10-26T18:40:00.000Z', '2026-10-26T19:00:00.000Z');
    server.clock.set('2026-10-27T12:00:00.000Z');
    const body = await charts(kolkata, '7');
    assert.deepEqual(body.completedPerDay, [{ day: '2026-10-27', count: 1 }]);
    assert.equal(body.bestHours[0]?.count, 1);
    // Its own Pomodoro (15:30 local on the 26th) and nothing of Paris's.
    assert.deepEqual(body.focusPerDay, [
      { day: '2026-10-26', pomodoroMinutes: 99, clockMinutes: 0 },
      { day: '2026-10-27', pomodoroMinutes: 0, clockMinutes: 20 },
    ]);
    assert.deepEqual(body.mvd.perDay, []);
  });

  test('calibration: actual over estimate overall, by size and by strategy, with sample sizes', async () => {
    const agent = await signedIn(server);
    const home = await buildStrategy(agent, { name: 'Home' });
    // Three 30-minute tasks that took 45 minutes: "your 30-minute tasks take about 45 minutes".
    for (let i = 0; i < 3; i++) {
      await worked(agent, `2026-10-2${i}T09:00:00.000Z`, `2026-10-2${i}T09:45:00.000Z`, {
        durationMinutes: 30,
        strategyId: home.id,
      });
    }
    // A 10-minute task whose clock ran all night counts as at most 10 x 10 minutes.
    await worked(agent, '2026-10-23T20:00:00.000Z', '2026-10-24T08:00:00.000Z', { durationMinutes: 10 });
    // Not samples: no estimate; an estimate but never started; an open task.
    await worked(agent, '2026-10-24T09:00:00.000Z', '2026-10-24T09:30:00.000Z');
    const unstarted = await buildTask(agent, { durationMinutes: 20 });
    await setStatus(agent, unstarted.id, 'completed');
    await buildTask(agent, { durationMinutes: 20 });

    const cal = await calibration(agent);
    assert.deepEqual(cal.overall, {
      samples: 4,
      estimateMinutes: 100,
      actualMinutes: 235,
      factor: 2.35,
      reliable: true,
    });
    const size = Object.fromEntries(cal.bySize.map((s) => [s.size, s]));
    assert.deepEqual(size.upTo30, {
      size: 'upTo30',
      samples: 3,
      estimateMinutes: 90,
      actualMinutes: 135,
      factor: 1.5,
      reliable: true,
    });
    assert.equal(size.upTo15?.samples, 1);
    assert.equal(size.upTo15?.reliable, false);
    assert.equal(size.upTo60?.factor, null);
    assert.deepEqual(
      cal.byStrategy.map((s) => [s.name, s.samples, s.factor]),
      [
        ['Home', 3, 1.5],
        [null, 1, 10],
      ],
    );
    // Another user's calibration knows nothing of these.
    assert.equal((await calibration(empty)).overall.samples, 0);
  });

  test('today: completions, Pomodoro and the status clock, including a running clock since midnight', async () => {
    const agent = await signedIn(server);
    await put(agent, '/api/auth/time-zone', { timeZone: 'Europe/Paris' });
    // Yesterday evening's work is not today's.
    await worked(agent, '2026-10-26T20:00:00.000Z', '2026-10-26T22:00:00.000Z');
    await worked(agent, '2026-10-27T08:00:00.000Z', '2026-10-27T08:10:00.000Z');
    // Started yesterday at 22:00 local (21:00 UTC), still running: only since midnight (23:00 UTC) counts.
    server.clock.set('2026-10-26T21:00:00.000Z');
    const running = await buildTask(agent);
    await setStatus(agent, running.id, 'inProgress');
    await pomodoro(agent, '2026-10-27T09:00:00.000Z');
    await pomodoro(agent, '2026-10-26T22:30:00.000Z'); // 23:30 local yesterday
    server.clock.set('2026-10-27T12:00:00.000Z');
    assert.deepEqual(await today(agent), {
      today: '2026-10-27',
      completed: 1,
      pomodoroMinutes: 25,
      clockMinutes: 10 + 13 * 60,
    });
  });

  test('answers follow writes (the cache is keyed by the change counter) and revalidate by ETag', async () => {
    const agent = await signedIn(server);
    server.clock.set('2026-10-27T12:00:00.000Z');
    const first = await agent.get('/api/analytics?range=7');
    const etag = String(first.headers.etag);
    assert.equal((await agent.get('/api/analytics?range=7', { 'if-none-match': etag })).statusCode, 304);
    assert.deepEqual(first.json<AnalyticsDto>().completedPerDay, []);
    await worked(agent, '2026-10-27T10:00:00.000Z', '2026-10-27T10:20:00.000Z');
    server.clock.set('2026-10-27T12:00:00.000Z');
    const second = await agent.get('/api/analytics?range=7', { 'if-none-match': etag });
    assert.equal(second.statusCode, 200);
    assert.deepEqual(second.json<AnalyticsDto>().completedPerDay, [{ day: '2026-10-27', count: 1 }]);
    // Another user's ETag never matches this user's answer.
    const theirs = await empty.get('/api/analytics?range=7', {
      'if-none-match': String(second.headers.etag),
    });
    assert.equal(theirs.statusCode, 200);
  });

  test('the routes are in the OpenAPI document', async () => {
    const doc = (await paris.get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/analytics', '/api/analytics/calibration', '/api/analytics/today'])
      assert.ok(doc.paths[path], path);
  });
});
