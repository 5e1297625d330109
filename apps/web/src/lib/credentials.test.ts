import assert from 'node:assert/strict';
import { test } from 'node:test';
import { authErrorKey, normalizeEmail, validateCredentials } from './credentials.ts';

const input = (email: string, password: string, name = '') => ({ email, password, name });

test('sign-in needs an e-mail and a password', () => {
  assert.deepEqual(validateCredentials('sign-in', input('', '')), {
    email: 'emailRequired',
    password: 'passwordRequired',
  });
  assert.deepEqual(validateCredentials('sign-in', input('a@b.co', 'x')), {});
});

test('e-mail format', () => {
  assert.equal(validateCredentials('sign-in', input('nope', 'x')).email, 'emailInvalid');
  assert.equal(validateCredentials('sign-in', input('a@b', 'x')).email, 'emailInvalid');
  assert.equal(validateCredentials('sign-in', input('  Ann@Example.org ', 'x')).email, undefined);
  assert.equal(validateCredentials('sign-in', input(`${'a'.repeat(250)}@b.co`, 'x')).email, 'emailInvalid');
});

test('sign-up asks for 8..256 characters of password and a name of at most 100', () => {
  assert.equal(validateCredentials('sign-up', input('a@b.co', 'short')).password, 'passwordTooShort');
  assert.equal(validateCredentials('sign-up', input('a@b.co', '12345678')).password, undefined);
  assert.equal(validateCredentials('sign-up', input('a@b.co', 'x'.repeat(257))).password, 'passwordTooLong');
  assert.equal(
    validateCredentials('sign-up', input('a@b.co', '12345678', 'n'.repeat(101))).name,
    'nameTooLong',
  );
});

test('normalizeEmail trims and lower-cases like the server', () => {
  assert.equal(normalizeEmail('  Ann@Example.ORG '), 'ann@example.org');
});

test('unknown server codes map to the generic message', () => {
  assert.equal(authErrorKey('invalid_credentials'), 'invalid_credentials');
  assert.equal(authErrorKey('teapot'), 'generic');
  assert.equal(authErrorKey(null), 'generic');
});
