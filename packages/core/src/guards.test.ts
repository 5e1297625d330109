import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOneOf, isRecord } from './guards.ts';

describe('isRecord', () => {
  const cases: Array<[unknown, boolean]> = [
    [{}, true],
    [{ a: 1 }, true],
    [[], true],
    [null, false],
    [undefined, false],
    ['{}', false],
    [1, false],
  ];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} -> ${expected}`, () => assert.equal(isRecord(value), expected));
  }
});

describe('isOneOf', () => {
  const colors = ['blue', 'green'] as const;
  const cases: Array<[unknown, boolean]> = [
    ['blue', true],
    ['green', true],
    ['Blue', false],
    ['', false],
    [null, false],
    [undefined, false],
    [{ toString: () => 'blue' }, false],
  ];
  for (const [value, expected] of cases) {
    it(`${String(value)} -> ${expected}`, () => assert.equal(isOneOf(colors, value), expected));
  }
});
