import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskCounts } from '@nova/core/contracts/tasks';
import { taskSummary } from '../../../test/task-summary.ts';
import { countsWithChange } from './task-counts-cache.ts';

const today = '2025-03-10';
const counts = (): TaskCounts => ({
  seq: 3,
  views: { all: 4, active: 3, today: 1, upcoming: 1, completed: 1 },
  quadrants: { do: 1, schedule: 0, delegate: 1, eliminate: 1 },
  statuses: { waiting: 2, inProgress: 1, paused: 0, completed: 1, cancelled: 0, scheduled: 0 },
  strategies: [{ id: 's1', open: 2, completed: 1, total: 3 }],
  tags: [{ id: 't1', open: 1, completed: 0, total: 1 }],
});

describe('countsWithChange', () => {
  it('a card moved to another square: one quadrant down, the other up, nothing else', () => {
    const before = taskSummary({ importance: 9, urgency: 9, strategyId: 's1' });
    const after = { ...before, urgency: 3 };
    const next = countsWithChange(counts(), before, after, today);
    assert.deepEqual(next.quadrants, { do: 0, schedule: 1, delegate: 1, eliminate: 1 });
    assert.deepEqual(next.views, counts().views);
    assert.deepEqual(next.strategies, counts().strategies);
  });

  it('a status change moves the views, statuses and the open/completed of its strategy and tags', () => {
    const before = taskSummary({ status: 'inProgress', strategyId: 's1', tagIds: ['t1'], startDate: today });
    const next = countsWithChange(counts(), before, { ...before, status: 'completed' }, today);
    assert.deepEqual(next.views, { all: 4, active: 2, today: 0, upcoming: 1, completed: 2 });
    assert.equal(next.quadrants.eliminate, 0, 'a finished task leaves the matrix');
    assert.deepEqual(next.statuses, {
      waiting: 2,
      inProgress: 0,
      paused: 0,
      completed: 2,
      cancelled: 0,
      scheduled: 0,
    });
    assert.deepEqual(next.strategies, [{ id: 's1', open: 1, completed: 2, total: 3 }]);
    assert.deepEqual(next.tags, [{ id: 't1', open: 0, completed: 1, total: 1 }]);
  });

  it('a new task adds itself (a strategy or tag counted for the first time gets an entry); a deleted one leaves', () => {
    const added = taskSummary({ id: 'n', strategyId: 's2', tagIds: ['t1', 't9'], startDate: '2025-03-20' });
    const next = countsWithChange(counts(), undefined, added, today);
    assert.deepEqual(next.views, { all: 5, active: 4, today: 1, upcoming: 2, completed: 1 });
    assert.equal(next.statuses?.waiting, 3);
    assert.deepEqual(next.strategies, [
      { id: 's1', open: 2, completed: 1, total: 3 },
      { id: 's2', open: 1, completed: 0, total: 1 },
    ]);
    assert.deepEqual(next.tags, [
      { id: 't1', open: 2, completed: 0, total: 2 },
      { id: 't9', open: 1, completed: 0, total: 1 },
    ]);
    assert.deepEqual(countsWithChange(next, added, undefined, today).views, counts().views);
  });

  it('an edit that counts nowhere keeps the same object; nothing goes below zero', () => {
    const row = taskSummary({ title: 'a' });
    const edited = taskSummary({ title: 'b', durationMinutes: 30, importance: 3, tagIds: [] });
    const same = counts();
    assert.equal(countsWithChange(same, row, edited, today), same);
    const empty: TaskCounts = {
      seq: 1,
      views: { all: 0, active: 0, today: 0, upcoming: 0, completed: 0 },
      quadrants: { do: 0, schedule: 0, delegate: 0, eliminate: 0 },
    };
    const next = countsWithChange(empty, row, undefined, today);
    assert.deepEqual(next.views, empty.views);
    assert.equal(next.statuses, undefined, 'an answer without statuses gets none');
  });
});
