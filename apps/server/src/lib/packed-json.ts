// Serialised JSON answers as the seq caches keep them (seq-cache.ts) and http/compress.ts sends them.
//
// - An answer of up to RAW_MAX_BYTES is its JSON bytes, a Buffer. Its brotli and gzip forms are made
//   when a client first asks for them and kept with it (compressOnce), counted in its size (sizeOf).
// - A larger one (the whole list of a 10,000-task account is ~5 MB of JSON) is serialised a slice of
//   its big arrays at a time (jsonPieces) straight into a brotli stream and kept only as brotli
//   (BrotliJson, ~10 % of the text): the whole JSON text never exists at once, neither as a string nor
//   as bytes, and no cache holds megabytes of uncompressed JSON. A client that takes gzip gets a gzip
//   form made once from the brotli; one that takes neither gets the JSON decompressed as it is sent.
// Figures in docs/decisions/0015-lean-server.md.
import { once } from 'node:events';
import { Readable, type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createBrotliDecompress,
  createGzip,
  gzip,
} from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Answers up to this size are kept as JSON bytes; larger ones only compressed. */
export const RAW_MAX_BYTES = 1024 * 1024;
/** Below this, the headers and a compression context cost more than the bytes saved. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * Items of a large array serialised per JSON.stringify call: ~30,000 characters of task rows, so each
 * piece stays a small string in V8's young generation. (A string over ~64,000 two-byte characters,
 * which one Cyrillic title makes of a whole piece, is a "large object" that only a full collection
 * frees: 256-row pieces left ~35 MB of them behind each 10,000-task build.)
 */
const SLICE_ITEMS = 64;
/**
 * Bytes gathered before they go to the compressor, and the compressor's output buffer: each write and
 * each full output buffer is a trip between the zlib thread pool and the event loop, and on a busy
 * loop the trips, not the compression, set how long a build takes (64 KB writes made a 10,000-task
 * list several times slower to build under load than one compression of the whole text). The pieces
 * become bytes one by one and are joined outside V8's heap.
 */
const CHUNK_BYTES = 256 * 1024;
const ZLIB_CHUNK_BYTES = 64 * 1024;

/**
 * Quality 5 brotli: a few milliseconds for the 1,000-task list and within ~2 % of the best ratio
 * (quality 11 takes ~1 s). A 256 KB window (lgwin 18, the default is 4 MB) compresses task lists as
 * well (the repeats are between neighbouring rows) and keeps each compressor's memory small.
 */
const brotliParams = (sizeHint: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint > 0 ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});
const GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` compressed in the zlib thread pool (the event loop keeps serving meanwhile). */
export function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return encoding === 'br'
    ? brotliAsync(bytes, brotliParams(bytes.length))
    : gzipAsync(bytes, { level: GZIP_LEVEL });
}

/** A large answer, kept as brotli only (see the top of this file). */
export class BrotliJson {
  readonly br: Buffer;
  /** Length of the JSON text it holds. */
  readonly jsonBytes: number;
  #gzip: Promise<Buffer> | null = null;
  #gzipBytes = 0;

  constructor(br: Buffer, jsonBytes: number) {
    this.br = br;
    this.jsonBytes = jsonBytes;
  }

  /** What keeping it costs: the brotli bytes and the gzip form once made. */
  get byteLength(): number {
    return this.br.length + this.#gzipBytes;
  }

  /** The gzip form, made once (streamed from the brotli, never the whole text at once) and kept. */
  gzip(): Promise<Buffer> {
    if (!this.#gzip) {
      const made = collect(
        Readable.from([this.br]),
        createBrotliDecompress({ chunkSize: ZLIB_CHUNK_BYTES }),
        createGzip({ level: GZIP_LEVEL, chunkSize: ZLIB_CHUNK_BYTES }),
      );
      this.#gzip = made;
      made.then(
        (bytes) => {
          this.#gzipBytes = bytes.length;
          grew(this);
        },
        () => {
          // Not kept: the next client that asks tries again.
          if (this.#gzip === made) this.#gzip = null;
        },
      );
    }
    return this.#gzip;
  }

  /** The JSON text as a stream, decompressed as it is read. */
  json(): Readable {
    const decompress = createBrotliDecompress();
    Readable.from([this.br]).pipe(decompress);
    return decompress;
  }
}

export type PackedJson = Buffer | BrotliJson;

/**
 * The JSON text of `value` in pieces, the same text as JSON.stringify(value): an array of more than
 * SLICE_ITEMS items, at the top or as a property of a plain top-level object, is serialised a slice at
 * a time; everything else in one call.
 */
export function* jsonPieces(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    yield* arrayPieces(value);
    return;
  }
  if (!isPlainObject(value)) {
    const text = JSON.stringify(value);
    // JSON.stringify gives undefined for undefined, functions and symbols at the top.
    if (text === undefined) throw new TypeError('jsonPieces: the value has no JSON form');
    yield text;
    return;
  }
  yield '{';
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (Array.isArray(item) && item.length > SLICE_ITEMS) yield* arrayPieces(item);
    else yield JSON.stringify(item);
  }
  yield '}';
}

function* arrayPieces(items: readonly unknown[]): Generator<string> {
  yield '[';
  yield* itemPieces(items, true);
  yield ']';
}

/** The items of an array (or of a part of one) in slices, without its brackets; `first`: no comma before. */
function* itemPieces(items: readonly unknown[], first: boolean): Generator<string> {
  for (let start = 0; start < items.length; start += SLICE_ITEMS) {
    // "[a,b]" without its brackets; JSON.stringify writes null for undefined items, as for the whole.
    const text = JSON.stringify(items.slice(start, start + SLICE_ITEMS));
    // The comma is a piece of its own: joined to the slice, it made a cons string that was copied
    // whole (flattened) when its bytes were counted, a second copy of the list's text per build.
    if (!(first && start === 0)) yield ',';
    yield text.slice(1, -1);
  }
}

/** A piece of JSON text, or several to take together (one batch's). */
export type JsonPiece = string | readonly string[];

/** A batch of items given as their JSON texts, one per item (task-list-json.ts), placed as they are. */
export class JsonTexts {
  readonly texts: readonly string[];
  constructor(texts: readonly string[]) {
    this.texts = texts;
  }
}

/**
 * The JSON text of a plain object whose `key` holds an array that arrives in `batches` (each batch
 * read, serialised and dropped before the next is asked for): the same text as JSON.stringify of the
 * object with all the batches' items concatenated under `key` (the value kept under `key` in `value`
 * only gives its place among the properties). What a whole task list of any size is made from
 * (task-list.service.ts), so its items never exist all at once.
 */
export async function* jsonWithBatches(
  value: Record<string, unknown>,
  key: string,
  batches: AsyncIterable<readonly unknown[] | JsonTexts>,
): AsyncGenerator<JsonPiece> {
  yield '{';
  let first = true;
  for (const [name, item] of Object.entries(value)) {
    if (name !== key && (item === undefined || typeof item === 'function' || typeof item === 'symbol'))
      continue;
    yield `${first ? '' : ','}${JSON.stringify(name)}:`;
    first = false;
    if (name !== key) {
      yield JSON.stringify(item);
      continue;
    }
    yield '[';
    const iterator = batches[Symbol.asyncIterator]();
    let none = true;
    for (;;) {
      const texts = await nextBatchText(iterator, none);
      if (!texts) break;
      if (texts.length > 0) none = false;
      yield texts;
    }
    yield ']';
  }
  yield '}';
}

/**
 * The next batch's items as text pieces (null: no more batches), made at once so that the batch's
 * objects are garbage before anything is awaited: a young-generation collection frees them, where
 * objects held across the compressor's awaits outlived a few and were moved to the old generation.
 */
async function nextBatchText(
  iterator: AsyncIterator<readonly unknown[] | JsonTexts>,
  first: boolean,
): Promise<string[] | null> {
  const next = await iterator.next();
  if (next.done) return null;
  const batch = next.value;
  if (!(batch instanceof JsonTexts)) return [...itemPieces(batch, first)];
  return batch.texts.flatMap((text, i) => (first && i === 0 ? [text] : [',', text]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && !('toJSON' in value);
}

/** Everything `source` gives, through `stages`, gathered into one Buffer. */
async function collect(source: Readable, ...stages: Transform[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      done();
    },
  });
  await pipeline([source, ...stages, sink]);
  return Buffer.concat(out);
}

/**
 * `value` serialised for keeping: its JSON bytes when they come to RAW_MAX_BYTES or less, else a
 * BrotliJson made while serialising (memory: the text of one slice, the compressor and its output).
 */
export function packJson(value: unknown): Promise<PackedJson> {
  return packJsonPieces(jsonPieces(value));
}

/**
 * The JSON text given in `pieces` (jsonPieces, jsonWithBatches) serialised for keeping, as packJson.
 * Past RAW_MAX_BYTES the pieces are written as UTF-8 into two CHUNK_BYTES buffers taken in turn (one
 * filled while the compressor reads the other), so a build of any size allocates no bytes per piece:
 * each piece's own Buffer was garbage that only V8's next collection freed, megabytes per build.
 */
export async function packJsonPieces(
  pieces: Iterable<JsonPiece> | AsyncIterable<JsonPiece>,
): Promise<PackedJson> {
  const source = (async function* () {
    yield* pieces;
  })();
  // The text up to RAW_MAX_BYTES as strings (young-generation garbage), made into bytes in one
  // allocation: a Buffer per piece was a malloc'd block of ~30 KB each that only V8's next collection
  // freed, and the heap they were taken from stayed fragmented.
  const head: string[] = [];
  let bytes = 0;
  for (let next = await source.next(); !next.done; next = await source.next()) {
    for (const text of typeof next.value === 'string' ? [next.value] : next.value) {
      head.push(text);
      bytes += Buffer.byteLength(text);
    }
    if (bytes > RAW_MAX_BYTES) break;
  }
  if (bytes <= RAW_MAX_BYTES) {
    const raw = Buffer.allocUnsafe(bytes);
    let at = 0;
    for (const text of head) at += raw.write(text, at);
    return raw;
  }

  const compressor = createBrotliCompress({ ...brotliParams(0), chunkSize: ZLIB_CHUNK_BYTES });
  const out: Buffer[] = [];
  compressor.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(compressor, 'end');
  ended.catch(() => undefined); // awaited below; a failure before then is thrown from there or earlier
  /** Resolves once the compressor has read all of `chunk` (it may be written over then). */
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      compressor.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  let jsonBytes = 0;
  const buffers: [Buffer, Buffer] = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)];
  const reading: Array<Promise<void>> = [Promise.resolve(), Promise.resolve()];
  let current: 0 | 1 = 0;
  let used = 0;
  /** Hands the filled buffer to the compressor and waits until the other one is free to fill. */
  const flush = async () => {
    if (used === 0) return;
    reading[current] = write(buffers[current].subarray(0, used));
    current = current === 0 ? 1 : 0;
    used = 0;
    await reading[current];
  };
  /**
   * Writes `piece` into the current buffer (made larger when it alone does not fit one), at once, so
   * its strings are garbage before the next await; false when the buffer must be flushed first.
   */
  const put = (piece: JsonPiece): boolean => {
    const texts = typeof piece === 'string' ? [piece] : piece;
    let length = 0;
    for (const text of texts) length += Buffer.byteLength(text);
    if (used > 0 && used + length > buffers[current].length) return false;
    if (length > buffers[current].length) buffers[current] = Buffer.allocUnsafe(length);
    for (const text of texts) used += buffers[current].write(text, used);
    jsonBytes += length;
    return true;
  };
  try {
    put(head);
    head.length = 0;
    if (used >= CHUNK_BYTES) await flush();
    for (;;) {
      let next: IteratorResult<JsonPiece> | null = await source.next();
      if (next.done) break;
      if (!put(next.value)) {
        await flush();
        put(next.value);
      }
      next = null;
      if (used >= CHUNK_BYTES) await flush();
    }
    await flush();
    await Promise.all(reading);
    compressor.end();
    await ended;
  } catch (error) {
    compressor.destroy();
    throw error;
  }
  return new BrotliJson(Buffer.concat(out), jsonBytes);
}

// ---- Compressed forms of kept JSON bytes, and what keeping an answer costs.

type Forms = { made: Map<Encoding, Promise<Buffer>>; bytes: number };
const forms = new WeakMap<Buffer, Forms>();
const growthListeners = new WeakMap<PackedJson, () => void>();

function grew(value: PackedJson): void {
  growthListeners.get(value)?.();
}

/** `body` compressed, made once per body and encoding and kept with it (null: too small to bother). */
export function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> | null {
  if (body.length < MIN_COMPRESS_BYTES) return null;
  let kept = forms.get(body);
  if (!kept) {
    kept = { made: new Map(), bytes: 0 };
    forms.set(body, kept);
  }
  const byEncoding = kept;
  let form = byEncoding.made.get(encoding);
  if (!form) {
    form = compress(body, encoding);
    byEncoding.made.set(encoding, form);
    form.then(
      (made) => {
        byEncoding.bytes += made.length;
        grew(body);
      },
      // A failed compression is not kept: the next request tries again.
      () => byEncoding.made.delete(encoding),
    );
  }
  return form;
}

/** Bytes an answer holds: its own and its compressed forms made so far. */
export function sizeOf(value: PackedJson): number {
  if (value instanceof BrotliJson) return value.byteLength;
  return value.length + (forms.get(value)?.bytes ?? 0);
}

/** Calls `listener` whenever `value` grows (a compressed form made); null stops it. One per value. */
export function onGrowth(value: PackedJson, listener: (() => void) | null): void {
  if (listener) growthListeners.set(value, listener);
  else growthListeners.delete(value);
}
