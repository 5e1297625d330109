import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialSidebarCollapsed, readSidebarCookie, sidebarCookie } from './task-preferences.ts';

describe('sidebar cookie', () => {
  it('is kept 7 days for the whole site', () => {
    assert.equal(sidebarCookie(true), 'sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
    assert.equal(sidebarCookie(false), 'sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });
  it('reads back among other cookies', () => {
    assert.equal(readSidebarCookie('a=1; sidebar_state=false; b=2'), false);
    assert.equal(readSidebarCookie('sidebar_state=true'), true);
    assert.equal(readSidebarCookie('sidebar_state=maybe'), null);
    assert.equal(readSidebarCookie(''), null);
  });
  it('localStorage wins, then the cookie, then expanded', () => {
    assert.equal(initialSidebarCollapsed('true', 'sidebar_state=true'), true);
    assert.equal(initialSidebarCollapsed('false', 'sidebar_state=false'), false);
    assert.equal(initialSidebarCollapsed(null, 'sidebar_state=false'), true);
    assert.equal(initialSidebarCollapsed(null, ''), false);
  });
});
