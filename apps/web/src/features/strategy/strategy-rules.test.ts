import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TaskStatus } from '@nova/core/domain/status';
import {
  priorityWordOf,
  sortStrategies,
  strategyBody,
  strategyColorList,
  strategyProgress,
  tasksByStrategy,
  unassignedTasks,
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

const t = (id: string, strategyId: string | null, status: TaskStatus = 'waiting') => ({
  id,
  strategyId,
  status,
});

test('tasks are grouped by strategy; open tasks without one can be assigned', () => {
  const tasks = [
    t('1', 's1'),
    t('2', null),
    t('3', 's1', 'completed'),
    t('4', 'gone'),
    t('5', null, 'completed'),
  ];
  const grouped = tasksByStrategy(tasks);
  assert.deepEqual(
    grouped.get('s1')?.map((x) => x.id),
    ['1', '3'],
  );
  assert.deepEqual(
    unassignedTasks(tasks, new Set(['s1'])).map((x) => x.id),
    ['2', '4'],
  );
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
