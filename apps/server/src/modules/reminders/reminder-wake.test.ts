// The scheduler's wake-up for a reminder that falls due while a pass is under way: the pass looked at
// an instant before it, and the re-arming read after it. The real in-process scheduler, the real
// reminder pass and push sender against a loopback push service; only the recurring generation is a
// stand-in, slowed down as a busy machine slows it. The reminder must come within moments, not at the
// next minute's wake-up (the e2e reminder spec failed so under load).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { put, signedIn } from '../../../test/factories.ts';
import { type PushService, startPushService } from '../../../test/push-service.ts';
import { buildTestServer, testDbKind } from '../../../test/test-server.ts';
import type { GenerationResult } from '../recurring/generator.ts';
import { inProcessScheduler } from '../recurring/scheduler.ts';
import { webPushSender } from './push-sender.ts';
import { withReminders } from './reminder-pass.ts';

const empty: GenerationResult = { templates: 0, created: 0, skipped: 0, missed: 0, lost: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the device has a message within `ms`, looked for every 100 ms. */
async function deliveredWithin(push: PushService, deviceId: string, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (push.to(deviceId).length > 0) return true;
    await sleep(100);
  }
  return push.to(deviceId).length > 0;
}

test(`a reminder due while a pass runs is sent after it, not at the next wake-up (${testDbKind})`, async () => {
  const push = await startPushService();
  const server = await buildTestServer({ env: { PUSH_ALLOW_HTTP: 'true' } });
  const clock = { now: () => new Date() };
  let slowPasses = 0;
  const generation = {
    async runOnce() {
      if (slowPasses > 0) {
        slowPasses--;
        await sleep(1200);
      }
      return empty;
    },
    nextWakeAt: async () => null,
  };
  const scheduler = inProcessScheduler({
    generator: withReminders(generation, {
      db: server.database.db,
      send: webPushSender(server.config.vapid),
      secret: server.config.sessionSecret,
      clock,
    }),
    clock,
    maxSleepMs: 60_000,
  });
  try {
    const user = await signedIn(server);
    const device = push.subscribe();
    const added = await user.post('/api/reminders/subscriptions', device.subscription);
    assert.equal(added.statusCode, 201, added.body);
    const task = (await user.post('/api/tasks', { title: 'Due in a moment' })).json<{ id: string }>();
    await scheduler.start(); // nothing due: it sleeps for a minute

    // Due 0.4 s from now; the pass the change asks for starts at once and takes 1.2 s.
    slowPasses = 1;
    const remindAt = new Date(Date.now() + 400).toISOString();
    const set = await put(user, `/api/reminders/tasks/${task.id}`, { remindAt });
    assert.equal(set.statusCode, 200, set.body);
    scheduler.poke();

    assert.ok(await deliveredWithin(push, device.id, 6000), 'sent within 6 s of being due');
    const [message, ...more] = push.to(device.id);
    assert.equal(more.length, 0, 'sent once');
    assert.equal((message?.payload as { title?: string } | undefined)?.title, 'Due in a moment');
    assert.deepEqual(push.errors, []);
  } finally {
    await scheduler.stop();
    await server.close();
    await push.close();
  }
});

test(`the app's own scheduler sends a reminder set for a moment from now within moments (${testDbKind})`, async () => {
  const push = await startPushService();
  const server = await buildTestServer({ env: { PUSH_ALLOW_HTTP: 'true' } });
  // The server's clock follows the wall clock here, as the scheduler's timers and jobs do.
  server.clock.set(new Date().toISOString());
  const follow = setInterval(() => server.clock.set(new Date().toISOString()), 10);
  try {
    const user = await signedIn(server);
    const device = push.subscribe();
    assert.equal((await user.post('/api/reminders/subscriptions', device.subscription)).statusCode, 201);
    const task = (await user.post('/api/tasks', { title: 'In a moment' })).json<{ id: string }>();
    await server.app.scheduler.start();
    // The change pokes the scheduler (a pass at once, before the reminder is due); then it must wake
    // for the reminder itself: SQLite's timer, PostgreSQL's job at that instant (not the crontab's
    // next minute).
    const remindAt = new Date(Date.now() + 1500).toISOString();
    const set = await put(user, `/api/reminders/tasks/${task.id}`, { remindAt });
    assert.equal(set.statusCode, 200, set.body);
    assert.ok(await deliveredWithin(push, device.id, 8000), 'sent within 8 s');
    assert.equal(push.to(device.id).length, 1, 'sent once');
    assert.deepEqual(push.errors, []);
  } finally {
    clearInterval(follow);
    await server.app.scheduler.stop();
    await server.close();
    await push.close();
  }
});
