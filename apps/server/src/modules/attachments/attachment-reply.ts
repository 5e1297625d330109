// Serving an attachment over HTTP: headers that keep the file inert whatever it contains (never
// rendered as markup in our origin: servingOf in core), and one byte range (`Range: bytes=a-b`)
// answered with 206, so video and audio can seek (Safari plays nothing without it).
import type { Readable } from 'node:stream';
import { ATTACHMENT_CACHE_SECONDS, contentDisposition, servingOf } from '@nova/core/domain/files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttachmentService } from './attachment.service.ts';

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null (send everything) for several or odd ones. */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** The headers that keep a served file inert whatever it contains. */
export function fileHeaders(type: string, name: string, size: number, forceDownload: boolean) {
  const serving = servingOf(type);
  const disposition = forceDownload ? 'attachment' : serving.disposition;
  return {
    'content-type': serving.contentType,
    'content-length': String(size),
    'content-disposition': contentDisposition(disposition, name),
    'x-content-type-options': 'nosniff',
    // No script, no plugins, an opaque origin; framable by our own pages only (the preview dialog).
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'; sandbox",
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': `private, max-age=${ATTACHMENT_CACHE_SECONDS}`,
  };
}

/** Streams an attachment the caller may see (access to its task is checked before). */
export async function sendAttachment(
  attachments: AttachmentService,
  which: { taskId: string; attachmentId: string },
  req: FastifyRequest,
  reply: FastifyReply,
  options: { forceDownload: boolean },
): Promise<Readable | undefined> {
  const file = await attachments.fileOf(which.taskId, which.attachmentId);
  const header = req.headers.range;
  const range = header ? parseRange(header, file.size) : null;
  if (range === 'unsatisfiable') {
    reply.code(416).headers({ 'content-range': `bytes */${file.size}`, 'cache-control': 'no-store' });
    return undefined;
  }
  const object = await attachments.read(file, range ?? undefined);
  const length = range ? range.end - range.start + 1 : object.size;
  reply.headers({
    ...fileHeaders(file.type, file.name, length, options.forceDownload),
    'accept-ranges': 'bytes',
  });
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
  return object.stream;
}
