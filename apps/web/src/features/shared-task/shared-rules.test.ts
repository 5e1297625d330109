import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  COMMENT_TEXT_MAX as CORE_COMMENT_MAX,
  ASSIGNEE_NAME_MAX as CORE_NAME_MAX,
  canAssigneeComplete,
  isBlank as coreIsBlank,
  sharedAccessData,
  sharedErrorScreenFor,
} from '@nova/core/domain/delegation';
import {
  ASSIGNEE_NAME_MAX,
  COMMENT_TEXT_MAX,
  errorScreenFor,
  hasAccessData,
  isBlank,
  isCompleted,
} from './shared-rules.ts';

const texts = [undefined, null, '', ' ', '\n\t', 'a', ' a ', 'Алекс'];

test('isBlank and the limits match the core', () => {
  for (const text of texts) assert.equal(isBlank(text), coreIsBlank(text), String(text));
  assert.equal(COMMENT_TEXT_MAX, CORE_COMMENT_MAX);
  assert.equal(ASSIGNEE_NAME_MAX, CORE_NAME_MAX);
});

test('access data needs both values, like the core', () => {
  for (const id of texts) {
    for (const token of texts) assert.equal(hasAccessData(id, token), sharedAccessData(id, token).ok);
  }
});

test('error screens match the core for every code', () => {
  for (const code of [
    'insufficient_access_data',
    'task_not_found',
    'task_not_delegated',
    'invalid_access_token',
    'rate_limited',
    'fetch_error',
    'internal_error',
    'http_418',
    '',
    null,
    undefined,
  ]) {
    assert.equal(errorScreenFor(code), sharedErrorScreenFor(code), String(code));
  }
});

test('completion matches the core', () => {
  for (const assignment of [null, undefined, 'pending', 'accepted', 'rejected', 'completed', 'bogus']) {
    for (const task of ['waiting', 'inProgress', 'paused', 'completed', 'cancelled', 'scheduled']) {
      assert.equal(
        isCompleted(assignment, task),
        !canAssigneeComplete(assignment, task).ok,
        `${assignment}/${task}`,
      );
    }
  }
});
