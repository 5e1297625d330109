import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  ALREADY_COMPLETED_MESSAGE,
  assigneeDisplayName,
  assigneeNameSchema,
  assignmentStatusOf,
  canAssigneeComplete,
  commentTextSchema,
  isBlank,
  isWellFormedToken,
  sharedAccessData,
  sharedErrorScreenFor,
  sharedTaskLink,
} from './delegation.ts';

describe('isWellFormedToken', () => {
  const cases: Array<[unknown, boolean]> = [
    ['A'.repeat(43), true],
    ['aZ09_-'.repeat(8).slice(0, 43), true],
    ['A'.repeat(42), false],
    ['A'.repeat(44), false],
    [`${'A'.repeat(42)}=`, false],
    [`${'A'.repeat(42)}/`, false],
    ['', false],
    [null, false],
    [42, false],
  ];
  for (const [value, expected] of cases) {
    test(`${JSON.stringify(value)} -> ${expected}`, () => assert.equal(isWellFormedToken(value), expected));
  }
});

describe('sharedTaskLink', () => {
  test('PUBLIC_URL/shared-task/{taskId}?token=…, trailing slashes ignored', () => {
    assert.equal(
      sharedTaskLink('https://plan.example.org/', 'a-1', 'tok_en'),
      'https://plan.example.org/shared-task/a-1?token=tok_en',
    );
  });
  test('the id and token are encoded', () => {
    assert.equal(sharedTaskLink('http://x', 'a b', 't+/'), 'http://x/shared-task/a%20b?token=t%2B%2F');
  });
});

describe('sharedAccessData (SPEC §5: both id and token are needed)', () => {
  const cases: Array<[string | null, string | null, boolean]> = [
    ['t1', 'tok', true],
    ['', 'tok', false],
    ['t1', '', false],
    ['t1', '   ', false],
    [null, 'tok', false],
    ['t1', null, false],
  ];
  for (const [id, token, expected] of cases) {
    test(`${id} / ${token} -> ${expected}`, () => {
      const result = sharedAccessData(id, token);
      assert.equal(result.ok, expected);
      if (!result.ok) {
        assert.equal(result.error.code, 'insufficient_access_data');
        assert.equal(result.error.message, 'Insufficient access data');
      }
    });
  }
});

describe('sharedErrorScreenFor', () => {
  const cases: Array<[string | null, string]> = [
    ['insufficient_access_data', 'insufficient_access_data'],
    ['task_not_found', 'task_not_found'],
    ['task_not_delegated', 'task_not_delegated'],
    ['invalid_access_token', 'invalid_access_token'],
    ['rate_limited', 'rate_limited'],
    ['internal_error', 'unexpected'],
    ['fetch_error', 'unexpected'],
    [null, 'unexpected'],
  ];
  for (const [code, screen] of cases)
    test(`${code} -> ${screen}`, () => assert.equal(sharedErrorScreenFor(code), screen));
});

describe('assignment status and completion', () => {
  const statuses: Array<[string | null, string]> = [
    [null, 'pending'],
    ['', 'pending'],
    ['null', 'pending'],
    ['completed', 'completed'],
    ['accepted', 'accepted'],
  ];
  for (const [value, expected] of statuses) {
    test(`status ${value} -> ${expected}`, () => assert.equal(assignmentStatusOf(value), expected));
  }
  const completes: Array<[string, string, boolean]> = [
    ['pending', 'waiting', true],
    ['pending', 'inProgress', true],
    ['completed', 'waiting', false],
    ['pending', 'completed', false],
  ];
  for (const [assignment, task, expected] of completes) {
    test(`complete with assignment ${assignment}, task ${task} -> ${expected}`, () => {
      const result = canAssigneeComplete(assignment, task);
      assert.equal(result.ok, expected);
      if (!result.ok) {
        assert.equal(result.error.code, 'already_completed');
        assert.equal(result.error.message, ALREADY_COMPLETED_MESSAGE);
        assert.equal(ALREADY_COMPLETED_MESSAGE, 'Task already marked as completed');
      }
    });
  }
});

describe('assignee inputs', () => {
  test('names and comments are trimmed and must not be blank', () => {
    assert.equal(assigneeNameSchema.parse('  Ada  '), 'Ada');
    assert.equal(assigneeNameSchema.safeParse('   ').success, false);
    assert.equal(commentTextSchema.parse('\n hi \n'), 'hi');
    assert.equal(commentTextSchema.safeParse(' \t ').success, false);
    assert.equal(commentTextSchema.safeParse('x'.repeat(5000)).success, true);
    assert.equal(commentTextSchema.safeParse('x'.repeat(5001)).success, false);
    assert.equal(isBlank('  '), true);
    assert.equal(isBlank(null), true);
    assert.equal(isBlank(' a '), false);
  });
  test('display name falls back to the e-mail’s local part', () => {
    assert.equal(assigneeDisplayName(' Ada ', 'x@y.org'), 'Ada');
    assert.equal(assigneeDisplayName(null, 'ada@y.org'), 'ada');
    assert.equal(assigneeDisplayName('  ', 'ada@y.org'), 'ada');
  });
});
