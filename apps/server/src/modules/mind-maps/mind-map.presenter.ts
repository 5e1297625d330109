// Rows to the API's shapes, and the document's nodes and connections to rows. Style and viewport are
// JSON the service validated before writing; a value that no longer parses reads as the default.
import {
  type LinkedTask,
  type MindMapConnection,
  type MindMapDto,
  type MindMapNode,
  type MindMapSummary,
  type MindMapViewport,
  mindMapNodeStyleSchema,
  mindMapViewportSchema,
} from '@nova/core/contracts/mind-maps';
import { byId, type MindMapColor, mindMapColors } from '@nova/core/domain/mind-map';
import { isTaskStatus } from '@nova/core/domain/status';
import type {
  EdgeRow,
  EdgeWrite,
  LinkedTaskRow,
  MindMapRow,
  MindMapSummaryRow,
  NodeRow,
  NodeWrite,
} from './mind-map.repo.ts';

/**
 * UTF-8 bytes of a value's JSON: what core's documentBytes counts (JSON.stringify writes no lone
 * surrogate, so Node's native count agrees with utf8Length), without a loop over the text in JS.
 */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Text JSON writes as it is between its quotes, one byte a character: printable ASCII but `"` and `\\`. */
const plainText = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** UTF-8 bytes of a string's JSON (quotes included): counted for plain text, else encoded. */
const stringBytes = (text: string): number => (plainText.test(text) ? text.length + 2 : jsonBytes(text));

/** UTF-8 bytes of a finite number's JSON (its shortest form, as String gives it: ASCII). */
const numberBytes = (value: number): number => String(value).length;

/** An object with no own enumerable keys (what JSON.stringify writes as `{}`). */
function isEmpty(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/**
 * `{"id":,"text":,"description":,"color":,"x":,"y":,"taskId":,"style":}`: the bytes of a node's JSON
 * around its values (nodeRow adds each value's).
 */
const NODE_KEYS_BYTES = 68;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isColor = (value: string): value is MindMapColor => mindMapColors.some((c) => c === value);

export function viewportOf(row: MindMapRow): MindMapViewport | null {
  const parsed = mindMapViewportSchema.safeParse(parseJson(row.viewport));
  return parsed.success ? parsed.data : null;
}

export function toNode(row: NodeRow): MindMapNode {
  const style = mindMapNodeStyleSchema.safeParse(parseJson(row.style));
  return {
    id: row.id,
    text: row.name,
    description: row.description,
    color: isColor(row.color) ? row.color : 'default',
    x: Number(row.x),
    y: Number(row.y),
    taskId: row.task_id,
    style: style.success ? style.data : {},
  };
}

export function toConnection(row: EdgeRow): MindMapConnection {
  return { id: row.id, source: row.source_node_id, target: row.target_node_id, label: row.label };
}

/**
 * The node as a row, with its size: the bytes of its JSON exactly as toNode gives it back
 * (`{ id, text, description, color, x, y, taskId, style }`), added up from its values' JSON rather
 * than by writing the whole node out again (the style's JSON is the stored text already).
 */
export function nodeRow(node: MindMapNode): NodeWrite {
  const { id, text, description, color, x, y, taskId, style } = node;
  // Most nodes have no style of their own: no JSON to write for them.
  const styleJson = isEmpty(style) ? '{}' : JSON.stringify(style);
  return {
    id,
    name: text,
    description,
    color,
    task_id: taskId,
    x,
    y,
    style: styleJson,
    bytes:
      NODE_KEYS_BYTES +
      stringBytes(id) +
      stringBytes(text) +
      stringBytes(description) +
      stringBytes(color) +
      numberBytes(x) +
      numberBytes(y) +
      (taskId === null ? 4 : stringBytes(taskId)) +
      (styleJson.length === 2 ? 2 : Buffer.byteLength(styleJson, 'utf8')),
  };
}

/** `{"id":,"source":,"target":,"label":}`: the bytes of a connection's JSON around its values. */
const EDGE_KEYS_BYTES = 36;

/** The connection as a row, with its size: the bytes of its JSON as toConnection gives it back. */
export function edgeRow(connection: MindMapConnection): EdgeWrite {
  const { id, source, target, label } = connection;
  return {
    id,
    source_node_id: source,
    target_node_id: target,
    label,
    bytes:
      EDGE_KEYS_BYTES +
      stringBytes(id) +
      stringBytes(source) +
      stringBytes(target) +
      (label === null ? 4 : stringBytes(label)),
  };
}

export function toLinkedTask(row: LinkedTaskRow): LinkedTask {
  return {
    id: row.id,
    title: row.title,
    status: isTaskStatus(row.status) ? row.status : 'waiting',
    deleted: row.deleted_at !== null,
  };
}

export function toSummary(row: MindMapSummaryRow): MindMapSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    nodeCount: Number(row.node_count ?? 0),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toMindMap(
  row: MindMapRow,
  nodes: NodeRow[],
  edges: EdgeRow[],
  tasks: LinkedTaskRow[],
): MindMapDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    viewport: viewportOf(row),
    nodes: nodes.map(toNode).sort(byId),
    connections: edges.map(toConnection).sort(byId),
    tasks: tasks.map(toLinkedTask).sort(byId),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
