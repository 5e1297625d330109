// The progress ledger through the API, on the database the run asks for: ownership and the user's time
// zone, the opt-out, achievements and their realtime event, any sequence of completes and replays (fast-check),
// the review hook, the kept tallies against a full fold of the ledger, and the session it needs.
// The awards of each hook: progress-awards.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { ProgressDto } from '@nova/core/contracts/progress';
import { type ProgressKind, tallyOf, xpAwards } from '@nova/core/domain/progress';
import fc from 'fast-check';
import { buildTask, currentSeq, errorCode, put, setStatus, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { fillTalliesFromLedger } from '../../db/migrations/0016_progress_sums.ts';
import type { MigrationDb } from '../../db/migrations/helpers.ts';
import { operations } from '../../lib/operations.ts';
import { progressRepo } from './progress.repo.ts';
import { progressLedger, recordReviewFinished } from './progress-ledger.ts';
import { progressKit } from './progress-test-kit.ts';

describe(`progress ledger (${testDbKind})`, () => {
  let server: TestServer;
  const { fresh, progressOf, unlocked, ledgerRows } = progressKit(() => server);
  before(async () => (server = await buildTestServer()));
  after(() => server.close());

  test('one user’s events never count for another; ledger days follow the user’s time zone', async () => {
    const agent = await fresh();
    const other = await signedIn(server);
    assert.equal((await put(agent, '/api/auth/time-zone', { timeZone: 'Pacific/Auckland' })).statusCode, 200);
    server.clock.set('2026-11-25T12:30:00.000Z'); // already the 26th in Auckland
    const task = await buildTask(agent);
    await setStatus(agent, task.id, 'completed');
    assert.deepEqual(
      (await ledgerRows(agent.userId)).map((r) => r.day),
      ['2026-11-26'],
    );
    assert.equal((await progressOf(other)).xp, 0);
    const res = await other.post(`/api/tasks/${task.id}/status`, { status: 'waiting' });
    assert.equal(res.statusCode, 404);
    assert.equal((await progressOf(agent)).xp, xpAwards.task_completed);
  });

  test('the opt-out: settings validation, the switch, its replay; events are still recorded', async () => {
    const agent = await fresh();
    for (const body of [{}, { enabled: 'no' }, { enabled: false, extra: 1 }]) {
      const res = await put(agent, '/api/progress/settings', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed');
    }
    let res = await put(agent, '/api/progress/settings', { enabled: false, opId: 'off-1' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<ProgressDto>().enabled, false);
    assert.equal((await progressOf(agent)).enabled, false);
    const task = await buildTask(agent);
    await setStatus(agent, task.id, 'completed');
    const p = await progressOf(agent);
    assert.equal(p.enabled, false);
    assert.equal(p.xp, xpAwards.task_completed, 'the ledger keeps counting, the screens hide it');
    res = await put(agent, '/api/progress/settings', { enabled: true });
    assert.equal(res.json<ProgressDto>().enabled, true);
    res = await put(agent, '/api/progress/settings', { enabled: false, opId: 'off-1' });
    assert.equal(res.json<ProgressDto>().enabled, false, 'the replay answers as the first time');
    assert.equal((await progressOf(agent)).enabled, true, 'and changes nothing');
  });

  test('realtime: a completion publishes progress.changed and achievement.unlocked (once)', async () => {
    const agent = await fresh();
    const task = await buildTask(agent);
    const events: RealtimeEvent[] = [];
    const seenSeq = await currentSeq(agent);
    const stop = server.bus.subscribe(agent.userId, (e) => {
      if ((e.version ?? 0) > seenSeq) events.push(e);
    });
    try {
      await setStatus(agent, task.id, 'completed');
      await setStatus(agent, task.id, 'waiting');
      await setStatus(agent, task.id, 'completed');
      const deadline = Date.now() + 3000;
      const count = () => events.filter((e) => e.type === 'progress.changed').length;
      while (count() < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      stop();
    }
    const unlocks = events.filter((e) => e.type === 'achievement.unlocked');
    assert.deepEqual(
      unlocks.map((e) => e.ids),
      [['first_task']],
    );
    assert.equal(events.filter((e) => e.type === 'progress.changed').length, 3);
  });

  test('any sequence of completes, reopens and replays of one task holds at most one award (fast-check)', async () => {
    const step = fc.record({
      action: fc.constantFrom('completed', 'waiting', 'replay'),
      fresh: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const agent = await fresh();
        const task = await buildTask(agent);
        const sent: Array<{ status: string; opId: string }> = [];
        let status = 'waiting';
        for (const s of steps) {
          const body =
            s.action === 'replay'
              ? sent.at(-1)
              : { status: s.action, opId: s.fresh ? randomUUID() : `${s.action}-${randomUUID()}` };
          if (!body) continue;
          const res = await agent.post(`/api/tasks/${task.id}/status`, body);
          if (res.statusCode === 200 && s.action !== 'replay') {
            sent.push(body);
            status = body.status;
          }
        }
        const p = await progressOf(agent);
        assert.equal(p.xp, status === 'completed' ? xpAwards.task_completed : 0, JSON.stringify(steps));
      }),
      { numRuns: 12 },
    );
  });

  test('review_finished: the exported hook awards once per session inside the caller’s operation', async () => {
    const agent = await fresh();
    const ops = operations({ db: server.database.db, bus: server.bus, clock: server.clock });
    const finish = (opId: string | undefined) =>
      ops.run(agent.userId, opId, async (ctx) => {
        await ctx.seq();
        return { status: 200, body: null, events: await recordReviewFinished(ctx, 'review-session-1') };
      });
    await finish('review-op-1');
    await finish('review-op-1');
    await finish(undefined);
    const p = await progressOf(agent);
    assert.equal(p.xp, xpAwards.review_finished);
    assert.ok(unlocked(p).includes('first_review'));
  });

  test('the kept tallies always equal a full fold of the ledger (random awards, revocations, raw appends)', async () => {
    const agent = await fresh();
    const ops = operations({ db: server.database.db, bus: server.bus, clock: server.clock });
    const kinds: ProgressKind[] = ['task_completed', 'micro_step_done', 'habit_checkin'];
    const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
    const step = fc.record({
      how: fc.constantFrom('award', 'revoke', 'raw'),
      kind: fc.constantFrom(...kinds),
      source: fc.constantFrom('s1', 's2', 's3'),
      day: fc.constantFrom(...days),
      revoked: fc.boolean(),
    });
    const fold = async () => {
      const rows = await ledgerRows(agent.userId);
      const events = rows.map((r) => ({
        kind: r.kind,
        source: r.source_id,
        day: r.day,
        revoked: r.revoked === 1,
      }));
      return tallyOf(events).sort((a, b) => `${a.kind}${a.day}`.localeCompare(`${b.kind}${b.day}`));
    };
    const kept = async () =>
      (await progressRepo(server.database.db).tallies(agent.userId)).sort((a, b) =>
        `${a.kind}${a.day}`.localeCompare(`${b.kind}${b.day}`),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const s of steps) {
          await ops.run(agent.userId, randomUUID(), async (ctx) => {
            await ctx.seq(); // a write moves the counter: the cached summary is rebuilt
            const ledger = progressLedger(ctx);
            if (s.how === 'award') await ledger.award(s.kind, s.source, s.day);
            else if (s.how === 'revoke') await ledger.revoke(s.kind, s.source);
            // Unguarded, as no hook would write: a second award of a standing key, a lone revocation.
            else
              await progressRepo(ctx.trx).append({
                userId: ctx.userId,
                kind: s.kind,
                sourceId: s.source,
                day: s.day,
                revoked: s.revoked,
                opId: ctx.opId ?? null,
                now: ctx.now,
              });
            return { status: 200, body: null, events: await ledger.settle() };
          });
        }
        assert.deepEqual(await kept(), await fold());
        const p = await progressOf(agent);
        const folded = (await fold()).reduce((sum, t) => sum + xpAwards[t.kind] * t.count, 0);
        assert.equal(p.xp, folded);
      }),
      { numRuns: 15 },
    );
    // The migration's fill (the same fold in SQL) agrees with the kept tallies of every user so far.
    const all = () =>
      server.database.db
        .selectFrom('progress_tallies')
        .select(['user_id', 'kind', 'day', 'count'])
        .where('count', '>', 0)
        .orderBy(['user_id', 'kind', 'day'])
        .execute();
    const before = await all();
    assert.ok(before.some((r) => r.user_id === agent.userId));
    await server.database.db.deleteFrom('progress_tallies').execute();
    await fillTalliesFromLedger(server.database.db as unknown as MigrationDb);
    assert.deepEqual(
      (await all()).map((r) => ({ ...r, count: Number(r.count) })),
      before.map((r) => ({ ...r, count: Number(r.count) })),
    );
  });

  test('needs a session', async () => {
    const { Agent } = await import('../../../test/test-server.ts');
    const anonymous = new Agent(server.app);
    assert.equal((await anonymous.get('/api/progress')).statusCode, 401);
  });
});
