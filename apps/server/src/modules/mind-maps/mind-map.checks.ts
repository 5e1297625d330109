// The checks a whole save and a patch share: the node and size limits (issue 11: 2,000 nodes, each
// with its own code, and 1 MB of JSON), links only to the user's own live tasks, the version, and the
// rows a document writes (each with its size, so a later patch can measure the map without reading it).
import type { MindMapDocument } from '@nova/core/contracts/mind-maps';
import {
  documentBytesOf,
  type ListBytes,
  MIND_MAP_BYTES_LIMIT,
  MIND_MAP_CONNECTION_LIMIT,
  MIND_MAP_NODE_LIMIT,
} from '@nova/core/domain/mind-map';
import { DomainError, notFound } from '@nova/core/errors';
import { edgeRow, jsonBytes, nodeRow } from './mind-map.presenter.ts';
import type { EdgeWrite, MindMapRepo, NodeWrite, SizeBounds } from './mind-map.repo.ts';

export const mapNotFound = () => notFound('Mind map');
export const changed = (id: string) => [{ type: 'mindmap.changed', ids: [id] }];

export function versionConflict(base: number, current: number): DomainError {
  return new DomainError(
    'version_conflict',
    `The mind map changed since version ${base}: it is now version ${current}. Load it and merge your edit`,
    { details: [{ path: 'body.baseVersion', message: `current version ${current}` }] },
  );
}

export function tooManyNodes(count: number): DomainError {
  return new DomainError(
    'mind_map_too_many_nodes',
    `A mind map holds at most ${MIND_MAP_NODE_LIMIT} nodes; this one has ${count}`,
    { details: [{ path: 'body.nodes', message: `At most ${MIND_MAP_NODE_LIMIT} nodes` }] },
  );
}

export function tooLarge(bytes: number): DomainError {
  return new DomainError(
    'mind_map_too_large',
    `A mind map is at most 1 MB; this one is ${(bytes / 1024 / 1024).toFixed(2)} MB`,
  );
}

export type DocumentRows = { nodes: NodeWrite[]; edges: EdgeWrite[] };

export function rowsOf(doc: Pick<MindMapDocument, 'nodes' | 'connections'>): DocumentRows {
  return { nodes: doc.nodes.map(nodeRow), edges: doc.connections.map(edgeRow) };
}

/** documentBytes of the document with both lists empty: what documentBytesOf adds the rows to. */
export const headBytes = (head: Pick<MindMapDocument, 'title' | 'description' | 'viewport'>): number =>
  jsonBytes({
    title: head.title,
    description: head.description,
    viewport: head.viewport,
    nodes: [],
    connections: [],
  });

const sizeOf = (rows: ReadonlyArray<{ bytes: number }>): ListBytes => ({
  count: rows.length,
  bytes: rows.reduce((sum, r) => sum + r.bytes, 0),
});

/** The limits on a whole document, measured from its rows (each row's JSON is counted once); answers
 * its exact size, which the map row keeps as its size bounds (migration 0026). */
export function checkLimits(doc: MindMapDocument, rows: DocumentRows): SizeBounds {
  if (doc.nodes.length > MIND_MAP_NODE_LIMIT) throw tooManyNodes(doc.nodes.length);
  const nodes = sizeOf(rows.nodes);
  const connections = sizeOf(rows.edges);
  const bytes = documentBytesOf(headBytes(doc), nodes, connections);
  if (bytes > MIND_MAP_BYTES_LIMIT) throw tooLarge(bytes);
  return { nodes: nodes.count, connections: connections.count, bytes: nodes.bytes + connections.bytes };
}

/** The summed size of rows about to be written. */
export const rowBytes = (rows: DocumentRows): number => sizeOf(rows.nodes).bytes + sizeOf(rows.edges).bytes;

/**
 * Bounds that certainly keep the document (with this head) within the node, connection and byte
 * limits: a count or size under them cannot be over. False says nothing: count exactly.
 */
export function boundsWithin(head: number, bounds: SizeBounds): boolean {
  const document = documentBytesOf(
    head,
    { count: bounds.nodes, bytes: bounds.bytes },
    { count: bounds.connections, bytes: 0 },
  );
  return (
    bounds.nodes <= MIND_MAP_NODE_LIMIT &&
    bounds.connections <= MIND_MAP_CONNECTION_LIMIT &&
    document <= MIND_MAP_BYTES_LIMIT
  );
}

/** The task ids nodes link (`taskIds`: each node's), each once (a loop: no array per node, decision 0031). */
export function taskIdsOf(taskIds: ReadonlyArray<string | null>): string[] {
  const ids = new Set<string>();
  for (let i = 0; i < taskIds.length; i++) {
    const taskId = taskIds[i];
    if (taskId) ids.add(taskId);
  }
  return Array.from(ids);
}

/**
 * Links to tasks the map did not link before (`before`) must name the user's own, live tasks: else
 * a 404 task_not_found, with each node's path under `at` (body.nodes or body.nodes.upsert).
 * `taskIds`: each node's task id, in the nodes' order.
 */
export async function assertOwnTasks(
  repo: MindMapRepo,
  userId: string,
  taskIds: ReadonlyArray<string | null>,
  before: ReadonlySet<string>,
  at: string,
): Promise<void> {
  const added = new Set<string>();
  for (let i = 0; i < taskIds.length; i++) {
    const taskId = taskIds[i];
    if (taskId && !before.has(taskId)) added.add(taskId);
  }
  if (added.size === 0) return;
  const own = await repo.ownLiveTaskIds(userId, Array.from(added));
  const details = taskIds.flatMap((taskId, i) =>
    taskId && !before.has(taskId) && !own.has(taskId)
      ? [{ path: `${at}.${i}.taskId`, message: 'No such task of yours' }]
      : [],
  );
  if (details.length > 0)
    throw new DomainError('task_not_found', 'A node links a task that is not one of yours', { details });
}
