// What an autosave sends: the changes from the last saved document to the one on screen (PATCH
// /api/mind-maps/{id}): the nodes and connections added or changed, whole, the ids removed, and the
// title, description or viewport when they changed. A move of ten nodes on a 1,000-node map is ten
// nodes, not the 200 KB document. Pure: no React, no I/O.
import type {
  MindMapConnection,
  MindMapDocument,
  MindMapNode,
  MindMapNodeStyle,
  MindMapViewport,
  PatchMindMapBody,
} from '@nova/core/contracts/mind-maps';

export type MapPatch = Omit<PatchMindMapBody, 'opId' | 'baseVersion'>;

/** Same fields set to the same values, whatever the key order (a style built here or read back). */
function sameStyle(a: MindMapNodeStyle, b: MindMapNodeStyle): boolean {
  const keys = (s: MindMapNodeStyle) =>
    (Object.keys(s) as Array<keyof MindMapNodeStyle>).filter((k) => s[k] !== undefined);
  const [ka, kb] = [keys(a), keys(b)];
  return ka.length === kb.length && ka.every((k) => a[k] === b[k]);
}

const sameNode = (a: MindMapNode, b: MindMapNode) =>
  a.text === b.text &&
  a.description === b.description &&
  a.color === b.color &&
  a.x === b.x &&
  a.y === b.y &&
  a.taskId === b.taskId &&
  sameStyle(a.style, b.style);

const sameConnection = (a: MindMapConnection, b: MindMapConnection) =>
  a.source === b.source && a.target === b.target && a.label === b.label;

const sameViewport = (a: MindMapViewport | null, b: MindMapViewport | null) =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.zoom === b.zoom);

function changes<T extends { id: string }>(
  before: readonly T[],
  after: readonly T[],
  same: (a: T, b: T) => boolean,
) {
  const old = new Map(before.map((item) => [item.id, item]));
  const now = new Set(after.map((item) => item.id));
  return {
    upsert: after.filter((item) => {
      const previous = old.get(item.id);
      return !previous || !same(previous, item);
    }),
    remove: before.filter((item) => !now.has(item.id)).map((item) => item.id),
  };
}

/** The patch that turns `base` (what the server holds at the save's base version) into `doc`. */
export function patchBetween(base: MindMapDocument, doc: MindMapDocument): MapPatch {
  const patch: MapPatch = {
    nodes: changes(base.nodes, doc.nodes, sameNode),
    connections: changes(base.connections, doc.connections, sameConnection),
  };
  if (doc.title !== base.title) patch.title = doc.title;
  if (doc.description !== base.description) patch.description = doc.description;
  if (!sameViewport(doc.viewport, base.viewport)) patch.viewport = doc.viewport;
  return patch;
}
