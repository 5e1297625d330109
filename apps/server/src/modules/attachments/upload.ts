// Reading one uploaded file: its type judged from the first bytes (file-type for binary formats,
// then text and JSON by content), a storage key of SPEC §7's shape with an extension of that type,
// and the bytes streamed into storage with the size limit enforced while they arrive.
import { randomBytes } from 'node:crypto';
import {
  extensionOfTextType,
  MAX_ATTACHMENT_BYTES,
  sniffTextType,
  TEXT_SNIFF_BYTES,
} from '@nova/core/domain/files';
import { attachmentKey, type FileStorage } from '../../storage/storage.ts';

export type StoredUpload = { key: string; size: number; type: string };

const safeExt = /^[a-z0-9]{1,10}$/;

type FileTypeModule = {
  fileTypeFromBuffer(buffer: Uint8Array): Promise<{ ext: string; mime: string } | undefined>;
};
let fileType: Promise<FileTypeModule> | null = null;

/** The MIME type and storage extension of a file from its first bytes (`complete`: all of it). */
export async function sniff(head: Uint8Array, complete: boolean): Promise<{ type: string; ext: string }> {
  // Loaded on first upload: most requests never need it.
  fileType ??= import('file-type');
  const found = head.length > 0 ? await (await fileType).fileTypeFromBuffer(head) : undefined;
  if (found) return { type: found.mime, ext: safeExt.test(found.ext) ? found.ext : 'bin' };
  const type = sniffTextType(head, complete) ?? 'application/octet-stream';
  return { type, ext: extensionOfTextType(type) };
}

/**
 * Stores `chunks` for `taskId` under a new random key: reads the first TEXT_SNIFF_BYTES to judge the
 * type, then streams everything. Throws StorageTooLargeError past MAX_ATTACHMENT_BYTES.
 */
export async function storeUpload(
  storage: FileStorage,
  taskId: string,
  chunks: AsyncIterable<Uint8Array>,
): Promise<StoredUpload> {
  const iterator = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let complete = false;
  while (headBytes < TEXT_SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      complete = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.byteLength;
  }
  const headBuffer = Buffer.concat(head);
  const { type, ext } = await sniff(headBuffer, complete);
  const key = attachmentKey(taskId, randomBytes(12).toString('base64url'), ext);
  async function* all(): AsyncGenerator<Uint8Array> {
    if (headBuffer.byteLength > 0) yield headBuffer;
    if (complete) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const { size } = await storage.put(key, all(), { maxBytes: MAX_ATTACHMENT_BYTES });
  return { key, size, type };
}
