// Import and export (POST /api/import, /api/import/{id}/mapping, /api/import/{id}/confirm; GET
// /api/export): the upload goes as multipart, part `file`; the rest is JSON.
import type {
  CsvMapping,
  ExportFormat,
  ImportPreview,
  ImportResult,
  ImportSource,
} from '@nova/core/contracts/transfer';
import { apiRequest } from '../../../lib/api-client.ts';

export function previewImport(source: ImportSource, file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<ImportPreview>(`/api/import?source=${source}`, { method: 'POST', body });
}

export function remapImport(id: string, mapping: CsvMapping): Promise<ImportPreview> {
  return apiRequest<ImportPreview>(`/api/import/${encodeURIComponent(id)}/mapping`, {
    method: 'POST',
    body: { mapping },
  });
}

export function confirmImport(id: string, mapping: CsvMapping | null): Promise<ImportResult> {
  return apiRequest<ImportResult>(`/api/import/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: mapping ? { mapping } : {},
  });
}

export const exportUrl = (format: ExportFormat): string => `/api/export?format=${format}`;
