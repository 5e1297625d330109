import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uuidV7 } from './uuid-v7.ts';

test('uuidV7 writes the time, the version and the variant of RFC 9562, the rest random', () => {
  const now = Date.UTC(2026, 10, 27, 1, 30, 0, 123);
  const id = uuidV7(now);
  assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16), now);
  assert.notEqual(uuidV7(now), id);
});

test('uuidV7 ids of later milliseconds sort after earlier ones', () => {
  const ids = [0, 1, 255, 256, 65_536, 1_700_000_000_000, 2 ** 47].map((ms) => uuidV7(ms));
  assert.deepEqual([...ids].sort(), ids);
});
