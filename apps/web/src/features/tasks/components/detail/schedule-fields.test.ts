import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isoToLocalDate, localDateToIso, parseDuration, parseStartTime } from './schedule-fields.ts';

test('ISO dates map to local calendar days and back without shifting', () => {
  for (const iso of ['2026-01-01', '2026-03-29', '2026-10-25', '2024-02-29', '2026-12-31']) {
    const date = isoToLocalDate(iso);
    assert.ok(date, iso);
    assert.equal(localDateToIso(date), iso);
  }
  assert.equal(isoToLocalDate(null), undefined);
  assert.equal(isoToLocalDate('05/01/2026'), undefined);
});

test('start time: HH:MM, blank clears it', () => {
  const cases: Array<[string, string | null | undefined]> = [
    ['09:30', '09:30'],
    ['9:05', '09:05'],
    ['23:59', '23:59'],
    ['00:00', '00:00'],
    ['', null],
    ['  ', null],
    ['24:00', undefined],
    ['12:60', undefined],
    ['noon', undefined],
  ];
  for (const [text, value] of cases) assert.equal(parseStartTime(text), value, text);
});

test('duration: whole minutes 0..1440, blank clears it', () => {
  const cases: Array<[string, number | null | undefined]> = [
    ['0', 0],
    ['25', 25],
    ['1440', 1440],
    ['', null],
    ['1441', undefined],
    ['-5', undefined],
    ['2.5', undefined],
    ['1e3', undefined],
  ];
  for (const [text, value] of cases) assert.equal(parseDuration(text), value, text);
});
