import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { changedFields, readBack } from './rows.ts';

describe('changedFields', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]> = [
    ['nothing asked', { a: undefined }, { a: 1 }, {}],
    ['same value', { a: 1, b: 'x' }, { a: 1, b: 'x' }, {}],
    ['changed value', { a: 2, b: 'x' }, { a: 1, b: 'x' }, { a: 2 }],
    ['null is a value', { a: null }, { a: 1 }, { a: null }],
    ['in the order asked', { b: 2, a: 2 }, { a: 1, b: 1 }, { b: 2, a: 2 }],
  ];
  for (const [name, wanted, current, expected] of cases) {
    test(name, () => {
      const patch = changedFields(wanted, current);
      assert.deepEqual(patch, expected);
      assert.deepEqual(Object.keys(patch), Object.keys(expected));
    });
  }
});

describe('readBack', () => {
  test('a row is returned as it is', () => assert.deepEqual(readBack({ id: 'a' }, 'Task'), { id: 'a' }));
  test('a missing row is a bug, said as one', () => {
    assert.throws(() => readBack(undefined, 'Task'), /Task was just written but cannot be read back/);
    assert.throws(() => readBack(null, 'Task'), /Task was just written/);
  });
});
