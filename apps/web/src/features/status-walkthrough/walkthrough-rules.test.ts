import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TaskStatus } from '@nova/core/domain/status';
import { canAdd, walkthroughActionsFor, walkthroughCounters } from './walkthrough-rules.ts';

test('counters: total, waiting, in progress, completed', () => {
  const statuses: TaskStatus[] = ['waiting', 'waiting', 'inProgress', 'completed', 'paused', 'cancelled'];
  assert.deepEqual(walkthroughCounters(statuses.map((status) => ({ status }))), {
    total: 6,
    waiting: 2,
    inProgress: 1,
    completed: 1,
  });
  assert.deepEqual(walkthroughCounters([]), { total: 0, waiting: 0, inProgress: 0, completed: 0 });
});

test('row actions per status', () => {
  const table: Array<[TaskStatus, string[]]> = [
    ['waiting', ['start:inProgress']],
    ['inProgress', ['complete:completed', 'stop:waiting']],
    ['completed', ['reopen:waiting']],
    ['paused', []],
    ['cancelled', []],
    ['scheduled', []],
  ];
  for (const [status, expected] of table) {
    assert.deepEqual(
      walkthroughActionsFor(status).map(({ action, to }) => `${action}:${to}`),
      expected,
      status,
    );
  }
});

test('add is possible only with non-blank text', () => {
  assert.equal(canAdd(''), false);
  assert.equal(canAdd('   \n\t'), false);
  assert.equal(canAdd(' Buy milk '), true);
});
