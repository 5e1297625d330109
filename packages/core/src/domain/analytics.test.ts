import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type CalibrationSummary,
  calibrateEstimate,
  calibrationBucketOf,
  offsetSegments,
  rangeStartDay,
  toFactor,
  weekStartOf,
} from './analytics.ts';

test('ranges start n-1 days before today; all has no start', () => {
  assert.equal(rangeStartDay('2026-03-31', '7'), '2026-03-25');
  assert.equal(rangeStartDay('2026-03-01', '30'), '2026-01-31');
  assert.equal(rangeStartDay('2026-03-01', '90'), '2025-12-02');
  assert.equal(rangeStartDay('2026-03-01', 'all'), null);
});

test('weeks start on Monday', () => {
  const cases: Array<[string, string]> = [
    ['2026-10-25', '2026-10-19'], // Sunday
    ['2026-10-26', '2026-10-26'], // Monday
    ['2026-01-01', '2025-12-29'], // Thursday across the year
  ];
  for (const [day, monday] of cases) {
    assert.equal(weekStartOf(day), monday, day);
  }
});

test('offset segments: one in UTC, the two DST changes of a year in Paris, a half-hour zone', () => {
  const from = Date.UTC(2026, 0, 1);
  const to = Date.UTC(2026, 11, 31);
  assert.deepEqual(offsetSegments(from, to, 'UTC'), [{ fromMs: from, offsetMinutes: 0 }]);
  assert.deepEqual(offsetSegments(from, to, 'Europe/Paris'), [
    { fromMs: from, offsetMinutes: 60 },
    { fromMs: Date.parse('2026-03-29T01:00:00Z'), offsetMinutes: 120 },
    { fromMs: Date.parse('2026-10-25T01:00:00Z'), offsetMinutes: 60 },
  ]);
  assert.deepEqual(offsetSegments(from, to, 'Asia/Kolkata'), [{ fromMs: from, offsetMinutes: 330 }]);
  // A span that starts in summer time and crosses a year end.
  const summer = Date.parse('2025-08-01T00:00:00Z');
  const spring = Date.parse('2026-04-15T00:00:00Z');
  assert.deepEqual(
    offsetSegments(summer, spring, 'America/New_York').map((s) => s.offsetMinutes),
    [-240, -300, -240],
  );
  assert.equal(offsetSegments(summer, spring, 'America/New_York')[0]?.fromMs, summer);
});

test('calibration buckets and factors', () => {
  assert.equal(calibrationBucketOf(5), 'upTo15');
  assert.equal(calibrationBucketOf(30), 'upTo30');
  assert.equal(calibrationBucketOf(31), 'upTo60');
  assert.equal(calibrationBucketOf(500), 'longer');
  assert.deepEqual(toFactor({ samples: 0, estimateMinutes: 0, actualMinutes: 0 }), {
    samples: 0,
    estimateMinutes: 0,
    actualMinutes: 0,
    factor: null,
    reliable: false,
  });
  assert.equal(toFactor({ samples: 2, estimateMinutes: 60, actualMinutes: 94 }).reliable, false);
  assert.equal(toFactor({ samples: 3, estimateMinutes: 90, actualMinutes: 141 }).factor, 1.57);
});

test('a calibrated estimate uses its size when it has enough samples, else all tasks, else nothing', () => {
  const summary = (sizeSamples: number, allSamples: number): CalibrationSummary => ({
    overall: toFactor({ samples: allSamples, estimateMinutes: 100, actualMinutes: 200 }),
    bySize: [
      { size: 'upTo30', ...toFactor({ samples: sizeSamples, estimateMinutes: 90, actualMinutes: 141 }) },
    ],
  });
  assert.deepEqual(calibrateEstimate(30, summary(3, 10)), {
    estimateMinutes: 30,
    likelyMinutes: 47,
    factor: 1.57,
    samples: 3,
    basis: 'size',
  });
  assert.deepEqual(calibrateEstimate(30, summary(2, 10)), {
    estimateMinutes: 30,
    likelyMinutes: 60,
    factor: 2,
    samples: 10,
    basis: 'all',
  });
  assert.equal(calibrateEstimate(30, summary(2, 2)), null);
  assert.equal(calibrateEstimate(null, summary(3, 10)), null);
  assert.equal(calibrateEstimate(0, summary(3, 10)), null);
});
