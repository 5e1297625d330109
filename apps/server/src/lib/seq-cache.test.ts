import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seqCache } from './seq-cache.ts';

const buf = (text: string) => Buffer.from(text);

test('an answer is served only for the counter it was built at; an older build never wins', () => {
  const cache = seqCache({ name: 'test', maxEntries: 10, maxBytes: 1000 });
  cache.set('u1', 5, buf('five'));
  assert.equal(cache.get('u1', 5)?.toString(), 'five');
  assert.equal(cache.get('u1', 6), undefined, 'the user wrote since');
  cache.set('u1', 7, buf('seven'));
  cache.set('u1', 6, buf('six, finished late'));
  assert.equal(cache.get('u1', 7)?.toString(), 'seven');
});

test('bounded by entries (least recently used goes first) and by bytes', () => {
  const cache = seqCache({ name: 'test', maxEntries: 2, maxBytes: 100 });
  cache.set('a', 1, buf('a'));
  cache.set('b', 1, buf('b'));
  cache.get('a', 1);
  cache.set('c', 1, buf('c'));
  assert.equal(cache.get('b', 1), undefined);
  assert.equal(cache.get('a', 1)?.toString(), 'a');
  cache.set('big', 1, buf('x'.repeat(30)));
  assert.equal(cache.get('big', 1), undefined, 'over a quarter of the budget is not kept');
});
