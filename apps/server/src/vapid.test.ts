// The VAPID key pair: generated once into DATA_DIR and read back after a restart, taken from the
// environment when both keys are set, refused with one line when only one is or it is malformed.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { StartupError } from './startup-error.ts';
import { generateVapidKeys, loadVapidKeys, vapidSubject } from './vapid.ts';

const none = { publicKey: undefined, privateKey: undefined };

test('generated once into DATA_DIR (owner-only), the same after a restart', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nova-vapid-'));
  try {
    const first = loadVapidKeys(none, dir, true);
    assert.match(first.publicKey, /^[\w-]{87}$/);
    assert.match(first.privateKey, /^[\w-]{43}$/);
    assert.equal(Buffer.from(first.publicKey, 'base64url')[0], 4, 'an uncompressed P-256 point');
    const file = path.join(dir, 'vapid-keys.json');
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), first);
    assert.deepEqual(loadVapidKeys(none, dir, true), first);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('from the environment when both are set; one alone or a malformed key stops the start', () => {
  const keys = generateVapidKeys();
  assert.deepEqual(loadVapidKeys(keys, '/nonexistent', true), keys);
  assert.throws(() => loadVapidKeys({ ...keys, privateKey: undefined }, '/nonexistent', true), StartupError);
  assert.throws(() => loadVapidKeys({ ...keys, publicKey: 'abc' }, '/nonexistent', true), /VAPID_PUBLIC_KEY/);
});

test('the subject: explicit, else an https public URL, else MAIL_FROM’s address', () => {
  assert.equal(
    vapidSubject('mailto:ops@example.org', 'https://p.example.org', 'x'),
    'mailto:ops@example.org',
  );
  assert.equal(vapidSubject(undefined, 'https://p.example.org', 'x'), 'https://p.example.org');
  assert.equal(
    vapidSubject(undefined, 'http://localhost:3000', 'Nova <nova@example.org>'),
    'mailto:nova@example.org',
  );
});
