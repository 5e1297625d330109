// Compressed JSON answers: brotli or gzip, whichever the client accepts, for JSON bodies of 1 KB or
// more. The 1,000-task list is ~470 KB of JSON and ~60 KB as brotli: on a slow phone link (1.6 Mbit/s)
// that is ~2.4 s against ~0.3 s before /app can show it. A pre-serialised body that is served again
// and again (the cached task list, task-list.service.ts) goes through sendSerialisedJson, which keeps
// its compressed forms as long as the body itself lives; every other JSON answer is compressed here,
// in an onSend hook, which leaves alone anything already encoded, streams (static files, which are
// precompressed at build; the event stream) and small bodies.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this, the headers and a compression context cost more than the bytes saved. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with for an Accept-Encoding header, or null for identity. Brotli first (about
 * 10 % smaller than gzip on task lists), then gzip; `q=0` refuses one, `*` accepts any.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    accepted.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Quality 5 brotli / level 6 gzip: a few milliseconds for the 1,000-task list and within ~2 % of the
 * best ratio (quality 11 takes ~1 s); in the zlib thread pool, so the event loop keeps serving.
 */
export function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipAsync(bytes, { level: 6 });
}

/** Compressed forms of long-lived bodies, made on first use and dropped with the body. */
const forms = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

/** `body` compressed, made once per body and encoding (null: too small to bother). */
export function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> | null {
  if (body.length < MIN_COMPRESS_BYTES) return null;
  let byEncoding = forms.get(body);
  if (!byEncoding) {
    byEncoding = new Map();
    forms.set(body, byEncoding);
  }
  let form = byEncoding.get(encoding);
  if (!form) {
    form = compress(body, encoding);
    byEncoding.set(encoding, form);
    // A failed compression is not kept: the next request tries again.
    form.catch(() => byEncoding.delete(encoding));
  }
  return form;
}

/**
 * Sends JSON that is already serialised, compressed when the client accepts it (its compressed
 * forms kept with the Buffer: compressOnce). Returns the payload for the handler to return.
 */
export async function sendSerialisedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  json: Buffer,
): Promise<Buffer> {
  reply.type('application/json; charset=utf-8');
  reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const encoded = encoding ? compressOnce(json, encoding) : null;
  if (!encoding || !encoded) return json;
  reply.header('content-encoding', encoding);
  return encoded;
}

/** Adds `value` to the Vary header the reply already has, once. */
export function addVary(current: unknown, value: string): string {
  const existing = typeof current === 'string' && current ? current.split(',').map((v) => v.trim()) : [];
  if (existing.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) return existing.join(', ');
  return [...existing, value].join(', ');
}

/** JSON bodies (serialised strings or buffers) of 1 KB or more go out compressed when accepted. */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || req.method === 'HEAD') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (Buffer.byteLength(payload) < MIN_COMPRESS_BYTES) return payload;
    reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(payload, encoding);
  });
}
