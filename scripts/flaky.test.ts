// The flake report's arithmetic: runs grouped per test across repeats, nearest-rank quantiles, and
// the order (failing tests first, then the slowest).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { quantile, runsByTest, slowestWaits, summarise } from './flaky.ts';

const report = {
  suites: [
    {
      specs: [
        {
          title: 'quick',
          file: 'a.spec.ts',
          line: 3,
          tests: [
            { results: [{ status: 'passed', duration: 1000 }] },
            { results: [{ status: 'passed', duration: 3000 }] },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              title: 'shaky',
              file: 'b.spec.ts',
              line: 9,
              tests: [
                { results: [{ status: 'timedOut', duration: 30000 }] },
                { results: [{ status: 'passed', duration: 2000 }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('flake report', () => {
  it('groups the repeats of one test under one key', () => {
    const runs = runsByTest(report);
    assert.deepEqual([...runs.keys()], ['a.spec.ts:3 › quick', 'b.spec.ts:9 › shaky']);
    assert.equal(runs.get('a.spec.ts:3 › quick')?.length, 2);
  });

  it('takes nearest-rank quantiles', () => {
    assert.equal(quantile([5, 1, 4, 2, 3], 0.5), 3);
    assert.equal(quantile([5, 1, 4, 2, 3], 0.95), 5);
    assert.equal(quantile([], 0.5), 0);
  });

  it('lists failing tests first with their counts and durations', () => {
    const rows = summarise(runsByTest(report));
    assert.deepEqual(rows[0], {
      test: 'b.spec.ts:9 › shaky',
      runs: 2,
      failed: 1,
      p50: 2000,
      p95: 30000,
      max: 30000,
    });
    assert.deepEqual(rows[1], {
      test: 'a.spec.ts:3 › quick',
      runs: 2,
      failed: 0,
      p50: 1000,
      p95: 3000,
      max: 3000,
    });
  });

  it('lists the slowest passing waits with the p99 of each kind', () => {
    const step = (title: string, category: 'expect' | 'pw:api', duration: number, passed = true) => ({
      test: 'a.spec.ts:3 › quick',
      category,
      title,
      line: 7,
      duration,
      passed,
    });
    const text = slowestWaits(
      [
        step('Click', 'pw:api', 800),
        step('Expect "toBeVisible"', 'expect', 2500),
        step('Expect "toHaveText"', 'expect', 9000, false),
      ],
      2,
    );
    const [head, first, second] = text.split('\n');
    assert.match(String(head), /expect p99 2\.50s, max 2\.50s over 1; pw:api p99 0\.80s/);
    assert.match(String(first), /2\.5s +expect +Expect "toBeVisible" +\(a\.spec\.ts:3, line 7\)/);
    assert.match(String(second), /0\.8s +pw:api +Click/);
  });
});
