import assert from 'node:assert/strict';
import { it } from 'node:test';
import { splitDuration } from './duration.ts';

it('splits durations', () => {
  assert.deepEqual(splitDuration(3900), { hours: 1, minutes: 5 });
});
