import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { GroupingRecord } from '@nova/core/contracts/ai';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { currentGrouping, groupingView, isReusable } from './assistant-grouping.ts';

const task = (id: string) => ({ id, title: id }) as TaskSummary;
const group = (id: string, tasks: string[], suggestedOrder: number) => ({
  id,
  name: id,
  description: '',
  color: 'blue' as const,
  tasks,
  priority: 'medium' as const,
  estimatedTime: '1 h',
  suggestedOrder,
});
const grouping: GroupingRecord = {
  id: 'g',
  strategy: 'smart_batching',
  groups: [
    group('second', ['c', 'd'], 2),
    group('first', ['a', 'b', 'gone'], 1),
    group('empty', ['x', 'y'], 3),
  ],
  ungroupedTasks: ['e'],
  efficiencyScore: 75,
  createdAt: '2026-11-21T10:00:00.000Z',
  reusable: true,
};

it('groups in suggested order with the visible tasks; the rest is not grouped', () => {
  const view = groupingView(grouping, ['a', 'b', 'c', 'e', 'new'].map(task));
  assert.deepEqual(
    view.groups.map((g) => [g.group.id, g.tasks.map((t) => t.id)]),
    [
      ['first', ['a', 'b']],
      ['second', ['c']],
    ],
  );
  assert.deepEqual(
    view.ungrouped.map((t) => t.id),
    ['e', 'new'],
  );
});

it('reused only under 24 h', () => {
  assert.equal(isReusable(grouping, new Date('2026-11-22T09:59:00Z')), true);
  assert.equal(isReusable(grouping, new Date('2026-11-22T10:00:01Z')), false);
  assert.equal(currentGrouping({ reusable: grouping }, new Date('2026-11-23T00:00:00Z')), null);
  assert.equal(currentGrouping(undefined), null);
});
