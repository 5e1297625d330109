import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkInBodySchema,
  createHabitBodySchema,
  habitScheduleSchema,
  updateHabitBodySchema,
} from './habits.ts';

test('schedules: ISO days 1-7 without repeats, 1-7 times a week, every 1-365 days', () => {
  const ok = [
    { kind: 'daily' },
    { kind: 'weekdays', days: [1, 3, 5] },
    { kind: 'timesPerWeek', times: 3 },
    { kind: 'everyNDays', interval: 365 },
  ];
  for (const schedule of ok)
    assert.equal(habitScheduleSchema.safeParse(schedule).success, true, JSON.stringify(schedule));
  const refused = [
    { kind: 'weekdays', days: [0] },
    { kind: 'weekdays', days: [8] },
    { kind: 'weekdays', days: [] },
    { kind: 'weekdays', days: [1, 1] },
    { kind: 'timesPerWeek', times: 8 },
    { kind: 'everyNDays', interval: 0 },
    { kind: 'everyNDays', interval: 366 },
    { kind: 'monthly' },
    { kind: 'daily', extra: 1 },
  ];
  for (const schedule of refused)
    assert.equal(habitScheduleSchema.safeParse(schedule).success, false, JSON.stringify(schedule));
});

test('bodies refuse unknown fields, blank names and impossible days', () => {
  assert.equal(createHabitBodySchema.safeParse({ name: '  Water ' }).data?.name, 'Water');
  assert.equal(createHabitBodySchema.safeParse({ name: '   ' }).success, false);
  assert.equal(createHabitBodySchema.safeParse({ name: 'Water', colour: 'blue' }).success, false);
  assert.equal(updateHabitBodySchema.safeParse({ archived: true }).success, true);
  assert.equal(updateHabitBodySchema.safeParse({ id: 'x' }).success, false);
  assert.equal(checkInBodySchema.safeParse({ day: '2026-02-30' }).success, false);
  assert.equal(checkInBodySchema.safeParse({ day: '2026-02-28', count: -1 }).success, false);
  assert.equal(checkInBodySchema.safeParse({ day: '2026-02-28', frozen: true }).success, true);
});
