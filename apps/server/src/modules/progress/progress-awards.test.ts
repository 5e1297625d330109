// Progress awards through the API, on the database the run asks for: the hooks in task status,
// micro-step and habit writes, replays and resends that never double-count, revocations, the MVD award,
// finished Pomodoro sessions and their validation, the first achievements.
// Ownership, the opt-out, realtime events and the ledger's invariants: progress-ledger.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { xpAwards } from '@nova/core/domain/progress';
import { buildMicroTask, buildTask, errorCode, setStatus, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { progressKit } from './progress-test-kit.ts';

describe(`progress ledger (${testDbKind})`, () => {
  let server: TestServer;
  const { fresh, progressOf, unlocked, ledgerRows, pomodoro } = progressKit(() => server);
  before(async () => (server = await buildTestServer()));
  after(() => server.close());

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
});
