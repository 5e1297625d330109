import assert from 'node:assert/strict';
import { test } from 'node:test';
import { durationParts, liveTimeSpent } from './time-spent-format.ts';

test('durations read as seconds, minutes, or hours and minutes', () => {
  const cases: Array<[number, ReturnType<typeof durationParts>]> = [
    [0, { key: 'spent.seconds', values: { s: 0 } }],
    [-3, { key: 'spent.seconds', values: { s: 0 } }],
    [Number.NaN, { key: 'spent.seconds', values: { s: 0 } }],
    [59.9, { key: 'spent.seconds', values: { s: 59 } }],
    [60, { key: 'spent.minutes', values: { m: 1 } }],
    [1499, { key: 'spent.minutes', values: { m: 24 } }],
    [3599, { key: 'spent.minutes', values: { m: 59 } }],
    [3600, { key: 'spent.hoursMinutes', values: { h: 1, m: 0 } }],
    [5 * 3600 + 7 * 60 + 30, { key: 'spent.hoursMinutes', values: { h: 5, m: 7 } }],
  ];
  for (const [seconds, parts] of cases) assert.deepEqual(durationParts(seconds), parts, String(seconds));
});

test('a running task counts its current session live; others show the stored total', () => {
  const now = new Date('2026-01-05T10:00:00Z');
  const base = { totalTimeSpent: 600, timeStarted: '2026-01-05T09:30:00Z' };
  assert.equal(liveTimeSpent({ ...base, status: 'inProgress' }, now), 600 + 1800);
  assert.equal(liveTimeSpent({ ...base, status: 'paused' }, now), 600);
  assert.equal(liveTimeSpent({ ...base, status: 'inProgress', timeStarted: null }, now), 600);
  assert.equal(
    liveTimeSpent({ ...base, status: 'inProgress', timeStarted: '2026-01-05T11:00:00Z' }, now),
    600,
  );
});
