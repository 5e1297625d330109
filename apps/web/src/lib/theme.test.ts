import assert from 'node:assert/strict';
import { test } from 'node:test';
import { baseScheme, parseThemePreference, resolveTheme, themeContextForPath } from './theme.ts';

test('themeContextForPath groups paths as SPEC §2 says', () => {
  const cases: ReadonlyArray<[string, string]> = [
    ['/', 'landing'],
    ['', 'landing'],
    ['/landing', 'landing'],
    ['/blog', 'landing'],
    ['/blog/', 'landing'],
    ['/blog/swiss-cheese-method', 'landing'],
    ['/research', 'landing'],
    ['/terms', 'landing'],
    ['/privacy', 'landing'],
    ['/auth', 'landing'],
    ['/guide', 'landing'],
    ['/how-it-works', 'landing'],
    ['/app', 'dashboard'],
    ['/tasks', 'dashboard'],
    ['/priorities', 'dashboard'],
    ['/analytics', 'dashboard'],
    ['/gamification', 'dashboard'],
    ['/habits', 'dashboard'],
    ['/mindmap', 'dashboard'],
    ['/mindmap/42', 'dashboard'],
    ['/strategy', 'strategy'],
    ['/tags', 'other'],
    ['/task-manager-test', 'other'],
    ['/shared-task/1', 'other'],
    ['/blogger', 'other'],
    ['/application', 'other'],
    ['/nope', 'other'],
  ];
  for (const [path, context] of cases) assert.equal(themeContextForPath(path), context, path);
});

test('the landing context is always dark, whatever the preference', () => {
  for (const preference of ['light', 'dark', 'bright', 'system'] as const) {
    assert.equal(resolveTheme(preference, 'landing', false), 'dark');
    assert.equal(resolveTheme(preference, 'landing', true), 'dark');
  }
});

test('elsewhere the preference applies; system follows the device', () => {
  assert.equal(resolveTheme('light', 'dashboard', true), 'light');
  assert.equal(resolveTheme('bright', 'strategy', true), 'bright');
  assert.equal(resolveTheme('dark', 'other', false), 'dark');
  assert.equal(resolveTheme('system', 'dashboard', true), 'dark');
  assert.equal(resolveTheme('system', 'dashboard', false), 'light');
});

test('parseThemePreference defaults to system', () => {
  assert.equal(parseThemePreference(null), 'system');
  assert.equal(parseThemePreference('neon'), 'system');
  assert.equal(parseThemePreference('bright'), 'bright');
});

test('baseScheme counts bright as light', () => {
  assert.equal(baseScheme('bright'), 'light');
  assert.equal(baseScheme('light'), 'light');
  assert.equal(baseScheme('dark'), 'dark');
});
