// The task list in pages (issue 14): keyset pages in each view's order, stable across ties, cursors
// checked, deltas over paged lists, search through the index (accents, case, Cyrillic, parts of
// words, pages of a search, rows written before the index existed), the sidebar's counts, and
// another user's tasks never showing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TaskCounts, TaskList } from '@nova/core/contracts/tasks';
import {
  buildStrategy,
  buildTag,
  buildTask,
  errorCode,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { createMigrator, migrateToLatest } from '../../db/migrate.ts';

const titles = (list: TaskList) => list.tasks.map((t) => t.title);

describe(`task list pages (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };
  let other: Agent & { userId: string };
  const get = async <T = TaskList>(who: Agent, url: string) => {
    const res = await who.get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json<T>();
  };
  /** Every page of a query, following nextCursor to the end. */
  const allPages = async (query: string, limit: number, who: Agent = agent) => {
    const pages: TaskList[] = [];
    let cursor: string | null | undefined;
    do {
      const url = `/api/tasks?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await get(who, url);
      assert.ok(page.tasks.length <= limit);
      pages.push(page);
      cursor = page.nextCursor;
      assert.ok(pages.length < 100, 'pages end');
    } while (cursor);
    return pages;
  };

  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
    other = await signedIn(server);
    // The clock stands still: these share their creation time, so only the id orders them.
    for (let i = 1; i <= 7; i++) await buildTask(agent, { title: `Tie ${i}`, startDate: '2026-11-25' });
    server.clock.advance(60_000);
    for (let i = 1; i <= 4; i++) await buildTask(agent, { title: `Later ${i}`, startDate: '2026-11-24' });
    for (let i = 1; i <= 5; i++) {
      const done = await buildTask(agent, { title: `Done ${i}` });
      await setStatus(agent, done.id, 'completed');
    }
    await buildTask(other, { title: 'Tie of another user', startDate: '2026-11-25' });
  });
  after(() => server.close());

  test('pages in each view follow the full list’s order exactly, ties included, none twice', async () => {
    for (const query of [
      'view=active',
      'view=upcoming&today=2026-11-21',
      'view=completed',
      'view=today&today=2026-11-30',
      'type=task',
    ]) {
      const full = await get(agent, `/api/tasks?${query}`);
      assert.equal(full.nextCursor, undefined, 'no limit: the whole list, as before');
      for (const limit of [1, 2, 3, 50]) {
        const pages = await allPages(query, limit);
        const ids = pages.flatMap((p) => p.tasks.map((t) => t.id));
        assert.deepEqual(
          ids,
          full.tasks.map((t) => t.id),
          `${query} by ${limit}`,
        );
        assert.equal(pages.at(-1)?.nextCursor, null);
        for (const page of pages) assert.equal(page.seq, full.seq);
      }
    }
    const upcoming = await get(agent, '/api/tasks?view=upcoming&today=2026-11-21&limit=5');
    assert.deepEqual(
      new Set(titles(upcoming).slice(0, 4)),
      new Set(['Later 1', 'Later 2', 'Later 3', 'Later 4']),
      'by day first (then time and id: these tie on time)',
    );
  });

  test('cursors: edited, foreign or from another view’s order are 400 invalid_cursor; bad limits 400', async () => {
    const first = await get(agent, '/api/tasks?view=active&limit=2');
    const cursor = first.nextCursor ?? '';
    assert.ok(cursor);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      'not-a-cursor',
      encode({ createdAt: 'x', id: 'y' }),
      encode(['c', 'x']),
      encode(['c', 1, 'y']),
      encode(['z', 'x', 'y']),
      `${cursor.slice(0, -3)}!!!`,
    ]) {
      const res = await agent.get(`/api/tasks?view=active&limit=2&cursor=${encodeURIComponent(bad)}`);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(errorCode(res), 'invalid_cursor');
    }
    const otherOrder = await agent.get(
      `/api/tasks?view=completed&limit=2&cursor=${encodeURIComponent(cursor)}`,
    );
    assert.equal(otherOrder.statusCode, 400);
    assert.equal(errorCode(otherOrder), 'invalid_cursor');
    for (const limit of ['0', '501', 'many', '-1']) {
      const res = await agent.get(`/api/tasks?view=active&limit=${limit}`);
      assert.equal(res.statusCode, 400);
      assert.equal(errorCode(res), 'validation_failed');
    }
    // The next page with the cursor works, and revalidates to 304 like the first.
    const second = await agent.get(`/api/tasks?view=active&limit=2&cursor=${encodeURIComponent(cursor)}`);
    assert.equal(second.statusCode, 200);
    const again = await agent.get(`/api/tasks?view=active&limit=2&cursor=${encodeURIComponent(cursor)}`, {
      'if-none-match': String(second.headers.etag),
    });
    assert.equal(again.statusCode, 304);
  });

  test('a delta over paged rows: one seq for every page; changes beyond the first page arrive too', async () => {
    const pages = await allPages('view=active', 4);
    const seq = pages[0]?.seq ?? 0;
    const lastPage = pages.at(-1)?.tasks ?? [];
    const far = lastPage[0];
    const gone = lastPage[1];
    assert.ok(far && gone);
    await agent.patch(`/api/tasks/${far.id}`, { title: 'Edited far away' });
    await agent.delete(`/api/tasks/${gone.id}`);
    server.clock.advance(60_000);
    const added = await buildTask(agent, { title: 'Brand new' });
    const delta = await get(agent, `/api/tasks?view=active&limit=4&since=${seq}`);
    assert.deepEqual(new Set(titles(delta)), new Set(['Edited far away', 'Brand new']));
    assert.deepEqual(delta.deleted, [gone.id]);
    assert.equal(delta.reset, undefined);
    // The new task heads the first page again.
    const first = await get(agent, '/api/tasks?view=active&limit=4');
    assert.equal(first.tasks[0]?.id, added.id);
    assert.equal(first.seq, delta.seq);
    const firstNow = await get(agent, '/api/tasks?view=active&limit=4');
    // A client holding only the first page sends its end as `cursor`: changes further down wait for
    // its next pages (and show as deleted, in case it held them before they moved there).
    const held = await get(agent, '/api/tasks?view=active&limit=4');
    const end = encodeURIComponent(held.nextCursor ?? '');
    const lastHeld = held.tasks.at(-1);
    const farther = (await get(agent, `/api/tasks?view=active&limit=4&cursor=${end}`)).tasks[0];
    assert.ok(lastHeld && farther);
    await agent.patch(`/api/tasks/${lastHeld.id}`, { title: 'Edited, held' });
    await agent.patch(`/api/tasks/${farther.id}`, { title: 'Edited, not held' });
    const partial = await get(agent, `/api/tasks?view=active&limit=4&since=${held.seq}&cursor=${end}`);
    assert.deepEqual(titles(partial), ['Edited, held']);
    assert.deepEqual(partial.deleted, [farther.id]);
    // A `since` from the future (another database): the first page, marked reset, with its cursor.
    const reset = await get(
      agent,
      `/api/tasks?view=active&limit=4&since=${partial.seq + 1000}&cursor=${end}`,
    );
    assert.equal(reset.reset, true);
    assert.deepEqual(
      reset.tasks.map((t) => t.id),
      firstNow.tasks.map((t) => t.id),
      'the first page, not the one after the cursor',
    );
    assert.ok(reset.nextCursor);
  });

  test('search through the index: case, accents, ё, Cyrillic, parts of words as typed, descriptions', async () => {
    const made = [
      await buildTask(agent, { title: 'Élève: préparer la RÉUNION' }),
      await buildTask(agent, { title: 'Купить ёлку к празднику' }),
      await buildTask(agent, {
        title: 'Quarterly report',
        description: '<p>Œuvre and <b>Straße</b> notes</p>',
      }),
      await buildTask(agent, { title: 'Мой план' }),
    ];
    const search = async (q: string) => titles(await get(agent, `/api/tasks?q=${encodeURIComponent(q)}`));
    assert.deepEqual(await search('eleve'), ['Élève: préparer la RÉUNION']);
    assert.deepEqual(await search('réun'), ['Élève: préparer la RÉUNION'], 'the word being typed');
    assert.deepEqual(await search('ЕЛКУ'), ['Купить ёлку к празднику']);
    assert.deepEqual(await search('ёлк купи'), ['Купить ёлку к празднику'], 'every word, any order');
    assert.deepEqual(await search('port'), ['Quarterly report'], 'inside a word, as before');
    assert.deepEqual(await search('oeuvre strasse'), ['Quarterly report'], 'in the description');
    assert.deepEqual(await search('мои'), [], 'й keeps its breve');
    assert.deepEqual(await search('мой'), ['Мой план']);
    assert.deepEqual(await search('strong'), [], 'markup is not searched');
    assert.deepEqual(await search('report missing'), []);
    // An edit is found at once under its new words only (the index follows the write).
    const report = made[2];
    assert.ok(report);
    await agent.patch(`/api/tasks/${report.id}`, { title: 'Budget review', description: '' });
    assert.deepEqual(await search('report'), []);
    assert.deepEqual(await search('budg'), ['Budget review']);
    assert.deepEqual(await search('oeuvre'), []);
    for (const task of made) await agent.delete(`/api/tasks/${task.id}`);
  });

  test('pages of a search: only matches, in order, across pages; another user’s never', async () => {
    for (let i = 1; i <= 6; i++) await buildTask(agent, { title: `Needle ${i}` });
    await buildTask(other, { title: 'Needle of another user' });
    const full = await get(agent, '/api/tasks?view=active&q=needle');
    assert.equal(full.tasks.length, 6);
    const pages = await allPages('view=active&q=needle', 4);
    assert.deepEqual(
      pages.flatMap((p) => p.tasks.map((t) => t.id)),
      full.tasks.map((t) => t.id),
    );
    assert.deepEqual(titles(await get(other, '/api/tasks?q=needle&limit=10')), ['Needle of another user']);
    const theirs = (await allPages('view=active', 3, other)).flatMap((p) => titles(p));
    assert.deepEqual(theirs.sort(), ['Needle of another user', 'Tie of another user']);
    const mine = (await allPages('view=active', 3)).flatMap((p) => titles(p));
    assert.ok(mine.length > 10);
    assert.ok(!mine.some((title) => title.endsWith('another user')));
  });

  test('tasks written before the search index existed are found once it is built, and counted (the backfill)', async () => {
    const db = server.database.db;
    await createMigrator(db).migrateTo('0018_import_sources');
    await buildTask(agent, { title: 'Written before the index: Überraschung' });
    await migrateToLatest(db);
    assert.deepEqual(titles(await get(agent, '/api/tasks?q=uberrasch')), [
      'Written before the index: Überraschung',
    ]);
    const pages = await allPages('view=active', 5);
    const full = await get(agent, '/api/tasks?view=active');
    // The counts were filled from the tasks too, and follow writes from then on.
    const counts = await get<TaskCounts>(agent, '/api/tasks/counts?today=2026-11-21');
    assert.equal(counts.views.active, full.tasks.length);
    const first = full.tasks[0];
    assert.ok(first);
    await setStatus(agent, first.id, 'completed');
    const after = await get<TaskCounts>(agent, '/api/tasks/counts?today=2026-11-21');
    assert.equal(after.views.active, full.tasks.length - 1);
    assert.equal(after.views.completed, counts.views.completed + 1);
    assert.deepEqual(
      pages.flatMap((p) => p.tasks.map((t) => t.id)),
      full.tasks.map((t) => t.id),
    );
  });

  test('counts: every view, quadrant, strategy and tag from grouped queries; 304 until a write', async () => {
    const fresh = await signedIn(server);
    const strategy = await buildStrategy(fresh);
    const tag = await buildTag(fresh);
    await buildTask(fresh, {
      title: 'Do',
      importance: 9,
      urgency: 9,
      startDate: '2026-11-20',
      tagIds: [tag.id],
    });
    await buildTask(fresh, { title: 'Schedule', importance: 8, urgency: 2, strategyId: strategy.id });
    await buildTask(fresh, { title: 'Later', importance: 2, urgency: 8, startDate: '2026-12-01' });
    const running = await buildTask(fresh, {
      title: 'Running',
      startDate: '2026-12-05',
      strategyId: strategy.id,
    });
    await setStatus(fresh, running.id, 'inProgress');
    const done = await buildTask(fresh, { title: 'Done', tagIds: [tag.id], strategyId: strategy.id });
    await setStatus(fresh, done.id, 'completed');
    const dropped = await buildTask(fresh, { title: 'Dropped' });
    await setStatus(fresh, dropped.id, 'cancelled');
    const deleted = await buildTask(fresh, { title: 'Deleted', strategyId: strategy.id });
    await fresh.delete(`/api/tasks/${deleted.id}`);

    const res = await fresh.get('/api/tasks/counts?today=2026-11-21');
    assert.equal(res.statusCode, 200);
    const detailed = await get<TaskCounts>(fresh, '/api/tasks/counts?today=2026-11-21&detail=1');
    const counts = res.json<TaskCounts>();
    assert.deepEqual(counts.views, { all: 6, active: 4, today: 2, upcoming: 2, completed: 1 });
    assert.deepEqual(counts.quadrants, { do: 1, schedule: 1, delegate: 1, eliminate: 1 });
    assert.equal(counts.strategies, undefined, 'per strategy and tag only when asked');
    assert.deepEqual(detailed.views, counts.views);
    assert.deepEqual(counts.statuses, {
      waiting: 3,
      inProgress: 1,
      paused: 0,
      completed: 1,
      cancelled: 1,
      scheduled: 0,
    });
    assert.deepEqual(detailed.strategies, [{ id: strategy.id, open: 2, completed: 1, total: 3 }]);
    assert.deepEqual(detailed.tags, [{ id: tag.id, open: 1, completed: 1, total: 2 }]);
    // The same numbers the lists give.
    for (const view of ['active', 'today', 'upcoming', 'completed'] as const) {
      const list = await get(fresh, `/api/tasks?view=${view}&today=2026-11-21`);
      assert.equal(list.tasks.length, counts.views[view], view);
    }
    const etag = String(res.headers.etag);
    const same = await fresh.get('/api/tasks/counts?today=2026-11-21', { 'if-none-match': etag });
    assert.equal(same.statusCode, 304);
    const otherDay = await fresh.get('/api/tasks/counts?today=2026-12-10', { 'if-none-match': etag });
    assert.equal(otherDay.statusCode, 200);
    assert.equal(otherDay.json<TaskCounts>().views.upcoming, 0);
    await buildTask(fresh, { title: 'One more' });
    const moved = await fresh.get('/api/tasks/counts?today=2026-11-21', { 'if-none-match': etag });
    assert.equal(moved.statusCode, 200);
    assert.equal(moved.json<TaskCounts>().views.active, 5);
    // Nobody else's tasks are counted, and a bad date is a 400.
    const empty = await get<TaskCounts>(await signedIn(server), '/api/tasks/counts?detail=1');
    assert.deepEqual(empty.views, { all: 0, active: 0, today: 0, upcoming: 0, completed: 0 });
    assert.deepEqual(empty.strategies, []);
    const bad = await fresh.get('/api/tasks/counts?today=tomorrow');
    assert.equal(bad.statusCode, 400);
    assert.equal(errorCode(bad), 'validation_failed');
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/tasks/counts' });
    assert.equal(anonymous.statusCode, 401);
  });
});
