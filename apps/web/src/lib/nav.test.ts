import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isNavHidden, isNavItemActive, mainNavItems } from './nav.ts';

const item = (id: string) => {
  const found = mainNavItems.find((i) => i.id === id);
  assert.ok(found, id);
  return found;
};

test('five items in SPEC order', () => {
  assert.deepEqual(
    mainNavItems.map((i) => i.to),
    ['/app', '/priorities', '/strategy', '/analytics', '/gamification'],
  );
});

test('tasks (/app) is active only on an exact match', () => {
  assert.equal(isNavItemActive('/app', item('tasks')), true);
  assert.equal(isNavItemActive('/app/', item('tasks')), true);
  assert.equal(isNavItemActive('/app/anything', item('tasks')), false);
});

test('other items are active on their route and below it', () => {
  assert.equal(isNavItemActive('/priorities', item('priorities')), true);
  assert.equal(isNavItemActive('/strategy/7', item('strategy')), true);
  assert.equal(isNavItemActive('/analytics', item('analytics')), true);
  assert.equal(isNavItemActive('/gamification/badges', item('progress')), true);
  assert.equal(isNavItemActive('/app', item('priorities')), false);
  assert.equal(isNavItemActive('/analyticsx', item('analytics')), false);
});

test('the bars step aside on /app and /strategy only', () => {
  assert.equal(isNavHidden('/app'), true);
  assert.equal(isNavHidden('/strategy'), true);
  assert.equal(isNavHidden('/priorities'), false);
  assert.equal(isNavHidden('/analytics'), false);
  assert.equal(isNavHidden('/mindmap/1'), false);
});
