import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  afterQuietHours,
  dailyInstants,
  inQuietHours,
  isDue,
  REMINDER_GRACE_MS,
  snoozeUntil,
} from './reminders.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('quiet hours', () => {
  test('a window within a day, one across midnight, and an empty one', () => {
    const table: Array<[string, string, number, boolean]> = [
      ['13:00', '15:00', 12 * 60 + 59, false],
      ['13:00', '15:00', 13 * 60, true],
      ['13:00', '15:00', 15 * 60, false],
      ['22:00', '07:00', 23 * 60, true],
      ['22:00', '07:00', 3 * 60, true],
      ['22:00', '07:00', 7 * 60, false],
      ['22:00', '07:00', 21 * 60 + 59, false],
      ['08:00', '08:00', 8 * 60, false],
    ];
    for (const [start, end, minute, inside] of table) {
      assert.equal(inQuietHours(minute, { start, end }), inside, `${start}-${end} at ${minute}`);
    }
  });

  test('a reminder inside them moves to their end in the user’s zone, across midnight and DST', () => {
    const quiet = { start: '22:00', end: '07:00' };
    const table: Array<[string, string, string]> = [
      // Paris, winter (UTC+1): 23:30 -> 07:00 next day; 03:00 -> 07:00 same day; 12:00 untouched.
      ['2026-11-23T22:30:00Z', 'Europe/Paris', '2026-11-24T06:00:00.000Z'],
      ['2026-11-24T02:00:00Z', 'Europe/Paris', '2026-11-24T06:00:00.000Z'],
      ['2026-11-24T11:00:00Z', 'Europe/Paris', '2026-11-24T11:00:00.000Z'],
      // The night the clocks go back (2026-10-25 in Paris): 07:00 is UTC+1 again.
      ['2026-10-24T21:30:00Z', 'Europe/Paris', '2026-10-25T06:00:00.000Z'],
      ['2026-11-24T04:00:00Z', 'UTC', '2026-11-24T07:00:00.000Z'],
    ];
    for (const [due, zone, shown] of table)
      assert.equal(iso(afterQuietHours(at(due), zone, quiet)), shown, due);
    assert.equal(afterQuietHours(at('2026-11-24T04:00:00Z'), 'UTC', null), at('2026-11-24T04:00:00Z'));
  });
});

describe('snooze', () => {
  test('10 minutes, an hour, or the same wall-clock time tomorrow in the user’s zone', () => {
    const now = at('2026-10-24T10:15:00Z'); // 12:15 in Paris, the day before the clocks go back
    assert.equal(iso(snoozeUntil(now, '10m', 'Europe/Paris')), '2026-10-24T10:25:00.000Z');
    assert.equal(iso(snoozeUntil(now, '1h', 'Europe/Paris')), '2026-10-24T11:15:00.000Z');
    assert.equal(iso(snoozeUntil(now, 'tomorrow', 'Europe/Paris')), '2026-10-25T11:15:00.000Z');
  });
});

describe('daily reminders', () => {
  test('yesterday’s and today’s instants in the zone, none in the future', () => {
    const now = at('2026-11-28T13:00:00Z'); // 08:00 in New York
    assert.deepEqual(dailyInstants(now, '07:30', 'America/New_York').map(iso), [
      '2026-11-27T12:30:00.000Z',
      '2026-11-28T12:30:00.000Z',
    ]);
    assert.deepEqual(dailyInstants(now, '09:00', 'America/New_York').map(iso), ['2026-11-27T14:00:00.000Z']);
  });

  test('due from its instant, and for the grace period only', () => {
    const shown = at('2026-11-28T12:30:00Z');
    assert.equal(isDue(shown, shown - 1), false);
    assert.equal(isDue(shown, shown), true);
    assert.equal(isDue(shown, shown + REMINDER_GRACE_MS - 1), true);
    assert.equal(isDue(shown, shown + REMINDER_GRACE_MS), false);
  });
});
