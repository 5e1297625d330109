import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type HabitHistory, type HabitSchedule, habitProgress, isScheduled, weekStart } from './habits.ts';

// 2026-03-02 is a Monday.
const history = (
  done: readonly string[],
  over: Partial<Omit<HabitHistory, 'checkIns'>> & { counts?: Record<string, number> } = {},
): HabitHistory => {
  const checkIns = new Map<string, number>(done.map((day) => [day, 1]));
  for (const [day, count] of Object.entries(over.counts ?? {})) checkIns.set(day, count);
  return {
    schedule: { kind: 'daily' },
    target: 1,
    startDate: '2026-03-02',
    freezes: new Set(),
    restDaysPerWeek: 1,
    ...over,
    checkIns,
  };
};
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

describe('schedules', () => {
  test('weekdays, every N days from the start date, never before the start', () => {
    const weekdays: HabitSchedule = { kind: 'weekdays', days: [1, 3, 5] };
    assert.deepEqual(
      days('2026-03-02', 7).filter((d) => isScheduled(history([], { schedule: weekdays }), d)),
      ['2026-03-02', '2026-03-04', '2026-03-06'],
    );
    const everyThird = history([], { schedule: { kind: 'everyNDays', interval: 3 } });
    assert.deepEqual(
      days('2026-03-01', 8).filter((d) => isScheduled(everyThird, d)),
      ['2026-03-02', '2026-03-05', '2026-03-08'],
    );
  });
  test('ISO weeks start on Monday', () => {
    assert.equal(weekStart('2026-03-08'), '2026-03-02');
    assert.equal(weekStart('2026-03-09'), '2026-03-09');
  });
});

describe('daily streaks that forgive', () => {
  test('five days in a row, today still open: a streak of 5, today not a miss', () => {
    const p = habitProgress(history(days('2026-03-02', 5)), '2026-03-07');
    assert.equal(p.current, 5);
    assert.equal(p.best, 5);
    assert.equal(p.doneToday, false);
    assert.equal(p.dueToday, true);
  });
  test('one missed day a week is a rest day: the chain holds and the allowance shows it is used', () => {
    const done = days('2026-03-02', 7).filter((d) => d !== '2026-03-04');
    const p = habitProgress(history(done), '2026-03-08');
    assert.equal(p.current, 6);
    assert.equal(p.restDaysLeft, 0);
  });
  test('a second miss in the same week breaks the chain; the best streak stays', () => {
    const done = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-07', '2026-03-08'];
    const p = habitProgress(history(done), '2026-03-08');
    assert.equal(p.current, 2);
    assert.equal(p.best, 3);
  });
  test('the allowance renews each ISO week', () => {
    const done = days('2026-03-02', 14).filter((d) => d !== '2026-03-05' && d !== '2026-03-11');
    assert.equal(habitProgress(history(done), '2026-03-15').current, 12);
  });
  test('a frozen day keeps the chain without using the rest day; no rest days configured', () => {
    const done = days('2026-03-02', 7).filter((d) => d !== '2026-03-04');
    const strict = history(done, { restDaysPerWeek: 0 });
    assert.equal(habitProgress(strict, '2026-03-08').current, 4, 'without a freeze the miss breaks it');
    const frozen = history(done, { restDaysPerWeek: 0, freezes: new Set(['2026-03-04']) });
    assert.equal(habitProgress(frozen, '2026-03-08').current, 6);
  });
  test('days off the schedule are neither done nor missed', () => {
    const p = habitProgress(
      history(['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09'], {
        schedule: { kind: 'weekdays', days: [1, 3, 5] },
        restDaysPerWeek: 0,
      }),
      '2026-03-10',
    );
    assert.equal(p.current, 4);
    assert.equal(p.dueToday, false);
  });
  test('a target counts a day once it is reached (8 glasses)', () => {
    const h = history([], { target: 8, counts: { '2026-03-02': 8, '2026-03-03': 5 } });
    const p = habitProgress(h, '2026-03-03');
    assert.equal(p.current, 1);
    assert.equal(p.todayCount, 5);
    assert.equal(p.doneToday, false);
  });
});

describe('N times a week', () => {
  const thrice: HabitSchedule = { kind: 'timesPerWeek', times: 3 };
  test('weeks that met the quota make the streak; the open week does not break it', () => {
    const done = [
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      '2026-03-12',
      '2026-03-16',
    ];
    const p = habitProgress(history(done, { schedule: thrice }), '2026-03-17');
    assert.equal(p.unit, 'week');
    assert.equal(p.current, 2);
    assert.equal(p.dueToday, true);
  });
  test('a week under quota breaks it unless a day of it was frozen', () => {
    const done = [
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
    ];
    assert.equal(habitProgress(history(done, { schedule: thrice }), '2026-03-18').current, 1);
    const frozen = history(done, { schedule: thrice, freezes: new Set(['2026-03-11']) });
    assert.equal(habitProgress(frozen, '2026-03-18').current, 2);
  });
  test('once the week’s quota is met the habit is not due again that week', () => {
    const p = habitProgress(
      history(['2026-03-02', '2026-03-03', '2026-03-04'], { schedule: thrice }),
      '2026-03-05',
    );
    assert.equal(p.dueToday, false);
  });
});

describe('30-day completion rate', () => {
  test('met due days over due days, today counted only once done, freezes left out', () => {
    const start = '2026-03-01';
    const all = days(start, 30);
    const done = all.filter((_, i) => i % 2 === 0);
    const h = history(done, { startDate: start });
    assert.equal(habitProgress(h, '2026-03-30').completionRate, 15 / 29);
    const frozen = history(done, { startDate: start, freezes: new Set(['2026-03-02']) });
    assert.equal(habitProgress(frozen, '2026-03-30').completionRate, 15 / 28);
  });
  test('only the last 30 days count, and nothing before the habit started', () => {
    const h = history(days('2026-01-01', 40), { startDate: '2026-01-01' });
    assert.equal(habitProgress(h, '2026-03-01').completionRate, 10 / 29);
    assert.equal(
      habitProgress(history([]), '2026-03-02').completionRate,
      null,
      'a new habit has no rate yet',
    );
  });
  test('N times a week: days done over the quota for the window, capped at 1', () => {
    const h = history(days('2026-03-02', 14), { schedule: { kind: 'timesPerWeek', times: 3 } });
    assert.equal(habitProgress(h, '2026-03-15').completionRate, 1);
    const half = history(['2026-03-02', '2026-03-10', '2026-03-12'], {
      schedule: { kind: 'timesPerWeek', times: 3 },
    });
    assert.equal(
      habitProgress(half, '2026-03-15').completionRate,
      3 / ((3 * 13) / 7),
      'today, still open, is not in the window yet',
    );
  });
});
