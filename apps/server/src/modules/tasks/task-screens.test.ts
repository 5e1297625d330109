// The list as the matrix, strategies, tags and the status walkthrough ask for it (issue 14): pages
// "most recently changed first" (`order=updated`) with the quadrant, status, strategy, no-strategy
// and tag filters, deltas over held pages in that order, bad input, and another user's tasks never
// showing. The counters behind counts?detail=1 and the strategy and tag lists are in
// task-group-counts.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Task, TaskList } from '@nova/core/contracts/tasks';
import { quadrantOf } from '@nova/core/domain/priority';
import {
  buildStrategy,
  buildTag,
  buildTask,
  errorCode,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

const titles = (list: TaskList) => list.tasks.map((t) => t.title);

describe(`task list for the screens (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };
  let other: Agent & { userId: string };
  const get = async (who: Agent, url: string) => {
    const res = await who.get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json<TaskList>();
  };
  /** Every page of a query, following nextCursor to the end. */
  const allPages = async (query: string, limit: number, who: Agent = agent) => {
    const pages: TaskList[] = [];
    let cursor: string | null | undefined;
    do {
      const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await get(who, `/api/tasks?${query}&limit=${limit}${after}`);
      assert.ok(page.tasks.length <= limit);
      pages.push(page);
      cursor = page.nextCursor;
      assert.ok(pages.length < 200, 'pages end');
    } while (cursor);
    return pages.flatMap((p) => p.tasks);
  };
  const tick = () => server.clock.advance(1000);

  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
    other = await signedIn(server);
  });
  after(() => server.close());

  test('order=updated: most recently changed first across pages, ties by id; a change moves a row to the top', async () => {
    const made: Task[] = [];
    // Three share their time (the clock stands still): only the id orders them.
    for (let i = 1; i <= 3; i++) made.push(await buildTask(agent, { title: `Same time ${i}` }));
    for (let i = 1; i <= 4; i++) {
      tick();
      made.push(await buildTask(agent, { title: `Written ${i}` }));
    }
    await buildTask(other, { title: 'Another user’s' });
    const full = await get(agent, '/api/tasks?order=updated');
    const expected = [...made]
      .sort((a, b) =>
        a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1,
      )
      .map((t) => t.id);
    assert.deepEqual(
      full.tasks.map((t) => t.id),
      expected,
    );
    for (const limit of [1, 2, 3]) {
      assert.deepEqual(
        (await allPages('order=updated', limit)).map((t) => t.id),
        expected,
        `by ${limit}`,
      );
    }
    // `order=view` is the view's own order (newest created first here), as with no order.
    assert.deepEqual(
      titles(await get(agent, '/api/tasks?order=view')),
      titles(await get(agent, '/api/tasks')),
    );
    const oldest = made[0];
    assert.ok(oldest);
    tick();
    await agent.patch(`/api/tasks/${oldest.id}`, { title: 'Edited just now' });
    assert.equal((await get(agent, '/api/tasks?order=updated&limit=2')).tasks[0]?.title, 'Edited just now');
    for (const task of made) await agent.delete(`/api/tasks/${task.id}`);
  });

  test('a delta over held pages in this order brings a change from past the held end, and lists what left', async () => {
    const made: Task[] = [];
    for (let i = 1; i <= 6; i++) {
      tick();
      made.push(await buildTask(agent, { title: `Quadrant row ${i}`, importance: 9, urgency: 9 }));
    }
    const query = 'view=active&quadrant=do&order=updated';
    const held = await get(agent, `/api/tasks?${query}&limit=2`);
    assert.deepEqual(titles(held), ['Quadrant row 6', 'Quadrant row 5']);
    const end = encodeURIComponent(held.nextCursor ?? '');
    const farAway = made[0];
    const leaving = made[5];
    assert.ok(farAway && leaving);
    tick();
    // A row beyond the held end changes: in this order it moves before the end, so the delta has it
    // (the view's order would leave it for the next pages and list it as deleted).
    await agent.patch(`/api/tasks/${farAway.id}`, { title: 'Quadrant row 1, edited' });
    // A held row leaves the quadrant.
    await agent.patch(`/api/tasks/${leaving.id}`, { urgency: 2 });
    const delta = await get(agent, `/api/tasks?${query}&limit=2&since=${held.seq}&cursor=${end}`);
    assert.deepEqual(titles(delta), ['Quadrant row 1, edited']);
    assert.deepEqual(delta.deleted, [leaving.id]);
    // ...and it is where a fresh first page puts it.
    assert.deepEqual(titles(await get(agent, `/api/tasks?${query}&limit=2`)), [
      'Quadrant row 1, edited',
      'Quadrant row 5',
    ]);
    // The next page after the held end neither repeats it nor skips a row.
    const next = await get(agent, `/api/tasks?${query}&limit=10&cursor=${end}`);
    assert.deepEqual(titles(next), ['Quadrant row 4', 'Quadrant row 3', 'Quadrant row 2']);
    for (const task of made) await agent.delete(`/api/tasks/${task.id}`);
  });

  test('quadrant pages hold exactly the open tasks of the quadrant, the line included', async () => {
    const levels = [
      [6, 6],
      [5, 6],
      [6, 5],
      [5, 5],
      [10, 1],
      [1, 10],
      [10, 10],
      [1, 1],
    ] as const;
    const made: Task[] = [];
    for (const [importance, urgency] of levels) {
      tick();
      made.push(await buildTask(agent, { title: `Levels ${importance}/${urgency}`, importance, urgency }));
    }
    const closed = made[6];
    assert.ok(closed);
    await setStatus(agent, closed.id, 'completed');
    await buildTask(other, { title: 'Another user’s urgent one', importance: 9, urgency: 9 });
    for (const quadrant of ['do', 'schedule', 'delegate', 'eliminate'] as const) {
      const rows = await allPages(`view=active&quadrant=${quadrant}&order=updated`, 2);
      const expected: string[] = made
        .filter((t) => t.id !== closed.id && quadrantOf(t) === quadrant)
        .map((t) => t.title)
        .reverse();
      assert.deepEqual(
        rows.map((t) => t.title),
        expected,
        quadrant,
      );
    }
    for (const task of made) await agent.delete(`/api/tasks/${task.id}`);
  });

  test('status, strategy, no-strategy and tag pages in this order; another user’s never', async () => {
    const strategy = await buildStrategy(agent);
    const tag = await buildTag(agent, { name: 'screens' });
    const them = await signedIn(server);
    const theirStrategy = await buildStrategy(them);
    const theirTag = await buildTag(them, { name: 'screens' });
    const made: Task[] = [];
    for (let i = 1; i <= 5; i++) {
      tick();
      made.push(
        await buildTask(agent, {
          title: `Grouped ${i}`,
          strategyId: i % 2 === 1 ? strategy.id : null,
          tagIds: i <= 3 ? [tag.id] : [],
        }),
      );
    }
    const running = made[1];
    assert.ok(running);
    tick();
    await setStatus(agent, running.id, 'inProgress');
    await buildTask(them, { title: 'Theirs', strategyId: theirStrategy.id, tagIds: [theirTag.id] });
    await buildTask(them, { title: 'Theirs, no strategy' });

    const pages = async (query: string) => (await allPages(`${query}&order=updated`, 2)).map((t) => t.title);
    assert.deepEqual(await pages(`strategyId=${strategy.id}`), ['Grouped 5', 'Grouped 3', 'Grouped 1']);
    assert.deepEqual(await pages('noStrategy=1'), ['Grouped 2', 'Grouped 4']);
    assert.deepEqual(await pages(`noStrategy=1&strategyId=${strategy.id}`), [], 'both: nothing');
    assert.deepEqual(await pages(`tagId=${tag.id}`), ['Grouped 2', 'Grouped 3', 'Grouped 1']);
    assert.deepEqual(await pages('status=inProgress'), ['Grouped 2']);
    assert.deepEqual(await pages('status=waiting'), ['Grouped 5', 'Grouped 4', 'Grouped 3', 'Grouped 1']);
    // Another user's strategy or tag filters nothing of theirs in: an empty list, as for any id.
    assert.deepEqual(await pages(`strategyId=${theirStrategy.id}`), []);
    assert.deepEqual(await pages(`tagId=${theirTag.id}`), []);
    assert.deepEqual(
      (await allPages('noStrategy=1&order=updated', 5, them)).map((t) => t.title),
      ['Theirs, no strategy'],
    );
    // Deleting the strategy leaves its tasks without one (changed together: first, in id order).
    tick();
    await agent.delete(`/api/strategies/${strategy.id}`);
    const unassigned = await pages('noStrategy=1');
    assert.deepEqual(unassigned.slice(0, 3).sort(), ['Grouped 1', 'Grouped 3', 'Grouped 5']);
    assert.deepEqual(unassigned.slice(3), ['Grouped 2', 'Grouped 4']);
    for (const task of made) await agent.delete(`/api/tasks/${task.id}`);
  });

  test('a large tag (walked in order) and a small one (from its links) page the same way', async () => {
    const db = server.database.db;
    const big = await buildTag(agent, { name: 'big' });
    const small = await buildTag(agent, { name: 'small' });
    const seq = Number(
      (await db.selectFrom('user_sync').select('seq').where('user_id', '=', agent.userId).executeTakeFirst())
        ?.seq ?? 0,
    );
    // More than the server's threshold (1,000 live tasks) carry `big`, written in bulk; every 200th
    // carries `small` too.
    const rows = Array.from({ length: 1010 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 10, 1, 8, 0, i)).toISOString();
      return {
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        user_id: agent.userId,
        title: `Bulk ${i}`,
        description: '',
        status: i % 7 === 0 ? 'completed' : 'waiting',
        seq,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('tasks').values(rows).execute();
    await db
      .insertInto('task_tags')
      .values(
        rows.map((r) => ({ task_id: r.id, tag_id: big.id, user_id: agent.userId, created_at: r.created_at })),
      )
      .execute();
    const smallIds = rows.filter((_, i) => i % 200 === 0).map((r) => r.id);
    await db
      .insertInto('task_tags')
      .values(
        smallIds.map((id) => ({
          task_id: id,
          tag_id: small.id,
          user_id: agent.userId,
          created_at: rows[0]?.created_at ?? '',
        })),
      )
      .execute();
    const newestFirst = [...rows].reverse().map((r) => r.id);
    const bigPages = await allPages(`tagId=${big.id}&order=updated`, 300);
    assert.deepEqual(
      bigPages.map((t) => t.id),
      newestFirst,
    );
    const smallPages = await allPages(`tagId=${small.id}&order=updated`, 2);
    assert.deepEqual(
      smallPages.map((t) => t.id),
      newestFirst.filter((id) => smallIds.includes(id)),
    );
    // With a view and in the view's order too.
    const statusOf = new Map(rows.map((r) => [r.id, r.status]));
    const openSmall = await allPages(`view=active&tagId=${small.id}`, 2);
    assert.deepEqual(
      openSmall.map((t) => t.id),
      newestFirst.filter((id) => smallIds.includes(id) && statusOf.get(id) !== 'completed'),
    );
    assert.deepEqual(titles(await get(other, `/api/tasks?tagId=${big.id}&limit=5`)), []);
    await db
      .deleteFrom('tasks')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  });

  test('bad input: an unknown order or noStrategy value is 400 validation_failed; another order’s cursor is 400 invalid_cursor', async () => {
    for (const query of ['order=oldest', 'order=', 'noStrategy=0', 'noStrategy=yes', 'quadrant=urgent']) {
      const res = await agent.get(`/api/tasks?${query}&limit=5`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(errorCode(res), 'validation_failed', query);
    }
    for (let i = 0; i < 3; i++) await buildTask(agent, { title: `Cursor ${i}` });
    const updated = await get(agent, '/api/tasks?order=updated&limit=1');
    const created = await get(agent, '/api/tasks?limit=1');
    assert.ok(updated.nextCursor && created.nextCursor);
    for (const url of [
      `/api/tasks?limit=1&cursor=${encodeURIComponent(updated.nextCursor)}`,
      `/api/tasks?order=updated&limit=1&cursor=${encodeURIComponent(created.nextCursor)}`,
      `/api/tasks?order=updated&limit=1&cursor=${Buffer.from(JSON.stringify(['u', 1, 'x'])).toString('base64url')}`,
    ]) {
      const res = await agent.get(url);
      assert.equal(res.statusCode, 400, url);
      assert.equal(errorCode(res), 'invalid_cursor', url);
    }
    // The answer of one order is not revalidated as the other's (the ETag holds the order).
    const first = await agent.get('/api/tasks?order=updated&limit=1');
    const etag = String(first.headers.etag);
    assert.equal(
      (await agent.get('/api/tasks?order=updated&limit=1', { 'if-none-match': etag })).statusCode,
      304,
    );
    assert.equal((await agent.get('/api/tasks?limit=1', { 'if-none-match': etag })).statusCode, 200);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/tasks?order=updated&limit=5' });
    assert.equal(anonymous.statusCode, 401);
  });
});
