// /app's summary (GET /api/tasks/summary, issue 14): over a seeded account of mixed tasks, ideas,
// statuses, dates, edits, time spent, completions around midnight, MVD and deletions, the answer equals
// what the app computed from the whole active and completed lists (core's focusTask and todayStats,
// the list's own rows), for several days and zones; the mentor's candidates page through every stale
// task; rows asked by id are the user's live ones only; ETag and 304; bad input is a 400; the time
// kept in task_counts is filled by the migration; each question is served by its index.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addDays } from '@nova/core/ai/dates';
import type { MvdList } from '@nova/core/contracts/mvd';
import { STALE_PAGE, type TaskOverview } from '@nova/core/contracts/task-summary';
import type { Task, TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { rankTasks } from '@nova/core/domain/ranking';
import { focusTask, todayStats } from '@nova/core/domain/task-overview';
import { buildTask, errorCode, setStatus, signedIn } from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { createMigrator, migrateToLatest } from '../../db/migrate.ts';
import { taskSummaryQueries } from './task-summary.repo.ts';
import { staleBefore } from './task-summary.service.ts';

/** Deterministic pseudo-random numbers: the same account on every run. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe(`task summary (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };
  let other: Agent & { userId: string };
  let deletedId = '';
  const get = async <T>(who: Agent, url: string) => {
    const res = await who.get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json<T>();
  };
  const summary = (query: string, who: Agent = agent) =>
    get<TaskOverview>(who, `/api/tasks/summary?${query}`);

  /** What the app computed before, from the whole lists. */
  async function fromWholeLists(today: string, timeZone: string) {
    const active = (await get<TaskList>(agent, '/api/tasks?view=active')).tasks;
    const completed = (await get<TaskList>(agent, '/api/tasks?view=completed')).tasks;
    const mvd = (await get<MvdList>(agent, '/api/mvd')).taskIds;
    const byId = new Map(active.map((t) => [t.id, t]));
    const work = active.filter((t) => t.type === 'task');
    const cutoff = staleBefore(today);
    return {
      active,
      stats: todayStats([...active, ...completed], today, timeZone),
      running: active.find((t) => t.status === 'inProgress') ?? null,
      focus: focusTask(active),
      ranked: rankTasks(work.map((t) => ({ ...t, createdAt: t.updatedAt })))
        .slice(0, 5)
        .flatMap((t) => byId.get(t.id) ?? []),
      mvd: mvd.flatMap((id) => byId.get(id) ?? []),
      stale: work
        .filter((t) => t.updatedAt <= cutoff)
        .sort((a, b) =>
          a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : a.id < b.id ? -1 : 1,
        ),
    };
  }

  /** Every mentor candidate, page by page. */
  async function allStale(query: string): Promise<TaskSummary[]> {
    const out: TaskSummary[] = [];
    let cursor: string | null = null;
    do {
      const page: TaskOverview = await summary(
        `${query}${cursor ? `&staleAfter=${encodeURIComponent(cursor)}` : ''}`,
      );
      assert.ok(page.stale.length <= STALE_PAGE);
      out.push(...page.stale);
      cursor = page.staleNext;
      assert.ok(out.length < 1000, 'pages end');
    } while (cursor);
    return out;
  }

  async function assertSameAsLists(today: string, timeZone: string) {
    const query = `today=${today}&tz=${encodeURIComponent(timeZone)}`;
    const answer = await summary(query);
    const expected = await fromWholeLists(today, timeZone);
    const at = `${today} ${timeZone}`;
    assert.deepEqual(answer.stats, expected.stats, `stats ${at}`);
    assert.deepEqual(answer.running, expected.running, `running ${at}`);
    assert.deepEqual(answer.focus, expected.focus, `focus ${at}`);
    assert.deepEqual(answer.ranked, expected.ranked, `ranked ${at}`);
    assert.deepEqual(answer.mvd, expected.mvd, `mvd ${at}`);
    assert.deepEqual(await allStale(query), expected.stale, `stale ${at}`);
    return { answer, expected };
  }

  before(async () => {
    server = await buildTestServer();
    server.clock.set('2026-11-15T00:00:00.000Z');
    agent = await signedIn(server);
    other = await signedIn(server);
    const random = rng(14);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const tick = () => server.clock.advance(Math.floor(random() * 50 * 60_000) + 60_000);
    // Many ties on purpose (levels, dates), so the ranking's later keys decide.
    const levels = [1, 1, 1, 3, 5, 6, 9, 10];
    const dates = [null, null, '2026-11-18', '2026-11-21', '2026-11-22', '2026-12-01'];
    const made: Task[] = [];
    for (let i = 0; i < 120; i++) {
      tick();
      made.push(
        await buildTask(agent, {
          title: `Seeded ${i}`,
          type: random() < 0.15 ? 'idea' : 'task',
          importance: pick(levels),
          urgency: pick(levels),
          ...(random() < 0.7 ? { startDate: pick(dates) } : { dueDate: pick(dates) }),
        }),
      );
    }
    for (const task of made) {
      tick();
      const roll = random();
      if (roll < 0.2) {
        await setStatus(agent, task.id, 'inProgress');
        tick();
        await setStatus(agent, task.id, pick(['completed', 'completed', 'waiting', 'paused']));
      } else if (roll < 0.3) await setStatus(agent, task.id, 'scheduled');
      else if (roll < 0.35) await setStatus(agent, task.id, 'cancelled');
      else if (roll < 0.5) await agent.patch(`/api/tasks/${task.id}`, { title: `${task.title} (edited)` });
      else if (roll < 0.55) await agent.delete(`/api/tasks/${task.id}`);
    }
    // Running now: a task, then a newer idea (the timer's) while focus mode keeps to tasks.
    const open = (await get<TaskList>(agent, '/api/tasks?view=active')).tasks;
    const firstTask = open.find((t) => t.type === 'task' && t.status === 'waiting');
    const anIdea = open.find((t) => t.type === 'idea' && t.status === 'waiting');
    assert.ok(firstTask && anIdea);
    await setStatus(agent, firstTask.id, 'inProgress');
    await setStatus(agent, anIdea.id, 'inProgress');
    for (const t of open.filter((t) => t.type === 'task' && t.status !== 'inProgress').slice(3, 6)) {
      await agent.post('/api/mvd', { taskId: t.id });
    }
    const gone = await buildTask(agent, { title: 'Deleted one', importance: 10, urgency: 10 });
    await agent.delete(`/api/tasks/${gone.id}`);
    deletedId = gone.id;
    // Another user's tasks would win every question if they were counted.
    const theirs = await buildTask(other, {
      title: 'Not yours',
      importance: 10,
      urgency: 10,
      startDate: '2026-11-01',
    });
    await setStatus(other, theirs.id, 'inProgress');
    const theirsDone = await buildTask(other, { title: 'Not yours either' });
    await setStatus(other, theirsDone.id, 'completed');
    await other.post('/api/mvd', { taskId: (await buildTask(other, { title: 'Their day' })).id });
    // Completions around midnight of the 21st in UTC (late on the 21st in Los Angeles).
    server.clock.set('2026-11-21T23:30:00.000Z');
    const late = open.find((t) => t.type === 'task' && t.status === 'waiting' && t.id !== firstTask.id);
    assert.ok(late);
    await setStatus(agent, late.id, 'inProgress');
    server.clock.set('2026-11-22T00:30:00.000Z');
    await setStatus(agent, late.id, 'completed');
  });
  after(() => server.close());

  test('equals the old computation over the whole lists, for several days and zones', async () => {
    for (const [today, zone] of [
      ['2026-11-21', 'UTC'],
      ['2026-11-22', 'UTC'],
      ['2026-11-21', 'America/Los_Angeles'],
      ['2026-11-22', 'Europe/Moscow'],
      ['2026-11-19', 'Asia/Tokyo'],
    ] as const) {
      await assertSameAsLists(today, zone);
    }
    const { answer, expected } = await assertSameAsLists('2026-11-22', 'UTC');
    // The account has what makes the questions interesting.
    assert.equal(answer.running?.type, 'idea', 'the newest running is an idea');
    assert.equal(answer.focus?.type, 'task');
    assert.equal(answer.focus?.status, 'inProgress');
    assert.equal(answer.mvd.length, 3);
    assert.ok(expected.stale.length > STALE_PAGE, 'the mentor’s candidates take more than a page');
    assert.ok(answer.stats.doneToday > 0 && answer.stats.secondsSpent > 0);
    assert.ok(expected.active.length > 50);
    const their = await summary('today=2026-11-22&tz=UTC', other);
    assert.equal(their.stats.open, 2);
    assert.equal(their.running?.title, 'Not yours');
  });

  test('with nothing running, focus mode takes the top of the ranking', async () => {
    for (const task of (await get<TaskList>(agent, '/api/tasks?view=active')).tasks) {
      if (task.status === 'inProgress') await setStatus(agent, task.id, 'paused');
    }
    const { answer } = await assertSameAsLists('2026-11-22', 'UTC');
    assert.equal(answer.running, null);
    assert.ok(answer.focus);
    assert.deepEqual(answer.focus, answer.ranked[0]);
  });

  test('rows by id: the user’s live tasks in the order asked, any status; others left out', async () => {
    const active = (await get<TaskList>(agent, '/api/tasks?view=active')).tasks;
    const done = (await get<TaskList>(agent, '/api/tasks?view=completed')).tasks;
    const theirs = (await get<TaskList>(other, '/api/tasks')).tasks;
    const [a, b] = active.slice(-2);
    const [c] = done;
    const [foreign] = theirs;
    assert.ok(a && b && c && foreign);
    const ids = [b.id, foreign.id, deletedId, 'no-such-task', c.id, a.id, b.id];
    const answer = await summary(`today=2026-11-22&tz=UTC&ids=${ids.join(',')}`);
    assert.deepEqual(answer.tasks, [b, c, a]);
    assert.ok(!JSON.stringify(answer).includes('Not yours'), 'nothing of another user');
  });

  test('ETag: 304 until a write of the user; another day, zone or ids is another answer', async () => {
    const url = '/api/tasks/summary?today=2026-11-22&tz=UTC';
    const first = await agent.get(url);
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'private, no-cache');
    const etag = String(first.headers.etag);
    assert.equal((await agent.get(url, { 'if-none-match': etag })).statusCode, 304);
    for (const otherUrl of [
      '/api/tasks/summary?today=2026-11-23&tz=UTC',
      '/api/tasks/summary?today=2026-11-22&tz=Europe/Paris',
      `${url}&ids=${deletedId}`,
    ]) {
      assert.equal((await agent.get(otherUrl, { 'if-none-match': etag })).statusCode, 200, otherUrl);
    }
    // Another user's write does not move it; the user's own does.
    await buildTask(other, { title: 'Theirs again' });
    assert.equal((await agent.get(url, { 'if-none-match': etag })).statusCode, 304);
    const before = first.json<TaskOverview>();
    await buildTask(agent, { title: 'One more', startDate: '2026-11-22' });
    const moved = await agent.get(url, { 'if-none-match': etag });
    assert.equal(moved.statusCode, 200);
    const after = moved.json<TaskOverview>();
    assert.ok(after.seq > before.seq);
    assert.equal(after.stats.open, before.stats.open + 1);
    assert.equal(after.stats.dueToday, before.stats.dueToday + 1);
  });

  test('bad input is a 400 with a stable code; no session is a 401', async () => {
    const tooMany = Array.from({ length: 21 }, (_, i) => `id-${i}`).join(',');
    for (const [query, code] of [
      ['today=tomorrow', 'validation_failed'],
      ['tz=Mars/Olympus', 'validation_failed'],
      [`ids=${tooMany}`, 'validation_failed'],
      ['ids=a,,b', 'validation_failed'],
      ['staleAfter=nonsense', 'invalid_cursor'],
      [`staleAfter=${Buffer.from(JSON.stringify(['c', 'x', 'y'])).toString('base64url')}`, 'invalid_cursor'],
    ] as const) {
      const res = await agent.get(`/api/tasks/summary?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(errorCode(res), code, query);
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/tasks/summary' });
    assert.equal(anonymous.statusCode, 401);
  });

  test('without a zone, the account’s zone decides what “today” is for completions', async () => {
    const fresh = await signedIn(server);
    server.clock.set('2026-11-23T22:30:00.000Z');
    const task = await buildTask(fresh, { title: 'Late' });
    await setStatus(fresh, task.id, 'completed');
    assert.equal((await summary('today=2026-11-23', fresh)).stats.doneToday, 1, 'UTC by default');
    const saved = await fresh.request('PUT', '/api/auth/time-zone', { timeZone: 'Asia/Tokyo' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await summary('today=2026-11-23', fresh)).stats.doneToday, 0);
    assert.equal((await summary('today=2026-11-24', fresh)).stats.doneToday, 1);
  });

  test('the open tasks’ time is kept per group and filled for tasks written before 0020', async () => {
    const fresh = await signedIn(server);
    const db = server.database.db;
    const worked = await buildTask(fresh, { title: 'Worked on before the column' });
    await setStatus(fresh, worked.id, 'inProgress');
    server.clock.advance(90_000);
    await setStatus(fresh, worked.id, 'paused');
    // Back to before 0020 (the column gone) and up again: the task was written before 0020 ran. (The
    // writes themselves run at the latest schema: later modules' writes need their own tables.)
    await createMigrator(db).migrateTo('0019_task_search');
    await migrateToLatest(db);
    const stats = (await summary('today=2026-11-24&tz=UTC', fresh)).stats;
    assert.deepEqual(stats, { open: 1, dueToday: 0, doneToday: 0, secondsSpent: 90 });
    // From then on the triggers keep it: more time, then done today.
    await setStatus(fresh, worked.id, 'inProgress');
    server.clock.advance(30_000);
    await setStatus(fresh, worked.id, 'completed');
    const after = (await summary(`today=${server.clock.now().toISOString().slice(0, 10)}&tz=UTC`, fresh))
      .stats;
    assert.deepEqual(after, { open: 0, dueToday: 0, doneToday: 1, secondsSpent: 120 });
  });

  test('each question walks its index (SQLite’s plans)', { skip: testDbKind !== 'sqlite' }, async () => {
    const q = taskSummaryQueries(server.database.db, agent.userId);
    const day = '2026-11-22';
    const plans: Array<[string, { sql: string; parameters: readonly unknown[] }]> = [
      ['tasks_user_focus_idx', q.ranked(5).compile()],
      ['tasks_user_untouched_idx', q.untouched(staleBefore(day), { updatedAt: day, id: 'x' }, 11).compile()],
      ['tasks_user_running_idx', q.running(true).compile()],
      // 0021's (user, status, updated_at) index serves it as well as 0020's partial one.
      [
        'tasks_user_done_idx|tasks_user_status_updated_idx',
        q.completedBetween(addDays(day, -1), addDays(day, 2)).compile(),
      ],
    ];
    for (const [index, compiled] of plans) {
      const { rows } = await server.database.db.executeQuery<{ detail: string }>({
        ...compiled,
        sql: `explain query plan ${compiled.sql}`,
        query: { kind: 'RawNode', sqlFragments: [], parameters: [] },
        queryId: { queryId: index },
      });
      const plan = rows.map((r) => r.detail).join(' | ');
      assert.match(plan, new RegExp(`USING (COVERING )?INDEX (${index})\\b`), plan);
      assert.doesNotMatch(plan, /TEMP B-TREE/, plan);
    }
  });
});
