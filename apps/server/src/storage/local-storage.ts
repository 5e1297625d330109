// The default storage: files under DATA_DIR/files/<key>. A new object is opened with O_EXCL ('wx'),
// so an existing file is never overwritten, and a write that fails or runs over its limit removes
// what it wrote.

import { createReadStream } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from '@nova/core/guards';
import { type FileStorage, isSafeKey, StorageKeyTakenError, StorageTooLargeError } from './storage.ts';

export function localStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error('storage: unsafe key');
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error('storage: key outside the storage folder');
    return full;
  }

  return {
    async put(key, chunks, { maxBytes }) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(file, 'wx', 0o600);
      } catch (error) {
        if (isRecord(error) && error.code === 'EEXIST') throw new StorageKeyTakenError(key);
        throw error;
      }
      let size = 0;
      try {
        for await (const chunk of chunks) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new StorageTooLargeError(maxBytes);
          await handle.write(chunk);
        }
        await handle.close();
        return { size };
      } catch (error) {
        await handle.close().catch(() => {});
        await unlink(file).catch(() => {});
        throw error;
      }
    },

    async get(key, range) {
      const file = pathOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { size: info.size, stream: createReadStream(file, range) };
      } catch (error) {
        if (isRecord(error) && error.code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(key) {
      await unlink(pathOf(key)).catch((error: { code?: string }) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}
