import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectLanguage, isLanguage } from './language.ts';

test('a stored choice wins', () => {
  assert.equal(detectLanguage('fr', 'ru-RU'), 'fr');
  assert.equal(detectLanguage('en', 'ru'), 'en');
});

test('otherwise the browser language decides: ru* -> ru, fr* -> fr, else en', () => {
  const cases: ReadonlyArray<[string | undefined, string]> = [
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['RU-ua', 'ru'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['en-US', 'en'],
    ['de-DE', 'en'],
    ['uk', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ];
  for (const [browser, expected] of cases)
    assert.equal(detectLanguage(null, browser), expected, String(browser));
});

test('an unknown stored value is ignored', () => {
  assert.equal(detectLanguage('de', 'fr-FR'), 'fr');
  assert.equal(detectLanguage('', undefined), 'en');
  assert.equal(isLanguage('ru'), true);
  assert.equal(isLanguage('RU'), false);
});
