import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type TaskStatus, taskStatuses } from '@nova/core/domain/status';
import {
  canAdd,
  statusParams,
  walkthroughActionsFor,
  walkthroughCounters,
  walkthroughSections,
} from './walkthrough-rules.ts';

const counts = (statuses: Partial<Record<TaskStatus, number>>, all: number) => ({
  views: { all, active: 0, today: 0, upcoming: 0, completed: statuses.completed ?? 0 },
  statuses: { waiting: 0, inProgress: 0, paused: 0, completed: 0, cancelled: 0, scheduled: 0, ...statuses },
});

test('counters: total, waiting, in progress, completed from the counts', () => {
  assert.deepEqual(
    walkthroughCounters(counts({ waiting: 2, inProgress: 1, completed: 1, paused: 1, cancelled: 1 }, 6)),
    {
      total: 6,
      waiting: 2,
      inProgress: 1,
      completed: 1,
    },
  );
  assert.equal(walkthroughCounters(undefined), null);
  assert.equal(walkthroughCounters({ views: counts({}, 0).views }), null, 'an older answer without statuses');
});

test('sections: SPEC’s three always, the other statuses while they hold tasks', () => {
  assert.deepEqual(walkthroughSections(undefined), ['inProgress', 'waiting', 'completed']);
  assert.deepEqual(walkthroughSections(counts({ paused: 2, cancelled: 1 }, 3)), [
    'inProgress',
    'waiting',
    'paused',
    'completed',
    'cancelled',
  ]);
  for (const status of taskStatuses) {
    assert.deepEqual(statusParams[status], { status, order: 'updated' });
  }
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
