import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gate } from './gate.ts';

test('at most `limit` runs at once, the others in order; a failed run frees its place', async () => {
  const g = gate(2);
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const run = (i: number, fail = false) =>
    g.run(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      order.push(i);
      if (fail) throw new Error(`run ${i} failed`);
      return i;
    });
  const runs = [run(1), run(2, true), run(3), run(4), run(5)];
  assert.deepEqual(g.stats(), { running: 2, waiting: 3 });
  const settled = await Promise.allSettled(runs);
  assert.equal(most, 2);
  assert.deepEqual(order, [1, 2, 3, 4, 5]);
  assert.equal(settled[1]?.status, 'rejected');
  assert.deepEqual(
    settled.filter((s) => s.status === 'fulfilled').map((s) => s.value),
    [1, 3, 4, 5],
  );
  assert.deepEqual(g.stats(), { running: 0, waiting: 0 });
});
