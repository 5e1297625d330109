import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiRequestError, NETWORK_ERROR } from '../../lib/api-client.ts';
import { endsAccess, linkKey, sharedFailureOf } from './shared-errors.ts';

test('API codes map to their SPEC §8 screens; anything else is the unexpected error', () => {
  const screen = (code: string, status = 403) =>
    sharedFailureOf(new ApiRequestError(status, code, 'x')).screen;
  assert.equal(screen('insufficient_access_data', 400), 'insufficient_access_data');
  assert.equal(screen('task_not_found', 404), 'task_not_found');
  assert.equal(screen('task_not_delegated'), 'task_not_delegated');
  assert.equal(screen('invalid_access_token'), 'invalid_access_token');
  assert.equal(screen('rate_limited', 429), 'rate_limited');
  assert.equal(screen('internal_error', 500), 'unexpected');
  assert.equal(screen('fetch_error', 400), 'unexpected');
  assert.deepEqual(sharedFailureOf(new ApiRequestError(0, NETWORK_ERROR, 'Failed to fetch')), {
    screen: 'fetch_error',
    message: 'Failed to fetch',
  });
  assert.equal(sharedFailureOf(new Error('boom')).screen, 'unexpected');
});

test('only lost access ends the page; glitches and refusals of one action do not', () => {
  assert.equal(endsAccess(new ApiRequestError(403, 'task_not_delegated', '')), true);
  assert.equal(endsAccess(new ApiRequestError(403, 'invalid_access_token', '')), true);
  assert.equal(endsAccess(new ApiRequestError(404, 'task_not_found', '')), true);
  assert.equal(endsAccess(new ApiRequestError(409, 'already_completed', '')), false);
  assert.equal(endsAccess(new ApiRequestError(0, NETWORK_ERROR, '')), false);
  assert.equal(endsAccess(new Error('x')), false);
});

test('the welcome memory is per task and per link, and never holds the token', () => {
  const token = 'a'.repeat(43);
  const key = linkKey('task-1', token);
  assert.match(key, /^shared-task-welcome:task-1:[0-9a-f]{8}$/);
  assert.ok(!key.includes(token));
  assert.equal(linkKey('task-1', token), key);
  assert.notEqual(linkKey('task-1', `${'a'.repeat(42)}b`), key);
  assert.notEqual(linkKey('task-2', token), key);
});
