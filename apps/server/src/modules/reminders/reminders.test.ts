// Reminders by Web Push against a push service on loopback that checks the VAPID JWT and decrypts
// each message with the subscription's own keys (test/push-service.ts): devices and ownership,
// validation codes, a task's reminder sent once when due, two app instances on one database sending
// it once between them, devices the push service says are gone removed, quiet hours in the user's
// zone, snoozing from the notification's token, the test notification, habits and the planning nudge.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { PushSubscriptionDto, ReminderPayload } from '@nova/core/contracts/reminders';
import {
  buildTask,
  errorCode,
  put,
  type SignedInAgent,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { type PushService, startPushService } from '../../../test/push-service.ts';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

const payloads = (push: PushService, id: string) => push.to(id).map((d) => d.payload as ReminderPayload);

async function addDevice(agent: Agent, push: PushService, extra: Record<string, unknown> = {}) {
  const device = push.subscribe();
  const res = await agent.post('/api/reminders/subscriptions', { ...device.subscription, ...extra });
  assert.equal(res.statusCode, 201, res.body);
  return { ...device, row: res.json<PushSubscriptionDto>() };
}

describe(`reminders (${testDbKind})`, () => {
  let server: TestServer;
  let push: PushService;
  let agent: SignedInAgent;
  let other: SignedInAgent;

  before(async () => {
    push = await startPushService();
    server = await buildTestServer({ env: { PUSH_ALLOW_HTTP: 'true' } });
    agent = await signedIn(server);
    other = await signedIn(server);
  });
  after(async () => {
    await server.close();
    await push.close();
  });
  beforeEach(() => {
    assert.deepEqual(push.errors, [], 'every message so far decrypted and carried a valid VAPID JWT');
  });

  const pass = (iso: string) => {
    server.clock.set(iso);
    return server.app.scheduler.runOnce(server.clock.now());
  };

  test('devices: subscribe, list, the same endpoint again replaces, another user cannot remove it', async () => {
    const key = await agent.get('/api/reminders/push-key');
    assert.match(key.json<{ publicKey: string }>().publicKey, /^[\w-]{87}$/);
    const { subscription, row } = await addDevice(agent, push, { label: 'Laptop' });
    assert.equal(row.label, 'Laptop');
    assert.equal(row.service, new URL(push.url).host);
    const again = await agent.post('/api/reminders/subscriptions', { ...subscription, language: 'fr' });
    assert.equal(again.statusCode, 201);
    assert.equal(again.json<PushSubscriptionDto>().id, row.id);
    const list = await agent.get('/api/reminders/subscriptions');
    assert.deepEqual(
      list.json<{ subscriptions: PushSubscriptionDto[] }>().subscriptions.map((s) => [s.id, s.language]),
      [[row.id, 'fr']],
    );
    assert.equal((await other.delete(`/api/reminders/subscriptions/${row.id}`)).statusCode, 404);
    assert.equal((await agent.delete(`/api/reminders/subscriptions/${row.id}`)).statusCode, 204);
    assert.equal((await agent.delete(`/api/reminders/subscriptions/${row.id}`)).statusCode, 404);
  });

  test('bad input is a 400 with a stable code; another user’s task is a 404; signed out is a 401', async () => {
    const { subscription } = push.subscribe();
    const bad = [
      { ...subscription, endpoint: 'ftp://push.example.org/x' },
      { ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth } },
      { ...subscription, keys: { ...subscription.keys, auth: 'not base64 url!!!!!!!!' } },
      { ...subscription, extra: 1 },
      { ...subscription, language: 'de' },
    ];
    for (const body of bad) {
      const res = await agent.post('/api/reminders/subscriptions', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed');
    }
    for (const body of [
      { planningTime: null, quietStart: '22:00', quietEnd: null },
      { planningTime: null, quietStart: '22:00', quietEnd: '22:00' },
      { planningTime: '25:00', quietStart: null, quietEnd: null },
    ]) {
      const res = await put(agent, '/api/reminders/settings', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed');
    }
    const task = await buildTask(agent);
    assert.equal(
      errorCode(await put(agent, `/api/reminders/tasks/${task.id}`, { remindAt: 'tomorrow' })),
      'validation_failed',
    );
    assert.equal((await other.get(`/api/reminders/tasks/${task.id}`)).statusCode, 404);
    const taken = await put(other, `/api/reminders/tasks/${task.id}`, { remindAt: '2026-11-22T09:00:00Z' });
    assert.equal(taken.statusCode, 404);
    assert.equal(errorCode(taken), 'not_found');
    assert.equal((await other.delete(`/api/reminders/tasks/${task.id}`)).statusCode, 404);
    assert.equal((await other.post('/api/reminders/test', { subscriptionId: 'nope' })).statusCode, 404);
    const snooze = await new Agent(server.app).post('/api/reminders/snooze', {
      token: 'x'.repeat(20),
      snooze: '10m',
    });
    assert.equal(snooze.statusCode, 403);
    assert.equal(errorCode(snooze), 'reminder_token_invalid');
    const choice = await new Agent(server.app).post('/api/reminders/snooze', {
      token: 'x'.repeat(20),
      snooze: '2d',
    });
    assert.equal(errorCode(choice), 'validation_failed');
    assert.equal((await new Agent(server.app).get('/api/reminders/subscriptions')).statusCode, 401);
  });

  test('without PUSH_ALLOW_HTTP only https push endpoints are taken (the server posts to them)', async () => {
    const strict = await buildTestServer();
    try {
      const user = await signedIn(strict);
      const { subscription } = push.subscribe();
      const refused = await user.post('/api/reminders/subscriptions', subscription);
      assert.equal(refused.statusCode, 400);
      assert.equal(errorCode(refused), 'validation_failed');
      const https = { ...subscription, endpoint: 'https://push.example.org/send/abc' };
      assert.equal((await user.post('/api/reminders/subscriptions', https)).statusCode, 201);
    } finally {
      await strict.close();
    }
  });

  test('a task’s reminder is sent once when due, to every device, with a snooze token', async () => {
    const user = await signedIn(server);
    const phone = await addDevice(user, push, { language: 'ru' });
    const laptop = await addDevice(user, push);
    const task = await buildTask(user, { title: 'Call the dentist' });
    const set = await put(user, `/api/reminders/tasks/${task.id}`, { remindAt: '2026-11-21T10:00:00+01:00' });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json<{ remindAt: string }>().remindAt, '2026-11-21T09:00:00.000Z');
    assert.equal(
      (await user.get(`/api/reminders/tasks/${task.id}`)).json<{ remindAt: string }>().remindAt,
      '2026-11-21T09:00:00.000Z',
    );

    await pass('2026-11-21T08:59:00.000Z');
    assert.equal(push.to(phone.id).length, 0, 'not before its time');
    await pass('2026-11-21T09:00:30.000Z');
    await pass('2026-11-21T09:01:30.000Z');
    const [message, ...more] = payloads(push, phone.id);
    assert.equal(more.length, 0, 'sent once');
    assert.ok(message);
    assert.equal(message.kind, 'task');
    assert.equal(message.title, 'Call the dentist');
    assert.equal(message.url, `/app?task=${task.id}`);
    assert.equal(message.lang, 'ru');
    assert.equal(message.tag, `task-${task.id}`);
    assert.match(message.token ?? '', /^[\w-]+\.[\w-]+$/);
    assert.equal(payloads(push, laptop.id)[0]?.lang, 'en', 'each device in its own language');
    assert.equal(push.to(phone.id)[0]?.urgency, 'high');

    // A completed task's reminder is not sent; a removed one neither.
    const done = await buildTask(user, { title: 'Done already' });
    await put(user, `/api/reminders/tasks/${done.id}`, { remindAt: '2026-11-21T09:10:00Z' });
    await setStatus(user, done.id, 'completed');
    const removed = await buildTask(user);
    await put(user, `/api/reminders/tasks/${removed.id}`, { remindAt: '2026-11-21T09:10:00Z' });
    assert.equal((await user.delete(`/api/reminders/tasks/${removed.id}`)).statusCode, 204);
    await pass('2026-11-21T09:11:00.000Z');
    assert.equal(push.to(phone.id).length, 1);
  });

  test('devices the push service calls gone (404, 410) are removed; others still get theirs', async () => {
    const user = await signedIn(server);
    const gone410 = await addDevice(user, push);
    const gone404 = await addDevice(user, push);
    const live = await addDevice(user, push);
    push.answer(gone410.id, 410);
    push.answer(gone404.id, 404);
    const task = await buildTask(user);
    await put(user, `/api/reminders/tasks/${task.id}`, { remindAt: '2026-11-21T12:00:00Z' });
    await pass('2026-11-21T12:00:05.000Z');
    assert.equal(push.to(live.id).length, 1);
    const list = (await user.get('/api/reminders/subscriptions')).json<{
      subscriptions: PushSubscriptionDto[];
    }>();
    assert.deepEqual(
      list.subscriptions.map((s) => s.id),
      [live.row.id],
    );
  });

  test('quiet hours hold a reminder until they end, in the user’s time zone', async () => {
    const user = await signedIn(server);
    assert.equal((await put(user, '/api/auth/time-zone', { timeZone: 'Europe/Paris' })).statusCode, 200);
    const quiet = { planningTime: null, quietStart: '22:00', quietEnd: '07:00' };
    const saved = await put(user, '/api/reminders/settings', quiet);
    assert.deepEqual(saved.json(), quiet);
    assert.deepEqual((await user.get('/api/reminders/settings')).json(), quiet);
    const device = await addDevice(user, push);
    const task = await buildTask(user, { title: 'Late thought' });
    // 23:30 in Paris (UTC+1 in November).
    await put(user, `/api/reminders/tasks/${task.id}`, { remindAt: '2026-11-23T22:30:00Z' });
    await pass('2026-11-23T22:31:00.000Z');
    await pass('2026-11-24T05:59:00.000Z');
    assert.equal(push.to(device.id).length, 0, 'held through the night');
    await pass('2026-11-24T06:00:10.000Z'); // 07:00 in Paris
    assert.equal(payloads(push, device.id)[0]?.title, 'Late thought');
  });

  test('snooze from the notification: the token alone (no session, no CSRF header) brings it back later', async () => {
    const user = await signedIn(server);
    assert.equal((await put(user, '/api/auth/time-zone', { timeZone: 'Asia/Tokyo' })).statusCode, 200);
    const device = await addDevice(user, push);
    const task = await buildTask(user, { title: 'Stretch' });
    await put(user, `/api/reminders/tasks/${task.id}`, { remindAt: '2026-11-25T03:00:00Z' });
    await pass('2026-11-25T03:00:00.000Z');
    const token = payloads(push, device.id)[0]?.token;
    assert.ok(token);

    const anonymous = new Agent(server.app);
    const tampered = `${token.slice(0, -2)}AA`;
    assert.equal(
      errorCode(await anonymous.post('/api/reminders/snooze', { token: tampered, snooze: '10m' })),
      'reminder_token_invalid',
    );
    const snoozed = await anonymous.post('/api/reminders/snooze', { token, snooze: '10m' });
    assert.equal(snoozed.statusCode, 200, snoozed.body);
    assert.equal(snoozed.json<{ until: string }>().until, '2026-11-25T03:10:00.000Z');
    await pass('2026-11-25T03:09:00.000Z');
    assert.equal(push.to(device.id).length, 1);
    await pass('2026-11-25T03:10:20.000Z');
    await pass('2026-11-25T03:11:20.000Z');
    const again = payloads(push, device.id);
    assert.equal(again.length, 2, 'back once, after ten minutes');
    assert.equal(again[1]?.tag, `task-${task.id}`, 'replaces the first notification');

    // "Tomorrow" is the same wall-clock time tomorrow in the user's zone (12:11 in Tokyo).
    const tomorrow = await anonymous.post('/api/reminders/snooze', {
      token: again[1]?.token,
      snooze: 'tomorrow',
    });
    assert.equal(tomorrow.json<{ until: string }>().until, '2026-11-26T03:11:00.000Z');
    const hour = await anonymous.post('/api/reminders/snooze', { token, snooze: '1h' });
    assert.equal(hour.json<{ until: string }>().until, '2026-11-25T04:11:20.000Z');
    // The token used again moved the one pending snooze (to 13:11 in Tokyo): it comes back once.
    await pass('2026-11-25T04:11:30.000Z');
    await pass('2026-11-26T03:11:30.000Z');
    assert.equal(payloads(push, device.id).length, 3);

    // An expired token (a week on) is refused.
    server.clock.set('2026-12-03T03:00:00.000Z');
    assert.equal(
      errorCode(await anonymous.post('/api/reminders/snooze', { token, snooze: '10m' })),
      'reminder_token_invalid',
    );
  });

  test('the test notification goes to the chosen device, or all, at once', async () => {
    const user = await signedIn(server);
    const one = await addDevice(user, push, { language: 'fr' });
    const two = await addDevice(user, push);
    const res = await user.post('/api/reminders/test', { subscriptionId: one.row.id });
    assert.deepEqual(res.json(), { sent: 1, removed: 0 });
    assert.deepEqual(payloads(push, one.id), [
      { v: 1, kind: 'test', title: null, lang: 'fr', url: '/app', tag: 'test', token: null },
    ]);
    assert.equal(push.to(two.id).length, 0);
    push.answer(two.id, 410);
    assert.deepEqual((await user.post('/api/reminders/test', {})).json(), { sent: 1, removed: 1 });
    assert.equal((await user.post('/api/reminders/test', { subscriptionId: two.row.id })).statusCode, 404);
  });

  test('a habit at its reminder time (not once checked in), and the morning planning nudge', async () => {
    const user = await signedIn(server);
    assert.equal((await put(user, '/api/auth/time-zone', { timeZone: 'America/New_York' })).statusCode, 200);
    const device = await addDevice(user, push);
    server.clock.set('2026-11-28T12:00:00.000Z');
    const habit = await user.post('/api/habits', { name: 'Water the plants', reminderTime: '08:15' });
    assert.equal(habit.statusCode, 201, habit.body);
    const read = await user.post('/api/habits', { name: 'Read', reminderTime: '08:15' });
    const readId = read.json<{ id: string }>().id;
    const checkin = await user.post(`/api/habits/${readId}/check-ins`, { day: '2026-11-28' });
    assert.ok(checkin.statusCode < 300, checkin.body);
    await put(user, '/api/reminders/settings', { planningTime: '07:30', quietStart: null, quietEnd: null });
    await pass('2026-11-28T12:29:00.000Z'); // 07:29 in New York
    assert.equal(push.to(device.id).length, 0);
    await pass('2026-11-28T12:30:00.000Z');
    await pass('2026-11-28T13:15:00.000Z'); // 08:15
    await pass('2026-11-28T13:16:00.000Z');
    const kinds = payloads(push, device.id).map((p) => [p.kind, p.title]);
    assert.deepEqual(kinds, [
      ['planning', null],
      ['habit', 'Water the plants'],
    ]);
  });

  test('a habit every other day is reminded on its days only; a weekdays habit on its weekdays', async () => {
    const user = await signedIn(server);
    assert.equal((await put(user, '/api/auth/time-zone', { timeZone: 'UTC' })).statusCode, 200);
    const device = await addDevice(user, push);
    server.clock.set('2026-11-30T06:00:00.000Z'); // a Monday
    const everyOther = await user.post('/api/habits', {
      name: 'Run',
      reminderTime: '09:00',
      startDate: '2026-11-30',
      schedule: { kind: 'everyNDays', interval: 2 },
    });
    assert.equal(everyOther.statusCode, 201, everyOther.body);
    const weekdays = await user.post('/api/habits', {
      name: 'Stretch',
      reminderTime: '09:00',
      startDate: '2026-11-30',
      schedule: { kind: 'weekdays', days: [2] },
    });
    assert.equal(weekdays.statusCode, 201, weekdays.body);
    const sent: Array<[string, string | null]> = [];
    for (const day of ['2026-11-30', '2026-12-01', '2026-12-02']) {
      await pass(`${day}T09:00:30.000Z`);
      for (const p of payloads(push, device.id).slice(sent.length)) sent.push([day, p.title]);
    }
    assert.deepEqual(sent, [
      ['2026-11-30', 'Run'],
      ['2026-12-01', 'Stretch'],
      ['2026-12-02', 'Run'],
    ]);
  });
});

describe(`reminders with two server instances on one database (${testDbKind})`, () => {
  test('each reminder goes out once, however the two passes interleave', async () => {
    const push = await startPushService();
    const env = { PUSH_ALLOW_HTTP: 'true' };
    const first = await buildTestServer({ env });
    const second = await buildTestServer({ env, databaseUrl: first.config.databaseUrl });
    try {
      const user = await signedIn(first);
      const device = await addDevice(user, push);
      const tasks = await Promise.all(
        Array.from({ length: 12 }, (_, i) => buildTask(user, { title: `T${i}` })),
      );
      for (const task of tasks) {
        await put(user, `/api/reminders/tasks/${task.id}`, { remindAt: '2026-11-21T15:00:00Z' });
      }
      const at = new Date('2026-11-21T15:00:30.000Z');
      await Promise.all([
        first.app.scheduler.runOnce(at),
        second.app.scheduler.runOnce(at),
        first.app.scheduler.runOnce(at),
        second.app.scheduler.runOnce(at),
      ]);
      const titles = payloads(push, device.id)
        .map((p) => p.title)
        .sort();
      assert.deepEqual(titles, tasks.map((t) => t.title).sort());
      assert.deepEqual(push.errors, []);
    } finally {
      await second.close();
      await first.close();
      await push.close();
    }
  });
});
