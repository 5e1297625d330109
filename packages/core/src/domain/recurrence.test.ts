import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  countOccurrences,
  type GenerationState,
  generationStep,
  isOccurrence,
  nextFireAt,
  occurrencesBetween,
  type RecurrenceRule,
  zonedInstant,
} from './recurrence.ts';

const paris = 'Europe/Paris';
const utc = (iso: string) => Date.parse(iso);
const rule = (over: Partial<RecurrenceRule> = {}): RecurrenceRule => ({
  type: 'daily',
  daysOfWeek: [],
  interval: null,
  startDate: '2026-03-01',
  endDate: null,
  ...over,
});
const state = (over: Partial<GenerationState> = {}): GenerationState => ({
  ...rule(),
  time: '08:00',
  timeOfDay: null,
  paused: false,
  maxCount: null,
  handledCount: 0,
  lastHandledDay: null,
  skipDays: [],
  ...over,
});

describe('occurrences', () => {
  test('daily: every day from the start date to the end date', () => {
    assert.deepEqual(occurrencesBetween(rule({ endDate: '2026-03-03' }), '2026-02-27', '2026-03-10'), [
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });
  test('weekly on ISO days: Monday 1 and Thursday 4', () => {
    const r = rule({ type: 'weekly', daysOfWeek: [1, 4] });
    assert.deepEqual(occurrencesBetween(r, '2026-03-01', '2026-03-14'), [
      '2026-03-02',
      '2026-03-05',
      '2026-03-09',
      '2026-03-12',
    ]);
  });
  test('weekly with no days runs on the start date’s weekday', () => {
    const r = rule({ type: 'weekly', startDate: '2026-03-04' });
    assert.deepEqual(occurrencesBetween(r, '2026-03-01', '2026-03-20'), [
      '2026-03-04',
      '2026-03-11',
      '2026-03-18',
    ]);
  });
  test('custom: every 3 days counted from the start date, across a month end', () => {
    const r = rule({ type: 'custom', interval: 3, startDate: '2026-01-29' });
    assert.deepEqual(occurrencesBetween(r, '2026-01-29', '2026-02-08'), [
      '2026-01-29',
      '2026-02-01',
      '2026-02-04',
      '2026-02-07',
    ]);
    assert.equal(isOccurrence(r, '2026-01-26'), false, 'never before the start date');
  });
  test('counting occurrences over a 10-day gap', () => {
    assert.equal(countOccurrences(rule(), '2026-03-05', '2026-03-14'), 10);
    assert.equal(countOccurrences(rule({ type: 'weekly', daysOfWeek: [1] }), '2026-03-05', '2026-03-14'), 1);
  });
});

describe('zonedInstant across daylight-saving changes', () => {
  test('08:00 in Paris is 07:00 UTC in winter and 06:00 UTC in summer, also on both change days', () => {
    assert.equal(zonedInstant('2026-03-28', '08:00', paris), utc('2026-03-28T07:00:00Z'));
    assert.equal(zonedInstant('2026-03-29', '08:00', paris), utc('2026-03-29T06:00:00Z'));
    assert.equal(zonedInstant('2026-10-24', '08:00', paris), utc('2026-10-24T06:00:00Z'));
    assert.equal(zonedInstant('2026-10-25', '08:00', paris), utc('2026-10-25T07:00:00Z'));
  });
  test('a time the clocks skip moves forward by the gap', () => {
    // 02:30 does not exist in Paris on 2026-03-29: 03:30 CEST.
    assert.equal(zonedInstant('2026-03-29', '02:30', paris), utc('2026-03-29T01:30:00Z'));
  });
  test('a time that happens twice is its first', () => {
    // 02:30 happens at 00:30 UTC (CEST) and 01:30 UTC (CET) on 2026-10-25.
    assert.equal(zonedInstant('2026-10-25', '02:30', paris), utc('2026-10-25T00:30:00Z'));
  });
  test('zones far from UTC and without daylight saving', () => {
    assert.equal(zonedInstant('2026-06-01', '08:00', 'Asia/Tokyo'), utc('2026-05-31T23:00:00Z'));
    assert.equal(zonedInstant('2026-06-01', '19:00', 'America/Los_Angeles'), utc('2026-06-02T02:00:00Z'));
    assert.equal(zonedInstant('2026-06-01', '00:00', 'UTC'), utc('2026-06-01T00:00:00Z'));
  });
});

describe('generationStep', () => {
  test('nothing before today’s fire time, the task at 08:00 Paris on both change days', () => {
    for (const [day, fireUtc] of [
      ['2026-03-29', '2026-03-29T06:00:00Z'],
      ['2026-10-25', '2026-10-25T07:00:00Z'],
    ] as const) {
      const s = state({ lastHandledDay: day.replace(/\d\d$/, (d) => String(Number(d) - 1)) });
      const justBefore = utc(fireUtc) - 60_000;
      assert.deepEqual(generationStep(s, justBefore, paris), { kind: 'none' }, `${day} before 08:00`);
      assert.deepEqual(generationStep(s, utc(fireUtc), paris), { kind: 'create', day, missed: 0 }, day);
    }
  });
  test('a weekly Monday template fires on the Mondays around both changes, at 08:00 local', () => {
    const base = state({ type: 'weekly', daysOfWeek: [1] });
    const mondays = ['2026-03-23', '2026-03-30', '2026-10-19', '2026-10-26'];
    const expectedUtc = [
      '2026-03-23T07:00:00Z',
      '2026-03-30T06:00:00Z',
      '2026-10-19T06:00:00Z',
      '2026-10-26T07:00:00Z',
    ];
    mondays.forEach((monday, i) => {
      const s = { ...base, lastHandledDay: addDaysIso(monday, -7) };
      assert.equal(
        nextFireAt(s, utc(`${addDaysIso(monday, -6)}T12:00:00Z`), paris),
        utc(expectedUtc[i] ?? ''),
      );
      assert.deepEqual(generationStep(s, utc(expectedUtc[i] ?? ''), paris), {
        kind: 'create',
        day: monday,
        missed: 0,
      });
    });
  });
  test('after a 10-day gap: one catch-up occurrence (today), the nine missed are counted', () => {
    const s = state({ lastHandledDay: '2026-03-04', handledCount: 4 });
    assert.deepEqual(generationStep(s, utc('2026-03-14T09:00:00Z'), paris), {
      kind: 'create',
      day: '2026-03-14',
      missed: 9,
    });
  });
  test('before today’s fire time the catch-up is yesterday’s occurrence', () => {
    const s = state({ lastHandledDay: '2026-03-04' });
    assert.deepEqual(generationStep(s, utc('2026-03-14T05:00:00Z'), paris), {
      kind: 'create',
      day: '2026-03-13',
      missed: 8,
    });
  });
  test('handled occurrences are not created again (replays, restarts)', () => {
    const s = state({ lastHandledDay: '2026-03-14' });
    assert.deepEqual(generationStep(s, utc('2026-03-14T20:00:00Z'), paris), { kind: 'none' });
  });
  test('paused, ended by date and ended by count create nothing', () => {
    const now = utc('2026-03-14T12:00:00Z');
    assert.deepEqual(generationStep(state({ paused: true }), now, paris), { kind: 'none' });
    assert.deepEqual(
      generationStep(state({ endDate: '2026-03-10', lastHandledDay: '2026-03-10' }), now, paris),
      {
        kind: 'none',
      },
    );
    assert.deepEqual(generationStep(state({ maxCount: 3, handledCount: 3 }), now, paris), { kind: 'none' });
    assert.equal(nextFireAt(state({ paused: true }), now, paris), null);
  });
  test('an end date in the past still yields its last occurrence once', () => {
    const s = state({ endDate: '2026-03-10', lastHandledDay: '2026-03-05' });
    assert.deepEqual(generationStep(s, utc('2026-03-14T12:00:00Z'), paris), {
      kind: 'create',
      day: '2026-03-10',
      missed: 4,
    });
  });
  test('a skipped day is handled without a task', () => {
    const s = state({ lastHandledDay: '2026-03-13', skipDays: ['2026-03-14'] });
    assert.deepEqual(generationStep(s, utc('2026-03-14T12:00:00Z'), paris), {
      kind: 'skip',
      day: '2026-03-14',
      missed: 0,
    });
  });
  test('the first run of a new template starts at its start date, not earlier', () => {
    const s = state({ startDate: '2026-03-14', timeOfDay: 'evening', time: null });
    assert.deepEqual(generationStep(s, utc('2026-03-14T12:00:00Z'), paris), { kind: 'none' });
    assert.equal(nextFireAt(s, utc('2026-03-14T12:00:00Z'), paris), utc('2026-03-14T18:00:00Z'));
    assert.deepEqual(generationStep(s, utc('2026-03-14T18:00:00Z'), paris), {
      kind: 'create',
      day: '2026-03-14',
      missed: 0,
    });
  });
  test('a template started years ago finds today without creating the past', () => {
    const s = state({ startDate: '2020-01-01' });
    const step = generationStep(s, utc('2026-03-14T12:00:00Z'), paris);
    assert.equal(step.kind, 'create');
    if (step.kind === 'create') {
      assert.equal(step.day, '2026-03-14');
      assert.equal(step.missed, countOccurrences(s, '2020-01-01', '2026-03-13'));
    }
  });
});

function addDaysIso(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
