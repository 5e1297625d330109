import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mvdLocalKey, parseLocalMvd, planMvdMigration } from './mvd-local-list.ts';

describe('local MVD list', () => {
  it('uses SPEC key names', () => {
    assert.equal(mvdLocalKey(null), 'user-guest-mvd-tasks');
    assert.equal(mvdLocalKey('u1'), 'user-u1-mvd-tasks');
  });
  it('reads malformed values as empty', () => {
    assert.deepEqual(parseLocalMvd(null), []);
    assert.deepEqual(parseLocalMvd('{oops'), []);
    assert.deepEqual(parseLocalMvd('{"a":1}'), []);
    assert.deepEqual(parseLocalMvd('["a",2,"",null,"b"]'), ['a', 'b']);
  });
});

describe('planMvdMigration', () => {
  const base = {
    alreadyDone: false,
    serverIds: [] as string[],
    userLocal: [] as string[],
    guestLocal: [] as string[],
  };
  it('waits for the server list and runs once', () => {
    assert.deepEqual(planMvdMigration({ ...base, serverIds: undefined }), { kind: 'skip' });
    assert.deepEqual(planMvdMigration({ ...base, alreadyDone: true, userLocal: ['a'] }), { kind: 'skip' });
  });
  it('uploads local ids (user then guest, unique, at most 3) when the server list is empty', () => {
    assert.deepEqual(planMvdMigration({ ...base, userLocal: ['a', 'b'], guestLocal: ['b', 'c', 'd'] }), {
      kind: 'upload',
      taskIds: ['a', 'b', 'c'],
    });
  });
  it('lets a non-empty server list replace the local one', () => {
    assert.deepEqual(planMvdMigration({ ...base, serverIds: ['x'], userLocal: ['a'] }), {
      kind: 'replace-local',
      local: ['x'],
    });
  });
  it('has nothing to upload when both are empty', () => {
    assert.deepEqual(planMvdMigration(base), { kind: 'replace-local', local: [] });
  });
});
