// The storage interface every attachment goes through: write a new object (never over an existing
// one), read it back as a stream, remove it. The default adapter keeps files under DATA_DIR
// (local-storage.ts); another (S3, WebDAV…) only has to implement these three calls.
import type { Readable } from 'node:stream';

export type FileStorage = {
  /**
   * Writes `chunks` as a new object at `key`. Refuses an existing key (StorageKeyTakenError) and
   * stops at `maxBytes` (StorageTooLargeError); either way nothing is left behind.
   */
  put(
    key: string,
    chunks: AsyncIterable<Uint8Array>,
    options: { maxBytes: number },
  ): Promise<{ size: number }>;
  /** The object's size and bytes (only `range`, inclusive, when given), or null when there is none. */
  get(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ size: number; stream: Readable } | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
};

export class StorageTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`The file is over ${maxBytes} bytes`);
    this.name = 'StorageTooLargeError';
  }
}

export class StorageKeyTakenError extends Error {
  constructor(key: string) {
    super(`An object already exists at ${key}`);
    this.name = 'StorageKeyTakenError';
  }
}

const idPart = /^[A-Za-z0-9-]{1,64}$/;
const randomPart = /^[A-Za-z0-9_-]{8,64}$/;
const extPart = /^[a-z0-9]{1,10}$/;

/**
 * SPEC §7's path of an attachment: `tasks/{taskId}/{taskId}_{random}.{ext}`. Every part is checked,
 * so no key can leave its folder whatever the caller passes.
 */
export function attachmentKey(taskId: string, random: string, ext: string): string {
  if (!idPart.test(taskId) || !randomPart.test(random) || !extPart.test(ext)) {
    throw new Error('attachmentKey: unexpected characters in a key part');
  }
  return `tasks/${taskId}/${taskId}_${random}.${ext}`;
}

/** Keys are relative, slash-separated, made of safe characters only, with no `.` or `..` segment. */
export function isSafeKey(key: string): boolean {
  if (key.length > 300 || !/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '.' && segment !== '..');
}
