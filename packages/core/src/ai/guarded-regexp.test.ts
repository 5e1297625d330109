import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { anyOf, GuardedRegExp, guarded } from './guarded-regexp.ts';

const W = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;
const notClock = String.raw`(?<!(?:^|[\s,])(?:в|к|до|at|by)\s+)`;

const patterns: Array<[guard: string, body: string, flags: string]> = [
  [W, `(?:каждый день|every day|tous les jours)${E}`, 'iu'],
  [W, `(?:к|до|по)\\s+(пятнице|субботе)${E}`, 'giu'],
  [W, `(?:a|ab|b)(c)?${E}`, 'giu'],
  [`${notClock}${W}`, `(\\d+)\\s*(?:h|ч|час(?:а|ов)?)(?![\\p{L}])`, 'iu'],
  [String.raw`(?<=\s)`, '(?:купи|buy|by)', 'gu'],
  [String.raw`(?<![\p{L}])`, '(?:завтра|ma[yi])', 'iu'],
  [W, 'ſ?k', 'iu'],
  [W, '(?:x|y+)z?', 'gu'],
];

const alphabet = fc.constantFrom(
  ...'abcxk KſK 12,.\n€😀\ud83dчhaс'.split(''),
  'a',
  'b',
  'c',
  'в ',
  'к ',
  'at ',
  'каждый день',
  'Every Day',
  'к пятнице',
  'до субботе',
  '2 ч',
  '3h',
  'купи',
  'buy',
  'завтра',
  'MAI',
  '😀',
  '𝐀',
  '𝐀к пятнице',
);
const texts = fc.array(alphabet, { maxLength: 24 }).map((parts) => parts.join(''));

const show = (m: RegExpExecArray | null) => (m ? { index: m.index, all: [...m], input: m.input } : null);

function allExec(re: RegExp, text: string): unknown[] {
  const out: unknown[] = [];
  re.lastIndex = 0;
  for (let i = 0; i < 50; i++) {
    const m = re.exec(text);
    out.push(show(m), re.lastIndex);
    if (!m || !re.global) break;
  }
  return out;
}

test('a guarded regex matches exactly as the plain regex of guard + body', () => {
  for (const [guard, body, flags] of patterns) {
    const plain = new RegExp(`${guard}${body}`, flags);
    const fast = guarded(guard, body, flags);
    assert.equal(fast.source, plain.source);
    assert.equal(fast.flags, plain.flags);
    fc.assert(
      fc.property(texts, (text) => {
        assert.deepEqual(allExec(fast, text), allExec(plain, text));
        assert.equal(fast.test(text), plain.test(text));
        assert.deepEqual(text.match(fast), text.match(plain));
        assert.equal(
          text.replace(fast, (s) => `[${s}]`),
          text.replace(plain, (s) => `[${s}]`),
        );
        assert.deepEqual(text.split(fast), text.split(plain));
        if (plain.global) {
          assert.deepEqual(
            [...text.matchAll(fast)].map((m) => [m.index, ...m]),
            [...text.matchAll(plain)].map((m) => [m.index, ...m]),
          );
        }
      }),
      { numRuns: 400, seed: 42 },
    );
  }
});

test('a guarded regex keeps the RegExp contract', () => {
  const re = guarded(W, '(?:до)\\s+(\\d+)', 'gu');
  assert.ok(re instanceof RegExp);
  assert.ok(re instanceof GuardedRegExp);
  re.lastIndex = 0;
  const m = re.exec('x до 5 и до 6');
  assert.equal(m?.[1], '5');
  assert.equal(re.lastIndex, 6);
  assert.equal(re.exec('x до 5 и до 6')?.[1], '6');
  assert.equal(re.exec('x до 5 и до 6'), null);
  assert.equal(re.lastIndex, 0);
  // 'пдо 5' has 'до' after a letter: no match there, the later one counts.
  assert.equal(guarded(W, 'до', 'u').exec('пдо до')?.index, 4);
});

test('anyOf matches wherever one of its regexes does', () => {
  const regexes = patterns.map(([guard, body, flags]) => guarded(guard, body, flags));
  const any = anyOf(regexes);
  fc.assert(
    fc.property(texts, (text) => {
      if (regexes.some((re) => new RegExp(re.source, re.flags.replace('g', '')).test(text))) {
        assert.ok(any.test(text));
      }
    }),
    { numRuns: 2000, seed: 7 },
  );
  assert.equal(any.test('nothing here'), false);
});
