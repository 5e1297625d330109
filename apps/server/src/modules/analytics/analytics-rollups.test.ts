// The rows kept for analytics answer exactly as the raw rows do, on random data (fast-check):
// - per local day, and of all time per local hour, strategy and level (migration 0022): random tasks
//   (completed or not, tombstoned, ideas, with a status clock, a strategy, an importance and an
//   urgency) and Pomodoro sessions (kinds, states, tasks) over two years (DST changes included),
//   read in random zones (whole-hour, half-hour and 45-minute offsets, a 30-minute DST shift, a change
//   that skips local midnight), then random updates, deletes and new rows kept by the triggers, read
//   again, then built anew from the raw rows; each time compared with the raw rows grouped in JS by
//   the local day and hour the zone rules (Intl) give;
// (The per-task Pomodoro sums and the ranges' own queries: analytics-sums.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { localDay } from '@nova/core/ai/dates';
import fc from 'fast-check';
import {
  hourIn,
  type RandomTask,
  randomChange,
  randomRows,
  randomSession,
  randomTask,
  SPAN_MINUTES,
  START,
  zones,
} from '../../../test/analytics-arbitraries.ts';
import { buildStrategy, buildTask, type SignedInAgent, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { analyticsDaysRepo } from './analytics-days.repo.ts';

describe(`analytics: the kept rows answer as the raw rows do (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  let strategyIds: Array<string | null>;
  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
    strategyIds = [
      (await buildStrategy(agent, { name: 'Home' })).id,
      (await buildStrategy(agent, { name: 'Work' })).id,
      null,
    ];
  });
  after(() => server.close());

  const db = () => server.database.db;
  const userId = () => agent.userId;
  const now = START + SPAN_MINUTES * 60_000;
  const days = () => analyticsDaysRepo(db(), server.database.kind);
  const completedTask = (minute: number, second: number, clockSeconds: number): RandomTask => ({
    completed: true,
    staleCompletedAt: false,
    deleted: false,
    minute,
    second,
    clockSeconds,
    strategy: 0,
    importance: 2,
    urgency: 3,
    idea: false,
  });

  const { write, change, applyChange } = randomRows(db, userId, () => strategyIds);

  /** The figures from the raw rows, grouped in JS by the zone rules (Intl). */
  async function raw(zone: string) {
    const tasks = await db()
      .selectFrom('tasks')
      .select([
        'completed_at',
        'total_time_spent',
        'status',
        'deleted_at',
        'type',
        'importance',
        'urgency',
        'strategy_id',
      ])
      .where('user_id', '=', userId())
      .execute();
    const sessions = await db()
      .selectFrom('pomodoro_sessions')
      .select(['started_at', 'planned_minutes'])
      .where('user_id', '=', userId())
      .where('kind', '=', 'work')
      .where('completed', '=', 1)
      .where('deleted_at', 'is', null)
      .execute();
    const perDay = new Map<
      string,
      { day: string; completed: number; clockSeconds: number; focusMinutes: number }
    >();
    const entry = (day: string) => {
      const known = perDay.get(day) ?? { day, completed: 0, clockSeconds: 0, focusMinutes: 0 };
      perDay.set(day, known);
      return known;
    };
    const perHour = new Map<number, number>();
    const perStrategy = new Map<string | null, number>();
    const perLevel = new Map<
      string,
      { importance: number; urgency: number; total: number; completed: number }
    >();
    for (const t of tasks) {
      if (t.type === 'task' && t.deleted_at === null) {
        const key = `${t.importance}|${t.urgency}`;
        const level = perLevel.get(key) ?? {
          importance: t.importance,
          urgency: t.urgency,
          total: 0,
          completed: 0,
        };
        level.total += 1;
        level.completed += t.status === 'completed' ? 1 : 0;
        perLevel.set(key, level);
      }
      if (t.status !== 'completed' || t.deleted_at !== null || t.completed_at === null) continue;
      const instant = new Date(t.completed_at);
      const e = entry(localDay(instant, zone));
      e.completed += 1;
      e.clockSeconds += Number(t.total_time_spent);
      const hour = hourIn(instant, zone);
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
      perStrategy.set(t.strategy_id, (perStrategy.get(t.strategy_id) ?? 0) + Number(t.total_time_spent));
    }
    for (const s of sessions)
      entry(localDay(new Date(s.started_at), zone)).focusMinutes += Number(s.planned_minutes);
    return {
      days: [...perDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
      hours: [...perHour].map(([hour, completed]) => ({ hour, completed })).sort((a, b) => a.hour - b.hour),
      strategyClock: [...perStrategy]
        .filter(([, seconds]) => seconds !== 0)
        .map(([strategyId, seconds]) => ({ strategyId, seconds }))
        .sort(byStrategy),
      levels: [...perLevel.values()].sort(byLevel),
    };
  }

  const byStrategy = (a: { strategyId: string | null }, b: { strategyId: string | null }) =>
    String(a.strategyId).localeCompare(String(b.strategyId));
  const byLevel = (a: { importance: number; urgency: number }, b: { importance: number; urgency: number }) =>
    a.importance - b.importance || a.urgency - b.urgency;

  async function assertKept(zone: string, label: string) {
    const kept = await days().kept(userId(), zone, null, now);
    const expected = await raw(zone);
    assert.deepEqual(
      {
        days: [...kept.days].sort((a, b) => a.day.localeCompare(b.day)),
        hours: [...(kept.allTime?.hours ?? [])].sort((a, b) => a.hour - b.hour),
        strategyClock: [...(kept.allTime?.strategyClock ?? [])].sort(byStrategy),
        levels: [...(kept.allTime?.levels ?? [])].sort(byLevel),
      },
      expected,
      `${label} in ${zone}`,
    );
  }

  const zoneRow = () =>
    db().selectFrom('analytics_zones').selectAll().where('user_id', '=', userId()).executeTakeFirst();

  test('random rows read in random zones, then changed (the triggers), then built anew', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(randomTask, { maxLength: 25 }),
        fc.array(randomSession, { maxLength: 40 }),
        fc.array(randomChange, { maxLength: 20 }),
        fc.constantFrom(...zones),
        async (tasks, sessions, changes, zone) => {
          const ids = await write(tasks, sessions);
          await assertKept(zone, 'first read');
          await change(ids, changes);
          await assertKept(zone, 'after the changes');
          await db().deleteFrom('analytics_zones').where('user_id', '=', userId()).execute();
          await assertKept(zone, 'built anew');
        },
      ),
      { numRuns: 25 },
    );
  });

  test('writes after a build are kept by the triggers (no new build); a change of zone builds again', async () => {
    const ids = await write(
      [completedTask(60 * 24 * 100, 0, 1500)],
      [{ kind: 'work', completed: 1, task: 0, minutes: 25, minute: 60 * 24 * 100 + 30, second: 0 }],
    );
    await assertKept('Europe/Paris', 'built');
    const built = await zoneRow();
    await applyChange(ids, {
      on: 'session',
      what: 'move',
      which: 0,
      minute: 60 * 24 * 300,
      second: 5,
      amount: 1,
    });
    await applyChange(ids, { on: 'task', what: 'clock', which: 0, minute: 0, second: 0, amount: 45 });
    await assertKept('Europe/Paris', 'kept');
    assert.deepEqual(await zoneRow(), built, 'no new build for writes inside the span');
    await assertKept('Asia/Kathmandu', 'another zone');
    assert.equal((await zoneRow())?.time_zone, 'Asia/Kathmandu');
  });

  test("before a user's first analytics read writes keep nothing; the read builds from the raw rows", async () => {
    const newcomer = await signedIn(server);
    const kept = () =>
      db().selectFrom('analytics_days').select('day').where('user_id', '=', newcomer.userId).execute();
    const task = await buildTask(newcomer);
    await db()
      .updateTable('tasks')
      .set({ status: 'completed', completed_at: '2025-06-30T22:30:00.000Z', total_time_spent: 90 })
      .where('id', '=', task.id)
      .execute();
    assert.deepEqual(await kept(), []);
    const read = await days().kept(newcomer.userId, 'Europe/Paris', null, now);
    assert.deepEqual(read.days, [{ day: '2025-07-01', completed: 1, clockSeconds: 90, focusMinutes: 0 }]);
    assert.deepEqual(read.allTime?.hours, [{ hour: 0, completed: 1 }]);
    assert.deepEqual(read.allTime?.strategyClock, [{ strategyId: null, seconds: 90 }]);
    assert.deepEqual(read.allTime?.levels, [{ importance: 1, urgency: 1, total: 1, completed: 1 }]);
  });

  test('an instant outside the span the offsets cover makes the next read build again', async () => {
    const ids = await write(
      [],
      [{ kind: 'work', completed: 1, task: -1, minutes: 25, minute: 1000, second: 0 }],
    );
    await assertKept('America/Santiago', 'built');
    const span = await zoneRow();
    assert.ok(span);
    const later = new Date(Date.parse(span.span_to) + 86_400_000 * 200).toISOString();
    await db()
      .updateTable('pomodoro_sessions')
      .set({ started_at: later })
      .where('id', '=', ids.sessionIds[0] ?? '')
      .execute();
    assert.equal(await zoneRow(), undefined, 'the write past the span dropped the zone row');
    await assertKept('America/Santiago', 'built again');
    assert.ok(((await zoneRow())?.span_to ?? '') > later);
  });

  test('sessions and completions on both sides of local midnights and DST changes, in every zone', async () => {
    const instants = [
      '2025-03-30T00:59:59.999Z', // Paris: the last instant before the spring change
      '2025-03-30T01:00:00.000Z',
      '2025-10-25T22:00:00.000Z', // Paris: midnight of the 26th (summer time)
      '2025-10-25T21:59:59.000Z',
      '2025-04-05T13:00:00.000Z', // Lord Howe: 30-minute DST change
      '2025-04-05T14:30:00.000Z',
      '2025-06-30T18:15:00.000Z', // Kathmandu midnight (+05:45)
      '2025-06-30T18:14:59.000Z',
      '2025-09-06T04:00:00.000Z', // Santiago: the spring change skips local midnight
      '2025-09-07T03:59:00.000Z',
    ];
    const minuteOf = (iso: string) => Math.floor((Date.parse(iso) - START) / 60_000);
    const secondOf = (iso: string) => Math.round(((Date.parse(iso) - START) % 60_000) / 1000);
    await write(
      instants.map((iso) => completedTask(minuteOf(iso), secondOf(iso), 60)),
      instants.map((iso) => ({
        kind: 'work' as const,
        completed: 1 as const,
        task: -1,
        minutes: 25,
        minute: minuteOf(iso),
        second: secondOf(iso),
      })),
    );
    for (const zone of zones) await assertKept(zone, 'edges');
  });
});
