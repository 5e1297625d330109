// The habits screen's list under load: a user with 30 habits, each with a year of check-ins (most
// days, some with counts, a few freezes), GET /api/habits with 20 connections for 10 s after a warm-up.
// Every answer computes each habit's progress (30-day rate, forgiving streaks over the whole year)
// and carries 12 weeks of history. Goal: p99 <= 20 ms (issue 15).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { procStatusMb, report, round, withServer } from './lib.ts';
import { benchDuration, failures, measureLoad, statusCount } from './load.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const connections = 20;
const habits = 30;
const days = 365;

const dayBefore = (today: string, back: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);

await withServer('habits-list', {}, async (server, dataDir) => {
  const session = await signUpOverHttp(server.url);
  const headers = { cookie: session.cookie };
  const write = { ...headers, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
  const schedules = [
    { kind: 'daily' },
    { kind: 'weekdays', days: [1, 3, 5] },
    { kind: 'timesPerWeek', times: 3 },
  ];
  for (let i = 0; i < habits; i++) {
    const res = await fetch(`${server.url}/api/habits`, {
      method: 'POST',
      headers: write,
      body: JSON.stringify({
        name: `Habit ${i + 1}`,
        target: i % 5 === 0 ? 8 : 1,
        schedule: schedules[i % 3],
      }),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  }
  const { today } = (await (await fetch(`${server.url}/api/habits`, { headers })).json()) as {
    today: string;
  };

  // A year of history straight into the database (as check-ins over a year would have left it).
  const seedStarted = performance.now();
  const database = await openDatabase({ databaseUrl: join(dataDir, 'nova.sqlite') });
  let checkIns = 0;
  try {
    const rows = await database.db.selectFrom('habits').select(['id', 'target_per_period']).execute();
    await database.db
      .updateTable('habits')
      .set({ start_date: dayBefore(today, days) })
      .execute();
    const now = new Date().toISOString();
    for (const habit of rows) {
      const values = [];
      for (let back = 1; back <= days; back++) {
        if ((back * 7 + habit.id.charCodeAt(0)) % 10 < 2) continue; // about 80 % of days
        const frozen: 0 | 1 = back % 97 === 0 ? 1 : 0;
        values.push({
          id: randomUUID(),
          habit_id: habit.id,
          user_id: session.userId,
          day: dayBefore(today, back),
          count: frozen ? 0 : habit.target_per_period,
          frozen,
          created_at: now,
          updated_at: now,
        });
      }
      for (let i = 0; i < values.length; i += 200) {
        await database.db
          .insertInto('habit_checkins')
          .values(values.slice(i, i + 200))
          .execute();
      }
      checkIns += values.length;
    }
  } finally {
    await database.close();
  }
  const seedMs = performance.now() - seedStarted;

  const url = `${server.url}/api/habits`;
  const sample = await fetch(url, { headers: { ...headers, 'accept-encoding': 'br' } });
  const body = await sample.arrayBuffer();
  const list = JSON.parse(await (await fetch(url, { headers })).text()) as {
    habits: Array<{ progress: unknown }>;
  };
  if (list.habits.length !== habits) throw new Error(`expected ${habits} habits, got ${list.habits.length}`);

  const load = await measureLoad({ url, connections, headers: { ...headers, 'accept-encoding': 'br' } });
  report(
    'habits-list',
    {
      connections,
      durationS: benchDuration,
      habits,
      checkIns,
      seedMs: round(seedMs),
      responseBytesBrotli: body.byteLength,
      contentEncoding: sample.headers.get('content-encoding') ?? 'identity',
      requestsPerSecond: Math.round(load.requests.average),
      latencyP50Ms: load.latency.p50,
      latencyP99Ms: load.latency.p99,
      non200: load.requests.total - statusCount(load, 200),
      errors: failures(load),
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
    },
    [
      { metric: 'latencyP99Ms', max: 20, unit: 'ms' },
      { metric: 'non200', max: 0, unit: 'responses' },
      { metric: 'errors', max: 0, unit: 'errors' },
    ],
  );
});
