// The progress ledger through the API, on the database the run asks for: the hooks in task status,
// micro-step and habit writes, replays and resends that never double-count, revocations, the MVD
// award, finished Pomodoro sessions, achievements and their realtime event, the opt-out, ownership
// and validation.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { ProgressDto } from '@nova/core/contracts/progress';
import { type ProgressKind, tallyOf, xpAwards } from '@nova/core/domain/progress';
import fc from 'fast-check';
import {
  buildMicroTask,
  buildTask,
  currentSeq,
  errorCode,
  put,
  type SignedInAgent,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { fillTalliesFromLedger } from '../../db/migrations/0016_progress_sums.ts';
import type { MigrationDb } from '../../db/migrations/helpers.ts';
import { operations } from '../../lib/operations.ts';
import { progressRepo } from './progress.repo.ts';
import { progressLedger, recordReviewFinished } from './progress-ledger.ts';

describe(`progress ledger (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  const fresh = async (): Promise<SignedInAgent> => {
    server.clock.set('2026-11-25T09:00:00.000Z'); // a Wednesday
    return signedIn(server);
  };
  const progressOf = async (agent: SignedInAgent): Promise<ProgressDto> => {
    const res = await agent.get('/api/progress');
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ProgressDto>();
  };
  const unlocked = (p: ProgressDto) => p.achievements.filter((a) => a.unlockedAt !== null).map((a) => a.key);
  const ledgerRows = async (userId: string) =>
    server.database.db
      .selectFrom('progress_events')
      .select(['kind', 'source_id', 'revoked', 'op_id', 'day'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const pomodoro = (agent: SignedInAgent, body: Record<string, unknown>) =>
    agent.post('/api/pomodoro-sessions', {
      plannedMinutes: 25,
      startedAt: '2026-11-25T08:30:00.000Z',
      endedAt: '2026-11-25T08:55:00.000Z',
      ...body,
    });

  test('a new user: level 1, nothing earned, every achievement at its start, the game on', async () => {
    const agent = await fresh();
    const p = await progressOf(agent);
    assert.deepEqual(
      { ...p, achievements: undefined },
      {
        enabled: true,
        xp: 0,
        level: 1,
        intoLevel: 0,
        forNext: 50,
        weekXp: 0,
        streak: { current: 0, best: 0 },
        achievements: undefined,
      },
    );
    assert.ok(p.achievements.length >= 20);
    assert.deepEqual(unlocked(p), []);
    assert.deepEqual(p.achievements[0], { key: 'first_start', unlockedAt: null, progress: 0, goal: 1 });
  });

  test('start and complete a task: XP for both, first achievements unlocked, a streak of one day', async () => {
    const agent = await fresh();
    const task = await buildTask(agent);
    await setStatus(agent, task.id, 'inProgress');
    await setStatus(agent, task.id, 'completed');
    const p = await progressOf(agent);
    assert.equal(p.xp, xpAwards.task_started + xpAwards.task_completed);
    assert.equal(p.weekXp, p.xp);
    assert.deepEqual(p.streak, { current: 1, best: 1 });
    assert.deepEqual(unlocked(p), ['first_start', 'first_task']);
    assert.equal(p.achievements.find((a) => a.key === 'first_task')?.unlockedAt, '2026-11-25T09:00:00.000Z');
  });

  test('complete -> reopen -> complete earns one award; the reopen revokes it; rows carry the opId', async () => {
    const agent = await fresh();
    const task = await buildTask(agent);
    const status = (s: string, opId?: string) =>
      agent.post(`/api/tasks/${task.id}/status`, { status: s, opId });
    assert.equal((await status('completed', 'op-complete-1')).statusCode, 200);
    assert.equal((await progressOf(agent)).xp, xpAwards.task_completed);
    await status('waiting', 'op-reopen-1');
    assert.equal((await progressOf(agent)).xp, 0, 'a reopen takes the award back');
    await status('completed', 'op-complete-2');
    await status('waiting');
    await status('completed');
    assert.equal((await progressOf(agent)).xp, xpAwards.task_completed);
    // Replays of every operation change nothing.
    await status('completed', 'op-complete-1');
    await status('waiting', 'op-reopen-1');
    assert.equal((await progressOf(agent)).xp, xpAwards.task_completed);
    const rows = await ledgerRows(agent.userId);
    assert.deepEqual(
      rows.map((r) => [r.kind, r.revoked, r.op_id]),
      [
        ['task_completed', 0, 'op-complete-1'],
        ['task_completed', 1, 'op-reopen-1'],
        ['task_completed', 0, 'op-complete-2'],
        ['task_completed', 1, null],
        ['task_completed', 0, null],
      ],
    );
  });

  test('starting twice (start, pause, resume) earns the start once', async () => {
    const agent = await fresh();
    const task = await buildTask(agent);
    await setStatus(agent, task.id, 'inProgress');
    await setStatus(agent, task.id, 'paused');
    await setStatus(agent, task.id, 'inProgress');
    assert.equal((await progressOf(agent)).xp, xpAwards.task_started);
  });

  test('micro-steps: ticking earns, unticking revokes, ticking again earns once', async () => {
    const agent = await fresh();
    const task = await buildTask(agent);
    const step = await buildMicroTask(agent, task.id);
    const tick = (completed: boolean, opId?: string) =>
      agent.patch(`/api/tasks/${task.id}/micro-tasks/${step.id}`, { completed, opId });
    assert.equal((await tick(true, 'tick-1')).statusCode, 200);
    assert.equal((await progressOf(agent)).xp, xpAwards.micro_step_done);
    await tick(false);
    assert.equal((await progressOf(agent)).xp, 0);
    await tick(true);
    await tick(true, 'tick-1');
    const p = await progressOf(agent);
    assert.equal(p.xp, xpAwards.micro_step_done);
    assert.ok(unlocked(p).includes('first_step'));
  });

  test('MVD: completing the last task of the minimum viable day earns the MVD award once a day', async () => {
    const agent = await fresh();
    const a = await buildTask(agent);
    const b = await buildTask(agent);
    for (const t of [a, b]) assert.equal((await agent.post('/api/mvd', { taskId: t.id })).statusCode, 200);
    await setStatus(agent, a.id, 'completed');
    assert.equal((await progressOf(agent)).xp, xpAwards.task_completed, 'one MVD task is still open');
    await setStatus(agent, b.id, 'completed');
    let p = await progressOf(agent);
    assert.equal(p.xp, 2 * xpAwards.task_completed + xpAwards.mvd_completed);
    assert.ok(unlocked(p).includes('first_mvd'));
    // Reopening the task that finished the MVD takes both back; completing it again gives both back.
    await setStatus(agent, b.id, 'waiting');
    assert.equal((await progressOf(agent)).xp, xpAwards.task_completed);
    await setStatus(agent, b.id, 'completed');
    p = await progressOf(agent);
    assert.equal(p.xp, 2 * xpAwards.task_completed + xpAwards.mvd_completed);
    // A second MVD the same day adds its tasks, not a second MVD award.
    const c = await buildTask(agent);
    await agent.post('/api/mvd', { taskId: c.id });
    await setStatus(agent, c.id, 'completed');
    assert.equal((await progressOf(agent)).xp, 3 * xpAwards.task_completed + xpAwards.mvd_completed);
  });

  test('habit check-ins: one award per habit and day, undo revokes, on the check-in day', async () => {
    const agent = await fresh();
    const habit = (await agent.post('/api/habits', { name: 'Water', target: 3 })).json<{ id: string }>();
    const checkIn = (body: Record<string, unknown>) => agent.post(`/api/habits/${habit.id}/check-ins`, body);
    await checkIn({ day: '2026-11-25' });
    await checkIn({ day: '2026-11-25' });
    assert.equal((await progressOf(agent)).xp, xpAwards.habit_checkin, 'a second glass is the same day');
    await checkIn({ day: '2026-11-24' });
    let p = await progressOf(agent);
    assert.equal(p.xp, 2 * xpAwards.habit_checkin);
    assert.deepEqual(p.streak, { current: 2, best: 2 });
    await checkIn({ day: '2026-11-24', count: 0 });
    p = await progressOf(agent);
    assert.equal(p.xp, xpAwards.habit_checkin);
    assert.ok(unlocked(p).includes('first_checkin'));
    await checkIn({ day: '2026-11-23', frozen: true });
    assert.equal((await progressOf(agent)).xp, xpAwards.habit_checkin, 'a freeze alone earns nothing');
  });

  test('Pomodoro sessions: stored, XP once per session (replay and resend), 5 in a day unlocks', async () => {
    const agent = await fresh();
    const task = await buildTask(agent);
    const id = randomUUID();
    let res = await pomodoro(agent, { id, opId: 'pomo-1', taskId: task.id });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json(), {
      id,
      taskId: task.id,
      plannedMinutes: 25,
      startedAt: '2026-11-25T08:30:00.000Z',
      endedAt: '2026-11-25T08:55:00.000Z',
    });
    res = await pomodoro(agent, { id, opId: 'pomo-1', taskId: task.id });
    assert.equal(res.statusCode, 201, 'a replay answers as the first time');
    res = await pomodoro(agent, { id, opId: 'pomo-1-resent-differently', taskId: task.id });
    assert.equal(res.statusCode, 409, 'the same session with a new opId is a clash, not a second award');
    assert.equal((await progressOf(agent)).xp, xpAwards.pomodoro_finished);
    const stored = await server.database.db
      .selectFrom('pomodoro_sessions')
      .select(['kind', 'completed', 'task_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(stored, { kind: 'work', completed: 1, task_id: task.id });
    for (let i = 0; i < 4; i++) assert.equal((await pomodoro(agent, {})).statusCode, 201);
    const p = await progressOf(agent);
    assert.ok(unlocked(p).includes('pomodoros_day_5'));
    assert.equal(p.achievements.find((a) => a.key === 'pomodoros_25')?.progress, 5);
  });

  test('Pomodoro validation: bad bodies are 400 validation_failed; another user’s task is 404', async () => {
    const agent = await fresh();
    for (const body of [
      { plannedMinutes: 0 },
      { plannedMinutes: 181 },
      { plannedMinutes: 2.5 },
      { startedAt: 'yesterday' },
      { endedAt: '2026-11-25T08:00:00.000Z' },
      { endedAt: '2026-11-26T08:00:00.000Z' },
      { startedAt: '2026-11-23T08:00:00.000Z' },
      { id: 'not-a-uuid' },
      { extra: true },
    ]) {
      const res = await pomodoro(agent, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed');
    }
    const other = await signedIn(server);
    const theirs = await buildTask(other);
    const res = await pomodoro(agent, { taskId: theirs.id });
    assert.equal(res.statusCode, 404);
    assert.equal((await progressOf(agent)).xp, 0);
  });

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
