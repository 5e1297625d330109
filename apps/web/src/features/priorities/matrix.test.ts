import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TaskStatus } from '@nova/core/domain/status';
import {
  applyLevels,
  groupByQuadrant,
  isOnMatrix,
  isQuadrant,
  quadrantCounts,
  quadrantPatch,
} from './matrix.ts';

const task = (id: string, importance: number, urgency: number, status: TaskStatus = 'waiting') => ({
  id,
  importance,
  urgency,
  status,
});

test('open tasks are grouped by quadrant in their order; finished ones are left out', () => {
  const tasks = [
    task('a', 9, 9),
    task('b', 7, 2),
    task('c', 1, 6),
    task('d', 1, 1),
    task('e', 6, 6, 'inProgress'),
    task('f', 9, 9, 'completed'),
    task('g', 1, 1, 'cancelled'),
    task('h', 2, 2, 'paused'),
  ];
  const groups = groupByQuadrant(tasks);
  assert.deepEqual(
    Object.fromEntries(Object.entries(groups).map(([q, list]) => [q, list.map((t) => t.id)])),
    { do: ['a', 'e'], schedule: ['b'], delegate: ['c'], eliminate: ['d', 'h'] },
  );
  assert.deepEqual(quadrantCounts(groups), { do: 2, schedule: 1, delegate: 1, eliminate: 2 });
});

test('every status but completed and cancelled is on the matrix', () => {
  const table: Array<[string, boolean]> = [
    ['waiting', true],
    ['inProgress', true],
    ['paused', true],
    ['scheduled', true],
    ['completed', false],
    ['cancelled', false],
  ];
  for (const [status, expected] of table) assert.equal(isOnMatrix({ status } as never), expected, status);
});

test('a drop changes only the levels on the wrong side of the line', () => {
  const table: Array<
    [number, number, Parameters<typeof quadrantPatch>[1], ReturnType<typeof quadrantPatch>]
  > = [
    [1, 1, 'do', { importance: 8, urgency: 8 }],
    [9, 2, 'do', { urgency: 8 }],
    [9, 9, 'schedule', { urgency: 3 }],
    [9, 9, 'delegate', { importance: 3 }],
    [9, 9, 'eliminate', { importance: 3, urgency: 3 }],
    [5, 5, 'eliminate', null],
    [6, 6, 'do', null],
  ];
  for (const [importance, urgency, target, expected] of table) {
    assert.deepEqual(
      quadrantPatch({ importance, urgency }, target),
      expected,
      `${importance}/${urgency} -> ${target}`,
    );
  }
});

test('the optimistic copy carries the new priority code', () => {
  const moved = applyLevels({ importance: 1, urgency: 1, priority: '1-1' }, { importance: 8 });
  assert.deepEqual(moved, { importance: 8, urgency: 1, priority: '2-1' });
});

test('quadrant ids are recognised', () => {
  assert.equal(isQuadrant('do'), true);
  assert.equal(isQuadrant('later'), false);
  assert.equal(isQuadrant(undefined), false);
});
