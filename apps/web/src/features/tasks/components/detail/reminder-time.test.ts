import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultReminder, fromLocalInput, toLocalInput } from './reminder-time.ts';

test('the default is the start date and time when still ahead, else an hour on a five-minute mark', () => {
  const now = new Date(2026, 10, 21, 9, 2);
  assert.equal(
    defaultReminder({ startDate: '2026-11-22', startTime: '14:30' }, now),
    new Date(2026, 10, 22, 14, 30).toISOString(),
  );
  assert.equal(
    defaultReminder({ startDate: '2026-11-22', startTime: null }, now),
    new Date(2026, 10, 22, 9, 0).toISOString(),
  );
  assert.equal(
    defaultReminder({ startDate: '2026-11-20', startTime: '10:00' }, now),
    new Date(2026, 10, 21, 10, 5).toISOString(),
  );
  assert.equal(
    defaultReminder({ startDate: null, startTime: null }, now),
    new Date(2026, 10, 21, 10, 5).toISOString(),
  );
});

test('datetime-local values round-trip; bad ones are refused', () => {
  const iso = new Date(2026, 0, 5, 7, 45).toISOString();
  assert.equal(toLocalInput(iso), '2026-01-05T07:45');
  assert.equal(fromLocalInput('2026-01-05T07:45'), iso);
  assert.equal(fromLocalInput(''), null);
  assert.equal(fromLocalInput('2026-13-45T99:99'), null);
});
