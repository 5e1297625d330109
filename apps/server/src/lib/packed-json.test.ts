// Serialised answers as kept: the text in pieces is JSON.stringify's text; a small answer stays its
// JSON bytes, a large one becomes brotli only, whose gzip form and plain text are the same JSON.
import assert from 'node:assert/strict';
import type { Readable } from 'node:stream';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  BrotliJson,
  compressOnce,
  type JsonPiece,
  JsonTexts,
  jsonPieces,
  jsonWithBatches,
  onGrowth,
  packJson,
  packJsonPieces,
  RAW_MAX_BYTES,
  sizeOf,
} from './packed-json.ts';
import { seqCache } from './seq-cache.ts';

const rows = (n: number, title = 'Отчёт — élève') =>
  Array.from({ length: n }, (_, i) => ({
    id: `task-${i}`,
    title: `${title} ${i}`,
    done: i % 3 === 0,
    when: i % 2 ? null : '2026-11-26',
    tags: i % 5 ? [] : ['a', 'b'],
    skipped: undefined,
  }));

async function text(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

test('the pieces make JSON.stringify’s text, big arrays sliced, undefined and functions left out', () => {
  const values: unknown[] = [
    { tasks: rows(1000), seq: 7, nextCursor: null, cursor: undefined, fn: () => 1 },
    { tasks: [], seq: 0, deleted: [] },
    rows(300),
    [undefined, () => 1, 1],
    'plain',
    42,
    null,
    { nested: { list: rows(400) }, date: new Date('2026-11-26T00:00:00Z') },
    Object.assign(Object.create(null), { a: 1 }),
    { toJSON: () => ({ replaced: true }) },
  ];
  for (const value of values) assert.equal([...jsonPieces(value)].join(''), JSON.stringify(value));
  assert.throws(() => [...jsonPieces(undefined)], /no JSON form/);
});

async function* batchesOf<T>(items: readonly T[], sizes: readonly number[]): AsyncGenerator<T[]> {
  let at = 0;
  for (let i = 0; at < items.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    yield items.slice(at, at + size);
    await new Promise((resolve) => setImmediate(resolve));
    at += size;
  }
}

async function joined(pieces: AsyncIterable<JsonPiece>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += typeof piece === 'string' ? piece : piece.join('');
  return text;
}

test('an array given in batches makes the same text as the whole object', async () => {
  const all = rows(2500);
  for (const sizes of [[1000], [64], [1, 0, 700], [5000]]) {
    const value = { tasks: all, seq: 12, deleted: [], reset: true, skipped: undefined };
    const text = await joined(jsonWithBatches({ ...value, tasks: [] }, 'tasks', batchesOf(all, sizes)));
    assert.equal(text, JSON.stringify(value));
  }
  const none = await joined(jsonWithBatches({ tasks: [], seq: 1 }, 'tasks', batchesOf([], [10])));
  assert.equal(none, JSON.stringify({ tasks: [], seq: 1 }));
});

test('batches given as the JSON texts of their items make the same text, mixed with batches of items', async () => {
  const all = rows(300);
  async function* mixed(): AsyncGenerator<readonly unknown[] | JsonTexts> {
    yield new JsonTexts(all.slice(0, 1).map((row) => JSON.stringify(row)));
    yield all.slice(1, 100);
    yield new JsonTexts([]);
    yield new JsonTexts(all.slice(100).map((row) => JSON.stringify(row)));
  }
  const text = await joined(jsonWithBatches({ tasks: [], seq: 2 }, 'tasks', mixed()));
  assert.equal(text, JSON.stringify({ tasks: all, seq: 2 }));
  async function* textsOnly(): AsyncGenerator<JsonTexts> {
    yield new JsonTexts([]);
    yield new JsonTexts(['{"a":1}', '{"b":2}']);
  }
  assert.equal(
    await joined(jsonWithBatches({ tasks: [] }, 'tasks', textsOnly())),
    '{"tasks":[{"a":1},{"b":2}]}',
  );
});

test('batches past RAW_MAX_BYTES are packed as brotli of the same text, whatever the piece sizes', async () => {
  const all = rows(20_000);
  const value = { tasks: all, seq: 4 };
  const json = JSON.stringify(value);
  const packed = await packJsonPieces(
    jsonWithBatches({ tasks: [], seq: 4 }, 'tasks', batchesOf(all, [1000])),
  );
  assert.ok(packed instanceof BrotliJson);
  assert.equal(packed.jsonBytes, Buffer.byteLength(json));
  assert.equal(brotliDecompressSync(packed.br).toString('utf8'), json);
  // Pieces larger than the compressor's chunks, and one that ends exactly at a chunk's end.
  const big = [
    '[',
    `"${'é'.repeat(400_000)}"`,
    ',',
    `"${'a'.repeat(262_141)}"`,
    ',',
    `"${'b'.repeat(300_000)}"`,
    ',',
    `"${'c'.repeat(262_142)}"`,
    ',"x"]',
  ];
  const bigPacked = await packJsonPieces(big);
  assert.ok(bigPacked instanceof BrotliJson);
  assert.equal(brotliDecompressSync(bigPacked.br).toString('utf8'), big.join(''));
});

test('a failing source rejects the packing', async () => {
  async function* failing(): AsyncGenerator<string> {
    yield `[${'"x",'.repeat(400_000)}`;
    throw new Error('read failed');
  }
  await assert.rejects(packJsonPieces(failing()), /read failed/);
});

test('an answer up to RAW_MAX_BYTES is its JSON bytes', async () => {
  const value = { tasks: rows(500), seq: 3 };
  const packed = await packJson(value);
  assert.ok(Buffer.isBuffer(packed));
  assert.equal(packed.toString('utf8'), JSON.stringify(value));
  assert.equal(sizeOf(packed), packed.length);
});

test('a larger one is kept as brotli only; its gzip form and plain text are the same JSON', async () => {
  const value = { tasks: rows(12_000), seq: 9, deleted: [] };
  const json = JSON.stringify(value);
  assert.ok(Buffer.byteLength(json) > RAW_MAX_BYTES);
  const packed = await packJson(value);
  assert.ok(packed instanceof BrotliJson);
  assert.equal(packed.jsonBytes, Buffer.byteLength(json));
  assert.ok(packed.br.length < packed.jsonBytes / 5, 'kept compressed');
  assert.equal(brotliDecompressSync(packed.br).toString('utf8'), json);
  assert.equal(await text(packed.json()), json);

  let grown = 0;
  onGrowth(packed, () => grown++);
  const before = sizeOf(packed);
  const gzip = await packed.gzip();
  assert.equal(gunzipSync(gzip).toString('utf8'), json);
  assert.equal(await packed.gzip(), gzip, 'made once');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(grown, 1);
  assert.equal(sizeOf(packed), before + gzip.length, 'the gzip form counts once made');
});

test('compressed forms of kept JSON bytes count in their size when made', async () => {
  const body = Buffer.from(JSON.stringify({ tasks: rows(200) }));
  let grown = 0;
  onGrowth(body, () => grown++);
  const br = await compressOnce(body, 'br');
  await new Promise((resolve) => setImmediate(resolve));
  assert.ok(br);
  assert.equal(grown, 1);
  assert.equal(sizeOf(body), body.length + br.length);
  onGrowth(body, null);
  await compressOnce(body, 'gzip');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(grown, 1, 'no listener any more');
});

test('a seq cache counts the compressed forms of what it keeps once made, and makes room for them', async () => {
  const body = Buffer.from(JSON.stringify({ tasks: rows(100) }));
  // Room for four answers of this size and 40 bytes more.
  const cache = seqCache({ name: 'test-forms', maxEntries: 10, maxBytes: 4 * body.length + 40 });
  for (const key of ['a', 'b', 'c']) cache.set(key, 1, Buffer.alloc(body.length));
  cache.set('k', 1, body);
  assert.equal(cache.stats().bytes, 4 * body.length);
  const br = await compressOnce(body, 'br');
  await new Promise((resolve) => setImmediate(resolve));
  assert.ok(br && br.length > 40);
  assert.equal(cache.get('a', 1), undefined, 'the least recently used answer made room');
  assert.equal(cache.stats().bytes, 3 * body.length + br.length);
  assert.ok(cache.get('k', 1));
});
