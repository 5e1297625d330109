// Mind map rules without zod (SPEC §2 "Mind map screen", §3 node colours, §5 graph numbers, issue 11
// limits): the server's checks and the web editor read the same numbers.

/** SPEC §3: the colours a node may have. */
export const mindMapColors = [
  'default',
  'purple',
  'blue',
  'green',
  'yellow',
  'red',
  'pink',
  'indigo',
] as const;
export type MindMapColor = (typeof mindMapColors)[number];

/** At most this many nodes in one map (issue 11). */
export const MIND_MAP_NODE_LIMIT = 2000;
/** At most this many connections in one map: a tree needs n-1, a few cross-links more. */
export const MIND_MAP_CONNECTION_LIMIT = 4000;
/** The map's document (title, description, viewport, nodes, connections) as UTF-8 JSON, at most 1 MB. */
export const MIND_MAP_BYTES_LIMIT = 1024 * 1024;

export const MIND_MAP_TITLE_MAX = 200;
export const MIND_MAP_DESCRIPTION_MAX = 2000;
export const MIND_MAP_NODE_TEXT_MAX = 500;
export const MIND_MAP_NODE_DESCRIPTION_MAX = 2000;

/** SPEC §2: node width 150-300 px; font size default 14, font family default Arial. */
export const NODE_WIDTH_MIN = 150;
export const NODE_WIDTH_MAX = 300;
export const NODE_FONT_SIZE_DEFAULT = 14;
export const NODE_FONT_FAMILY_DEFAULT = 'Arial';

/** SPEC §5: zoom 0.5 to 2, snap grid 15, connection radius 20, arrow-key step 5 (x4 with Shift). */
export const MIND_MAP_ZOOM_MIN = 0.5;
export const MIND_MAP_ZOOM_MAX = 2;
export const MIND_MAP_SNAP_GRID = 15;
export const MIND_MAP_CONNECTION_RADIUS = 20;
export const MIND_MAP_ARROW_STEP = 5;
export const MIND_MAP_ARROW_SHIFT_FACTOR = 4;

/** The import/export file: its format name and the versions this build reads. */
export const MIND_MAP_FILE_FORMAT = 'nova-mind-map';
export const MIND_MAP_FILE_VERSION = 1;

/**
 * How many bytes `text` takes in UTF-8 (as TextEncoder writes it: a lone surrogate is U+FFFD, 3
 * bytes), counted without encoding it: a save of a 1,000-node map measures ~200 KB on every request.
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The document's size as the server measures it: UTF-8 bytes of its JSON. */
export function documentBytes(document: unknown): number {
  return utf8Length(JSON.stringify(document));
}

/** How many items a list holds and the sum of their sizes (each item's documentBytes). */
export type ListBytes = { count: number; bytes: number };

/**
 * documentBytes of a whole document from its parts, so a save that changes a few nodes need not
 * measure the other thousand: `head` is documentBytes of the document with both lists empty, and a
 * list of n items adds their sizes and n - 1 commas (JSON.stringify writes `[a,b]`, `[]`).
 */
export function documentBytesOf(head: number, nodes: ListBytes, connections: ListBytes): number {
  const commas = (list: ListBytes) => Math.max(0, list.count - 1);
  return head + nodes.bytes + commas(nodes) + connections.bytes + commas(connections);
}

/**
 * The document's one order: nodes and connections by id, compared by UTF-16 code units (the same in
 * every browser and on both databases, whose text collations differ). Export, import and the
 * server's answers all use it, so a file exported, imported and exported again is byte-identical.
 */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
