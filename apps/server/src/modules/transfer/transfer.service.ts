// Rules of import and export. An upload is kept in file storage under the user's own folder
// (`imports/{userId}/{previewId}`, with a small JSON beside it naming the source and the file) until
// it is confirmed, so a preview, a new mapping and the confirm read the same bytes on any server
// process. Reading a file never writes anything; the confirm writes everything in one transaction
// (import-writer.ts) and answers with what it created and what an earlier import had brought already.
import { randomBytes } from 'node:crypto';

import {
  type CsvMapping,
  IMPORT_MAX_BYTES,
  IMPORT_PROBLEMS_SHOWN,
  type ImportPreview,
  type ImportResult,
  type ImportSource,
  importSources,
} from '@nova/core/contracts/transfer';
import { DomainError } from '@nova/core/errors';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { type FileStorage, StorageTooLargeError } from '../../storage/storage.ts';
import { attachmentRepo } from '../attachments/attachment.repo.ts';
import { alreadyImported, countsOf, writeImport } from './import-writer.ts';

// The file readers and the exporters (with papaparse and fflate) load with the first import or export,
// not at start (docs/decisions/0015-lean-server.md).
const readers = () => import('./read-source.ts');
const exporters = () => import('./export.ts');

const metaSchema = z.object({ source: z.enum(importSources), fileName: z.string().max(255) });

const tooLarge = () =>
  new DomainError('import_too_large', `An import file may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
const previewGone = () => new DomainError('not_found', 'This import preview is gone: upload the file again');

/** Where each source's rows are remembered: a Nova JSON and its zip are one source. */
const sourceName = (source: ImportSource): string =>
  source === 'nova-json' || source === 'nova-zip' ? 'nova' : source === 'todoist-csv' ? 'todoist' : 'csv';

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

async function collect(stream: AsyncIterable<unknown>): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new Uint8Array(Buffer.concat(parts));
}

export type TransferService = ReturnType<typeof transferService>;

export function transferService({
  db,
  ops,
  clock,
  storage,
  quotaBytes,
}: {
  db: Db;
  ops: Operations;
  clock: Clock;
  storage: FileStorage;
  /** The attachments' storage quota per user (the same as for uploads). */
  quotaBytes: number;
}) {
  const fileKey = (userId: string, id: string) => `imports/${userId}/${id}.bin`;
  const metaKey = (userId: string, id: string) => `imports/${userId}/${id}.json`;

  async function forget(userId: string, id: string): Promise<void> {
    await Promise.allSettled([storage.remove(fileKey(userId, id)), storage.remove(metaKey(userId, id))]);
  }

  async function load(userId: string, id: string) {
    const [meta, file] = await Promise.all([
      storage.get(metaKey(userId, id)),
      storage.get(fileKey(userId, id)),
    ]);
    if (!meta || !file) {
      meta?.stream.destroy();
      file?.stream.destroy();
      throw previewGone();
    }
    let value: unknown = null;
    try {
      value = JSON.parse(new TextDecoder().decode(await collect(meta.stream)));
    } catch {
      value = null;
    }
    const parsed = metaSchema.safeParse(value);
    if (!parsed.success) throw previewGone();
    return { ...parsed.data, bytes: await collect(file.stream) };
  }

  async function previewOf(
    userId: string,
    id: string,
    upload: { source: ImportSource; fileName: string; bytes: Uint8Array },
    mapping: CsvMapping | null,
  ): Promise<ImportPreview> {
    const read = (await readers()).readSource(
      upload.source,
      upload.bytes,
      mapping,
      clock.now().toISOString(),
    );
    const problems = read.problems;
    return {
      id,
      source: upload.source,
      fileName: upload.fileName,
      counts: countsOf(read.document, read.files),
      alreadyImported: await alreadyImported(db, userId, sourceName(upload.source), read.document),
      problems: problems.slice(0, IMPORT_PROBLEMS_SHOWN),
      problemCount: problems.length,
      csv: read.csv,
    };
  }

  /** Keeps the upload and reads it: counts, problems and (for a generic CSV) the guessed mapping. */
  async function preview(
    user: AuthedUser,
    source: ImportSource,
    file: { name: string; chunks: AsyncIterable<Uint8Array>; truncated(): boolean },
  ): Promise<ImportPreview> {
    const id = randomBytes(16).toString('base64url');
    const fileName = file.name.slice(0, 255) || 'import';
    try {
      await storage.put(fileKey(user.id, id), file.chunks, { maxBytes: IMPORT_MAX_BYTES });
    } catch (error) {
      if (error instanceof StorageTooLargeError) throw tooLarge();
      throw error;
    }
    if (file.truncated()) {
      await forget(user.id, id);
      throw tooLarge();
    }
    const meta = new TextEncoder().encode(JSON.stringify({ source, fileName }));
    await storage.put(metaKey(user.id, id), once(meta), { maxBytes: 4096 });
    try {
      return await previewOf(user.id, id, await load(user.id, id), null);
    } catch (error) {
      // A file that cannot be read is not kept.
      await forget(user.id, id);
      throw error;
    }
  }

  async function remap(user: AuthedUser, id: string, mapping: CsvMapping): Promise<ImportPreview> {
    return previewOf(user.id, id, await load(user.id, id), mapping);
  }

  async function confirm(
    user: AuthedUser,
    id: string,
    mapping: CsvMapping | null,
  ): Promise<OperationOutcome<ImportResult>> {
    const upload = await load(user.id, id);
    const read = (await readers()).readSource(
      upload.source,
      upload.bytes,
      mapping,
      clock.now().toISOString(),
    );
    const fileBytes = [...read.files.values()].reduce((sum, bytes) => sum + bytes.byteLength, 0);
    if (fileBytes > 0 && (await attachmentRepo(db).usedBytes(user.id)) + fileBytes > quotaBytes) {
      throw new DomainError(
        'storage_quota_exceeded',
        'The attachments of this import do not fit in your storage quota',
      );
    }
    const outcome = await ops.run(
      user.id,
      undefined,
      async (ctx) => {
        const result = await writeImport(ctx, {
          source: sourceName(upload.source),
          document: read.document,
          files: read.files,
          storage,
          withSettings: upload.source === 'nova-json' || upload.source === 'nova-zip',
        });
        return {
          status: 200,
          body: { created: result.created, skipped: result.skipped },
          events: [
            { type: 'task.created', ids: result.taskIds },
            { type: 'tag.changed', ids: [] },
            { type: 'strategy.changed', ids: [] },
            { type: 'habit.changed', ids: [] },
            { type: 'mindmap.changed', ids: [] },
          ],
        };
      },
      { alwaysWrites: true },
    );
    await forget(user.id, id);
    return outcome;
  }

  async function exportDocument(userId: string): Promise<{ body: string; fileName: string }> {
    const { buildExport } = await exporters();
    const { document } = await buildExport(db, userId, clock.now().toISOString());
    return { body: JSON.stringify(document, null, 2), fileName: exportName(clock, 'json') };
  }

  async function exportArchive(userId: string) {
    const { buildExport, exportZip } = await exporters();
    const { document, files } = await buildExport(db, userId, clock.now().toISOString());
    return { stream: exportZip(document, files, storage), fileName: exportName(clock, 'zip') };
  }

  async function exportTasksCsv(userId: string): Promise<{ body: string; fileName: string }> {
    const { buildExport, exportCsv } = await exporters();
    const { document } = await buildExport(db, userId, clock.now().toISOString());
    // A BOM so spreadsheet programs read the UTF-8 (Cyrillic, accents) as such.
    return { body: `\uFEFF${exportCsv(document)}`, fileName: exportName(clock, 'csv') };
  }

  return { preview, remap, confirm, exportDocument, exportArchive, exportTasksCsv };
}

const exportName = (clock: Clock, ext: string): string =>
  `nova-export-${clock.now().toISOString().slice(0, 10)}.${ext}`;
