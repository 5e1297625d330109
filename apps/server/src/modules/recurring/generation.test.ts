// The generation pass on a controllable clock: tasks across days and weeks, at 08:00 local on both
// daylight-saving change days in Paris, one catch-up task after a 10-day gap with the missed ones
// counted, and exactly once when two server processes (two apps on one database) generate at the same
// moment, or when one of them works from a stale read. Then the schedulers: the in-process one runs a
// catch-up pass at start; on PostgreSQL, two graphile-worker schedulers on one database create each
// task once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RecurringTaskTemplateDto } from '@nova/core/contracts/recurring';
import type { TaskList } from '@nova/core/contracts/tasks';
import { put, type SignedInAgent, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { recurringGenerator } from './generator.ts';

type Template = RecurringTaskTemplateDto;

async function parisUser(server: TestServer): Promise<SignedInAgent> {
  const agent = await signedIn(server);
  assert.equal((await put(agent, '/api/auth/time-zone', { timeZone: 'Europe/Paris' })).statusCode, 200);
  return agent;
}

async function createTemplate(agent: SignedInAgent, body: Record<string, unknown>): Promise<Template> {
  const res = await agent.post('/api/recurring-templates', body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json<Template>();
}

async function taskDays(agent: SignedInAgent, title: string): Promise<Array<[string | null, string | null]>> {
  const { tasks } = (await agent.get('/api/tasks')).json<TaskList>();
  return tasks
    .filter((t) => t.title === title)
    .map((t): [string | null, string | null] => [t.startDate, t.startTime])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

describe(`recurring generation (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  const run = (iso: string) => {
    server.clock.set(iso);
    return server.app.scheduler.runOnce(server.clock.now());
  };

  test('daily across days: one task a day, at the template’s time, none before it', async () => {
    const agent = await parisUser(server);
    server.clock.set('2026-05-04T05:00:00.000Z');
    await createTemplate(agent, { title: 'Vitamins', pattern: { type: 'daily' }, time: '08:00' });
    await run('2026-05-04T05:59:00.000Z'); // 07:59 in Paris (summer time)
    assert.deepEqual(await taskDays(agent, 'Vitamins'), []);
    for (const day of ['04', '05', '06']) {
      const result = await run(`2026-05-${day}T06:00:00.000Z`);
      assert.ok(result.created >= 1);
      await run(`2026-05-${day}T12:00:00.000Z`); // a second pass the same day creates nothing
    }
    assert.deepEqual(await taskDays(agent, 'Vitamins'), [
      ['2026-05-04', '08:00'],
      ['2026-05-05', '08:00'],
      ['2026-05-06', '08:00'],
    ]);
  });

  test('weekly and every 3 days, across weeks', async () => {
    const agent = await parisUser(server);
    server.clock.set('2026-06-01T04:00:00.000Z'); // Monday
    await createTemplate(agent, {
      title: 'Gym',
      pattern: { type: 'weekly', daysOfWeek: [1, 4] },
      time: '07:00',
    });
    await createTemplate(agent, { title: 'Plants', pattern: { type: 'custom', interval: 3 }, time: '07:00' });
    for (let d = 1; d <= 14; d++) await run(`2026-06-${String(d).padStart(2, '0')}T05:00:00.000Z`);
    assert.deepEqual(
      (await taskDays(agent, 'Gym')).map(([day]) => day),
      ['2026-06-01', '2026-06-04', '2026-06-08', '2026-06-11'],
    );
    assert.deepEqual(
      (await taskDays(agent, 'Plants')).map(([day]) => day),
      ['2026-06-01', '2026-06-04', '2026-06-07', '2026-06-10', '2026-06-13'],
    );
  });

  test('08:00 Europe/Paris fires at 08:00 local on 2026-03-29 and 2026-10-25', async () => {
    const agent = await parisUser(server);
    server.clock.set('2026-03-28T05:00:00.000Z');
    await createTemplate(agent, { title: 'Spring', pattern: { type: 'daily' }, time: '08:00' });
    await run('2026-03-28T07:00:00.000Z'); // 08:00 CET
    await run('2026-03-29T05:59:00.000Z'); // 07:59 CEST: not yet
    assert.deepEqual(await taskDays(agent, 'Spring'), [['2026-03-28', '08:00']]);
    await run('2026-03-29T06:00:00.000Z'); // 08:00 CEST
    assert.deepEqual(await taskDays(agent, 'Spring'), [
      ['2026-03-28', '08:00'],
      ['2026-03-29', '08:00'],
    ]);

    server.clock.set('2026-10-24T05:00:00.000Z');
    const october = await parisUser(server); // a session does not last seven months
    await createTemplate(october, { title: 'Autumn', pattern: { type: 'daily' }, time: '08:00' });
    await run('2026-10-24T06:00:00.000Z'); // 08:00 CEST
    await run('2026-10-25T06:59:00.000Z'); // 07:59 CET: not yet
    assert.deepEqual(await taskDays(october, 'Autumn'), [['2026-10-24', '08:00']]);
    await run('2026-10-25T07:00:00.000Z'); // 08:00 CET
    assert.deepEqual(await taskDays(october, 'Autumn'), [
      ['2026-10-24', '08:00'],
      ['2026-10-25', '08:00'],
    ]);
  });

  test('a weekly Monday template fires on Mondays at 08:00 local across both changes', async () => {
    const agent = await parisUser(server);
    server.clock.set('2026-03-20T12:00:00.000Z');
    const t = await createTemplate(agent, {
      title: 'Monday review',
      pattern: { type: 'weekly', daysOfWeek: [1] },
      time: '08:00',
      startDate: '2026-03-20',
    });
    // A pass every 6 hours from Friday 20 March to Tuesday 31 March.
    for (
      let at = Date.parse('2026-03-20T12:00:00Z');
      at <= Date.parse('2026-03-31T12:00:00Z');
      at += 6 * 3_600_000
    ) {
      await run(new Date(at).toISOString());
    }
    // Just before and at 08:00 local on the Monday after the change.
    await agent.patch(`/api/recurring-templates/${t.id}`, { startDate: '2026-10-19' });
    await run('2026-10-19T05:59:00.000Z');
    await run('2026-10-19T06:00:00.000Z'); // 08:00 CEST
    await run('2026-10-26T06:59:00.000Z');
    const before = (await taskDays(agent, 'Monday review')).length;
    await run('2026-10-26T07:00:00.000Z'); // 08:00 CET
    assert.equal((await taskDays(agent, 'Monday review')).length, before + 1);
    assert.deepEqual(await taskDays(agent, 'Monday review'), [
      ['2026-03-23', '08:00'],
      ['2026-03-30', '08:00'],
      ['2026-10-19', '08:00'],
      ['2026-10-26', '08:00'],
    ]);
  });

  test('after a 10-day gap: one catch-up task (today), the missed ones counted', async () => {
    const agent = await parisUser(server);
    server.clock.set('2026-07-01T05:00:00.000Z');
    const t = await createTemplate(agent, { title: 'Meditate', pattern: { type: 'daily' }, time: '08:00' });
    for (const day of ['01', '02', '03', '04']) await run(`2026-07-${day}T06:00:00.000Z`);
    // Nothing runs from the 5th to the 14th (the server was down, the user away).
    const result = await run('2026-07-14T09:00:00.000Z');
    assert.equal(result.missed >= 9, true);
    const days = (await taskDays(agent, 'Meditate')).map(([day]) => day);
    assert.deepEqual(days, ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-14']);
    const after = (await agent.get(`/api/recurring-templates/${t.id}`)).json<Template>();
    assert.equal(after.missedCount, 9);
    assert.equal(after.handledCount, 5);
    assert.equal(after.handledThrough, '2026-07-14');
  });

  test('a generated task is announced as task.created and the template as recurring.changed', async () => {
    const agent = await parisUser(server);
    server.clock.set('2026-08-01T05:00:00.000Z');
    const t = await createTemplate(agent, { title: 'Announce', pattern: { type: 'daily' }, time: '08:00' });
    const events: Array<{ type: string; ids: string[] }> = [];
    const unsubscribe = server.bus.subscribe(agent.userId, (e) => events.push(e));
    // On PostgreSQL the create's own recurring.changed may still be on its way: read from the pass's.
    const fromPass = () =>
      events.slice(
        Math.max(
          0,
          events.findIndex((e) => e.type === 'task.created'),
        ),
      );
    try {
      await run('2026-08-01T06:00:00.000Z');
      for (let i = 0; i < 250 && fromPass().length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    } finally {
      unsubscribe();
    }
    const [task] = (await agent.get('/api/tasks'))
      .json<TaskList>()
      .tasks.filter((x) => x.title === 'Announce');
    assert.ok(task);
    assert.deepEqual(
      fromPass().map((e) => [e.type, e.ids]),
      [
        ['task.created', [task.id]],
        ['recurring.changed', [t.id]],
      ],
    );
  });
});

// Several server processes share a database only on PostgreSQL (SQLite is the one-process setup). Two
// apps in this one test process could not show it on SQLite either: node:sqlite is synchronous, so one
// app waiting for the other's write lock would block the very event loop that must release it.
const onPostgres = { skip: testDbKind !== 'postgres' && 'several processes share PostgreSQL only' };

describe(`recurring generation: two server processes on one database (${testDbKind})`, onPostgres, () => {
  let first: TestServer;
  let second: TestServer;
  before(async () => {
    first = await buildTestServer();
    second = await buildTestServer({ databaseUrl: first.config.databaseUrl });
  });
  after(async () => {
    await second.close();
    await first.close();
  });

  async function seed(title: string, users: number, at: string): Promise<SignedInAgent[]> {
    first.clock.set(at);
    const agents: SignedInAgent[] = [];
    for (let i = 0; i < users; i++) {
      const agent = await parisUser(first);
      for (const time of ['08:00', '12:00', '18:00']) {
        await createTemplate(agent, { title: `${title} ${time}`, pattern: { type: 'daily' }, time });
      }
      agents.push(agent);
    }
    return agents;
  }

  const count = async (agent: SignedInAgent, prefix: string) =>
    (await agent.get('/api/tasks')).json<TaskList>().tasks.filter((t) => t.title.startsWith(prefix)).length;

  test('both generate at the same moment: every occurrence once', async () => {
    const agents = await seed('Same moment', 20, '2026-09-01T04:00:00.000Z');
    const now = new Date('2026-09-01T17:00:00.000Z'); // 19:00 in Paris: all three are due
    // Small pages so the two passes interleave page by page.
    const gens = [first, second].map((s) =>
      recurringGenerator({ db: s.database.db, bus: s.bus, pageSize: 7 }),
    );
    const results = await Promise.all(gens.map((g) => g.runOnce(now)));
    const created = results.reduce((n, r) => n + r.created, 0);
    assert.equal(created, 60, JSON.stringify(results));
    for (const agent of agents) assert.equal(await count(agent, 'Same moment'), 3);
    // And through the apps' own schedulers, again at the same moment: nothing new.
    const again = await Promise.all([first, second].map((s) => s.app.scheduler.runOnce(now)));
    assert.equal(
      again.reduce((n, r) => n + r.created, 0),
      0,
    );
  });

  test('a pass working from a stale read finds the keys taken and skips them quietly', async () => {
    const agents = await seed('Stale', 5, '2026-09-02T04:00:00.000Z');
    const now = new Date('2026-09-02T17:00:00.000Z');
    const { db } = first.database;
    const snapshot = await db
      .selectFrom('recurring_templates')
      .select(['id', 'last_generated_on', 'handled_count', 'missed_count', 'next_fire_at'])
      .execute();
    const fresh = await first.app.scheduler.runOnce(now);
    assert.ok(fresh.created >= 15);
    // The second process read the templates before the first committed: put that state back.
    for (const row of snapshot) {
      const { id, ...state } = row;
      await db.updateTable('recurring_templates').set(state).where('id', '=', id).execute();
    }
    const stale = await second.app.scheduler.runOnce(now);
    assert.equal(stale.created, 0);
    assert.equal(stale.lost, fresh.created);
    for (const agent of agents) assert.equal(await count(agent, 'Stale'), 3);
    const occurrences = await db
      .selectFrom('recurring_occurrences')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('day', '=', '2026-09-02')
      .where(
        'user_id',
        'in',
        agents.map((a) => a.userId),
      )
      .executeTakeFirstOrThrow();
    assert.equal(Number(occurrences.n), 15);
  });
});

describe(`recurring scheduler (${testDbKind})`, () => {
  test('started, it runs a catch-up pass at once; stopped, it runs no more', async () => {
    const server = await buildTestServer();
    try {
      const agent = await parisUser(server);
      server.clock.set('2026-04-10T05:00:00.000Z');
      await createTemplate(agent, { title: 'At start', pattern: { type: 'daily' }, time: '06:00' });
      await server.app.scheduler.start();
      for (let i = 0; i < 200 && (await taskDays(agent, 'At start')).length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      assert.deepEqual(await taskDays(agent, 'At start'), [['2026-04-10', '06:00']]);
      await server.app.scheduler.stop();
    } finally {
      await server.close();
    }
  });

  test('two processes start their schedulers at the same moment: each task once', onPostgres, async () => {
    const a = await buildTestServer();
    const b = await buildTestServer({ databaseUrl: a.config.databaseUrl });
    try {
      const agents = [await parisUser(a), await parisUser(a)];
      for (const s of [a, b]) s.clock.set('2026-04-11T05:00:00.000Z');
      for (const agent of agents) {
        for (const time of ['05:00', '06:00']) {
          await createTemplate(agent, { title: `Boot ${time}`, pattern: { type: 'daily' }, time });
        }
      }
      await Promise.all([a.app.scheduler.start(), b.app.scheduler.start()]);
      const total = async () => {
        let n = 0;
        for (const agent of agents)
          n += (await taskDays(agent, 'Boot 05:00')).length + (await taskDays(agent, 'Boot 06:00')).length;
        return n;
      };
      for (let i = 0; i < 200 && (await total()) < 4; i++) await new Promise((r) => setTimeout(r, 50));
      // Give a late second pass time to (not) duplicate.
      await new Promise((r) => setTimeout(r, 1000));
      assert.equal(await total(), 4);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
