// The export file: a versioned envelope around the document, its nodes and connections in id order,
// so exporting, importing and exporting again gives the same bytes. Reading one back is
// map-file-read.ts, apart, because it needs the zod schemas: the editor and the list load those only
// when a file is imported, not on every open (building the schemas is a long task on a slow phone).
import type { MindMapDocument, MindMapFile } from '@nova/core/contracts/mind-maps';
import { byId, MIND_MAP_FILE_FORMAT, MIND_MAP_FILE_VERSION } from '@nova/core/domain/mind-map';

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
