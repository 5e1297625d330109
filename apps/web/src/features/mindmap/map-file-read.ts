// Reading an export file back (map-file.ts writes it): checked with the same zod schema the server
// uses, so a foreign or broken file is refused here with a clear reason before anything is sent.
// Loaded on demand (use-import-map.tsx): the schemas are not needed to open a map.
import { type MindMapFile, mindMapFileSchema } from '@nova/core/contracts/mind-maps';
import {
  documentBytes,
  MIND_MAP_BYTES_LIMIT,
  MIND_MAP_FILE_FORMAT,
  MIND_MAP_NODE_LIMIT,
} from '@nova/core/domain/mind-map';

export type FileProblem = 'notJson' | 'foreign' | 'invalid' | 'tooManyNodes' | 'tooLarge';
export type ParsedFile = { ok: true; file: MindMapFile } | { ok: false; problem: FileProblem };

export function parseFile(text: string): ParsedFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    !('format' in value) ||
    value.format !== MIND_MAP_FILE_FORMAT
  )
    return { ok: false, problem: 'foreign' };
  const parsed = mindMapFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: 'invalid' };
  if (parsed.data.map.nodes.length > MIND_MAP_NODE_LIMIT) return { ok: false, problem: 'tooManyNodes' };
  if (documentBytes(parsed.data.map) > MIND_MAP_BYTES_LIMIT) return { ok: false, problem: 'tooLarge' };
  return { ok: true, file: parsed.data };
}
