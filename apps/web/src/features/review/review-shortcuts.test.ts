import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { actionsOf } from '@nova/core/domain/review';
import { actionForKey, actionKeys, isShortcutEvent, pickForKey } from './review-shortcuts.ts';

const key = (k: string, over: Partial<Parameters<typeof isShortcutEvent>[0]> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...over,
});

describe('review shortcuts', () => {
  it('each type’s actions have distinct keys', () => {
    for (const actions of Object.values(actionsOf)) {
      const keys = actions.map((a) => actionKeys[a]);
      assert.equal(new Set(keys).size, keys.length);
    }
  });
  it('maps keys to the type’s actions only, either case', () => {
    assert.equal(actionForKey('morning_sync', 'K'), 'keep');
    assert.equal(actionForKey('morning_sync', 'x'), 'drop');
    assert.equal(actionForKey('morning_sync', 'n'), null, 'noted is the evening’s');
    assert.equal(actionForKey('evening_review', 'n'), 'noted');
    assert.equal(actionForKey('evening_review', 'x'), null);
    assert.equal(pickForKey('W'), 'weekend');
    assert.equal(pickForKey('q'), null);
  });
  it('ignores modified keys and named keys', () => {
    assert.equal(isShortcutEvent(key('k')), true);
    assert.equal(isShortcutEvent(key('k', { ctrlKey: true })), false);
    assert.equal(isShortcutEvent(key('k', { metaKey: true })), false);
    assert.equal(isShortcutEvent(key('Enter')), false);
  });
});
