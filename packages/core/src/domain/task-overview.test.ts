import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  addStats,
  type FocusCandidate,
  focusTask,
  NO_STATS,
  type StatsRow,
  statsOf,
  todayStats,
} from './task-overview.ts';

const T = (id: string, over: Partial<FocusCandidate> = {}): FocusCandidate => ({
  id,
  type: 'task',
  status: 'waiting',
  importance: 1,
  urgency: 1,
  startDate: null,
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

describe('focusTask', () => {
  const cases: Array<[string, FocusCandidate[], string | null]> = [
    [
      'the running task first',
      [T('a', { importance: 9, urgency: 9 }), T('b', { status: 'inProgress' })],
      'b',
    ],
    [
      'of several running, the first in the given order',
      [T('a', { status: 'inProgress' }), T('b', { status: 'inProgress', importance: 9, urgency: 9 })],
      'a',
    ],
    ['a running idea is not focus mode’s', [T('i', { type: 'idea', status: 'inProgress' }), T('a')], 'a'],
    ['else the ranking: importance × urgency', [T('a'), T('b', { importance: 9, urgency: 9 })], 'b'],
    ['then waiting before paused', [T('p', { status: 'paused' }), T('w')], 'w'],
    ['then the earlier date, undated last', [T('n'), T('d', { startDate: '2026-12-01' })], 'd'],
    [
      'then the change longest ago',
      [
        T('new', { updatedAt: '2026-11-02T00:00:00.000Z' }),
        T('old', { updatedAt: '2026-10-01T00:00:00.000Z' }),
      ],
      'old',
    ],
    ['then the id', [T('b'), T('a')], 'a'],
    ['never an idea', [T('i', { type: 'idea', importance: 9, urgency: 9 }), T('a')], 'a'],
    ['never a closed task', [T('c', { status: 'completed' }), T('x', { status: 'cancelled' })], null],
    ['nothing for nothing', [], null],
  ];
  for (const [name, tasks, expected] of cases) {
    test(name, () => assert.equal(focusTask(tasks)?.id ?? null, expected));
  }
});

const R = (over: Partial<StatsRow> = {}): StatsRow => ({
  status: 'waiting',
  startDate: null,
  totalTimeSpent: 0,
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

describe('today’s figures', () => {
  const today = '2026-11-21';
  const cases: Array<[string, StatsRow, string, Partial<typeof NO_STATS>]> = [
    ['an open undated task', R({ totalTimeSpent: 60 }), 'UTC', { open: 1, secondsSpent: 60 }],
    ['dated up to today: due', R({ startDate: '2026-11-21' }), 'UTC', { open: 1, dueToday: 1 }],
    ['dated before: due too', R({ startDate: '2026-11-01' }), 'UTC', { open: 1, dueToday: 1 }],
    ['dated later: not due', R({ startDate: '2026-11-22' }), 'UTC', { open: 1 }],
    [
      'running: due whatever its date',
      R({ status: 'inProgress', startDate: '2027-01-01' }),
      'UTC',
      { open: 1, dueToday: 1 },
    ],
    [
      'completed today in the zone',
      R({ status: 'completed', updatedAt: '2026-11-21T22:30:00.000Z', totalTimeSpent: 120 }),
      'UTC',
      { doneToday: 1, secondsSpent: 120 },
    ],
    [
      'the same instant is tomorrow in Moscow',
      R({ status: 'completed', updatedAt: '2026-11-21T22:30:00.000Z', totalTimeSpent: 120 }),
      'Europe/Moscow',
      {},
    ],
    [
      'and today in Los Angeles for an instant that is tomorrow in UTC',
      R({ status: 'completed', updatedAt: '2026-11-22T05:00:00.000Z', totalTimeSpent: 30 }),
      'America/Los_Angeles',
      { doneToday: 1, secondsSpent: 30 },
    ],
    ['completed another day', R({ status: 'completed', updatedAt: '2026-11-20T10:00:00.000Z' }), 'UTC', {}],
    [
      'cancelled',
      R({ status: 'cancelled', updatedAt: '2026-11-21T10:00:00.000Z', totalTimeSpent: 5 }),
      'UTC',
      {},
    ],
  ];
  for (const [name, row, zone, expected] of cases) {
    test(name, () => assert.deepEqual(statsOf(row, today, zone), { ...NO_STATS, ...expected }));
  }

  test('the figures of a list are the sum of its rows; addStats takes a row back out', () => {
    const rows = cases.map(([, row]) => row);
    const stats = todayStats(rows, today, 'UTC');
    // In UTC both 22:30 completions are today's; the Los Angeles one is tomorrow's.
    assert.deepEqual(stats, { open: 5, dueToday: 3, doneToday: 2, secondsSpent: 300 });
    const first = rows[0];
    assert.ok(first);
    assert.deepEqual(addStats(stats, statsOf(first, today, 'UTC'), -1), {
      open: 4,
      dueToday: 3,
      doneToday: 2,
      secondsSpent: 240,
    });
  });
});
