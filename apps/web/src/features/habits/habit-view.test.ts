import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heatmapRows, isoWeekday, ratePercent, scheduleText } from './habit-view.ts';

test('the heat map: 7 rows Monday..Sunday, 12 weeks, today in the last column, levels by target', () => {
  const today = '2026-11-25'; // a Wednesday
  const rows = heatmapRows(
    {
      target: 2,
      startDate: '2026-11-01',
      history: [
        { day: '2026-11-24', count: 2, frozen: false },
        { day: '2026-11-23', count: 1, frozen: false },
        { day: '2026-11-22', count: 0, frozen: true },
      ],
    },
    today,
  );
  assert.equal(rows.length, 7);
  assert.ok(rows.every((row) => row.length === 12));
  const last = rows.map((row) => row.at(-1));
  assert.equal(last[0]?.day, '2026-11-23');
  assert.equal(last[0]?.level, 1, 'started, below the target');
  assert.equal(last[1]?.level, 2, 'done');
  assert.equal(last[2]?.day, today);
  assert.equal(last[2]?.level, 0);
  assert.equal(last[3]?.level, null, 'the future');
  assert.equal(rows[6]?.at(-2)?.frozen, true);
  assert.equal(rows[0]?.[0]?.level, null, 'before the habit started');
  assert.ok(rows.every((row) => row.every((cell) => isoWeekday(cell.day) === rows.indexOf(row) + 1)));
});

test('schedules in words and the rate in percent', () => {
  assert.deepEqual(scheduleText({ kind: 'daily' }), { key: 'schedule.daily', values: {} });
  assert.deepEqual(scheduleText({ kind: 'timesPerWeek', times: 3 }), {
    key: 'schedule.timesPerWeekText',
    values: { count: 3 },
  });
  assert.equal(ratePercent(5 / 6), 83);
  assert.equal(ratePercent(null), null);
});
