import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  actionsOf,
  isActionAllowed,
  preferLowEnergy,
  quickPickDay,
  REVIEW_TASKS_MAX,
  type ReviewCandidate,
  reviewTaskIds,
} from './review.ts';

const task = (id: string, over: Partial<ReviewCandidate> = {}): ReviewCandidate => ({
  id,
  status: 'waiting',
  type: 'task',
  importance: 1,
  urgency: 1,
  completedDay: null,
  ...over,
});

describe('which tasks a review walks', () => {
  const today = '2026-03-04';
  const tasks = [
    task('w-low'),
    task('done-today', { status: 'completed', completedDay: today }),
    task('done-before', { status: 'completed', completedDay: '2026-03-03' }),
    task('cancelled', { status: 'cancelled' }),
    task('idea', { type: 'idea' }),
    task('w-high', { importance: 8, urgency: 8 }),
    task('running', { status: 'inProgress' }),
    task('paused', { status: 'paused', importance: 9, urgency: 9 }),
  ];

  test('morning sync: every unfinished task, running first, then by importance × urgency', () => {
    assert.deepEqual(reviewTaskIds('morning_sync', tasks, today), ['running', 'w-high', 'w-low', 'paused']);
  });

  test('evening review: today’s completed tasks, then those in progress', () => {
    assert.deepEqual(reviewTaskIds('evening_review', tasks, today), ['done-today', 'running']);
  });

  test('at most REVIEW_TASKS_MAX', () => {
    const many = Array.from({ length: REVIEW_TASKS_MAX + 5 }, (_, i) => task(`t${i}`));
    const ids = reviewTaskIds('morning_sync', many, today);
    assert.equal(ids.length, REVIEW_TASKS_MAX);
    assert.equal(ids[0], 't0');
  });
});

describe('actions', () => {
  test('each type offers its own, skip everywhere', () => {
    assert.equal(isActionAllowed('morning_sync', 'mvd'), true);
    assert.equal(isActionAllowed('morning_sync', 'noted'), false);
    assert.equal(isActionAllowed('evening_review', 'drop'), false);
    assert.equal(isActionAllowed('evening_review', 'noted'), true);
    for (const list of Object.values(actionsOf)) assert.ok(list.includes('skip'));
  });
});

describe('reschedule quick picks', () => {
  // 2026-03-02 is a Monday.
  const cases: Array<[string, string, string, string]> = [
    // today, tomorrow, weekend, next week
    ['2026-03-02', '2026-03-03', '2026-03-07', '2026-03-09'],
    ['2026-03-06', '2026-03-07', '2026-03-07', '2026-03-09'],
    ['2026-03-07', '2026-03-08', '2026-03-08', '2026-03-09'],
    ['2026-03-08', '2026-03-09', '2026-03-14', '2026-03-09'],
    ['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-04'],
  ];
  for (const [today, tomorrow, weekend, nextWeek] of cases) {
    test(`from ${today}`, () => {
      assert.equal(quickPickDay('tomorrow', today), tomorrow);
      assert.equal(quickPickDay('weekend', today), weekend);
      assert.equal(quickPickDay('nextWeek', today), nextWeek);
    });
  }
});

describe('low energy ordering', () => {
  test('light tasks first, stable within a level', () => {
    const order = preferLowEnergy([
      { id: 'high', importance: 8, urgency: 8 },
      { id: 'low1', importance: 1, urgency: 1 },
      { id: 'medium', importance: 3, urgency: 3 },
      { id: 'low2', importance: 2, urgency: 2 },
    ]).map((t) => t.id);
    assert.deepEqual(order, ['low1', 'low2', 'medium', 'high']);
  });
});
