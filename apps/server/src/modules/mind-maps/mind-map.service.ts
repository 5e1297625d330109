// Rules of mind maps: a map is one document saved against the version it started from (a stale save
// is a 409 with the current version, never a silent overwrite), whole (PUT) or as its changes (PATCH,
// mind-map.patch.ts), at most 2,000 nodes and 1 MB; nodes may link only the user's own tasks; import
// reads the versioned export file. A save writes only the nodes and connections that changed (the
// database compares each sent row with the stored one: mind-map-rows.repo.ts). Every
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
  rowsOf,
  taskIdsOf,
  versionConflict,
} from './mind-map.checks.ts';
import { patchMindMap } from './mind-map.patch.ts';
import { toLinkedTask, toMindMap, toSummary } from './mind-map.presenter.ts';
import { type MindMapRepo, mindMapRepo } from './mind-map.repo.ts';

/** The document as it is measured and stored: exactly its fields, nothing of the request around it. */
function documentOf(body: MindMapDocument): MindMapDocument {
  const { title, description, viewport, nodes, connections } = body;
  return { title, description, viewport, nodes, connections };
}

/** The ids in `before` that `after` no longer has. */
function gone(before: readonly string[], after: ReadonlyArray<{ id: string }>): string[] {
  const keep = new Set(after.map((r) => r.id));
  return before.filter((id) => !keep.has(id));
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
    const rows = rowsOf(doc);
    await repo.upsertNodes(stamp, rows.nodes);
    await repo.upsertEdges(stamp, rows.edges);
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
    checkLimits(doc, rows);
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = mindMapRepo(ctx.trx);
        const map = await repo.findOwn(userId, id);
        if (!map) throw mapNotFound();
        if (map.version !== body.baseVersion) throw versionConflict(body.baseVersion, map.version);
        const linked = new Set(await repo.linkedTaskIds(id));
        await assertOwnTasks(repo, userId, doc.nodes, linked, 'body.nodes');
        const before = await repo.ids(id);
        const seq = await ctx.seq();
        const stamp = { userId, mapId: id, seq, now: ctx.now };
        await repo.deleteEdges(id, gone(before.edges, rows.edges));
        await repo.deleteNodes(id, gone(before.nodes, rows.nodes));
        // Every row is sent; the database rewrites only those whose content changed (no read of the map).
        await repo.upsertNodes(stamp, rows.nodes, true);
        await repo.upsertEdges(stamp, rows.edges, true);
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
    checkLimits(doc, rowsOf(doc));
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

  const patch = patchMindMap(ops);

  return { list, get, tasks, create, save, patch, remove, importFile };
}

export type MindMapService = ReturnType<typeof mindMapService>;
