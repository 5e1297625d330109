// The health check-in through the API: values one by one in the user's time zone, validation with
// stable codes, replay-safe writes, privacy between users, the 7-day trend and deleting everything.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { HealthCheckInResult, HealthOverview } from '@nova/core/contracts/health';
import { currentSeq, errorCode, put, type SignedInAgent, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`health check-ins (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
  });
  after(() => server.close());

  const overview = async (a: SignedInAgent = agent, query = '') => {
    const res = await a.get(`/api/health/check-ins${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HealthOverview>();
  };

  test('today is the user’s day; values are set one at a time and null clears one', async () => {
    // 2026-11-21T09:00Z is still the 20th in Honolulu (UTC-10).
    const zoned = await signedIn(server);
    assert.equal((await put(zoned, '/api/auth/time-zone', { timeZone: 'Pacific/Honolulu' })).statusCode, 200);
    assert.equal((await overview(zoned)).today, '2026-11-20');
    const ahead = await put(zoned, '/api/health/check-ins/2026-11-21', { energy: 3 });
    assert.equal(ahead.statusCode, 400, 'the UTC day is the future there');
    assert.equal((await overview()).today, '2026-11-21');

    const first = await put(agent, '/api/health/check-ins/2026-11-21', { energy: 2 });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(
      { ...first.json<HealthCheckInResult>().checkIn, updatedAt: 'x' },
      { day: '2026-11-21', energy: 2, mood: null, sleepHours: null, movementMinutes: null, updatedAt: 'x' },
    );
    const second = await put(agent, '/api/health/check-ins/2026-11-21', {
      sleepHours: 7.5,
      movementMinutes: 20,
    });
    assert.deepEqual(
      { ...second.json<HealthCheckInResult>().checkIn, updatedAt: 'x' },
      { day: '2026-11-21', energy: 2, mood: null, sleepHours: 7.5, movementMinutes: 20, updatedAt: 'x' },
    );
    const cleared = await put(agent, '/api/health/check-ins/2026-11-21', { energy: null });
    assert.equal(cleared.json<HealthCheckInResult>().checkIn?.energy, null);
    assert.equal(cleared.json<HealthCheckInResult>().checkIn?.sleepHours, 7.5);
    const today = await overview();
    assert.equal(today.todayCheckIn?.movementMinutes, 20);
    // Clearing the last values removes the day.
    const empty = await put(agent, '/api/health/check-ins/2026-11-21', {
      sleepHours: null,
      movementMinutes: null,
    });
    assert.deepEqual(empty.json(), { checkIn: null });
    assert.equal((await overview()).todayCheckIn, null);
  });

  test('bad input answers 400 validation_failed with the field, never a 500', async () => {
    const cases: Array<[string, unknown]> = [
      ['/api/health/check-ins/2026-11-21', { energy: 0 }],
      ['/api/health/check-ins/2026-11-21', { energy: 6 }],
      ['/api/health/check-ins/2026-11-21', { mood: 2.5 }],
      ['/api/health/check-ins/2026-11-21', { sleepHours: 25 }],
      ['/api/health/check-ins/2026-11-21', { sleepHours: 7.1 }],
      ['/api/health/check-ins/2026-11-21', { movementMinutes: -5 }],
      ['/api/health/check-ins/2026-11-21', { energy: '3' }],
      ['/api/health/check-ins/2026-11-21', { steps: 4000 }],
      ['/api/health/check-ins/2026-11-21', {}],
      ['/api/health/check-ins/2026-02-30', { energy: 3 }],
      ['/api/health/check-ins/yesterday', { energy: 3 }],
      // The future, and longer ago than a week.
      ['/api/health/check-ins/2026-11-22', { energy: 3 }],
      ['/api/health/check-ins/2026-11-13', { energy: 3 }],
    ];
    for (const [url, body] of cases) {
      const res = await put(agent, url, body);
      assert.equal(res.statusCode, 400, `${url} ${JSON.stringify(body)}: ${res.body}`);
      assert.equal(errorCode(res), 'validation_failed');
    }
    assert.equal((await agent.get('/api/health/check-ins?days=0')).statusCode, 400);
    // A forgotten day of the past week is fine.
    assert.equal((await put(agent, '/api/health/check-ins/2026-11-14', { mood: 4 })).statusCode, 200);
  });

  test('replaying an opId changes nothing twice; writes tell other devices', async () => {
    const seen = await currentSeq(agent);
    const events: RealtimeEvent[] = [];
    const stop = server.bus.subscribe(agent.userId, (e) => {
      if ((e.version ?? 0) > seen) events.push(e);
    });
    try {
      const body = { opId: 'health-op-1', mood: 3 };
      const a = await put(agent, '/api/health/check-ins/2026-11-20', body);
      await put(agent, '/api/health/check-ins/2026-11-20', { mood: 5 });
      const b = await put(agent, '/api/health/check-ins/2026-11-20', body);
      assert.deepEqual(b.json(), a.json(), 'the replay answers as the first time');
      assert.equal((await overview()).history.find((c) => c.day === '2026-11-20')?.mood, 5);
      const deadline = Date.now() + 3000;
      while (events.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      stop();
    }
    assert.deepEqual(
      events.map((e) => [e.type, e.ids]),
      [
        ['health.changed', ['2026-11-20']],
        ['health.changed', ['2026-11-20']],
      ],
    );
  });

  test('private: another user sees nothing and cannot delete the day (404)', async () => {
    const other = await signedIn(server);
    await put(agent, '/api/health/check-ins/2026-11-19', { energy: 4 });
    const theirs = await overview(other);
    assert.equal(theirs.history.length, 0);
    assert.equal(theirs.trend.checkedInDays, 0);
    const res = await other.delete('/api/health/check-ins/2026-11-19');
    assert.equal(res.statusCode, 404);
    assert.equal(errorCode(res), 'not_found');
    assert.deepEqual((await other.delete('/api/health/check-ins')).json(), { deleted: 0 });
    assert.equal((await overview()).history.find((c) => c.day === '2026-11-19')?.energy, 4);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/health/check-ins' });
    assert.equal(anonymous.statusCode, 401);
  });

  test('the 7-day trend and the history', async () => {
    const user = await signedIn(server);
    await put(user, '/api/health/check-ins/2026-11-21', { energy: 2, sleepHours: 6 });
    await put(user, '/api/health/check-ins/2026-11-18', { energy: 4, sleepHours: 8, movementMinutes: 45 });
    await put(user, '/api/health/check-ins/2026-11-15', { mood: 1 });
    const data = await overview(user);
    assert.equal(data.trend.days.length, 7);
    assert.equal(data.trend.days[0]?.day, '2026-11-15');
    assert.equal(data.trend.days[6]?.day, '2026-11-21');
    assert.equal(data.trend.days[3]?.movementMinutes, 45);
    assert.equal(data.trend.checkedInDays, 3);
    assert.deepEqual(data.trend.averages, { energy: 3, mood: 1, sleepHours: 7, movementMinutes: 45 });
    assert.deepEqual(
      data.history.map((c) => c.day),
      ['2026-11-21', '2026-11-18', '2026-11-15'],
    );
    assert.deepEqual(
      (await overview(user, '?days=3')).history.map((c) => c.day),
      ['2026-11-21'],
    );
    // A week later the old days have left the trend but stay in the history.
    server.clock.advance(6 * 86_400_000);
    const later = await overview(user);
    assert.equal(later.trend.checkedInDays, 1);
    assert.equal(later.history.length, 3);
    server.clock.advance(-6 * 86_400_000);
  });

  test('delete one day, then everything', async () => {
    const user = await signedIn(server);
    await put(user, '/api/health/check-ins/2026-11-21', { energy: 3 });
    await put(user, '/api/health/check-ins/2026-11-20', { energy: 3 });
    await put(user, '/api/health/check-ins/2026-11-19', { energy: 3 });
    const one = await user.delete('/api/health/check-ins/2026-11-20?opId=del-day');
    assert.equal(one.statusCode, 204);
    assert.equal(
      (await user.delete('/api/health/check-ins/2026-11-20?opId=del-day')).statusCode,
      204,
      'replay',
    );
    assert.equal((await user.delete('/api/health/check-ins/2026-11-20')).statusCode, 404);
    const all = await user.delete('/api/health/check-ins');
    assert.deepEqual(all.json(), { deleted: 2 });
    assert.equal((await overview(user)).history.length, 0);
    const rows = await server.database.db
      .selectFrom('health_checkins')
      .select('id')
      .where('user_id', '=', user.userId)
      .execute();
    assert.equal(rows.length, 0, 'nothing is left behind');
  });
});
