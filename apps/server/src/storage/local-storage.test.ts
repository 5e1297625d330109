import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { localStorage } from './local-storage.ts';
import { attachmentKey, isSafeKey, StorageKeyTakenError, StorageTooLargeError } from './storage.ts';

async function* chunksOf(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('local storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nova-storage-'));
  const storage = localStorage(root);
  after(() => rmSync(root, { recursive: true, force: true }));

  test('SPEC’s key shape, with every part checked', () => {
    assert.equal(attachmentKey('t-1', 'abcdefgh', 'png'), 'tasks/t-1/t-1_abcdefgh.png');
    assert.throws(() => attachmentKey('../x', 'abcdefgh', 'png'));
    assert.throws(() => attachmentKey('t', 'abc/../../x', 'png'));
    assert.throws(() => attachmentKey('t', 'abcdefgh', 'p/ng'));
    for (const key of ['../x', 'a/../b', '/etc/passwd', 'a//b', 'a/./b', 'a\\b', '']) {
      assert.equal(isSafeKey(key), false, key);
    }
  });

  test('writes, reads back and removes', async () => {
    const key = attachmentKey('t1', 'abcdefgh', 'txt');
    assert.deepEqual(await storage.put(key, chunksOf('hello ', 'world'), { maxBytes: 100 }), { size: 11 });
    const got = await storage.get(key);
    assert.equal(got?.size, 11);
    assert.equal(await readAll(got?.stream), 'hello world');
    assert.equal(readFileSync(path.join(root, key), 'utf8'), 'hello world');
    await storage.remove(key);
    assert.equal(await storage.get(key), null);
    await storage.remove(key);
  });

  test('never overwrites', async () => {
    const key = attachmentKey('t2', 'abcdefgh', 'txt');
    await storage.put(key, chunksOf('first'), { maxBytes: 100 });
    await assert.rejects(storage.put(key, chunksOf('second'), { maxBytes: 100 }), StorageKeyTakenError);
    const got = await storage.get(key);
    assert.ok(got);
    assert.equal(await readAll(got.stream), 'first');
  });

  test('stops at the limit and leaves nothing behind', async () => {
    const key = attachmentKey('t3', 'abcdefgh', 'bin');
    await assert.rejects(storage.put(key, chunksOf('12345', '6'), { maxBytes: 5 }), StorageTooLargeError);
    assert.deepEqual(readdirSync(path.join(root, 'tasks', 't3')), []);
  });

  test('refuses keys outside its folder', async () => {
    await assert.rejects(storage.put('../escape.txt', chunksOf('x'), { maxBytes: 10 }));
    await assert.rejects(storage.get('tasks/../../x'));
  });
});
