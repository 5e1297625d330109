// How batch-inserts.ts splits a batch's waiting rows into statements.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { statementRows } from './batch-inserts.ts';

/** The row counts of the statements that insert `rows` waiting rows. */
function split(rows: number): number[] {
  const sizes: number[] = [];
  for (let left = rows; left > 0; left -= sizes.at(-1) ?? left) sizes.push(statementRows(left));
  return sizes;
}

test('up to 32 rows go in one statement; more in 64 or 32 first, then the rest', () => {
  assert.deepEqual(split(1), [1]);
  assert.deepEqual(split(20), [20]);
  assert.deepEqual(split(32), [32]);
  assert.deepEqual(split(33), [32, 1]);
  assert.deepEqual(split(63), [32, 31]);
  assert.deepEqual(split(64), [64]);
  assert.deepEqual(split(100), [64, 32, 4]);
});

test('every batch size takes its rows exactly, in at most 33 shapes', () => {
  const shapes = new Set<number>();
  for (let rows = 1; rows <= 1000; rows++) {
    const sizes = split(rows);
    assert.equal(
      sizes.reduce((a, b) => a + b, 0),
      rows,
    );
    for (const size of sizes) shapes.add(size);
  }
  assert.ok(shapes.size <= 33, `${shapes.size} shapes`);
});
