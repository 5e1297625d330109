// Compressed JSON answers: brotli or gzip, whichever the client accepts, for JSON bodies of 1 KB or
// more. The 1,000-task list is ~470 KB of JSON and ~60 KB as brotli: on a slow phone link (1.6 Mbit/s)
// that is ~2.4 s against ~0.3 s before /app can show it. A pre-serialised answer that is served again
// and again (the cached task list, task-list.service.ts) goes through sendSerialisedJson: JSON bytes
// with their compressed forms kept beside them, or a large answer kept only as brotli
// (lib/packed-json.ts). Every other JSON answer is compressed here, in an onSend hook, which leaves
// alone anything already encoded, streams (static files, which are precompressed at build; the event
// stream) and small bodies.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BrotliJson,
  compress,
  compressOnce,
  type Encoding,
  MIN_COMPRESS_BYTES,
  type PackedJson,
} from '../lib/packed-json.ts';

export { compress, compressOnce, type Encoding, MIN_COMPRESS_BYTES };

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
 * Sends JSON that is already serialised, compressed when the client accepts it (the compressed forms
 * are kept with the answer: compressOnce, BrotliJson). A large answer kept as brotli goes to a client
 * that takes neither encoding decompressed as it is sent. Returns the payload for the handler to return.
 */
export async function sendSerialisedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  json: PackedJson,
): Promise<Buffer | NodeJS.ReadableStream> {
  reply.type('application/json; charset=utf-8');
  reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (json instanceof BrotliJson) {
    if (!encoding) return json.json();
    reply.header('content-encoding', encoding);
    return encoding === 'br' ? json.br : json.gzip();
  }
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
