import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keysForEvent, keysForEvents, staleAfterStreamOpen } from './realtime-keys.ts';

describe('keysForEvent', () => {
  it('maps each resource to the queries it makes stale', () => {
    assert.deepEqual(keysForEvent('task.updated'), [['tasks'], ['mvd'], ['strategies'], ['tags']]);
    assert.deepEqual(keysForEvent('mvd.changed'), [['mvd'], ['tasks', 'list']]);
    assert.deepEqual(keysForEvent('strategy.deleted'), [['strategies'], ['tasks']]);
    assert.deepEqual(keysForEvent('tag.created'), [['tags'], ['tasks']]);
    assert.deepEqual(keysForEvent('habit.changed', ['h1']), [['habits']], 'a check-in on another device');
    assert.deepEqual(keysForEvent('recurring.changed', ['r1']), [['recurring']]);
    assert.deepEqual(keysForEvent('health.changed', ['2026-03-04']), [['health']], 'a check-in elsewhere');
    assert.deepEqual(keysForEvent('review.changed', ['s1']), [['reviews']], 'a review walked elsewhere');
    assert.deepEqual(keysForEvent('micro-task.updated', ['t1']), [
      ['tasks', 'list'],
      ['tasks', 'detail', 't1'],
    ]);
    assert.deepEqual(keysForEvent('session.ended'), []);
  });
});

describe('keysForEvents', () => {
  it('merges a burst and drops keys covered by a broader prefix', () => {
    const keys = keysForEvents([
      { type: 'mvd.changed', ids: ['a'] },
      { type: 'task.updated', ids: ['a'] },
      { type: 'micro-task.created', ids: ['a'] },
    ]);
    assert.deepEqual(keys, [['mvd'], ['tasks'], ['strategies'], ['tags']]);
  });
});

describe('staleAfterStreamOpen', () => {
  it('asks again for live data fetched before the stream opened', () => {
    assert.equal(staleAfterStreamOpen(['tasks', 'list', { view: 'active' }], 1000, 2000), true);
    assert.equal(staleAfterStreamOpen(['comments', 't1'], 1000, 2000), true);
    assert.equal(staleAfterStreamOpen(['notifications', 'unread'], 1000, 2000), true);
    assert.equal(staleAfterStreamOpen(['mvd'], 0, 2000), true);
  });

  it('keeps data fetched after the stream opened, and what events do not keep fresh', () => {
    assert.equal(staleAfterStreamOpen(['tasks', 'list', { view: 'active' }], 2000, 2000), false);
    assert.equal(staleAfterStreamOpen(['ai', 'priorities', 'en'], 1000, 2000), false);
    assert.equal(staleAfterStreamOpen(['session'], 1000, 2000), false);
  });
});
