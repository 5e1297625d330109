// A save of the changes since a version (PATCH /api/mind-maps/{id}, issue 11): the nodes and
// connections written or removed, and the title, description or viewport when they changed. This is
// what the editor's autosave sends, so a save costs what changed rather than the size of the map: no
// 200 KB document to parse and validate, no reading of every row to find what changed. The rules are
// the whole save's: the version (409), own tasks only, every connection between two nodes of the map,
// and the limits on the document as it is after the change, inside the same transaction, so a patch
// that breaks one rolls back whole: checked on the map row's size bounds (migration 0026) when they
// are well within them, else counted from the stored row sizes (migration 0024).
import type { MindMapSaved, PatchMindMapBody } from '@nova/core/contracts/mind-maps';
import {
  documentBytesOf,
  type ListBytes,
  MIND_MAP_BYTES_LIMIT,
  MIND_MAP_CONNECTION_LIMIT,
  MIND_MAP_NODE_LIMIT,
} from '@nova/core/domain/mind-map';
import { DomainError } from '@nova/core/errors';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import {
  assertOwnTasks,
  boundsWithin,
  changed,
  type DocumentRows,
  headBytes,
  mapNotFound,
  rowBytes,
  rowsOf,
  taskIdsOf,
  tooLarge,
  tooManyNodes,
  versionConflict,
} from './mind-map.checks.ts';
import { viewportOf } from './mind-map.presenter.ts';
import { type MindMapRepo, type MindMapSaveRow, mindMapRepo, type SizeBounds } from './mind-map.repo.ts';

/** The map's stored size bounds (migration 0026), if they are of its current version. */
function boundsAt(map: MindMapSaveRow): SizeBounds | null {
  const { bound_nodes: nodes, bound_connections: connections, bound_bytes: bytes } = map;
  if (map.bound_version !== map.version || nodes === null || connections === null || bytes === null)
    return null;
  return { nodes: Number(nodes), connections: Number(connections), bytes: Number(bytes) };
}

/** The limits on the map as stored after the patch (its rows' counts and sizes); its exact size. */
function checkStoredSizes(headSize: number, sizes: { nodes: ListBytes; connections: ListBytes }): SizeBounds {
  if (sizes.nodes.count > MIND_MAP_NODE_LIMIT) throw tooManyNodes(sizes.nodes.count);
  if (sizes.connections.count > MIND_MAP_CONNECTION_LIMIT)
    throw new DomainError('validation_failed', `At most ${MIND_MAP_CONNECTION_LIMIT} connections`, {
      details: [{ path: 'body.connections.upsert', message: `At most ${MIND_MAP_CONNECTION_LIMIT}` }],
    });
  const bytes = documentBytesOf(headSize, sizes.nodes, sizes.connections);
  if (bytes > MIND_MAP_BYTES_LIMIT) throw tooLarge(bytes);
  return {
    nodes: sizes.nodes.count,
    connections: sizes.connections.count,
    bytes: sizes.nodes.bytes + sizes.connections.bytes,
  };
}

/** Each written connection's ends are nodes of the map once the patch's nodes are written. */
async function assertEndpoints(repo: MindMapRepo, mapId: string, rows: DocumentRows): Promise<void> {
  const written = new Set(rows.nodes.map((n) => n.id));
  const ends = new Set(rows.edges.flatMap((c) => [c.source_node_id, c.target_node_id]));
  const present = await repo.nodeIdsIn(
    mapId,
    [...ends].filter((e) => !written.has(e)),
  );
  const details = rows.edges.flatMap((c, i) =>
    (
      [
        ['source', c.source_node_id],
        ['target', c.target_node_id],
      ] as const
    )
      .filter(([, end]) => !written.has(end) && !present.has(end))
      .map(([end]) => ({ path: `body.connections.upsert.${i}.${end}`, message: 'No node with this id' })),
  );
  const [first] = details;
  if (first) throw new DomainError('validation_failed', `${first.path}: ${first.message}`, { details });
}

export function patchMindMap(ops: Operations) {
  return function patch(
    userId: string,
    id: string,
    body: PatchMindMapBody,
  ): Promise<OperationOutcome<MindMapSaved>> {
    if (body.nodes.upsert.length > MIND_MAP_NODE_LIMIT) throw tooManyNodes(body.nodes.upsert.length);
    const rows = rowsOf({ nodes: body.nodes.upsert, connections: body.connections.upsert });
    // The work keeps the rows it writes and the small fields, not the request's node and connection
    // lists: it may wait in a group-commit batch, and every scavenge meanwhile copies what it holds.
    const { opId, baseVersion, title, description, viewport } = body;
    const removed = { nodes: body.nodes.remove, connections: body.connections.remove };
    return ops.run(
      userId,
      opId,
      async (ctx) => {
        const repo = mindMapRepo(ctx.trx);
        const map = await repo.findOwnForSave(userId, id);
        if (!map) throw mapNotFound();
        if (map.version !== baseVersion) throw versionConflict(baseVersion, map.version);
        // Only the tasks the patch's nodes name are asked about (none: no query).
        const taskIds = rows.nodes.map((n) => n.task_id);
        const linked = await repo.linkedAmong(id, taskIdsOf(taskIds));
        await assertOwnTasks(repo, userId, taskIds, linked, 'body.nodes.upsert');
        const seq = await ctx.seq();
        const stamp = { userId, mapId: id, seq, now: ctx.now };
        const edgesRemoved = await repo.deleteEdges(id, removed.connections);
        // A removed node's connections go with it (the edges' foreign keys cascade).
        const nodesRemoved = await repo.deleteNodes(id, removed.nodes);
        const nodesAdded = (await repo.upsertNodes(stamp, rows.nodes)).inserted;
        await assertEndpoints(repo, id, rows);
        const edgesAdded = (await repo.upsertEdges(stamp, rows.edges)).inserted;

        const head = {
          title: title ?? map.title,
          description: description ?? map.description,
          viewport: viewport === undefined ? viewportOf(map) : viewport,
        };
        const headSize = headBytes(head);
        // The stored bounds plus what this patch adds: the rows it wrote counted whole, as if none
        // replaced a row (removed rows and cascaded connections not taken off). Only when they could
        // break a limit, or are unknown, is the map counted (two aggregates) and the exact figures kept.
        const known = boundsAt(map);
        let bounds: SizeBounds | null = known && {
          nodes: known.nodes + nodesAdded - nodesRemoved,
          connections: known.connections + edgesAdded - edgesRemoved,
          bytes: known.bytes + rowBytes(rows),
        };
        if (!bounds || !boundsWithin(headSize, bounds))
          bounds = checkStoredSizes(headSize, await repo.sizes(id));

        const fields = { ...head, viewport: JSON.stringify(head.viewport ?? {}) };
        if (!(await repo.updateMap(id, baseVersion, fields, seq, ctx.now, bounds)))
          throw versionConflict(baseVersion, map.version);
        const saved = { id, version: baseVersion + 1, updatedAt: ctx.now };
        return { status: 200, body: saved, events: changed(id) };
      },
      { alwaysWrites: true },
    );
  };
}
