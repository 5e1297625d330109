// Habits through the API: defaults, schedules and validation, check-ins by day in the user's time
// zone (today, a forgotten day, counts for targets, undo, freezes), forgiving progress as days pass,
// archive and delete, replays.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { HabitDto } from '@nova/core/contracts/habits';
import { buildStrategy, errorCode, type SignedInAgent, serverWithUser } from '../../../test/factories.ts';
import { type TestServer, testDbKind } from '../../../test/test-server.ts';

type HabitList = { habits: HabitDto[]; today: string };

describe(`habits (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await agent.post('/api/habits', body);
    assert.equal(res.statusCode, 201, res.body);
    return res.json<HabitDto>();
  };
  const checkIn = (id: string, body: Record<string, unknown>) =>
    agent.post(`/api/habits/${id}/check-ins`, body);

  test('a new habit: every day, target 1, one rest day a week, starting today, nothing due shamefully', async () => {
    server.clock.set('2026-11-21T09:00:00.000Z');
    const habit = await create({ name: '  Drink water ' });
    assert.equal(habit.name, 'Drink water');
    assert.deepEqual(habit.schedule, { kind: 'daily' });
    assert.equal(habit.target, 1);
    assert.equal(habit.restDaysPerWeek, 1);
    assert.equal(habit.startDate, '2026-11-21');
    assert.equal(habit.archived, false);
    assert.deepEqual(habit.progress, {
      unit: 'day',
      current: 0,
      best: 0,
      completionRate: null,
      dueToday: true,
      doneToday: false,
      todayCount: 0,
      restDaysLeft: 1,
    });
    const list = (await agent.get('/api/habits')).json<HabitList>();
    assert.equal(list.today, '2026-11-21');
    assert.ok(list.habits.some((h) => h.id === habit.id));
  });

  test('bad input is 400 validation_failed and writes nothing; unknown strategy 404', async () => {
    const before = (await agent.get('/api/habits')).json<HabitList>().habits.length;
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'A', schedule: { kind: 'weekdays', days: [0] } },
      { name: 'A', schedule: { kind: 'everyNDays', interval: 366 } },
      { name: 'A', schedule: { kind: 'timesPerWeek', times: 8 } },
      { name: 'A', target: 0 },
      { name: 'A', reminderTime: '25:00' },
      { name: 'A', restDaysPerWeek: 4 },
      { name: 'A', frequency: 'daily' },
    ]) {
      const res = await agent.post('/api/habits', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed');
    }
    const res = await agent.post('/api/habits', { name: 'A', strategyId: randomUUID() });
    assert.equal(res.statusCode, 404);
    assert.equal((await agent.get('/api/habits')).json<HabitList>().habits.length, before);
  });

  test('check in today, count towards a target, undo with 0; a forgotten day of the past week', async () => {
    server.clock.set('2026-11-21T09:00:00.000Z');
    const habit = await create({ name: 'Glasses of water', target: 3 });
    let res = await checkIn(habit.id, { day: '2026-11-21' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<HabitDto>().progress.todayCount, 1);
    assert.equal(res.json<HabitDto>().progress.doneToday, false);
    await checkIn(habit.id, { day: '2026-11-21' });
    res = await checkIn(habit.id, { day: '2026-11-21' });
    assert.equal(res.json<HabitDto>().progress.doneToday, true);
    assert.equal(res.json<HabitDto>().progress.current, 1);
    res = await checkIn(habit.id, { day: '2026-11-21', count: 0 });
    assert.equal(res.json<HabitDto>().progress.doneToday, false, 'undo');
    assert.deepEqual(res.json<HabitDto>().history, []);

    const yesterday = await checkIn(habit.id, { day: '2026-11-20', count: 3 });
    assert.equal(yesterday.statusCode, 200, 'a forgotten day');
    assert.deepEqual(yesterday.json<HabitDto>().history, [{ day: '2026-11-20', count: 3, frozen: false }]);
    for (const day of ['2026-11-22', '2026-11-13']) {
      const refused = await checkIn(habit.id, { day });
      assert.equal(refused.statusCode, 400, day);
      assert.equal(errorCode(refused), 'validation_failed');
    }
    assert.equal((await checkIn(habit.id, { day: '2026-11-21', extra: 1 })).statusCode, 400);
  });

  test('a replayed check-in counts once', async () => {
    const habit = await create({ name: 'Stretch', target: 5 });
    const opId = randomUUID();
    const first = await checkIn(habit.id, { day: '2026-11-21', opId });
    const again = await checkIn(habit.id, { day: '2026-11-21', opId });
    assert.equal(first.json<HabitDto>().progress.todayCount, 1);
    assert.equal(again.json<HabitDto>().progress.todayCount, 1);
    const [listed] = (await agent.get('/api/habits'))
      .json<HabitList>()
      .habits.filter((h) => h.id === habit.id);
    assert.equal(listed?.progress.todayCount, 1);
  });

  test('the list answers 304 to its ETag until something of the user changes', async () => {
    const habit = await create({ name: 'Floss' });
    const first = await agent.get('/api/habits');
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/"\d+-/);
    assert.equal((await agent.get('/api/habits', { 'if-none-match': etag })).statusCode, 304);
    await checkIn(habit.id, { day: '2026-11-21' });
    const after = await agent.get('/api/habits', { 'if-none-match': etag });
    assert.equal(after.statusCode, 200, 'a check-in moves the change counter');
    assert.equal(after.json<HabitList>().habits.find((h) => h.id === habit.id)?.progress.todayCount, 1);
  });

  test('streaks as days pass: a rest day keeps the chain, a freeze too, the rate comes first', async () => {
    server.clock.set('2026-11-02T08:00:00.000Z'); // a Monday
    const habit = await create({ name: 'Walk', restDaysPerWeek: 1 });
    // Mon, Tue done; Wed missed (rest); Thu, Fri done; Sat frozen; Sun done.
    for (const [day, body] of [
      ['2026-11-02', {}],
      ['2026-11-03', {}],
      ['2026-11-05', {}],
      ['2026-11-06', {}],
      ['2026-11-07', { frozen: true }],
      ['2026-11-08', {}],
    ] as const) {
      server.clock.set(`${day}T20:00:00.000Z`);
      assert.equal((await checkIn(habit.id, { day, ...body })).statusCode, 200, day);
    }
    server.clock.set('2026-11-09T07:00:00.000Z');
    const [walk] = (await agent.get('/api/habits')).json<HabitList>().habits.filter((h) => h.id === habit.id);
    assert.equal(walk?.progress.current, 5);
    assert.equal(walk?.progress.best, 5);
    assert.equal(walk?.progress.completionRate, 5 / 6, 'Wednesday was due; the frozen Saturday is left out');
    assert.equal(walk?.progress.restDaysLeft, 1, 'a new week');
    assert.deepEqual(
      walk?.history.find((h) => h.day === '2026-11-07'),
      { day: '2026-11-07', count: 0, frozen: true },
    );
  });

  test('today follows the user’s time zone, which the user sets (an IANA name, else 400)', async () => {
    // 23:30 UTC on the 21st is already the 22nd in Tokyo.
    server.clock.set('2026-11-21T23:30:00.000Z');
    assert.equal((await agent.get('/api/habits')).json<HabitList>().today, '2026-11-21', 'UTC until set');
    for (const timeZone of ['Mars/Olympus', '', 'x'.repeat(65)]) {
      const res = await agent.request('PUT', '/api/auth/time-zone', { timeZone });
      assert.equal(res.statusCode, 400, timeZone);
      assert.equal(errorCode(res), 'validation_failed');
    }
    const set = await agent.request('PUT', '/api/auth/time-zone', { timeZone: 'Asia/Tokyo' });
    assert.equal(set.statusCode, 200);
    assert.equal(set.json<{ timeZone: string }>().timeZone, 'Asia/Tokyo');
    assert.equal(
      (await agent.get('/api/auth/session')).json<{ user: { timeZone: string } }>().user.timeZone,
      'Asia/Tokyo',
    );
    assert.equal((await agent.get('/api/habits')).json<HabitList>().today, '2026-11-22');
    await agent.request('PUT', '/api/auth/time-zone', { timeZone: 'UTC' });
    assert.equal((await agent.get('/api/habits')).json<HabitList>().today, '2026-11-21');
  });

  test('schedules, change, archive and restore, delete', async () => {
    server.clock.set('2026-11-21T09:00:00.000Z'); // a Saturday
    const strategy = await buildStrategy(agent, { name: 'Health' });
    const habit = await create({
      name: 'Gym',
      schedule: { kind: 'weekdays', days: [5, 1, 3] },
      strategyId: strategy.id,
      timeOfDay: 'evening',
      reminderTime: '18:30',
      icon: '🏋',
      color: 'green',
    });
    assert.deepEqual(habit.schedule, { kind: 'weekdays', days: [1, 3, 5] });
    assert.equal(habit.progress.dueToday, false, 'not on a Saturday');
    assert.equal(habit.strategyId, strategy.id);
    const changed = await agent.patch(`/api/habits/${habit.id}`, {
      schedule: { kind: 'timesPerWeek', times: 2 },
    });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.json<HabitDto>().progress.unit, 'week');
    assert.equal(changed.json<HabitDto>().version, 2);

    const archived = await agent.patch(`/api/habits/${habit.id}`, { archived: true });
    assert.equal(archived.json<HabitDto>().archived, true);
    assert.equal(
      (await agent.get('/api/habits')).json<HabitList>().habits.some((h) => h.id === habit.id),
      false,
    );
    assert.equal(
      (await agent.get('/api/habits?archived=true')).json<HabitList>().habits.some((h) => h.id === habit.id),
      true,
    );
    await agent.patch(`/api/habits/${habit.id}`, { archived: false });

    assert.equal((await agent.delete(`/api/habits/${habit.id}`)).statusCode, 204);
    assert.equal((await agent.patch(`/api/habits/${habit.id}`, { name: 'x' })).statusCode, 404);
    assert.equal((await checkIn(habit.id, { day: '2026-11-21' })).statusCode, 404);
  });
});
