import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { healthTrend, isEmptyCheckIn, isLowEnergy } from './health.ts';

const none = { energy: null, mood: null, sleepHours: null, movementMinutes: null };

describe('health trend', () => {
  test('seven days ending today, oldest first, gaps as empty days', () => {
    const trend = healthTrend(
      [
        { ...none, day: '2026-03-07', energy: 2, sleepHours: 6.5 },
        { ...none, day: '2026-03-04', energy: 4, mood: 3, movementMinutes: 30 },
        { ...none, day: '2026-02-20', energy: 5 },
      ],
      '2026-03-07',
    );
    assert.deepEqual(
      trend.days.map((d) => d.day),
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'],
    );
    assert.equal(trend.days[3]?.mood, 3);
    assert.deepEqual(trend.days[0], { ...none, day: '2026-03-01' });
    assert.equal(trend.checkedInDays, 2);
    // The entry outside the window does not count.
    assert.deepEqual(trend.averages, { energy: 3, mood: 3, sleepHours: 6.5, movementMinutes: 30 });
  });

  test('averages round to one decimal; no data gives nulls', () => {
    const trend = healthTrend(
      [
        { ...none, day: '2026-03-06', energy: 1 },
        { ...none, day: '2026-03-05', energy: 2 },
        { ...none, day: '2026-03-04', energy: 2 },
      ],
      '2026-03-07',
    );
    assert.equal(trend.averages.energy, 1.7);
    assert.deepEqual(healthTrend([], '2026-03-07').averages, none);
    assert.equal(healthTrend([], '2026-03-07', 30).days.length, 30);
  });

  test('a month boundary and a leap day', () => {
    const trend = healthTrend([], '2028-03-02');
    assert.deepEqual(trend.days.map((d) => d.day).slice(0, 4), [
      '2028-02-25',
      '2028-02-26',
      '2028-02-27',
      '2028-02-28',
    ]);
    assert.equal(trend.days[4]?.day, '2028-02-29');
  });
});

describe('low energy and empty check-ins', () => {
  for (const [energy, low] of [
    [1, true],
    [2, true],
    [3, false],
    [5, false],
    [null, false],
    [undefined, false],
  ] as const) {
    test(`energy ${energy} is ${low ? '' : 'not '}low`, () => assert.equal(isLowEnergy(energy), low));
  }
  test('empty means every value is null', () => {
    assert.equal(isEmptyCheckIn(none), true);
    assert.equal(isEmptyCheckIn({ ...none, movementMinutes: 0 }), false);
  });
});
