import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import { nextMicroStep } from './next-micro-step.ts';

describe('nextMicroStep', () => {
  const step = (id: string, position: number, completed = false) =>
    ({ id, position, completed }) as MicroTask;
  it('is the first unfinished step by position', () => {
    assert.equal(nextMicroStep([step('b', 2), step('a', 1, true), step('c', 3)])?.id, 'b');
    assert.equal(nextMicroStep([step('a', 1, true)]), null);
  });
});
