// Contracts of mind maps (issue 11): a map is one versioned document (title, description, viewport,
// nodes and connections) saved whole (PUT) or as the changes since a version (PATCH: the nodes and
// connections added, changed and removed); a stale base version is a 409 with the current version. Nodes
// may link the user's own tasks; the task's status is read from the task, never stored on the node.
// The import/export file is the same document in a versioned envelope. The routes: mind-map-routes.ts.
import { z } from 'zod';
import {
  MIND_MAP_CONNECTION_LIMIT,
  MIND_MAP_DESCRIPTION_MAX,
  MIND_MAP_FILE_FORMAT,
  MIND_MAP_FILE_VERSION,
  MIND_MAP_NODE_DESCRIPTION_MAX,
  MIND_MAP_NODE_LIMIT,
  MIND_MAP_NODE_TEXT_MAX,
  MIND_MAP_TITLE_MAX,
  mindMapColors,
  NODE_WIDTH_MAX,
  NODE_WIDTH_MIN,
} from '../domain/mind-map.ts';
import { taskStatuses } from '../domain/status.ts';
import { clientIdSchema, entityIdSchema, opIdSchema } from '../domain/validation.ts';

/** Positions far outside any screen are a broken file, not a plan. */
const COORD_MAX = 1_000_000;
const coordinate = z.number().min(-COORD_MAX).max(COORD_MAX);
/** Colours as hex only: nothing from a file reaches CSS but `#rgb` / `#rrggbb`. */
const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'Must be #rgb or #rrggbb' });
const nodeIdSchema = z.string().min(1).max(64);

export const mindMapNodeStyleSchema = z
  .strictObject({
    fill: hexColor.optional(),
    stroke: hexColor.optional(),
    fontSize: z.number().int().min(8).max(48).optional().meta({ description: 'Default 14' }),
    fontFamily: z
      .string()
      .regex(/^[\p{L}\p{N} ,'"-]{1,64}$/u, { error: 'A font family name' })
      .optional()
      .meta({ description: 'Default Arial' }),
    width: z.number().min(NODE_WIDTH_MIN).max(NODE_WIDTH_MAX).optional(),
  })
  .meta({ id: 'MindMapNodeStyle' });
export type MindMapNodeStyle = z.infer<typeof mindMapNodeStyleSchema>;

// The node, connection and viewport schemas are plain, not lazy (contract.ts's convention): the server
// validates the document bodies with zod's compiled parser (z.compile, http/route.ts `compileBody`),
// which runs a lazy schema through the runtime parser, so a lazy node would be parsed uncompiled.
export const mindMapNodeSchema = z
  .strictObject({
    id: nodeIdSchema,
    text: z.string().max(MIND_MAP_NODE_TEXT_MAX),
    description: z.string().max(MIND_MAP_NODE_DESCRIPTION_MAX),
    color: z.enum(mindMapColors),
    x: coordinate,
    y: coordinate,
    taskId: entityIdSchema.nullable().meta({ description: 'A task of the same user, or null' }),
    style: mindMapNodeStyleSchema,
  })
  .meta({ id: 'MindMapNode' });
export type MindMapNode = z.infer<typeof mindMapNodeSchema>;

export const mindMapConnectionSchema = z
  .strictObject({
    id: nodeIdSchema,
    source: nodeIdSchema,
    target: nodeIdSchema,
    label: z.string().max(200).nullable(),
  })
  .meta({ id: 'MindMapConnection' });
export type MindMapConnection = z.infer<typeof mindMapConnectionSchema>;

export const mindMapViewportSchema = z
  .strictObject({ x: coordinate, y: coordinate, zoom: z.number().min(0.1).max(4) })
  .meta({ id: 'MindMapViewport' });
export type MindMapViewport = z.infer<typeof mindMapViewportSchema>;

const titleSchema = z
  .string()
  .trim()
  .min(1, { error: 'Mind map title cannot be empty' })
  .max(MIND_MAP_TITLE_MAX);
const descriptionSchema = z.string().max(MIND_MAP_DESCRIPTION_MAX);

/** Node ids unique, connection ids unique, every connection between two existing, different nodes. */
function checkGraph(
  doc: { nodes: ReadonlyArray<{ id: string }>; connections: ReadonlyArray<MindMapConnection> },
  ctx: z.RefinementCtx,
): void {
  const ids = new Set<string>();
  doc.nodes.forEach((node, i) => {
    if (ids.has(node.id))
      ctx.addIssue({ code: 'custom', path: ['nodes', i, 'id'], message: 'Duplicate node id' });
    ids.add(node.id);
  });
  const connectionIds = new Set<string>();
  doc.connections.forEach((c, i) => {
    const at = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['connections', i, field], message });
    if (connectionIds.has(c.id)) at('id', 'Duplicate connection id');
    connectionIds.add(c.id);
    if (!ids.has(c.source)) at('source', 'No node with this id');
    if (!ids.has(c.target)) at('target', 'No node with this id');
    if (c.source === c.target) at('target', 'A node cannot connect to itself');
  });
}

/** The document fields, before the graph checks (node count is the service's: its own error code). */
const documentShape = {
  title: titleSchema,
  description: descriptionSchema,
  viewport: mindMapViewportSchema.nullable(),
  nodes: z.array(mindMapNodeSchema),
  connections: z.array(mindMapConnectionSchema).max(MIND_MAP_CONNECTION_LIMIT),
};

export const mindMapDocumentSchema = z.lazy(() =>
  z.strictObject(documentShape).superRefine(checkGraph).meta({ id: 'MindMapDocument' }),
);
export type MindMapDocument = z.infer<typeof mindMapDocumentSchema>;

export const linkedTaskSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      title: z.string(),
      status: z.enum(taskStatuses),
      deleted: z.boolean(),
    })
    .meta({ id: 'MindMapLinkedTask' }),
);
export type LinkedTask = z.infer<typeof linkedTaskSchema>;

export const mindMapSummarySchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      nodeCount: z.number().int(),
      version: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string().meta({ description: 'Last change, ISO 8601' }),
    })
    .meta({ id: 'MindMapSummary' }),
);
export type MindMapSummary = z.infer<typeof mindMapSummarySchema>;

export const mindMapSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      viewport: mindMapViewportSchema.nullable(),
      nodes: z.array(mindMapNodeSchema),
      connections: z.array(mindMapConnectionSchema),
      tasks: z.array(linkedTaskSchema).meta({ description: 'The tasks the nodes link, with their status' }),
      version: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'MindMap' }),
);
export type MindMapDto = z.infer<typeof mindMapSchema>;

export const mindMapSavedSchema = z.lazy(() =>
  z.object({ id: z.string(), version: z.number().int(), updatedAt: z.string() }).meta({ id: 'MindMapSaved' }),
);
export type MindMapSaved = z.infer<typeof mindMapSavedSchema>;

export const createMindMapBodySchema = z.lazy(() =>
  z
    .strictObject({
      id: clientIdSchema.optional(),
      opId: opIdSchema.optional(),
      title: titleSchema,
      description: descriptionSchema.optional(),
    })
    .meta({ id: 'CreateMindMapBody' }),
);
export type CreateMindMapBody = z.infer<typeof createMindMapBodySchema>;

export const saveMindMapBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      baseVersion: z.number().int().min(1).meta({ description: 'The version this edit started from' }),
      ...documentShape,
    })
    .superRefine(checkGraph)
    .meta({ id: 'SaveMindMapBody' }),
);
export type SaveMindMapBody = z.infer<typeof saveMindMapBodySchema>;

/** Ids unique within each list, none both written and removed, no connection to itself or to a node
 * the patch removes. Whether the other ends exist is the server's check (it knows the saved map). */
function checkPatch(patch: MindMapPatch, ctx: z.RefinementCtx): void {
  const removed = new Set(patch.nodes.remove);
  const written = new Set<string>();
  patch.nodes.upsert.forEach((node, i) => {
    const at = (message: string) =>
      ctx.addIssue({ code: 'custom', path: ['nodes', 'upsert', i, 'id'], message });
    if (written.has(node.id)) at('Duplicate node id');
    if (removed.has(node.id)) at('A node cannot be both written and removed');
    written.add(node.id);
  });
  const goneConnections = new Set(patch.connections.remove);
  const connectionIds = new Set<string>();
  patch.connections.upsert.forEach((c, i) => {
    const at = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['connections', 'upsert', i, field], message });
    if (connectionIds.has(c.id)) at('id', 'Duplicate connection id');
    if (goneConnections.has(c.id)) at('id', 'A connection cannot be both written and removed');
    connectionIds.add(c.id);
    if (removed.has(c.source)) at('source', 'This node is removed by the same patch');
    if (removed.has(c.target)) at('target', 'This node is removed by the same patch');
    if (c.source === c.target) at('target', 'A node cannot connect to itself');
  });
}

/** A list's changes. Node writes have no cap here (no `maxWritten`): past the node limit the service
 * answers mind_map_too_many_nodes, as a whole save does (the body limit bounds the request). */
const changesOf = <T extends z.ZodType>(item: T, max: number, maxWritten?: number) =>
  z
    .strictObject({
      upsert: (maxWritten === undefined ? z.array(item) : z.array(item).max(maxWritten))
        .default([])
        .meta({ description: 'Added or changed, whole' }),
      remove: z.array(nodeIdSchema).max(max).default([]).meta({ description: 'Ids removed' }),
    })
    .default({ upsert: [], remove: [] });

export const patchMindMapBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      baseVersion: z.number().int().min(1).meta({ description: 'The version these changes apply to' }),
      title: titleSchema.optional(),
      description: descriptionSchema.optional(),
      viewport: mindMapViewportSchema.nullable().optional(),
      nodes: changesOf(mindMapNodeSchema, MIND_MAP_NODE_LIMIT),
      connections: changesOf(mindMapConnectionSchema, MIND_MAP_CONNECTION_LIMIT, MIND_MAP_CONNECTION_LIMIT),
    })
    .superRefine((patch, ctx) => checkPatch(patch, ctx))
    .meta({ id: 'PatchMindMapBody' }),
);
export type PatchMindMapBody = z.infer<typeof patchMindMapBodySchema>;
/** A patch as the editor builds it: the lists present, possibly empty. */
type MindMapPatch = {
  nodes: { upsert: ReadonlyArray<{ id: string }>; remove: readonly string[] };
  connections: { upsert: ReadonlyArray<MindMapConnection>; remove: readonly string[] };
};

/** The export file, version 1. New versions join the union; old files keep importing. */
export const mindMapFileV1Schema = z.lazy(() =>
  z
    .strictObject({
      format: z.literal(MIND_MAP_FILE_FORMAT, { error: 'Not a Nova Planner mind map file' }),
      version: z.literal(MIND_MAP_FILE_VERSION),
      exportedAt: z.string().max(40).optional(),
      map: mindMapDocumentSchema,
    })
    .meta({ id: 'MindMapFileV1' }),
);
export const mindMapFileSchema = z.lazy(() =>
  z
    .discriminatedUnion('version', [mindMapFileV1Schema], {
      error: 'Unknown mind map file version',
    })
    .meta({ id: 'MindMapFile' }),
);
export type MindMapFile = z.infer<typeof mindMapFileSchema>;

export const importMindMapBodySchema = z.lazy(() =>
  z
    .strictObject({
      id: clientIdSchema.optional(),
      opId: opIdSchema.optional(),
      file: mindMapFileSchema,
    })
    .meta({ id: 'ImportMindMapBody' }),
);
export type ImportMindMapBody = z.infer<typeof importMindMapBodySchema>;
