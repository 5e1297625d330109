// The task list: views, filters, search in ru/en/fr, the summary shape, ETag revalidation (304) and
// `?since=` deltas with deletions and resets.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import {
  buildMicroTask,
  buildStrategy,
  buildTag,
  buildTask,
  put,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { insertTaskRows, wholeAndPages } from './task-list-kit.ts';

const titles = (list: TaskList) => list.tasks.map((t) => t.title);

describe(`task list (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };
  const list = async (query = '', headers?: Record<string, string>) => {
    const res = await agent.get(`/api/tasks${query}`, headers);
    return { res, body: res.statusCode === 200 ? res.json<TaskList>() : (null as unknown as TaskList) };
  };

  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
    // The server clock is 2026-11-21; the client says its today is 2026-11-21 too.
    await buildTask(agent, { title: 'No date' });
    await buildTask(agent, { title: 'Overdue', startDate: '2026-11-19', importance: 9, urgency: 9 });
    await buildTask(agent, { title: 'Due today', dueDate: '2026-11-21', importance: 7 });
    await buildTask(agent, { title: 'Tomorrow', startDate: '2026-11-22', urgency: 8 });
    await buildTask(agent, { title: 'Next month', startDate: '2026-12-15', type: 'idea' });
    const running = await buildTask(agent, { title: 'Running later', startDate: '2026-12-01' });
    await setStatus(agent, running.id, 'inProgress');
    const finished = await buildTask(agent, { title: 'Finished', startDate: '2026-11-20' });
    await setStatus(agent, finished.id, 'completed');
    server.clock.advance(60_000);
    const finishedLater = await buildTask(agent, { title: 'Finished later' });
    await setStatus(agent, finishedLater.id, 'completed');
    const dropped = await buildTask(agent, { title: 'Dropped', startDate: '2026-11-20' });
    await setStatus(agent, dropped.id, 'cancelled');
  });
  after(() => server.close());

  test('views: active, today, upcoming, completed (newest first), and everything', async () => {
    const all = (await list()).body;
    assert.equal(all.tasks.length, 9);
    assert.ok(all.seq > 0);
    const active = (await list('?view=active')).body;
    assert.deepEqual(
      new Set(titles(active)),
      new Set(['No date', 'Overdue', 'Due today', 'Tomorrow', 'Next month', 'Running later']),
    );
    const today = (await list('?view=today&today=2026-11-21')).body;
    assert.deepEqual(new Set(titles(today)), new Set(['Overdue', 'Due today', 'Running later']));
    const upcoming = (await list('?view=upcoming&today=2026-11-21')).body;
    // A running task with a later date is in both today (running) and upcoming (its date).
    assert.deepEqual(titles(upcoming), ['Tomorrow', 'Running later', 'Next month'], 'by date');
    const completed = (await list('?view=completed')).body;
    assert.deepEqual(titles(completed), ['Finished later', 'Finished']);
    // The client's today moves the line.
    const tomorrow = (await list('?view=today&today=2026-11-22')).body;
    assert.ok(titles(tomorrow).includes('Tomorrow'));
  });

  test('filters: status, type, quadrant, date range, strategy, tag', async () => {
    assert.deepEqual(titles((await list('?status=inProgress')).body), ['Running later']);
    assert.deepEqual(titles((await list('?type=idea')).body), ['Next month']);
    assert.deepEqual(titles((await list('?quadrant=do')).body), ['Overdue']);
    assert.deepEqual(titles((await list('?quadrant=schedule')).body), ['Due today']);
    assert.deepEqual(titles((await list('?quadrant=delegate')).body), ['Tomorrow']);
    assert.deepEqual(
      new Set(titles((await list('?view=active&from=2026-11-21&to=2026-11-30')).body)),
      new Set(['Due today', 'Tomorrow']),
    );
    const strategy = await buildStrategy(agent);
    const tag = await buildTag(agent);
    const tagged = await buildTask(agent, { title: 'Tagged', strategyId: strategy.id, tagIds: [tag.id] });
    assert.deepEqual(titles((await list(`?strategyId=${strategy.id}`)).body), ['Tagged']);
    assert.deepEqual(titles((await list(`?tagId=${tag.id}`)).body), ['Tagged']);
    await agent.delete(`/api/tasks/${tagged.id}`);
  });

  test('a summary carries exactly the list fields, with micro-task progress, tags and MVD flag', async () => {
    const tag = await buildTag(agent);
    const task = await buildTask(agent, { title: 'Summarised', tagIds: [tag.id] });
    const a = await buildMicroTask(agent, task.id);
    await buildMicroTask(agent, task.id);
    await agent.patch(`/api/tasks/${task.id}/micro-tasks/${a.id}`, { completed: true });
    await agent.post('/api/mvd', { taskId: task.id });
    const summary = (await list('?view=active')).body.tasks.find((t) => t.id === task.id) as TaskSummary;
    assert.deepEqual(
      Object.keys(summary).sort(),
      [
        'id',
        'importance',
        'inMvd',
        'isDelegated',
        'microDone',
        'microTotal',
        'priority',
        'startDate',
        'startTime',
        'status',
        'strategyId',
        'tagIds',
        'timeStarted',
        'title',
        'totalTimeSpent',
        'type',
        'updatedAt',
        'urgency',
        'version',
        'durationMinutes',
      ].sort(),
    );
    assert.equal(summary.microTotal, 2);
    assert.equal(summary.microDone, 1);
    assert.deepEqual(summary.tagIds, [tag.id]);
    assert.equal(summary.inMvd, true);
    await agent.delete(`/api/tasks/${task.id}`);
  });

  test('search ignores case and accents in ru, en and fr, in titles and descriptions', async () => {
    const milk = await buildTask(agent, { title: 'купить молоко' });
    const pupil = await buildTask(agent, { title: 'Élève: préparer la réunion' });
    const noted = await buildTask(agent, { title: 'Call', description: '<p>Ask about the <b>Ёлка</b></p>' });
    assert.deepEqual(titles((await list(`?q=${encodeURIComponent('Купить')}`)).body), ['купить молоко']);
    assert.deepEqual(titles((await list('?q=eleve')).body), ['Élève: préparer la réunion']);
    assert.deepEqual(titles((await list('?q=REUNION%20eleve')).body), ['Élève: préparer la réunion']);
    assert.deepEqual(titles((await list(`?q=${encodeURIComponent('елка')}`)).body), ['Call']);
    assert.deepEqual(titles((await list('?q=p')).body).includes('Call'), false, 'markup is not searched');
    assert.deepEqual(titles((await list('?q=nothing-like-this')).body), []);
    // Edits are searchable at once (the normalised texts follow the task's version).
    await agent.patch(`/api/tasks/${noted.id}`, { description: '<p>Crème brûlée</p>' });
    assert.deepEqual(titles((await list('?q=creme')).body), ['Call']);
    assert.deepEqual(titles((await list(`?q=${encodeURIComponent('елка')}`)).body), []);
    for (const t of [milk, pupil, noted]) await agent.delete(`/api/tasks/${t.id}`);
  });

  test('ETag: the same list revalidates to 304 with no body until a write', async () => {
    const first = await list('?view=active');
    const etag = String(first.res.headers.etag);
    assert.match(etag, /^W\/"\d+-[\w-]+"$/);
    assert.match(String(first.res.headers['cache-control']), /private/);
    const again = await list('?view=active', { 'if-none-match': etag });
    assert.equal(again.res.statusCode, 304);
    assert.equal(again.res.body, '');
    // Another query has another tag.
    const other = await list('?view=completed', { 'if-none-match': etag });
    assert.equal(other.res.statusCode, 200);
    // A write (even a micro-task's) changes the tag.
    const task = await buildTask(agent, { title: 'Invalidates' });
    const after = await list('?view=active', { 'if-none-match': etag });
    assert.equal(after.res.statusCode, 200);
    assert.notEqual(after.res.headers.etag, etag);
    await agent.delete(`/api/tasks/${task.id}`);
  });

  test('a full list goes out compressed when accepted, the same list as the plain one', async () => {
    const plain = await agent.get('/api/tasks?view=active');
    assert.equal(plain.headers['content-encoding'], undefined);
    for (const encoding of ['br', 'gzip'] as const) {
      // Twice: the second answer comes from the list cache with its compressed bytes.
      for (let i = 0; i < 2; i++) {
        const res = await server.app.inject({
          method: 'GET',
          url: '/api/tasks?view=active',
          headers: { cookie: agent.cookieHeader(), 'accept-encoding': encoding },
        });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-encoding'], encoding);
        assert.match(String(res.headers.vary), /cookie, accept-encoding/i);
        assert.equal(res.headers.etag, plain.headers.etag);
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        assert.deepEqual(JSON.parse(body.toString('utf8')), plain.json());
      }
    }
  });

  test('ETag: another user with the same counter never gets a 304 for this user’s tag', async () => {
    const other = await signedIn(server);
    const mine = await list('?view=active');
    const theirs = await other.get('/api/tasks?view=active', {
      'if-none-match': String(mine.res.headers.etag),
    });
    assert.equal(theirs.statusCode, 200);
  });

  test('since: changed rows, deletions and rows that left the view; nothing when nothing changed', async () => {
    const base = (await list('?view=active')).body;
    const same = (await list(`?view=active&since=${base.seq}`)).body;
    assert.deepEqual(same, { tasks: [], seq: base.seq, deleted: [] });

    const added = await buildTask(agent, { title: 'Added later' });
    const gone = await buildTask(agent, { title: 'Deleted later' });
    const done = await buildTask(agent, { title: 'Completed later' });
    const mid = (await list('?view=active')).body.seq;
    await agent.delete(`/api/tasks/${gone.id}`);
    await setStatus(agent, done.id, 'completed');
    await agent.patch(`/api/tasks/${added.id}`, { title: 'Added and renamed' });

    const delta = (await list(`?view=active&since=${mid}`)).body;
    assert.deepEqual(titles(delta), ['Added and renamed']);
    assert.deepEqual(new Set(delta.deleted), new Set([gone.id, done.id]));
    assert.ok(delta.seq > mid);
    assert.equal(delta.reset, undefined);

    // In the completed view, the completed task is a change, not a deletion.
    const completedDelta = (await list(`?view=completed&since=${mid}`)).body;
    assert.deepEqual(titles(completedDelta), ['Completed later']);
    assert.deepEqual(new Set(completedDelta.deleted), new Set([gone.id, added.id]));

    // A step ticked off reaches the delta through its parent task.
    const step = await buildMicroTask(agent, added.id);
    const afterStep = (await list(`?view=active&since=${delta.seq}`)).body;
    assert.deepEqual(
      afterStep.tasks.map((t) => [t.id, t.microTotal]),
      [[added.id, 1]],
    );
    assert.ok(step.id);
    await agent.delete(`/api/tasks/${added.id}`);
    // Tag attach and MVD toggles reach it too.
    const tagged = await buildTask(agent, { title: 'Tag me' });
    const tag = await buildTag(agent);
    const s1 = (await list('?view=active')).body.seq;
    await put(agent, `/api/tasks/${tagged.id}/tags/${tag.id}`);
    assert.deepEqual((await list(`?view=active&since=${s1}`)).body.tasks[0]?.tagIds, [tag.id]);
    const s2 = (await list('?view=active')).body.seq;
    await agent.post('/api/mvd', { taskId: tagged.id });
    assert.equal((await list(`?view=active&since=${s2}`)).body.tasks[0]?.inMvd, true);
    await agent.delete(`/api/tasks/${tagged.id}`);
  });

  test('since: older than the purge horizon or from the future answers the full list with reset', async () => {
    const full = (await list('?view=active')).body;
    await server.database.db
      .updateTable('user_sync')
      .set({ purged_seq: 3 })
      .where('user_id', '=', agent.userId)
      .execute();
    const old = (await list('?view=active&since=2')).body;
    assert.equal(old.reset, true);
    assert.deepEqual(titles(old), titles(full));
    const future = (await list(`?view=active&since=${full.seq + 100}`)).body;
    assert.equal(future.reset, true);
    assert.equal(future.tasks.length, full.tasks.length);
    const fine = (await list(`?view=active&since=${full.seq}`)).body;
    assert.equal(fine.reset, undefined);
  });

  test('bad query values are 400 validation_failed', async () => {
    for (const query of [
      '?view=someday',
      '?since=-1',
      '?since=abc',
      '?today=2026-02-30',
      '?quadrant=x',
      '?status=done',
    ]) {
      const res = await agent.get(`/api/tasks${query}`);
      assert.equal(res.statusCode, 400, query);
    }
  });

  test('a 1,000-task list costs one statement per batch of 250 rows, not one per row (no N+1)', async () => {
    const heavy = await signedIn(server);
    const db = server.database.db;
    const now = server.clock.now().toISOString();
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      user_id: heavy.userId,
      title: `Bulk ${i}`,
      created_at: now,
      updated_at: now,
      seq: 1,
    }));
    await insertTaskRows(db, rows);
    await db
      .insertInto('micro_tasks')
      .values(
        rows.slice(0, 300).map((r, i) => ({
          id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          task_id: r.id,
          user_id: heavy.userId,
          title: 'step',
          completed: (i % 2) as 0 | 1,
          created_at: now,
          updated_at: now,
          seq: 1,
        })),
      )
      .execute();
    // Count the SQL statements the request runs (test-only wrap of the shared query executor).
    const executor = db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    const statements: string[] = [];
    executor.executeQuery = ((query: Parameters<typeof original>[0]) => {
      statements.push(query.sql);
      return original(query);
    }) as typeof executor.executeQuery;
    const started = performance.now();
    let res: Awaited<ReturnType<typeof heavy.get>>;
    try {
      res = await heavy.get('/api/tasks?view=active');
    } finally {
      executor.executeQuery = original;
    }
    const ms = performance.now() - started;
    assert.equal(res.statusCode, 200);
    // Session, change counter, then per batch of 250 rows (task-list.service.ts WHOLE_LIST_BATCH)
    // one statement: the tasks' JSON with their micro counts, tag ids and MVD flags (task-list-json.ts).
    assert.equal(statements.length, 2 + 1000 / 250, statements.join('\n'));
    const body = res.json<TaskList>();
    assert.equal(body.tasks.length, 1000);
    assert.equal(body.tasks.filter((t) => t.microTotal === 1).length, 300);
    assert.ok(ms < 1000, `took ${ms} ms`);
  });
  test('a whole list longer than a batch is its pages put together (ties, tags, closed tasks)', async () => {
    const long = await signedIn(server);
    const db = server.database.db;
    const tag = await buildTag(long, { name: 'batched' });
    // Five creation times for 2,345 tasks: most rows tie on created_at and go by id across batches.
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      id: `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      user_id: long.userId,
      title: `Batched ${i} — élève`,
      status: i % 9 === 0 ? 'completed' : 'waiting',
      created_at: `2026-11-1${i % 5}T08:00:00.000Z`,
      updated_at: '2026-11-20T08:00:00.000Z',
      seq: 1,
    }));
    await insertTaskRows(db, rows);
    await db
      .insertInto('task_tags')
      .values(
        rows
          .filter((_, i) => i % 7 === 0)
          .map((r) => ({ task_id: r.id, tag_id: tag.id, user_id: long.userId, created_at: r.created_at })),
      )
      .execute();
    const { whole: list, body, pages } = await wholeAndPages(long, 'view=active', 300);
    assert.equal(list.tasks.length, rows.filter((r) => r.status !== 'completed').length);
    assert.deepEqual(list.tasks, pages);
    assert.ok(list.tasks.filter((t) => t.tagIds.includes(tag.id)).length > 250, 'links of every batch');
    assert.equal(body, JSON.stringify({ tasks: pages, seq: list.seq }));
  });
});
