// The figures analytics still reads from rows, on random data (fast-check): "time per strategy" of
// all time from the per-task Pomodoro sums (migration 0016) against the join over every session, and
// completions by local hour over a range (the local hour index, local-time.ts) against Intl.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { offsetSegments } from '@nova/core/domain/analytics';
import fc from 'fast-check';
import {
  hourIn,
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
import { analyticsRepo } from './analytics.repo.ts';

describe(`analytics: per-task sums and range queries answer as the rows do (${testDbKind})`, () => {
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
  const { write, change } = randomRows(db, userId, () => strategyIds);

  test('time per strategy of all time (the per-task sums) matches the join over every session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(randomTask, { minLength: 1, maxLength: 6 }),
        fc.array(randomSession, { maxLength: 30 }),
        fc.array(randomChange, { maxLength: 12 }),
        async (tasks, sessions, changes) => {
          const ids = await write(tasks, sessions);
          await change(ids, changes);
          const joined = await db()
            .selectFrom('pomodoro_sessions as p')
            .leftJoin('tasks as t', 't.id', 'p.task_id')
            .where('p.user_id', '=', userId())
            .where('p.kind', '=', 'work')
            .where('p.completed', '=', 1)
            .where('p.deleted_at', 'is', null)
            .select(['t.strategy_id', (eb) => eb.fn.sum('p.planned_minutes').as('minutes')])
            .groupBy('t.strategy_id')
            .execute();
          const perStrategy = await analyticsRepo(db(), server.database.kind).strategyFocus(userId(), null);
          const kept = perStrategy.filter((t) => t.minutes !== 0).map((t) => [t.strategyId, t.minutes]);
          const expected = joined
            .filter((r) => Number(r.minutes) !== 0)
            .map((r) => [r.strategy_id, Number(r.minutes)]);
          const order = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
          assert.deepEqual(kept.sort(order), expected.sort(order));
        },
      ),
      { numRuns: 15 },
    );
  });

  test('completions by local hour over a range (the local hour index) match the zone rules, in every zone', async () => {
    await write([], []);
    const tasks: string[] = [];
    for (let i = 0; i < 12; i++) tasks.push((await buildTask(agent)).id);
    const instant = fc.record({ minute: fc.integer({ min: 0, max: SPAN_MINUTES }), ms: fc.nat(59_999) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(instant, { minLength: tasks.length, maxLength: tasks.length }),
        fc.constantFrom(...zones),
        async (instants, zone) => {
          const hours = new Map<number, number>();
          for (const [i, id] of tasks.entries()) {
            const when = new Date(START + (instants[i]?.minute ?? 0) * 60_000 + (instants[i]?.ms ?? 0));
            await db()
              .updateTable('tasks')
              .set({ status: 'completed', completed_at: when.toISOString(), deleted_at: null })
              .where('id', '=', id)
              .execute();
            hours.set(hourIn(when, zone), (hours.get(hourIn(when, zone)) ?? 0) + 1);
          }
          const span = {
            fromIso: new Date(START).toISOString(),
            segments: offsetSegments(START - 86_400_000, START + (SPAN_MINUTES + 2880) * 60_000, zone),
          };
          const got = await analyticsRepo(db(), server.database.kind).completionHours(userId(), span);
          assert.deepEqual(new Map(got.map((h) => [h.hour, h.completed])), hours, zone);
        },
      ),
      { numRuns: 25 },
    );
  });
});
