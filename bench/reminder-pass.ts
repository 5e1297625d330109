// One reminder pass (apps/server/src/modules/reminders/reminder-pass.ts) for 5,000 users with a device
// each: 5,000 task reminders due at once (each message VAPID-signed and aes128gcm-encrypted by web-push
// and posted to a loopback push service that answers 201), 5,000 more in the future and 5,000 habits
// with a reminder time not yet due; then the pass a minute later, which finds everything sent (what
// every minute costs for the two hours a reminder stays due). SQLite and PostgreSQL, with the load
// average beside each figure. Goal: the due pass within a minute (the scheduler's period).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { webPushSender } from '../apps/server/src/modules/reminders/push-sender.ts';
import { reminderPass } from '../apps/server/src/modules/reminders/reminder-pass.ts';
import { generateVapidKeys } from '../apps/server/src/vapid.ts';
import { startPushService } from '../apps/server/test/push-service.ts';
import { type Goal, removeDir, report, round, tempDataDir, withScratchPostgres } from './lib.ts';

const USERS = 5000;
const NOW = new Date('2026-11-26T09:00:00.000Z');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A push service that takes every message (201) without decrypting: only the sender's cost counts. */
async function acceptingPushService() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function seed(database: DatabaseHandle, pushUrl: string): Promise<void> {
  const { db } = database;
  // Real device keys (one pair reused: the encryption cost per message is the same).
  const service = await startPushService();
  const keys = service.subscribe().subscription.keys;
  await service.close();
  const at = '2026-11-20T09:00:00.000Z';
  for (let first = 0; first < USERS; first += 500) {
    const users = [];
    const devices = [];
    const tasks = [];
    const reminders = [];
    const habits = [];
    for (let i = first; i < Math.min(USERS, first + 500); i++) {
      const id = randomUUID();
      users.push({
        id,
        email: `u${i}@bench.test`,
        name: `U${i}`,
        password_hash: null,
        time_zone: 'Europe/Paris',
        created_at: at,
        updated_at: at,
      });
      devices.push({
        id: randomUUID(),
        user_id: id,
        endpoint: `${pushUrl}/push/${i}`,
        p256dh: keys.p256dh,
        auth: keys.auth,
        label: null,
        language: 'en',
        created_at: at,
      });
      for (const [n, remindAt] of [
        [0, NOW.toISOString()],
        [1, '2026-11-27T09:00:00.000Z'],
      ] as const) {
        const taskId = randomUUID();
        tasks.push({ id: taskId, user_id: id, title: `Task ${n}`, created_at: at, updated_at: at });
        reminders.push({ task_id: taskId, user_id: id, remind_at: remindAt, updated_at: at });
      }
      habits.push({
        id: randomUUID(),
        user_id: id,
        name: 'Walk',
        reminder_time: '18:00',
        created_at: at,
        updated_at: at,
      });
    }
    await db.insertInto('users').values(users).execute();
    await db.insertInto('push_subscriptions').values(devices).execute();
    await db.insertInto('tasks').values(tasks).execute();
    await db.insertInto('task_reminders').values(reminders).execute();
    await db.insertInto('habits').values(habits).execute();
  }
}

async function measure(database: DatabaseHandle) {
  const push = await acceptingPushService();
  try {
    await migrateToLatest(database.db);
    await seed(database, push.url);
    const vapid = { ...generateVapidKeys(), subject: 'mailto:bench@example.org' };
    const pass = reminderPass({
      db: database.db,
      send: webPushSender(vapid),
      secret: 'bench-secret'.padEnd(40, 'x'),
    });
    const run = async (at: Date) => {
      const start = performance.now();
      const cpuBefore = process.cpuUsage();
      const result = await pass.runOnce(at);
      const cpu = process.cpuUsage(cpuBefore);
      return {
        ms: round(performance.now() - start, 0),
        cpuMs: round((cpu.user + cpu.system) / 1000, 0),
        ...result,
        load: load(),
      };
    };
    const due = await run(NOW);
    const later = await run(new Date(NOW.getTime() + 60_000));
    return { due, later, received: push.received() };
  } finally {
    await push.close();
  }
}

async function onSqlite() {
  const dir = tempDataDir('reminders');
  const database = await openDatabase({ databaseUrl: join(dir, 'nova.sqlite') });
  try {
    return await measure(database);
  } finally {
    await database.close();
    removeDir(dir);
  }
}

const onPostgres = () =>
  withScratchPostgres('reminder-pass', async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      return await measure(database);
    } finally {
      await database.close();
    }
  });

const metrics: Record<string, number | string> = { users: USERS };
const goals: Goal[] = [];
const only = process.argv[2];
for (const [label, run] of [
  ['sqlite', onSqlite],
  ['postgres', onPostgres],
] as const) {
  if (only !== undefined && only !== label) continue;
  const out = await run();
  if (out === null) {
    metrics[`${label}Skipped`] = 'not reachable';
    continue;
  }
  metrics[`${label}DuePassMs`] = out.due.ms;
  metrics[`${label}DuePassCpuMs`] = out.due.cpuMs;
  metrics[`${label}DuePassLoadAvg`] = out.due.load;
  metrics[`${label}Sent`] = out.due.sent;
  metrics[`${label}Received`] = out.received;
  metrics[`${label}NextMinutePassMs`] = out.later.ms;
  metrics[`${label}NextMinuteSent`] = out.later.sent;
  metrics[`${label}NextMinuteLoadAvg`] = out.later.load;
  goals.push({ metric: `${label}DuePassMs`, max: 60_000, unit: 'ms' });
  goals.push({ metric: `${label}Received`, min: USERS, unit: 'messages' });
  goals.push({ metric: `${label}NextMinuteSent`, max: 0, unit: 'messages' });
}
report('reminder-pass', metrics, goals);
