// Strategies through the API: CRUD, priority order, progress counts, assigning tasks, the scoring
// suggestion, and delete keeping the tasks.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { Strategy, StrategyList, StrategySuggestionResponse } from '@nova/core/contracts/strategies';
import type { Task } from '@nova/core/contracts/tasks';
import {
  buildStrategy,
  buildTask,
  currentSeq,
  errorCode,
  type SignedInAgent,
  serverWithUser,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`strategies (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  test('create with defaults, read, update; bad input is 400', async () => {
    const res = await agent.post('/api/strategies', { name: ' Health ' });
    assert.equal(res.statusCode, 201);
    const created = res.json<Strategy>();
    assert.equal(created.name, 'Health');
    assert.equal(created.color, 'blue');
    assert.equal(created.priority, 2);
    assert.equal(created.description, '');
    assert.equal(created.taskCount, 0);
    assert.deepEqual((await agent.get(`/api/strategies/${created.id}`)).json(), created);
    const updated = await agent.patch(`/api/strategies/${created.id}`, {
      color: 'teal',
      priority: 3,
      description: 'Body',
    });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json<Strategy>().color, 'teal');
    assert.equal(updated.json<Strategy>().version, 2);
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { color: 'black' },
      { priority: 4 },
      { priority: 1.5 },
    ]) {
      const bad = await agent.post('/api/strategies', { name: 'ok', ...body });
      assert.equal(bad.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(bad), 'validation_failed');
    }
    assert.equal((await agent.patch(`/api/strategies/${created.id}`, { bogus: 1 })).statusCode, 400);
    assert.equal((await agent.get(`/api/strategies/${randomUUID()}`)).statusCode, 404);
  });

  test('list: highest priority first, then by name; progress counts tasks', async () => {
    const user = await signedIn(server);
    const low = await buildStrategy(user, { name: 'Zen', priority: 1 });
    const highB = await buildStrategy(user, { name: 'beta', priority: 3 });
    const highA = await buildStrategy(user, { name: 'Alpha', priority: 3 });
    const mid = await buildStrategy(user, { name: 'Mid', priority: 2 });
    const t1 = await buildTask(user, { strategyId: mid.id });
    await buildTask(user, { strategyId: mid.id });
    await setStatus(user, t1.id, 'completed');
    const list = (await user.get('/api/strategies')).json<StrategyList>();
    assert.deepEqual(
      list.strategies.map((s) => s.id),
      [highA.id, highB.id, mid.id, low.id],
    );
    const progress = list.strategies.find((s) => s.id === mid.id);
    assert.ok(progress);
    assert.equal(progress.taskCount, 2);
    assert.equal(progress.completedTaskCount, 1);
  });

  test('assign tasks, then delete the strategy: the tasks stay, without a strategy', async () => {
    const strategy = await buildStrategy(agent, { name: 'Work' });
    const [a, b] = [await buildTask(agent), await buildTask(agent)];
    const res = await agent.post(`/api/strategies/${strategy.id}/tasks`, { taskIds: [a.id, b.id, a.id] });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { strategyId: strategy.id, taskIds: [a.id, b.id] });
    assert.equal((await agent.get(`/api/tasks/${a.id}`)).json<Task>().strategyId, strategy.id);
    assert.equal((await agent.get(`/api/strategies/${strategy.id}`)).json<Strategy>().taskCount, 2);
    assert.equal((await agent.post(`/api/strategies/${strategy.id}/tasks`, { taskIds: [] })).statusCode, 400);

    const events: RealtimeEvent[] = [];
    const seenSeq = await currentSeq(agent);
    const stop = server.bus.subscribe(agent.userId, (e) => {
      if ((e.version ?? 0) > seenSeq) events.push(e);
    });
    try {
      assert.equal((await agent.delete(`/api/strategies/${strategy.id}`)).statusCode, 204);
      const deadline = Date.now() + 3000;
      while (events.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      stop();
    }
    assert.deepEqual(
      events.map((e) => e.type),
      ['strategy.changed', 'task.updated'],
    );
    assert.equal((await agent.get(`/api/strategies/${strategy.id}`)).statusCode, 404);
    for (const t of [a, b]) {
      const task = await agent.get(`/api/tasks/${t.id}`);
      assert.equal(task.statusCode, 200);
      assert.equal(task.json<Task>().strategyId, null);
    }
    assert.equal(
      (await agent.get(`/api/strategies`)).json<StrategyList>().strategies.some((s) => s.id === strategy.id),
      false,
    );
  });

  test('suggestion: the best-scoring strategy, or null below the minimum score', async () => {
    const user = await signedIn(server);
    const fitness = await buildStrategy(user, { name: 'Fitness', description: 'running gym workouts' });
    await buildStrategy(user, { name: 'Finance', description: 'budget invoices' });
    const task = await buildTask(user, { title: 'Fitness plan: running three times' });
    const res = await user.get(`/api/tasks/${task.id}/strategy-suggestion`);
    assert.equal(res.statusCode, 200);
    const { suggestion } = res.json<StrategySuggestionResponse>();
    assert.equal(suggestion?.strategyId, fitness.id);
    assert.ok((suggestion?.score ?? 0) >= 10);
    assert.equal(suggestion?.confidence, 8);
    const plain = await buildTask(user, { title: 'zzz' });
    assert.deepEqual((await user.get(`/api/tasks/${plain.id}/strategy-suggestion`)).json(), {
      suggestion: null,
    });
  });

  test('create with a client id and opId replay; a used id is 409', async () => {
    const id = randomUUID();
    const opId = randomUUID();
    const first = await agent.post('/api/strategies', { id, opId, name: 'Replayed' });
    const again = await agent.post('/api/strategies', { id, opId, name: 'Replayed' });
    assert.equal(first.statusCode, 201);
    assert.equal(again.body, first.body);
    assert.equal((await agent.post('/api/strategies', { id, name: 'Again' })).statusCode, 409);
  });
});
