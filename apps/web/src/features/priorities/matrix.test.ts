import assert from 'node:assert/strict';
import { test } from 'node:test';
import { quadrants } from '@nova/core/domain/priority';
import type { TaskStatus } from '@nova/core/domain/status';
import { taskSummary } from '../../../test/task-summary.ts';
import { taskMatchesList } from '../../lib/api/task-list-cache.ts';
import { applyLevels, isQuadrant, quadrantPatch, squareParams } from './matrix.ts';

const task = (id: string, importance: number, urgency: number, status: TaskStatus = 'waiting') =>
  taskSummary({ id, importance, urgency, status });

test('an open task is in exactly its own square’s list; finished ones in none', () => {
  const table: Array<[ReturnType<typeof task>, string | null]> = [
    [task('a', 9, 9), 'do'],
    [task('b', 7, 2), 'schedule'],
    [task('c', 1, 6), 'delegate'],
    [task('d', 1, 1), 'eliminate'],
    [task('e', 6, 6, 'inProgress'), 'do'],
    [task('h', 2, 2, 'paused'), 'eliminate'],
    [task('s', 5, 9, 'scheduled'), 'delegate'],
    [task('f', 9, 9, 'completed'), null],
    [task('g', 1, 1, 'cancelled'), null],
  ];
  for (const [row, square] of table) {
    const lists = quadrants.filter((q) => taskMatchesList(row, squareParams[q]));
    assert.deepEqual(lists, square ? [square] : [], row.id);
  }
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
