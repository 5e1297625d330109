import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moveItem, orderSteps } from './micro-step-order.ts';

test('moveItem table', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const cases: Array<[number, number, string[]]> = [
    [0, 1, ['b', 'a', 'c', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 3, ['a', 'c', 'd', 'b']],
    [2, 2, ids],
    [0, -1, ids],
    [3, 4, ids],
  ];
  for (const [from, to, expected] of cases)
    assert.deepEqual(moveItem(ids, from, to), expected, `${from}->${to}`);
  assert.equal(moveItem(ids, 1, 1), ids);
});

test('orderSteps sorts by position, then creation', () => {
  const steps = [
    { id: 'x', position: 2, createdAt: '2026-01-01T00:00:02Z' },
    { id: 'y', position: 1, createdAt: '2026-01-01T00:00:03Z' },
    { id: 'z', position: 1, createdAt: '2026-01-01T00:00:01Z' },
  ];
  assert.deepEqual(
    orderSteps(steps).map((s) => s.id),
    ['z', 'y', 'x'],
  );
});
