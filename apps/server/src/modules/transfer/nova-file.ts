// Reads Nova's own export: the JSON document alone, or the zip of nova-export.json and the attachment
// files. Whatever is not a valid version-1 document is refused whole (400 import_invalid_file), so a
// foreign or broken file never writes anything. A zip's entries are checked before they are inflated
// (declared sizes against the import limit: no zip bomb).
import {
  IMPORT_MAX_BYTES,
  type ImportProblem,
  type NovaExport,
  novaExportSchema,
} from '@nova/core/contracts/transfer';
import { DomainError } from '@nova/core/errors';
import { unzipSync } from 'fflate';
import { EXPORT_JSON_NAME } from './export.ts';

export type NovaRead = { document: NovaExport; problems: ImportProblem[]; files: Map<string, Uint8Array> };

const invalid = (why: string) => new DomainError('import_invalid_file', `This is not a Nova export: ${why}`);

export function parseNovaJson(bytes: Uint8Array): NovaExport {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw invalid('the file is not JSON');
  }
  const parsed = novaExportSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') || 'the document' : 'the document';
    throw invalid(`${where}: ${issue?.message ?? 'unexpected content'}`);
  }
  return parsed.data;
}

/** Problems of a document that do not stop it: attachments whose bytes are not in the file. */
function missingFiles(document: NovaExport, files: ReadonlyMap<string, Uint8Array>): ImportProblem[] {
  return document.tasks.flatMap((task) =>
    task.attachments
      .filter((a) => a.file === null || !files.has(a.file))
      .map((a) => ({
        row: null,
        field: `tasks.${task.id}.attachments`,
        code: 'file_missing' as const,
        severity: 'warning' as const,
        value: a.name.slice(0, 60),
      })),
  );
}

export function readNovaJson(bytes: Uint8Array): NovaRead {
  const document = parseNovaJson(bytes);
  const files = new Map<string, Uint8Array>();
  return { document, files, problems: missingFiles(document, files) };
}

export function readNovaZip(bytes: Uint8Array): NovaRead {
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        if (declared > IMPORT_MAX_BYTES * 4) throw invalid('the zip unpacks to too much data');
        return file.name === EXPORT_JSON_NAME || /^files\/[A-Za-z0-9_.-]{1,200}$/.test(file.name);
      },
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid('the file is not a zip');
  }
  const json = entries[EXPORT_JSON_NAME];
  if (!json) throw invalid(`the zip has no ${EXPORT_JSON_NAME}`);
  const document = parseNovaJson(json);
  const files = new Map(Object.entries(entries).filter(([name]) => name !== EXPORT_JSON_NAME));
  return { document, files, problems: missingFiles(document, files) };
}
