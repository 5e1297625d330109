// Rules of mind maps: a map is one document saved against the version it started from (a stale save
// is a 409 with the current version, never a silent overwrite), whole (PUT) or as its changes (PATCH,
// mind-map.patch.ts), at most 2,000 nodes and 1 MB; nodes may link only the user's own tasks; import
// reads the versioned export file. A save writes only the nodes and connections that changed. Every
// write is replay-safe through its op id and tells the user's other devices (`mindmap.changed`).
import { randomUUID } from 'node:crypto';
import type {
  CreateMindMapBody,
  ImportMindMapBody,
  LinkedTask,
  MindMapDocument,
  MindMapDto,
  MindMapSaved,
  MindMapSummary,
  SaveMindMapBody,
} from '@nova/core/contracts/mind-maps';
import { DomainError } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { OperationOutcome, Operations, WriteContext } from '../../lib/operations.ts';
import {
  assertOwnTasks,
  changed,
  checkLimits,
  mapNotFound,
  rowBytes,
  rowsOf,
  taskIdsOf,
  versionConflict,
} from './mind-map.checks.ts';
import { patchMindMap } from './mind-map.patch.ts';
import { toLinkedTask, toMindMap, toSummary } from './mind-map.presenter.ts';
import { type EdgeRow, type MindMapRepo, mindMapRepo, type NodeRow } from './mind-map.repo.ts';

/** The document as it is measured and stored: exactly its fields, nothing of the request around it. */
function documentOf(body: MindMapDocument): MindMapDocument {
  const { title, description, viewport, nodes, connections } = body;
  return { title, description, viewport, nodes, connections };
}

/** The same node but for its position. */
const sameButPlace = (a: NodeRow, b: NodeRow) =>
  a.name === b.name &&
  a.description === b.description &&
  a.color === b.color &&
  a.task_id === b.task_id &&
  a.style === b.style;

const samePlace = (a: NodeRow, b: NodeRow) => Number(a.x) === b.x && Number(a.y) === b.y;

const sameNode = (a: NodeRow, b: NodeRow) => sameButPlace(a, b) && samePlace(a, b);

const sameEdge = (a: EdgeRow, b: EdgeRow) =>
  a.source_node_id === b.source_node_id && a.target_node_id === b.target_node_id && a.label === b.label;

/**
 * What to write to go from `before` to `after`: rows new (`added`) or changed, ids gone. Indexed loops
 * and no [id, row] pair per row: a whole save diffs ~2,000 rows (decision 0031). `partly`: a changed
 * row it holds for (it differs only where `partly` allows) goes to `partlyChanged`, not `changed`.
 */
function diff<B extends { id: string }, A extends B>(
  before: B[],
  after: A[],
  same: (a: B, b: B) => boolean,
  partly?: (a: B, b: B) => boolean,
) {
  const old = new Map<string, B>();
  for (let i = 0; i < before.length; i++) {
    const row = before[i] as B;
    old.set(row.id, row);
  }
  const added: A[] = [];
  const changed: A[] = [];
  const partlyChanged: A[] = [];
  for (let i = 0; i < after.length; i++) {
    const row = after[i] as A;
    const previous = old.get(row.id);
    if (!previous) added.push(row);
    else if (!same(previous, row)) (partly?.(previous, row) ? partlyChanged : changed).push(row);
    old.delete(row.id);
  }
  return { added, changed, partlyChanged, remove: Array.from(old.keys()) };
}

export type MindMapServiceDeps = { db: Db; ops: Operations };

export function mindMapService({ db, ops }: MindMapServiceDeps) {
  async function present(repo: MindMapRepo, userId: string, id: string): Promise<MindMapDto> {
    const row = await repo.findOwn(userId, id);
    if (!row) throw mapNotFound();
    const [nodes, edges] = [await repo.nodes(id), await repo.edges(id)];
    const taskIds = [...new Set(nodes.flatMap((n) => (n.task_id ? [n.task_id] : [])))];
    return toMindMap(row, nodes, edges, await repo.linkedTasks(userId, taskIds));
  }

  async function insertDocument(ctx: WriteContext, id: string, doc: MindMapDocument): Promise<void> {
    const repo = mindMapRepo(ctx.trx);
    const seq = await ctx.seq();
    const rows = rowsOf(doc);
    const bounds = { nodes: rows.nodes.length, connections: rows.edges.length, bytes: rowBytes(rows) };
    await repo.insertMap({
      id,
      user_id: ctx.userId,
      title: doc.title,
      description: doc.description,
      viewport: JSON.stringify(doc.viewport ?? {}),
      seq,
      now: ctx.now,
      bounds,
    });
    const stamp = { userId: ctx.userId, mapId: id, seq, now: ctx.now };
    await repo.upsertNodes(stamp, rows.nodes, { fresh: true });
    await repo.upsertEdges(stamp, rows.edges, { fresh: true });
  }

  async function list(userId: string): Promise<{ mindMaps: MindMapSummary[] }> {
    const rows = await mindMapRepo(db).list(userId);
    return { mindMaps: rows.map(toSummary) };
  }

  function get(userId: string, id: string): Promise<MindMapDto> {
    return present(mindMapRepo(db), userId, id);
  }

  async function tasks(userId: string, id: string): Promise<{ tasks: LinkedTask[] }> {
    const repo = mindMapRepo(db);
    if (!(await repo.findOwn(userId, id))) throw mapNotFound();
    const rows = await repo.linkedTasks(userId, await repo.linkedTaskIds(id));
    return { tasks: rows.map(toLinkedTask) };
  }

  function create(userId: string, body: CreateMindMapBody): Promise<OperationOutcome<MindMapDto>> {
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = mindMapRepo(ctx.trx);
        if (body.id && (await repo.idTaken(body.id)))
          throw new DomainError('conflict', 'This id is already in use: create the mind map with a new id');
        const id = body.id ?? randomUUID();
        const doc = {
          title: body.title,
          description: body.description ?? '',
          viewport: null,
          nodes: [],
          connections: [],
        };
        await insertDocument(ctx, id, doc);
        return { status: 201, body: await present(repo, userId, id), events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  function save(userId: string, id: string, body: SaveMindMapBody): Promise<OperationOutcome<MindMapSaved>> {
    const doc = documentOf(body);
    const rows = rowsOf(doc);
    const bounds = checkLimits(doc, rows);
    // The work keeps what it writes (the rows, the head's fields), not the request's document: it may
    // wait in a group-commit batch behind other saves, and every scavenge meanwhile copies what it holds.
    const { opId, baseVersion } = body;
    const fields = {
      title: doc.title,
      description: doc.description,
      viewport: JSON.stringify(doc.viewport ?? {}),
    };
    return ops.run(
      userId,
      opId,
      async (ctx) => {
        const repo = mindMapRepo(ctx.trx);
        const map = await repo.findOwn(userId, id);
        if (!map) throw mapNotFound();
        if (map.version !== baseVersion) throw versionConflict(baseVersion, map.version);
        const [oldNodes, oldEdges] = [await repo.nodes(id), await repo.edges(id)];
        const linked = new Set<string>();
        for (let i = 0; i < oldNodes.length; i++) {
          const taskId = oldNodes[i]?.task_id;
          if (taskId) linked.add(taskId);
        }
        const taskIds = rows.nodes.map((n) => n.task_id);
        await assertOwnTasks(repo, userId, taskIds, linked, 'body.nodes');
        // Nodes that only moved (a layout, a drag of many) rewrite their position alone.
        const nodes = diff(oldNodes, rows.nodes, sameNode, sameButPlace);
        const edges = diff(oldEdges, rows.edges, sameEdge);
        const seq = await ctx.seq();
        const stamp = { userId, mapId: id, seq, now: ctx.now };
        await repo.deleteEdges(id, edges.remove);
        await repo.deleteNodes(id, nodes.remove);
        // Rows read just now: the changed ones exist, the added ones do not (mind-map-rows.repo.ts).
        await repo.upsertNodes(stamp, nodes.changed);
        await repo.moveNodes(stamp, nodes.partlyChanged);
        await repo.upsertNodes(stamp, nodes.added, { fresh: true });
        await repo.upsertEdges(stamp, edges.changed);
        await repo.upsertEdges(stamp, edges.added, { fresh: true });
        if (!(await repo.updateMap(id, baseVersion, fields, seq, ctx.now, bounds)))
          throw versionConflict(baseVersion, map.version);
        const saved = { id, version: baseVersion + 1, updatedAt: ctx.now };
        return { status: 200, body: saved, events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  function remove(userId: string, id: string, opId: string | undefined): Promise<OperationOutcome<null>> {
    return ops.run(
      userId,
      opId,
      async (ctx) => {
        const repo = mindMapRepo(ctx.trx);
        if (!(await repo.findOwn(userId, id))) throw mapNotFound();
        await repo.softDelete(id, await ctx.seq(), ctx.now);
        return { status: 204, body: null, events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  /** A new map from an export file; links to tasks that are not the user's (another account's file) go. */
  function importFile(userId: string, body: ImportMindMapBody): Promise<OperationOutcome<MindMapDto>> {
    const doc = documentOf(body.file.map);
    checkLimits(doc, rowsOf(doc));
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = mindMapRepo(ctx.trx);
        if (body.id && (await repo.idTaken(body.id)))
          throw new DomainError('conflict', 'This id is already in use: import with a new id');
        const own = await repo.ownLiveTaskIds(userId, taskIdsOf(doc.nodes.map((n) => n.taskId)));
        const nodes = doc.nodes.map((n) => (n.taskId && !own.has(n.taskId) ? { ...n, taskId: null } : n));
        const id = body.id ?? randomUUID();
        await insertDocument(ctx, id, { ...doc, nodes });
        return { status: 201, body: await present(repo, userId, id), events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  const patch = patchMindMap(ops);

  return { list, get, tasks, create, save, patch, remove, importFile };
}

export type MindMapService = ReturnType<typeof mindMapService>;
