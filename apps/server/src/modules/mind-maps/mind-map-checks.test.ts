// The task ids a list of nodes links (taskIdsOf, mind-map.checks.ts, a loop since decision 0031): each
// once, in the order first linked, none for unlinked nodes; the same as the Set of the linked ids.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { taskIdsOf } from './mind-map.checks.ts';

test('taskIdsOf: each linked task once, in the order first linked', () => {
  const nodes = [{ taskId: 'b' }, { taskId: null }, { taskId: 'a' }, { taskId: 'b' }, { taskId: 'c' }];
  assert.deepEqual(taskIdsOf(nodes), ['b', 'a', 'c']);
  assert.deepEqual(taskIdsOf([]), []);
  assert.deepEqual(taskIdsOf([{ taskId: null }]), []);
});

test('property: taskIdsOf is the distinct linked ids', () => {
  const taskId = fc.option(fc.constantFrom('t1', 't2', 't3', 't4', 't5'), { nil: null });
  fc.assert(
    fc.property(fc.array(fc.record({ taskId }), { maxLength: 30 }), (nodes) => {
      const linked = nodes.flatMap((n) => (n.taskId === null ? [] : [n.taskId]));
      assert.deepEqual(taskIdsOf(nodes), [...new Set(linked)]);
    }),
    { numRuns: 500 },
  );
});
