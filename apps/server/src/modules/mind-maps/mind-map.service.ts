// Rules of mind maps: a map is one document saved whole against the version it started from (a stale
// save is a 409 with the current version, never a silent overwrite), at most 2,000 nodes and 1 MB;
// nodes may link only the user's own tasks; import reads the versioned export file. A save writes only
// the nodes and connections that changed. Every write is replay-safe through its op id and tells the
// user's other devices (`mindmap.changed`).
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
import { documentBytes, MIND_MAP_BYTES_LIMIT, MIND_MAP_NODE_LIMIT } from '@nova/core/domain/mind-map';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { OperationOutcome, Operations, WriteContext } from '../../lib/operations.ts';
import { edgeRow, nodeRow, toLinkedTask, toMindMap, toSummary } from './mind-map.presenter.ts';
import { type EdgeRow, type MindMapRepo, mindMapRepo, type NodeRow } from './mind-map.repo.ts';

const mapNotFound = () => notFound('Mind map');
const changed = (id: string) => [{ type: 'mindmap.changed', ids: [id] }];

/** The document as it is measured and stored: exactly its fields, nothing of the request around it. */
function documentOf(body: MindMapDocument): MindMapDocument {
  const { title, description, viewport, nodes, connections } = body;
  return { title, description, viewport, nodes, connections };
}

/** Issue 11's limits: 2,000 nodes (400), 1 MB of JSON (413), each with its own code. */
export function checkLimits(doc: MindMapDocument): void {
  if (doc.nodes.length > MIND_MAP_NODE_LIMIT) {
    throw new DomainError(
      'mind_map_too_many_nodes',
      `A mind map holds at most ${MIND_MAP_NODE_LIMIT} nodes; this one has ${doc.nodes.length}`,
      { details: [{ path: 'body.nodes', message: `At most ${MIND_MAP_NODE_LIMIT} nodes` }] },
    );
  }
  const bytes = documentBytes(doc);
  if (bytes > MIND_MAP_BYTES_LIMIT) {
    throw new DomainError(
      'mind_map_too_large',
      `A mind map is at most 1 MB; this one is ${(bytes / 1024 / 1024).toFixed(2)} MB`,
    );
  }
}

function versionConflict(base: number, current: number): DomainError {
  return new DomainError(
    'version_conflict',
    `The mind map changed since version ${base}: it is now version ${current}. Load it and merge your edit`,
    { details: [{ path: 'body.baseVersion', message: `current version ${current}` }] },
  );
}

const sameNode = (a: NodeRow, b: NodeRow) =>
  a.name === b.name &&
  a.description === b.description &&
  a.color === b.color &&
  a.task_id === b.task_id &&
  Number(a.x) === b.x &&
  Number(a.y) === b.y &&
  a.style === b.style;

const sameEdge = (a: EdgeRow, b: EdgeRow) =>
  a.source_node_id === b.source_node_id && a.target_node_id === b.target_node_id && a.label === b.label;

/** What to write to go from `before` to `after`: rows new or changed, ids gone. */
function diff<R extends { id: string }>(before: R[], after: R[], same: (a: R, b: R) => boolean) {
  const old = new Map(before.map((r) => [r.id, r]));
  const keep = new Set(after.map((r) => r.id));
  return {
    upsert: after.filter((r) => {
      const previous = old.get(r.id);
      return !previous || !same(previous, r);
    }),
    remove: before.filter((r) => !keep.has(r.id)).map((r) => r.id),
  };
}

const taskIdsOf = (nodes: ReadonlyArray<{ taskId: string | null }>) => [
  ...new Set(nodes.flatMap((n) => (n.taskId ? [n.taskId] : []))),
];

export type MindMapServiceDeps = { db: Db; ops: Operations };

export function mindMapService({ db, ops }: MindMapServiceDeps) {
  async function present(repo: MindMapRepo, userId: string, id: string): Promise<MindMapDto> {
    const row = await repo.findOwn(userId, id);
    if (!row) throw mapNotFound();
    const [nodes, edges] = [await repo.nodes(id), await repo.edges(id)];
    const taskIds = [...new Set(nodes.flatMap((n) => (n.task_id ? [n.task_id] : [])))];
    return toMindMap(row, nodes, edges, await repo.linkedTasks(userId, taskIds));
  }

  /** Links to tasks the map did not link before must name the user's own, live tasks: else a 404. */
  async function assertOwnTasks(
    repo: MindMapRepo,
    userId: string,
    doc: MindMapDocument,
    before: Set<string>,
  ) {
    const added = taskIdsOf(doc.nodes).filter((t) => !before.has(t));
    if (added.length === 0) return;
    const own = await repo.ownLiveTaskIds(userId, added);
    const details = doc.nodes.flatMap((n, i) =>
      n.taskId && !before.has(n.taskId) && !own.has(n.taskId)
        ? [{ path: `body.nodes.${i}.taskId`, message: 'No such task of yours' }]
        : [],
    );
    if (details.length > 0)
      throw new DomainError('task_not_found', 'A node links a task that is not one of yours', { details });
  }

  async function insertDocument(ctx: WriteContext, id: string, doc: MindMapDocument): Promise<void> {
    const repo = mindMapRepo(ctx.trx);
    const seq = await ctx.seq();
    await repo.insertMap({
      id,
      user_id: ctx.userId,
      title: doc.title,
      description: doc.description,
      viewport: JSON.stringify(doc.viewport ?? {}),
      seq,
      now: ctx.now,
    });
    const stamp = { userId: ctx.userId, mapId: id, seq, now: ctx.now };
    await repo.upsertNodes(stamp, doc.nodes.map(nodeRow));
    await repo.upsertEdges(stamp, doc.connections.map(edgeRow));
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
    checkLimits(doc);
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = mindMapRepo(ctx.trx);
        const map = await repo.findOwn(userId, id);
        if (!map) throw mapNotFound();
        if (map.version !== body.baseVersion) throw versionConflict(body.baseVersion, map.version);
        const [oldNodes, oldEdges] = [await repo.nodes(id), await repo.edges(id)];
        const linked = new Set(oldNodes.flatMap((n) => (n.task_id ? [n.task_id] : [])));
        await assertOwnTasks(repo, userId, doc, linked);
        const nodes = diff(oldNodes, doc.nodes.map(nodeRow), sameNode);
        const edges = diff(oldEdges, doc.connections.map(edgeRow), sameEdge);
        const seq = await ctx.seq();
        const stamp = { userId, mapId: id, seq, now: ctx.now };
        await repo.deleteEdges(id, edges.remove);
        await repo.deleteNodes(id, nodes.remove);
        await repo.upsertNodes(stamp, nodes.upsert);
        await repo.upsertEdges(stamp, edges.upsert);
        const fields = {
          title: doc.title,
          description: doc.description,
          viewport: JSON.stringify(doc.viewport ?? {}),
        };
        if (!(await repo.updateMap(id, body.baseVersion, fields, seq, ctx.now)))
          throw versionConflict(body.baseVersion, map.version);
        const saved = { id, version: body.baseVersion + 1, updatedAt: ctx.now };
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
    checkLimits(doc);
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = mindMapRepo(ctx.trx);
        if (body.id && (await repo.idTaken(body.id)))
          throw new DomainError('conflict', 'This id is already in use: import with a new id');
        const own = await repo.ownLiveTaskIds(userId, taskIdsOf(doc.nodes));
        const nodes = doc.nodes.map((n) => (n.taskId && !own.has(n.taskId) ? { ...n, taskId: null } : n));
        const id = body.id ?? randomUUID();
        await insertDocument(ctx, id, { ...doc, nodes });
        return { status: 201, body: await present(repo, userId, id), events: changed(id) };
      },
      { alwaysWrites: true },
    );
  }

  return { list, get, tasks, create, save, remove, importFile };
}

export type MindMapService = ReturnType<typeof mindMapService>;
