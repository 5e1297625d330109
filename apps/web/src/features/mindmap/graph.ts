// The editor's pure graph rules: the document <-> canvas nodes and edges, the outliner moves (a child,
// a sibling, delete, move by arrow keys) and the three-way merge a stale save needs. No React, no DOM.
import type {
  MindMapConnection,
  MindMapDocument,
  MindMapNode,
  MindMapNodeStyle,
} from '@nova/core/contracts/mind-maps';
import { byId, type MindMapColor } from '@nova/core/domain/mind-map';
import type { Edge, Node } from '@xyflow/react';
import { estimatedHandles, estimateNodeSize } from './node-box.ts';

export type MindMapNodeData = {
  text: string;
  description: string;
  color: MindMapColor;
  taskId: string | null;
  style: MindMapNodeStyle;
};
export type MapNode = Node<MindMapNodeData, 'mindMapNode'>;
export type MapEdge = Edge;
export type Graph = { nodes: MapNode[]; edges: MapEdge[] };
export type MapMeta = Pick<MindMapDocument, 'title' | 'description' | 'viewport'>;

/** Where a new child goes: right of its parent, below its last child; siblings one row lower. */
const CHILD_DX = 240;
const ROW_DY = 90;

/** A saved node on the canvas, with its estimated size and handles until it is measured (node-box.ts). */
export function toMapNode(node: MindMapNode): MapNode {
  const { id, x, y, ...data } = node;
  const size = estimateNodeSize(data);
  return {
    id,
    type: 'mindMapNode',
    position: { x, y },
    data,
    initialWidth: size.width,
    initialHeight: size.height,
    handles: estimatedHandles(size),
  };
}

/**
 * The canvas measured these nodes: their estimated handles go, so the measured ones the canvas keeps
 * are used from now on (a node that declares handles would get the estimate back on every change).
 */
export function dropEstimates(nodes: MapNode[], measured: ReadonlySet<string>): MapNode[] {
  if (measured.size === 0) return nodes;
  return nodes.map((n) => {
    if (!n.handles || !measured.has(n.id)) return n;
    const { handles: _estimate, ...rest } = n;
    return rest;
  });
}

/**
 * The box around the nodes, from their positions and (measured, else estimated) sizes: what the
 * canvas's getNodesBounds gives for these nodes, in one plain loop over a 1,000-node map.
 */
export function boundsOf(nodes: readonly MapNode[]): { x: number; y: number; width: number; height: number } {
  if (nodes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const n of nodes) {
    const width = n.measured?.width ?? n.width ?? n.initialWidth ?? 0;
    const height = n.measured?.height ?? n.height ?? n.initialHeight ?? 0;
    left = Math.min(left, n.position.x);
    top = Math.min(top, n.position.y);
    right = Math.max(right, n.position.x + width);
    bottom = Math.max(bottom, n.position.y + height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export function toMapEdge(connection: MindMapConnection): MapEdge {
  const { id, source, target, label } = connection;
  return label === null ? { id, source, target } : { id, source, target, label };
}

export function fromDocument(doc: Pick<MindMapDocument, 'nodes' | 'connections'>): Graph {
  return { nodes: doc.nodes.map(toMapNode), edges: doc.connections.map(toMapEdge) };
}

export function toDocument(meta: MapMeta, graph: Graph): MindMapDocument {
  const nodes = graph.nodes
    .map(({ id, position, data }) => ({
      id,
      text: data.text,
      description: data.description,
      color: data.color,
      x: position.x,
      y: position.y,
      taskId: data.taskId,
      style: data.style,
    }))
    .sort(byId);
  const connections = graph.edges
    .map(({ id, source, target, label }) => ({
      id,
      source,
      target,
      label: typeof label === 'string' ? label : null,
    }))
    .sort(byId);
  return { title: meta.title, description: meta.description, viewport: meta.viewport, nodes, connections };
}

export const emptyNodeData = (): MindMapNodeData => ({
  text: '',
  description: '',
  color: 'default',
  taskId: null,
  style: {},
});

/** Only `id` selected (nodes and edges). */
export const select = (graph: Graph, id: string): Graph => ({
  nodes: graph.nodes.map((n) => ({ ...n, selected: n.id === id })),
  edges: graph.edges.map((e) => (e.selected ? { ...e, selected: false } : e)),
});

export function parentOf(edges: readonly MapEdge[], id: string): string | null {
  return edges.find((e) => e.target === id)?.source ?? null;
}

/** A new node under `parentId`, connected to it, right of it and below its other children. */
export function addChild(graph: Graph, parentId: string, ids: { node: string; edge: string }): Graph {
  const parent = graph.nodes.find((n) => n.id === parentId);
  if (!parent) return graph;
  const children = graph.edges
    .filter((e) => e.source === parentId)
    .flatMap((e) => graph.nodes.filter((n) => n.id === e.target));
  const y = children.length ? Math.max(...children.map((c) => c.position.y)) + ROW_DY : parent.position.y;
  const node: MapNode = {
    id: ids.node,
    type: 'mindMapNode',
    position: { x: parent.position.x + CHILD_DX, y },
    data: emptyNodeData(),
  };
  return {
    nodes: [...graph.nodes, node],
    edges: [...graph.edges, { id: ids.edge, source: parentId, target: ids.node }],
  };
}

/** A new node beside `id`: under the same parent, or (a root) just below it, unconnected. */
export function addSibling(graph: Graph, id: string, ids: { node: string; edge: string }): Graph {
  const parent = parentOf(graph.edges, id);
  if (parent) return addChild(graph, parent, ids);
  const node = graph.nodes.find((n) => n.id === id);
  if (!node) return graph;
  const below = graph.nodes.filter(
    (n) => n.position.x === node.position.x && n.position.y > node.position.y && !parentOf(graph.edges, n.id),
  );
  const y = Math.max(node.position.y, ...below.map((n) => n.position.y)) + ROW_DY;
  const sibling: MapNode = {
    id: ids.node,
    type: 'mindMapNode',
    position: { x: node.position.x, y },
    data: emptyNodeData(),
  };
  return { nodes: [...graph.nodes, sibling], edges: graph.edges };
}

/** A new unconnected node below every other one (the first one at the origin). */
export function addRoot(graph: Graph, ids: { node: string }): Graph {
  const lowest = graph.nodes.reduce<MapNode | null>(
    (low, n) => (!low || n.position.y > low.position.y ? n : low),
    null,
  );
  const position = lowest ? { x: lowest.position.x, y: lowest.position.y + ROW_DY } : { x: 0, y: 0 };
  return {
    nodes: [...graph.nodes, { id: ids.node, type: 'mindMapNode', position, data: emptyNodeData() }],
    edges: graph.edges,
  };
}

/** The nodes go, and every connection touching them. */
export function removeNodes(graph: Graph, ids: ReadonlySet<string>): Graph {
  return {
    nodes: graph.nodes.filter((n) => !ids.has(n.id)),
    edges: graph.edges.filter((e) => !ids.has(e.source) && !ids.has(e.target)),
  };
}

export function moveNodes(
  nodes: readonly MapNode[],
  ids: ReadonlySet<string>,
  dx: number,
  dy: number,
): MapNode[] {
  return nodes.map((n) =>
    ids.has(n.id) ? { ...n, position: { x: n.position.x + dx, y: n.position.y + dy } } : n,
  );
}

export function updateNodeData(
  nodes: readonly MapNode[],
  id: string,
  patch: Partial<MindMapNodeData>,
): MapNode[] {
  return nodes.map((n) => (n.id === id ? { ...n, data: { ...n.data, ...patch } } : n));
}

type Keyed = { id: string };

/**
 * Three-way merge of one list by id: a side's change (add, edit, delete) against the base wins when
 * the other side left that item alone; both changing it differently is a conflict.
 */
function mergeList<T extends Keyed>(base: T[], local: T[], remote: T[]) {
  const same = (a: T | undefined, b: T | undefined) => JSON.stringify(a) === JSON.stringify(b);
  const index = (list: T[]) => new Map(list.map((x) => [x.id, x]));
  const [b, l, r] = [index(base), index(local), index(remote)];
  const merged: T[] = [];
  const conflicts: string[] = [];
  for (const id of new Set([...b.keys(), ...l.keys(), ...r.keys()])) {
    const [bi, li, ri] = [b.get(id), l.get(id), r.get(id)];
    const localChanged = !same(bi, li);
    const remoteChanged = !same(bi, ri);
    let pick = bi;
    if (localChanged && remoteChanged && !same(li, ri)) {
      conflicts.push(id);
      pick = li;
    } else if (localChanged) pick = li;
    else if (remoteChanged) pick = ri;
    if (pick) merged.push(pick);
  }
  return { merged: merged.sort(byId), conflicts };
}

export type MergeResult = { doc: MindMapDocument; conflicts: number };

/** `local` edited from `base` while `remote` was saved elsewhere: one document with both, if they agree. */
export function mergeDocuments(
  base: MindMapDocument,
  local: MindMapDocument,
  remote: MindMapDocument,
): MergeResult {
  const nodes = mergeList(base.nodes, local.nodes, remote.nodes);
  const ids = new Set(nodes.merged.map((n) => n.id));
  const connections = mergeList(base.connections, local.connections, remote.connections);
  // A connection whose node the other side deleted cannot stay.
  const kept = connections.merged.filter((c) => ids.has(c.source) && ids.has(c.target));
  let conflicts = nodes.conflicts.length + connections.conflicts.length;
  const field = <K extends 'title' | 'description' | 'viewport'>(key: K): MindMapDocument[K] => {
    const [b, l, r] = [JSON.stringify(base[key]), JSON.stringify(local[key]), JSON.stringify(remote[key])];
    if (l !== b && r !== b && l !== r && key !== 'viewport') conflicts += 1;
    return l !== b ? local[key] : remote[key];
  };
  return {
    doc: {
      title: field('title'),
      description: field('description'),
      viewport: field('viewport'),
      nodes: nodes.merged,
      connections: kept,
    },
    conflicts,
  };
}
