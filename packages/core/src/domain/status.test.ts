import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  applyStatusChange,
  canTransition,
  elapsedSeconds,
  isTaskStatus,
  nextStatuses,
  statusLabelKey,
  type TaskClock,
  type TaskStatus,
  taskStatuses,
} from './status.ts';

const T0 = '2026-03-01T10:00:00.000Z';
const NOW = new Date('2026-03-01T10:25:30.900Z'); // 1530.9 s after T0
const NOW_ISO = NOW.toISOString();

const clock = (over: Partial<TaskClock>): TaskClock => ({
  status: 'waiting',
  timeStarted: null,
  timeCompleted: null,
  completedAt: null,
  totalTimeSpent: 100,
  isPaused: false,
  ...over,
});

describe('transition table', () => {
  const allowed: Array<[TaskStatus, TaskStatus[]]> = [
    ['waiting', ['inProgress', 'completed', 'cancelled', 'scheduled']],
    ['inProgress', ['completed', 'waiting', 'paused', 'cancelled']],
    ['paused', ['inProgress', 'completed', 'waiting', 'cancelled', 'scheduled']],
    ['completed', ['waiting']],
    ['cancelled', ['waiting']],
    ['scheduled', ['inProgress', 'completed', 'waiting', 'cancelled']],
  ];
  for (const [from, tos] of allowed) {
    for (const to of taskStatuses) {
      const expected = tos.includes(to);
      test(`${from} -> ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        assert.equal(canTransition(from, to), expected);
      });
    }
    test(`nextStatuses(${from}) lists exactly the allowed targets`, () => {
      assert.deepEqual(
        nextStatuses(from)
          .map((n) => n.status)
          .sort(),
        [...tos].sort(),
      );
    });
  }

  const testScreen: Array<[string, TaskStatus, TaskStatus, string]> = [
    ['Начать', 'waiting', 'inProgress', 'start'],
    ['Завершить', 'inProgress', 'completed', 'complete'],
    ['Остановить', 'inProgress', 'waiting', 'stop'],
    ['Возобновить', 'completed', 'waiting', 'reopen'],
  ];
  for (const [label, from, to, action] of testScreen) {
    test(`test screen action ${label} (${from} -> ${to}) is '${action}'`, () => {
      const result = applyStatusChange(
        clock({ status: from, timeStarted: from === 'inProgress' ? T0 : null }),
        to,
        NOW,
      );
      assert.ok(result.ok);
      assert.equal(result.value.action, action);
    });
  }
});

describe('applyStatusChange time accounting (SPEC §4)', () => {
  const cases: Array<{
    name: string;
    from: Partial<TaskClock> & { status: TaskStatus };
    to: TaskStatus;
    expect: Partial<TaskClock>;
    added: number;
    removeFromMvd?: boolean;
    congratulate?: boolean;
  }> = [
    {
      name: 'start records time_started',
      from: { status: 'waiting' },
      to: 'inProgress',
      expect: { status: 'inProgress', timeStarted: NOW_ISO, timeCompleted: null, totalTimeSpent: 100 },
      added: 0,
    },
    {
      name: 'complete a running task: time_completed, whole elapsed seconds, leaves the MVD, congratulates',
      from: { status: 'inProgress', timeStarted: T0 },
      to: 'completed',
      expect: {
        status: 'completed',
        timeStarted: T0,
        timeCompleted: NOW_ISO,
        completedAt: NOW_ISO,
        totalTimeSpent: 1630,
      },
      added: 1530,
      removeFromMvd: true,
      congratulate: true,
    },
    {
      name: 'complete without a start time: no time_completed, no time added, still leaves the MVD',
      from: { status: 'waiting' },
      to: 'completed',
      expect: {
        status: 'completed',
        timeStarted: null,
        timeCompleted: null,
        completedAt: NOW_ISO,
        totalTimeSpent: 100,
      },
      added: 0,
      removeFromMvd: true,
      congratulate: true,
    },
    {
      name: 'stop (inProgress -> waiting) is a pause: elapsed time kept, both times cleared',
      from: { status: 'inProgress', timeStarted: T0 },
      to: 'waiting',
      expect: { status: 'waiting', timeStarted: null, timeCompleted: null, totalTimeSpent: 1630 },
      added: 1530,
    },
    {
      name: 'reopen (completed -> waiting) clears the times and adds nothing: completion counted it',
      from: { status: 'completed', timeStarted: T0, timeCompleted: T0, completedAt: T0 },
      to: 'waiting',
      expect: {
        status: 'waiting',
        timeStarted: null,
        timeCompleted: null,
        completedAt: null,
        totalTimeSpent: 100,
      },
      added: 0,
    },
    {
      name: 'pause adds elapsed time and clears time_started',
      from: { status: 'inProgress', timeStarted: T0 },
      to: 'paused',
      expect: { status: 'paused', timeStarted: null, totalTimeSpent: 1630, isPaused: true },
      added: 1530,
    },
    {
      name: 'resume from paused records a new time_started',
      from: { status: 'paused', isPaused: true },
      to: 'inProgress',
      expect: { status: 'inProgress', timeStarted: NOW_ISO, totalTimeSpent: 100, isPaused: false },
      added: 0,
    },
    {
      name: 'paused -> waiting adds nothing (pausing counted it)',
      from: { status: 'paused', isPaused: true },
      to: 'waiting',
      expect: { status: 'waiting', timeStarted: null, totalTimeSpent: 100, isPaused: false },
      added: 0,
    },
    {
      name: 'cancel a running task keeps the time worked and leaves the MVD, no congratulation',
      from: { status: 'inProgress', timeStarted: T0 },
      to: 'cancelled',
      expect: { status: 'cancelled', timeStarted: null, totalTimeSpent: 1630 },
      added: 1530,
      removeFromMvd: true,
    },
    {
      name: 'schedule a waiting task changes no times',
      from: { status: 'waiting' },
      to: 'scheduled',
      expect: { status: 'scheduled', timeStarted: null, totalTimeSpent: 100 },
      added: 0,
    },
    {
      name: 'a start time in the future (clock skew) adds 0, never negative',
      from: { status: 'inProgress', timeStarted: '2026-03-01T11:00:00.000Z' },
      to: 'waiting',
      expect: { totalTimeSpent: 100 },
      added: 0,
    },
  ];

  for (const c of cases) {
    test(c.name, () => {
      const task = clock(c.from);
      const result = applyStatusChange(task, c.to, NOW);
      assert.ok(result.ok, 'transition allowed');
      const change = result.value;
      for (const [key, value] of Object.entries(c.expect)) {
        assert.deepEqual(change.fields[key as keyof TaskClock], value, key);
      }
      assert.equal(change.addedSeconds, c.added);
      assert.equal(change.changed, true);
      assert.deepEqual(change.notification, { kind: 'status', old: c.from.status, new: c.to });
      assert.equal(change.removeFromMvd, c.removeFromMvd ?? false);
      assert.equal(change.congratulate, c.congratulate ?? false);
      assert.equal(task.status, c.from.status, 'the input is not mutated');
    });
  }

  test('the same status is a no-op: nothing changes, no notification', () => {
    const task = clock({ status: 'inProgress', timeStarted: T0 });
    const result = applyStatusChange(task, 'inProgress', NOW);
    assert.ok(result.ok);
    assert.equal(result.value.changed, false);
    assert.equal(result.value.notification, null);
    assert.deepEqual(result.value.fields, task);
  });

  const refused: Array<[TaskStatus, TaskStatus]> = [
    ['completed', 'inProgress'],
    ['completed', 'paused'],
    ['cancelled', 'completed'],
    ['waiting', 'paused'],
    ['inProgress', 'scheduled'],
  ];
  for (const [from, to] of refused) {
    test(`${from} -> ${to} is an invalid_transition error`, () => {
      const result = applyStatusChange(clock({ status: from }), to, NOW);
      assert.equal(result.ok, false);
      if (result.ok) return;
      assert.equal(result.error.code, 'invalid_transition');
      assert.equal(result.error.key, 'errors.invalidTransition');
      assert.deepEqual([result.error.from, result.error.to], [from, to]);
    });
  }
});

describe('helpers', () => {
  const elapsed: Array<[string | null, number]> = [
    [null, 0],
    ['not a date', 0],
    [T0, 1530],
    ['2026-03-01T10:25:30.000Z', 0],
    ['2026-03-01T09:25:30.900Z', 3600],
  ];
  for (const [start, seconds] of elapsed) {
    test(`elapsedSeconds(${start}) = ${seconds}`, () => assert.equal(elapsedSeconds(start, NOW), seconds));
  }

  const labels: Array<[string, string]> = [
    ['completed', 'status.completed'],
    ['inProgress', 'status.inProgress'],
    ['pending', 'status.unknown'],
    ['', 'status.unknown'],
  ];
  for (const [status, key] of labels) {
    test(`statusLabelKey(${JSON.stringify(status)}) = ${key}`, () =>
      assert.equal(statusLabelKey(status), key));
  }

  test('isTaskStatus accepts exactly the six statuses', () => {
    for (const s of taskStatuses) assert.ok(isTaskStatus(s));
    for (const s of ['pending', 'accepted', 'Waiting', 1, null]) assert.equal(isTaskStatus(s), false);
  });
});
