// The task ids nodes link (taskIdsOf, mind-map.checks.ts, a loop since decision 0031; given each node's
// task id): each once, in the order first linked, none for unlinked nodes; the same as the Set of the
// linked ids.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { taskIdsOf } from './mind-map.checks.ts';

test('taskIdsOf: each linked task once, in the order first linked', () => {
  assert.deepEqual(taskIdsOf(['b', null, 'a', 'b', 'c']), ['b', 'a', 'c']);
  assert.deepEqual(taskIdsOf([]), []);
  assert.deepEqual(taskIdsOf([null]), []);
});

test('property: taskIdsOf is the distinct linked ids', () => {
  const taskId = fc.option(fc.constantFrom('t1', 't2', 't3', 't4', 't5'), { nil: null });
  fc.assert(
    fc.property(fc.array(taskId, { maxLength: 30 }), (taskIds) => {
      const linked = taskIds.flatMap((t) => (t === null ? [] : [t]));
      assert.deepEqual(taskIdsOf(taskIds), [...new Set(linked)]);
    }),
    { numRuns: 500 },
  );
});
