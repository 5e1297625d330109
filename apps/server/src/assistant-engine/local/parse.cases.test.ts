// The local engine against the public parse case table (eval/parse-cases.json): ru, en and fr brain
// dumps with dates relative to a fixed now (Wednesday 2026-11-18, 09:00 UTC) in each case's time
// zone. Every expected field is checked; the test reports per-field accuracy and requires 97 %
// overall and on every field. `npm run eval:ai` runs the same table against any provider.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFieldNames, parseFields, percent, scoreParse, sum } from '../eval/score.ts';
import { loadParseTable } from '../eval/tables.ts';
import { localParse } from './parse.ts';

test('local parse case table (ru/en/fr)', async (t) => {
  const table = loadParseTable();
  const score = await scoreParse(table, async (input) => localParse(input));
  const total = sum(Object.values(score.fields));
  const summary = parseFields
    .map((f) => `${parseFieldNames[f]} ${score.fields[f].hit}/${score.fields[f].total}`)
    .join(', ');
  t.diagnostic(
    `${table.cases.length} cases: accuracy ${percent(total).toFixed(1)}% (${total.hit}/${total.total} checks: ${summary})`,
  );
  for (const miss of score.misses) t.diagnostic(`miss: ${miss}`);
  assert.ok(table.cases.length >= 200, `${table.cases.length} cases`);
  assert.ok(percent(total) >= 97, `accuracy ${total.hit}/${total.total}`);
  for (const f of parseFields)
    assert.ok(
      percent(score.fields[f]) >= 97,
      `${parseFieldNames[f]} ${score.fields[f].hit}/${score.fields[f].total}`,
    );
});
