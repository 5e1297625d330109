// The export file (a versioned envelope around the document, its nodes and connections in id order,
// so exporting, importing and exporting again gives the same bytes) and reading one back: checked
// with the same zod schema the server uses, so a foreign or broken file is refused here with a clear
// reason before anything is sent.
import { type MindMapDocument, type MindMapFile, mindMapFileSchema } from '@nova/core/contracts/mind-maps';
import {
  byId,
  documentBytes,
  MIND_MAP_BYTES_LIMIT,
  MIND_MAP_FILE_FORMAT,
  MIND_MAP_FILE_VERSION,
  MIND_MAP_NODE_LIMIT,
} from '@nova/core/domain/mind-map';

export function toFile(doc: MindMapDocument): MindMapFile {
  return {
    format: MIND_MAP_FILE_FORMAT,
    version: MIND_MAP_FILE_VERSION,
    map: { ...doc, nodes: [...doc.nodes].sort(byId), connections: [...doc.connections].sort(byId) },
  };
}

export const fileText = (doc: MindMapDocument): string => `${JSON.stringify(toFile(doc), null, 2)}\n`;

/** A file name from the title: letters, digits and dashes only. */
export function fileName(title: string, extension: 'json' | 'png' | 'svg'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'mind-map'}.${extension === 'json' ? 'mindmap.json' : extension}`;
}

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

/** Offers `content` as a download named `name`. */
export function download(name: string, content: Blob | string, type = 'application/json'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
