import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeReturnTo } from './return-to.ts';

test('same-origin paths are kept', () => {
  for (const path of ['/app', '/priorities', '/mindmap/42?zoom=2#node-1', '/blog/a-b']) {
    assert.equal(sanitizeReturnTo(path), path);
  }
});

test('anything else falls back to /app', () => {
  const bad = [
    null,
    undefined,
    '',
    'app',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/ /x',
    '/a\nb',
    '/a\u0000b',
    'javascript:alert(1)',
    `/${'a'.repeat(2001)}`,
    '/auth',
    '/auth?returnTo=/app',
    '/api/auth/sign-out',
  ];
  for (const value of bad) assert.equal(sanitizeReturnTo(value), '/app', JSON.stringify(value));
});

test('a custom fallback is honoured', () => {
  assert.equal(sanitizeReturnTo('//x', '/'), '/');
  assert.equal(sanitizeReturnTo('/authors'), '/authors');
});
