// Reads an uploaded file by its source into the one document shape imports write (Nova JSON or zip,
// Todoist CSV or backup zip, a generic CSV with its column mapping). Loaded with the first import
// (transfer.service.ts), with papaparse and fflate.
import type { CsvMapping, ImportPreview, ImportSource, NovaExport } from '@nova/core/contracts/transfer';
import { readGenericCsv } from './generic-csv.ts';
import { readNovaJson, readNovaZip } from './nova-file.ts';
import { readTodoistBackup, readTodoistCsv } from './todoist-csv.ts';

export type Read = {
  document: NovaExport;
  problems: ImportPreview['problems'];
  files: ReadonlyMap<string, Uint8Array>;
  csv: ImportPreview['csv'];
};

export function readSource(
  source: ImportSource,
  bytes: Uint8Array,
  mapping: CsvMapping | null,
  now: string,
): Read {
  const text = () => new TextDecoder('utf-8').decode(bytes);
  switch (source) {
    case 'todoist-csv': {
      // A Todoist backup is a zip of project CSVs; a project's export is one CSV.
      const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
      const read = zip ? readTodoistBackup(bytes, now) : readTodoistCsv(text(), now);
      return { ...read, files: new Map(), csv: null };
    }
    case 'csv': {
      const read = readGenericCsv(text(), mapping, now);
      return {
        ...read,
        files: new Map(),
        csv: { headers: read.headers, sample: read.sample, mapping: read.mapping },
      };
    }
    case 'nova-json':
      return { ...readNovaJson(bytes), csv: null };
    case 'nova-zip':
      return { ...readNovaZip(bytes), csv: null };
  }
}
