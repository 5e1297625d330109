// The counters behind the strategies' and tags' numbers (migration 0021): after every kind of write
// (create, status changes, moving between strategies, assigning, tagging and untagging, deleting a
// task, a tag or a strategy, a task deleted outright, an account going) counts?detail=1, the strategy
// list and the tag list say what a grouped scan of the tasks says; counters are filled from the tasks
// that existed before them; nobody else's tasks are counted.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Strategy, StrategyList } from '@nova/core/contracts/strategies';
import type { TagList } from '@nova/core/contracts/tags';
import type { TaskCounts } from '@nova/core/contracts/tasks';
import { sql } from 'kysely';
import { buildStrategy, buildTag, buildTask, put, setStatus, signedIn } from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { createMigrator, migrateToLatest } from '../../db/migrate.ts';

type Group = { id: string; open: number; completed: number; total: number };

describe(`strategy and tag counters (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent & { userId: string };

  before(async () => {
    server = await buildTestServer();
    agent = await signedIn(server);
  });
  after(() => server.close());

  /** What a grouped scan of the user's live tasks says, per strategy and per tag. */
  async function truth(userId: string) {
    const db = server.database.db;
    const shape = (rows: Array<{ id: string; status: string; n: number | string }>): Group[] => {
      const byId = new Map<string, Group>();
      for (const row of rows) {
        const entry = byId.get(row.id) ?? { id: row.id, open: 0, completed: 0, total: 0 };
        const n = Number(row.n);
        entry.total += n;
        if (row.status === 'completed') entry.completed += n;
        if (row.status !== 'completed' && row.status !== 'cancelled') entry.open += n;
        byId.set(row.id, entry);
      }
      return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    };
    const strategies = await sql<{ id: string; status: string; n: number }>`
      select strategy_id as id, status, count(*) as n from tasks
      where user_id = ${userId} and deleted_at is null and strategy_id is not null
      group by strategy_id, status`.execute(db);
    const tags = await sql<{ id: string; status: string; n: number }>`
      select tt.tag_id as id, t.status, count(*) as n from task_tags tt join tasks t on t.id = tt.task_id
      where tt.user_id = ${userId} and t.deleted_at is null group by tt.tag_id, t.status`.execute(db);
    return { strategies: shape(strategies.rows), tags: shape(tags.rows) };
  }

  /** counts?detail=1, the strategy list and the tag list against the scan. */
  async function expectTruth(who: Agent & { userId: string }, step: string) {
    const expected = await truth(who.userId);
    const counts = (await who.get('/api/tasks/counts?detail=1')).json<TaskCounts>();
    assert.deepEqual(counts.strategies, expected.strategies, `${step}: counts per strategy`);
    assert.deepEqual(counts.tags, expected.tags, `${step}: counts per tag`);
    const total = (list: Group[], id: string) => list.find((g) => g.id === id)?.total ?? 0;
    const { strategies } = (await who.get('/api/strategies')).json<StrategyList>();
    for (const s of strategies) {
      assert.equal(s.taskCount, total(expected.strategies, s.id), `${step}: ${s.name} tasks`);
      const completed = expected.strategies.find((g) => g.id === s.id)?.completed ?? 0;
      assert.equal(s.completedTaskCount, completed, `${step}: ${s.name} completed`);
    }
    const { tags } = (await who.get('/api/tags')).json<TagList>();
    for (const t of tags) assert.equal(t.taskCount, total(expected.tags, t.id), `${step}: tag ${t.name}`);
  }

  test('every write keeps them equal to a grouped scan of the tasks', async () => {
    const health = await buildStrategy(agent, { name: 'Health' });
    const work = await buildStrategy(agent, { name: 'Work' });
    const calls = await buildTag(agent, { name: 'calls' });
    const home = await buildTag(agent, { name: 'home' });
    const a = await buildTask(agent, { title: 'A', strategyId: health.id, tagIds: [calls.id, home.id] });
    const b = await buildTask(agent, { title: 'B', strategyId: health.id, tagIds: [calls.id] });
    const c = await buildTask(agent, { title: 'C', strategyId: work.id });
    const d = await buildTask(agent, { title: 'D', tagIds: [home.id] });
    await expectTruth(agent, 'created');

    await setStatus(agent, a.id, 'inProgress');
    await setStatus(agent, a.id, 'completed');
    await setStatus(agent, b.id, 'cancelled');
    await expectTruth(agent, 'status changes');
    await setStatus(agent, a.id, 'waiting');
    await expectTruth(agent, 'reopened');

    await agent.patch(`/api/tasks/${b.id}`, { strategyId: work.id, tagIds: [home.id] });
    await agent.post(`/api/strategies/${health.id}/tasks`, { taskIds: [c.id, d.id] });
    await expectTruth(agent, 'moved and assigned');

    assert.equal((await put(agent, `/api/tasks/${c.id}/tags/${calls.id}`)).statusCode, 200);
    assert.equal((await agent.delete(`/api/tasks/${a.id}/tags/${home.id}`)).statusCode, 200);
    await expectTruth(agent, 'tagged and untagged');

    await agent.delete(`/api/tasks/${d.id}`);
    await expectTruth(agent, 'task deleted');
    await agent.delete(`/api/tags/${calls.id}`);
    await expectTruth(agent, 'tag deleted');
    await agent.delete(`/api/strategies/${work.id}`);
    await expectTruth(agent, 'strategy deleted');

    // A live tagged task deleted outright (as a purge or an account going does): counted off once.
    assert.equal((await put(agent, `/api/tasks/${c.id}/tags/${home.id}`)).statusCode, 200);
    await setStatus(agent, c.id, 'completed');
    await expectTruth(agent, 'before the outright deletion');
    const db = server.database.db;
    await db.deleteFrom('tasks').where('id', '=', c.id).execute();
    // Not through the server: its answers are kept per change counter, which moves here by hand.
    await db
      .updateTable('user_sync')
      .set({ seq: sql`seq + 1` })
      .where('user_id', '=', agent.userId)
      .execute();
    await expectTruth(agent, 'deleted outright');
  });

  test('another user’s tasks are never counted, and an account going takes its counters along', async () => {
    const mine = await buildTag(agent, { name: 'shared name' });
    const them = await signedIn(server);
    const theirs = await buildTag(them, { name: 'shared name' });
    const theirStrategy = await buildStrategy(them);
    await buildTask(them, { title: 'Theirs', strategyId: theirStrategy.id, tagIds: [theirs.id] });
    await expectTruth(agent, 'mine');
    await expectTruth(them, 'theirs');
    const counts = (await agent.get('/api/tasks/counts?detail=1')).json<TaskCounts>();
    assert.ok(!counts.tags?.some((t) => t.id === theirs.id));
    assert.ok(!counts.strategies?.some((s) => s.id === theirStrategy.id));
    assert.ok(
      counts.tags?.every((t) => t.id !== mine.id),
      'an unused tag has no entry',
    );
    const db = server.database.db;
    await db.deleteFrom('users').where('id', '=', them.userId).execute();
    for (const table of ['strategy_task_counts', 'tag_task_counts'] as const) {
      const left = await db.selectFrom(table).select('n').where('user_id', '=', them.userId).execute();
      assert.deepEqual(left, [], table);
    }
    await expectTruth(agent, 'after the other account went');
  });

  test('counters are filled from the tasks written before them', async () => {
    const db = server.database.db;
    const fresh = await signedIn(server);
    await createMigrator(db).migrateTo('0019_task_search');
    // Written while the counters do not exist (the server's SQL needs them: straight into the tables).
    const now = new Date().toISOString();
    const ids = {
      strategy: crypto.randomUUID(),
      tag: crypto.randomUUID(),
      a: crypto.randomUUID(),
      b: crypto.randomUUID(),
    };
    await db
      .insertInto('strategies')
      .values({
        id: ids.strategy,
        user_id: fresh.userId,
        name: 'Before',
        color: 'blue',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('tags')
      .values({ id: ids.tag, user_id: fresh.userId, name: 'before', created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('tasks')
      .values([
        {
          id: ids.a,
          user_id: fresh.userId,
          title: 'Before A',
          strategy_id: ids.strategy,
          status: 'completed',
          created_at: now,
          updated_at: now,
        },
        {
          id: ids.b,
          user_id: fresh.userId,
          title: 'Before B',
          status: 'waiting',
          strategy_id: ids.strategy,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    await db
      .insertInto('task_tags')
      .values({ task_id: ids.a, tag_id: ids.tag, user_id: fresh.userId, created_at: now })
      .execute();
    await migrateToLatest(db);
    const counts = (await fresh.get('/api/tasks/counts?detail=1')).json<TaskCounts>();
    assert.deepEqual(counts.strategies, [{ id: ids.strategy, open: 1, completed: 1, total: 2 }]);
    assert.deepEqual(counts.tags, [{ id: ids.tag, open: 0, completed: 1, total: 1 }]);
    const strategy = (await fresh.get(`/api/strategies/${ids.strategy}`)).json<Strategy>();
    assert.equal(strategy.taskCount, 2);
    await expectTruth(fresh, 'backfilled');
    await expectTruth(agent, 'the first user’s, backfilled again');
  });
});
