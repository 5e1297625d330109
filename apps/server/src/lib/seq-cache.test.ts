import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALL_SEQ_CACHES_MAX_BYTES, allSeqCacheBytes, seqCache } from './seq-cache.ts';

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

test('callers of one key and seq share one build; a failed build is not kept', async () => {
  const cache = seqCache({ name: 'test', maxEntries: 10, maxBytes: 1000 });
  let builds = 0;
  const build = async () => {
    builds++;
    await new Promise((r) => setTimeout(r, 5));
    return buf(`built ${builds}`);
  };
  const answers = await Promise.all([1, 2, 3].map(() => cache.getOrBuild('k', 1, build)));
  assert.equal(builds, 1);
  assert.deepEqual(
    answers.map((a) => a.toString()),
    ['built 1', 'built 1', 'built 1'],
  );
  assert.equal((await cache.getOrBuild('k', 1, build)).toString(), 'built 1', 'cached now');
  assert.equal((await cache.getOrBuild('k', 2, build)).toString(), 'built 2', 'a new seq builds again');
  await assert.rejects(
    cache.getOrBuild('k', 3, () => Promise.reject(new Error('no'))),
    /no/,
  );
  assert.equal((await cache.getOrBuild('k', 3, build)).toString(), 'built 3');
});

test('all caches together stay within the shared budget, each keeping its newest answer', () => {
  const before = allSeqCacheBytes();
  const big = Math.floor(ALL_SEQ_CACHES_MAX_BYTES / 8);
  const one = seqCache({ name: 'test-a', maxEntries: 100, maxBytes: ALL_SEQ_CACHES_MAX_BYTES });
  const two = seqCache({ name: 'test-b', maxEntries: 100, maxBytes: ALL_SEQ_CACHES_MAX_BYTES });
  for (let i = 0; i < 12; i++) one.set(`a${i}`, 1, Buffer.alloc(big));
  assert.ok(allSeqCacheBytes() <= ALL_SEQ_CACHES_MAX_BYTES + before);
  two.set('b', 1, Buffer.alloc(big));
  assert.equal(two.get('b', 1)?.length, big, 'the newest answer of a cache is kept');
  assert.ok(one.stats().bytes < 12 * big, 'the older answers went first');
  assert.ok(allSeqCacheBytes() <= ALL_SEQ_CACHES_MAX_BYTES + before + big);
});

test('while an older state is built, callers of newer ones wait and share one build of the newest', async () => {
  const cache = seqCache({ name: 'test', maxEntries: 10, maxBytes: 1000 });
  const built: number[] = [];
  let running = 0;
  let most = 0;
  const builder = (seq: number) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((r) => setTimeout(r, 5));
    running--;
    built.push(seq);
    return buf(`at ${seq}`);
  };
  const answers = await Promise.all([1, 2, 3, 4].map((seq) => cache.getOrBuild('k', seq, builder(seq))));
  assert.equal(most, 1, 'one build of a key at a time');
  assert.deepEqual(built, [1, 4], 'the waiters got one build, of the newest state asked');
  assert.deepEqual(
    answers.map((a) => a.toString()),
    ['at 1', 'at 4', 'at 4', 'at 4'],
  );
});
