// The Pomodoro sums kept by migration 0016's triggers answer exactly as the sessions do, on random
// data (fast-check): sessions of random kinds, states, tasks and start instants over two years (DST
// changes included), then random updates and deletes of them, read back in random zones (whole-hour,
// half-hour and 45-minute offsets, a 30-minute DST shift). Compared: the kept tables with a GROUP BY
// over the sessions, "focus per day" with a range sum over the sessions for every local day, and "time
// per strategy" of all time with the join over every session. And completions grouped by the local
// hour index (local-time.ts) land on the local day and hour the zone rules (Intl) give.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, localDay } from '@nova/core/ai/dates';
import { offsetSegments } from '@nova/core/domain/analytics';
import { zonedInstant } from '@nova/core/domain/recurrence';
import fc from 'fast-check';
import { sql } from 'kysely';
import { buildStrategy, buildTask, type SignedInAgent, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { analyticsRepo } from './analytics.repo.ts';

const zones = [
  'UTC',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'America/Santiago',
];
const START = Date.parse('2025-01-01T00:00:00.000Z');
const SPAN_MINUTES = 2 * 365 * 24 * 60;

const session = fc.record({
  minute: fc.integer({ min: 0, max: SPAN_MINUTES }),
  second: fc.integer({ min: 0, max: 59 }),
  kind: fc.constantFrom('work' as const, 'work' as const, 'break' as const),
  completed: fc.constantFrom(1 as const, 1 as const, 0 as const),
  task: fc.integer({ min: -1, max: 3 }),
  minutes: fc.integer({ min: 1, max: 60 }),
});
const change = fc.record({
  which: fc.nat(),
  what: fc.constantFrom('delete', 'tombstone', 'move', 'untask', 'minutes', 'complete'),
  minute: fc.integer({ min: 0, max: SPAN_MINUTES }),
});
type Session = typeof session extends fc.Arbitrary<infer S> ? S : never;
type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

describe(`analytics: the kept Pomodoro sums answer as the sessions do (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  let taskIds: string[];
  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
    const home = await buildStrategy(agent, { name: 'Home' });
    const work = await buildStrategy(agent, { name: 'Work' });
    taskIds = [
      (await buildTask(agent, { strategyId: home.id })).id,
      (await buildTask(agent, { strategyId: work.id })).id,
      (await buildTask(agent, { strategyId: work.id })).id,
      (await buildTask(agent)).id,
    ];
  });
  after(() => server.close());

  const db = () => server.database.db;
  const userId = () => agent.userId;

  /** Random sessions written straight into the table, then random updates and deletes. */
  async function write(sessions: Session[], changes: Change[]) {
    await db().deleteFrom('pomodoro_sessions').where('user_id', '=', userId()).execute();
    const ids: string[] = [];
    for (const s of sessions) {
      const started = new Date(START + s.minute * 60_000 + s.second * 1000).toISOString();
      const id = randomUUID();
      ids.push(id);
      await db()
        .insertInto('pomodoro_sessions')
        .values({
          id,
          user_id: userId(),
          task_id: s.task < 0 ? null : (taskIds[s.task] ?? null),
          kind: s.kind,
          planned_minutes: s.minutes,
          started_at: started,
          ended_at: started,
          completed: s.completed,
          created_at: started,
          updated_at: started,
        })
        .execute();
    }
    for (const c of changes) {
      const id = ids[c.which % Math.max(1, ids.length)];
      if (!id) break;
      const row = db().updateTable('pomodoro_sessions').where('id', '=', id);
      if (c.what === 'delete') await db().deleteFrom('pomodoro_sessions').where('id', '=', id).execute();
      else if (c.what === 'tombstone') await row.set({ deleted_at: new Date(START).toISOString() }).execute();
      else if (c.what === 'untask') await row.set({ task_id: null }).execute();
      else if (c.what === 'minutes') await row.set({ planned_minutes: 1 + (c.minute % 90) }).execute();
      else if (c.what === 'complete') await row.set({ completed: 1, kind: 'work' }).execute();
      else await row.set({ started_at: new Date(START + c.minute * 60_000).toISOString() }).execute();
    }
  }

  const counted = () =>
    db()
      .selectFrom('pomodoro_sessions as p')
      .where('p.user_id', '=', userId())
      .where('p.kind', '=', 'work')
      .where('p.completed', '=', 1)
      .where('p.deleted_at', 'is', null);

  async function assertTablesMatch() {
    const sessions = await counted().select(['p.started_at', 'p.task_id', 'p.planned_minutes']).execute();
    const hours = new Map<string, number>();
    const quarters = new Map<string, number>();
    const tasks = new Map<string, number>();
    for (const s of sessions) {
      const minute = Number(s.started_at.slice(14, 16));
      const q = `${s.started_at.slice(0, 14)}${String(minute - (minute % 15)).padStart(2, '0')}`;
      quarters.set(q, (quarters.get(q) ?? 0) + Number(s.planned_minutes));
      const h = s.started_at.slice(0, 13);
      hours.set(h, (hours.get(h) ?? 0) + Number(s.planned_minutes));
      tasks.set(s.task_id ?? '', (tasks.get(s.task_id ?? '') ?? 0) + Number(s.planned_minutes));
    }
    const kept = async (
      table: 'pomodoro_hour_minutes' | 'pomodoro_quarter_minutes' | 'pomodoro_task_minutes',
      key: 'hour' | 'quarter' | 'task_key',
    ) => {
      const rows = await db()
        .selectFrom(table)
        .select([sql<string>`${sql.ref(key)}`.as('key'), 'minutes'])
        .where('user_id', '=', userId())
        .execute();
      return new Map(rows.filter((r) => Number(r.minutes) !== 0).map((r) => [r.key, Number(r.minutes)]));
    };
    assert.deepEqual(await kept('pomodoro_hour_minutes', 'hour'), hours);
    assert.deepEqual(await kept('pomodoro_quarter_minutes', 'quarter'), quarters);
    assert.deepEqual(await kept('pomodoro_task_minutes', 'task_key'), tasks);
  }

  /** Every local day of the span in `zone` with its UTC bounds, as the service asks for them. */
  function days(zone: string) {
    const out: Array<{ day: string; fromIso: string; toIso: string }> = [];
    const last = localDay(new Date(START + (SPAN_MINUTES + 1440) * 60_000), zone);
    let start = zonedInstant(localDay(new Date(START), zone), '00:00', zone);
    for (let day = localDay(new Date(START), zone); day <= last; ) {
      const next = addDays(day, 1);
      const end = zonedInstant(next, '00:00', zone);
      out.push({ day, fromIso: new Date(start).toISOString(), toIso: new Date(end).toISOString() });
      day = next;
      start = end;
    }
    return out;
  }

  async function assertAnswersMatch(zone: string) {
    const repo = analyticsRepo(db(), server.database.kind);
    const bounds = days(zone);
    const sessions = await counted().select(['p.started_at', 'p.planned_minutes']).execute();
    const raw = bounds.flatMap((d) => {
      const minutes = sessions
        .filter((s) => s.started_at >= d.fromIso && s.started_at < d.toIso)
        .reduce((sum, s) => sum + Number(s.planned_minutes), 0);
      return minutes > 0 ? [{ day: d.day, minutes }] : [];
    });
    assert.deepEqual(await repo.focusByDay(userId(), bounds), raw, zone);

    const joined = await counted()
      .leftJoin('tasks as t', 't.id', 'p.task_id')
      .select(['t.strategy_id', (eb) => eb.fn.sum('p.planned_minutes').as('minutes')])
      .groupBy('t.strategy_id')
      .execute();
    const perStrategy = await repo.timeByStrategy(userId(), null);
    const kept = [...perStrategy].filter(([, t]) => t.minutes !== 0).map(([id, t]) => [id, t.minutes]);
    const expected = joined
      .filter((r) => Number(r.minutes) !== 0)
      .map((r) => [r.strategy_id, Number(r.minutes)]);
    const order = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    assert.deepEqual(kept.sort(order), expected.sort(order));
  }

  test('random sessions, updates and deletes, read in random zones', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(session, { maxLength: 40 }),
        fc.array(change, { maxLength: 12 }),
        fc.constantFrom(...zones),
        async (sessions, changes, zone) => {
          await write(sessions, changes);
          await assertTablesMatch();
          await assertAnswersMatch(zone);
        },
      ),
      { numRuns: 25 },
    );
  });

  test('completions by local day and hour (the local hour index) match the zone rules, in every zone', async () => {
    const tasks: string[] = [];
    for (let i = 0; i < 12; i++) tasks.push((await buildTask(agent)).id);
    const instant = fc.record({ minute: fc.integer({ min: 0, max: SPAN_MINUTES }), ms: fc.nat(59_999) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(instant, { minLength: tasks.length, maxLength: tasks.length }),
        fc.constantFrom(...zones),
        async (instants, zone) => {
          const days = new Map<string, { count: number; seconds: number }>();
          const hours = new Map<number, number>();
          for (const [i, id] of tasks.entries()) {
            const at = new Date(START + (instants[i]?.minute ?? 0) * 60_000 + (instants[i]?.ms ?? 0));
            await db()
              .updateTable('tasks')
              .set({ status: 'completed', completed_at: at.toISOString(), total_time_spent: 60 * (i + 1) })
              .where('id', '=', id)
              .execute();
            const hour = Number(
              new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
                at,
              ),
            );
            hours.set(hour, (hours.get(hour) ?? 0) + 1);
            const day = days.get(localDay(at, zone)) ?? { count: 0, seconds: 0 };
            day.count++;
            day.seconds += 60 * (i + 1);
            days.set(localDay(at, zone), day);
          }
          const span = {
            fromIso: null,
            segments: offsetSegments(START - 86_400_000, START + (SPAN_MINUTES + 2880) * 60_000, zone),
          };
          const got = await analyticsRepo(db(), server.database.kind).completions(userId(), span);
          assert.deepEqual(
            new Map(got.days.map((d) => [d.day, { count: d.count, seconds: d.seconds }])),
            days,
            zone,
          );
          assert.deepEqual(new Map(got.hours.map((h) => [h.hour, h.count])), hours, zone);
        },
      ),
      { numRuns: 25 },
    );
  });

  test('sessions on both sides of local midnights and DST changes, in every zone', async () => {
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
    await write(
      instants.map((iso) => ({
        minute: Math.floor((Date.parse(iso) - START) / 60_000),
        second: new Date(iso).getUTCSeconds(),
        kind: 'work' as const,
        completed: 1 as const,
        task: 0,
        minutes: 25,
      })),
      [],
    );
    await assertTablesMatch();
    for (const zone of zones) await assertAnswersMatch(zone);
  });
});
