// Every language has exactly the same keys in every namespace, and no value is empty.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const dir = join(import.meta.dirname, '..', 'locales');
const languages = ['ru', 'en', 'fr'];

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else if (Array.isArray(value)) {
    value.forEach((child, index) => {
      for (const [k, v] of flatten(child, `${prefix}[${index}]`)) out.set(k, v);
    });
  } else {
    out.set(prefix, value);
  }
  return out;
}

const load = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as unknown);

test('ru, en and fr have the same namespaces', () => {
  const files = languages.map((l) => readdirSync(join(dir, l)).sort());
  assert.deepEqual(files[0], files[1]);
  assert.deepEqual(files[0], files[2]);
});

test('ru, en and fr have identical key sets with non-empty strings', () => {
  for (const file of readdirSync(join(dir, 'en'))) {
    const en = load('en', file);
    for (const language of languages) {
      const other = load(language, file);
      assert.deepEqual([...other.keys()].sort(), [...en.keys()].sort(), `${language}/${file}`);
      for (const [key, value] of other) {
        assert.ok(typeof value === 'string' && value.trim() !== '', `${language}/${file}: ${key} is empty`);
      }
    }
  }
});

test('interpolation variables match across languages', () => {
  const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const file of readdirSync(join(dir, 'en'))) {
    const en = load('en', file);
    for (const language of languages) {
      for (const [key, value] of load(language, file)) {
        assert.deepEqual(vars(value), vars(en.get(key)), `${language}/${file}: ${key}`);
      }
    }
  }
});

test('SPEC texts: loading spinner and mobile labels', () => {
  assert.equal(load('ru', 'common.json').get('app.loadingPage'), 'Загружаем страницу...');
  assert.equal(load('en', 'common.json').get('app.loadingPage'), 'Loading page...');
  assert.equal(load('fr', 'common.json').get('app.loadingPage'), 'Chargement de la page...');
  assert.equal(load('ru', 'common.json').get('nav.analytics'), 'Аналитика');
  assert.equal(load('ru', 'common.json').get('nav.progress'), 'Прогресс');
  assert.equal(load('en', 'common.json').get('crash.title'), 'An error occurred');
  assert.equal(load('en', 'common.json').get('guard.errorTitle'), 'Authorization Error');
  assert.equal(load('en', 'common.json').get('guard.errorText'), 'Failed to check authorization status');
  assert.equal(load('en', 'common.json').get('logout.failed'), 'Failed to logout from system');
});
