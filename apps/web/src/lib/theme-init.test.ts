// public/theme-init.js runs before React and cannot import the TypeScript rules: run it in a sandbox
// against those rules so the two never drift apart.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { detectLanguage } from './language.ts';
import { parseThemePreference, resolveTheme, themeContextForPath } from './theme.ts';

const script = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'theme-init.js'), 'utf8');

function run(pathname: string, stored: Record<string, string>, systemDark: boolean, browser: string) {
  const classes = new Set<string>(['dark']);
  const root = {
    lang: '',
    style: { colorScheme: '' },
    classList: {
      add: (...names: string[]) => {
        for (const n of names) classes.add(n);
      },
      remove: (...names: string[]) => {
        for (const n of names) classes.delete(n);
      },
    },
  };
  runInNewContext(script, {
    document: { documentElement: root },
    location: { pathname },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: () => ({ matches: systemDark }),
    navigator: { language: browser },
  });
  return { classes: [...classes], lang: root.lang, colorScheme: root.style.colorScheme };
}

test('theme-init.js agrees with src/lib/theme.ts and language.ts', () => {
  const paths = ['/', '/landing', '/blog/x', '/auth', '/app', '/strategy', '/tags', '/blogger', '/guide/'];
  const stored = [undefined, 'light', 'dark', 'bright', 'system', 'junk'];
  for (const pathname of paths) {
    for (const theme of stored) {
      for (const systemDark of [false, true]) {
        const storage: Record<string, string> = theme ? { 'UI-theme': theme } : {};
        const result = run(pathname, storage, systemDark, 'fr-FR');
        const expected = resolveTheme(parseThemePreference(theme), themeContextForPath(pathname), systemDark);
        assert.deepEqual(result.classes, [expected], `${pathname} ${theme} ${systemDark}`);
        assert.equal(result.colorScheme, expected === 'dark' ? 'dark' : 'light');
      }
    }
  }
});

test('theme-init.js sets lang like detectLanguage', () => {
  for (const [stored, browser] of [
    [undefined, 'ru-RU'],
    [undefined, 'de'],
    ['fr', 'en-US'],
    ['xx', 'fr-CA'],
  ] as const) {
    const result = run('/', stored ? { language: stored } : {}, false, browser);
    assert.equal(result.lang, detectLanguage(stored, browser));
  }
});

test('theme-init.js survives storage that throws', () => {
  const root = { lang: '', style: { colorScheme: '' }, classList: { add() {}, remove() {} } };
  assert.doesNotThrow(() =>
    runInNewContext(script, {
      document: { documentElement: root },
      location: { pathname: '/app' },
      localStorage: {
        getItem() {
          throw new Error('denied');
        },
      },
      matchMedia: () => ({ matches: true }),
      navigator: { language: 'ru' },
    }),
  );
  assert.equal(root.lang, 'ru');
});
