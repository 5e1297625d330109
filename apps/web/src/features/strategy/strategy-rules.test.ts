import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  priorityWordOf,
  progressOf,
  sortStrategies,
  strategyBody,
  strategyColorList,
  strategyProgress,
  strategyTasksParams,
  unassignedParams,
  unassignedTotal,
  validateStrategyDraft,
} from './strategy-rules.ts';

test('progress: completed of total, as a whole percent', () => {
  const table: Array<[number, number, number]> = [
    [0, 0, 0],
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
    [7, 5, 100],
  ];
  for (const [done, total, percent] of table) {
    assert.equal(strategyProgress(done, total).percent, percent, `${done}/${total}`);
  }
  assert.deepEqual(strategyProgress(7, 5), { completed: 5, total: 5, percent: 100 });
});

test('SPEC has twelve strategy colours', () => {
  assert.equal(strategyColorList.length, 12);
  assert.equal(new Set(strategyColorList).size, 12);
});

test('priority words', () => {
  assert.deepEqual([1, 2, 3].map(priorityWordOf), ['low', 'medium', 'high']);
});

test('strategies sort by priority, highest first, stable', () => {
  const list = [
    { id: 'a', priority: 1 },
    { id: 'b', priority: 3 },
    { id: 'c', priority: 2 },
    { id: 'd', priority: 3 },
  ];
  assert.deepEqual(
    sortStrategies(list).map((s) => s.id),
    ['b', 'd', 'c', 'a'],
  );
});

test('progress and the tasks without a strategy come from the counts, else the strategy’s own numbers', () => {
  const strategy = { id: 's1', taskCount: 4, completedTaskCount: 1 };
  assert.deepEqual(progressOf(strategy, undefined), { completed: 1, total: 4, percent: 25 });
  const counts = {
    views: { all: 9, active: 7, today: 0, upcoming: 0, completed: 2 },
    strategies: [
      { id: 's1', open: 2, completed: 2, total: 5 },
      { id: 's2', open: 3, completed: 0, total: 3 },
    ],
  };
  assert.deepEqual(progressOf(strategy, counts), { completed: 2, total: 5, percent: 40 });
  assert.deepEqual(progressOf({ ...strategy, id: 'empty' }, counts), { completed: 0, total: 0, percent: 0 });
  assert.equal(unassignedTotal(counts), 2);
  assert.equal(unassignedTotal(undefined), null);
  assert.equal(unassignedTotal({ views: counts.views }), null, 'counts without the per-strategy part');
});

test('the lists: a strategy’s tasks, and open tasks without one, searched when asked', () => {
  assert.deepEqual(strategyTasksParams('s1'), { strategyId: 's1', order: 'updated' });
  assert.deepEqual(unassignedParams(), { view: 'active', noStrategy: '1', order: 'updated' });
  assert.equal(unassignedParams('  '), unassignedParams(), 'the same list (key) when nothing is searched');
  assert.deepEqual(unassignedParams(' run '), {
    view: 'active',
    noStrategy: '1',
    order: 'updated',
    q: 'run',
  });
});

test('the strategy form checks name, description, priority and colour', () => {
  const ok = { name: ' Health ', description: '', color: 'green', priority: 2 } as const;
  assert.deepEqual(validateStrategyDraft(ok), {});
  assert.deepEqual(strategyBody(ok).name, 'Health');
  assert.deepEqual(validateStrategyDraft({ ...ok, name: '   ' }), { name: 'nameRequired' });
  assert.deepEqual(validateStrategyDraft({ ...ok, name: 'x'.repeat(101) }), { name: 'nameTooLong' });
  assert.deepEqual(validateStrategyDraft({ ...ok, description: 'x'.repeat(2001) }), {
    description: 'descriptionTooLong',
  });
  assert.deepEqual(validateStrategyDraft({ ...ok, priority: 4 }), { priority: 'priorityInvalid' });
  assert.deepEqual(validateStrategyDraft({ ...ok, color: 'black' as never }), { color: 'colorInvalid' });
});
