import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { matchesSearch, normalizeForSearch, searchTokens, stripMarkup } from './search.ts';

describe('normalizeForSearch', () => {
  const cases: Array<[string, string]> = [
    ['Réunion', 'reunion'],
    ['ÉLÈVE à Noël', 'eleve a noel'],
    ['Ёлка', 'елка'],
    ['ЁЖ', 'еж'],
    ['Мой', 'мой'],
    ['ЙОГА', 'йога'],
    ['cœur', 'coeur'],
    ['Straße', 'strasse'],
    ['  two\t\nspaces  ', 'two spaces'],
    ['ﬁle', 'file'],
  ];
  for (const [input, output] of cases) {
    test(`${JSON.stringify(input)} -> ${JSON.stringify(output)}`, () =>
      assert.equal(normalizeForSearch(input), output));
  }
});

describe('matchesSearch', () => {
  const cases: Array<[string, string[], boolean]> = [
    ['', ['anything'], true],
    ['   ', ['anything'], true],
    ['reunion', ['Réunion d’équipe'], true],
    ['RÉUNION', ['reunion'], true],
    ['елку', ['Купить ёлку'], true],
    ['ёлк', ['Купить елку'], true],
    ['купить молоко', ['Купить', 'молоко и хлеб'], true],
    ['купить сыр', ['Купить молоко'], false],
    ['мои', ['мой'], false],
    ['email', ['Send', null as unknown as string], false],
  ];
  for (const [query, texts, expected] of cases) {
    test(`${JSON.stringify(query)} in ${JSON.stringify(texts)} -> ${expected}`, () =>
      assert.equal(matchesSearch(query, ...texts), expected));
  }
  test('searchTokens deduplicates', () => assert.deepEqual(searchTokens('A a b'), ['a', 'b']));
});

describe('stripMarkup', () => {
  const cases: Array<[string, string]> = [
    ['<p>Hello <b>world</b></p>', ' Hello  world  '],
    ['a &amp; b &lt;c&gt; &#233;t&#xE9;', 'a & b <c> été'],
    ['&unknown; &#0;', '&unknown; &#0;'],
  ];
  for (const [input, output] of cases) {
    test(JSON.stringify(input), () => assert.equal(stripMarkup(input), output));
  }
});
