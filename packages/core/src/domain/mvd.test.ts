import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canAddToMvd, MVD_LIMIT, MVD_LIMIT_MESSAGE, mergeMvdLists, toggleMvd } from './mvd.ts';

describe('canAddToMvd', () => {
  const cases: Array<[string[], string, { ok: boolean; alreadyIn?: boolean }]> = [
    [[], 'a', { ok: true, alreadyIn: false }],
    [['a', 'b'], 'c', { ok: true, alreadyIn: false }],
    [['a', 'b', 'c'], 'd', { ok: false }],
    [['a', 'b', 'c'], 'b', { ok: true, alreadyIn: true }],
    [['a'], 'a', { ok: true, alreadyIn: true }],
  ];
  for (const [current, id, expected] of cases) {
    test(`[${current}] + ${id} -> ${JSON.stringify(expected)}`, () => {
      const result = canAddToMvd(current, id);
      assert.equal(result.ok, expected.ok);
      if (result.ok) assert.equal(result.value.alreadyIn, expected.alreadyIn);
      else {
        assert.equal(result.error.code, 'mvd_limit');
        assert.equal(result.error.message, 'MVD Limit: Minimum viable day can have maximum 3 tasks');
      }
    });
  }
  test('the limit is 3', () => assert.equal(MVD_LIMIT, 3));
});

describe('toggleMvd', () => {
  const cases: Array<[string[], string, string[] | 'mvd_limit', ('added' | 'removed')?]> = [
    [[], 'a', ['a'], 'added'],
    [['a'], 'a', [], 'removed'],
    [['a', 'b', 'c'], 'b', ['a', 'c'], 'removed'],
    [['a', 'b'], 'c', ['a', 'b', 'c'], 'added'],
    [['a', 'b', 'c'], 'd', 'mvd_limit'],
  ];
  for (const [current, id, expected, action] of cases) {
    test(`toggle ${id} in [${current}]`, () => {
      const result = toggleMvd(current, id);
      if (expected === 'mvd_limit') {
        assert.equal(result.ok, false);
        if (!result.ok) assert.equal(result.error.message, MVD_LIMIT_MESSAGE);
        return;
      }
      assert.ok(result.ok);
      assert.deepEqual(result.value, { taskIds: expected, action });
    });
  }
});

describe('mergeMvdLists (SPEC §4 migration)', () => {
  const cases: Array<[string, string[], string[], { upload: string[] | null; local: string[] }]> = [
    ['both empty', [], [], { upload: null, local: [] }],
    ['empty server takes the local list', [], ['a', 'b'], { upload: ['a', 'b'], local: ['a', 'b'] }],
    [
      'local list deduplicated and cut to 3',
      [],
      ['a', 'a', 'b', 'c', 'd'],
      { upload: ['a', 'b', 'c'], local: ['a', 'b', 'c'] },
    ],
    ['server list wins', ['x'], ['a', 'b'], { upload: null, local: ['x'] }],
    ['server list with empty local', ['x', 'y'], [], { upload: null, local: ['x', 'y'] }],
  ];
  for (const [name, server, local, expected] of cases) {
    test(name, () => assert.deepEqual(mergeMvdLists(server, local), expected));
  }
});
