// Table types of mind maps: maps, their nodes and edges.
import type { Generated } from 'kysely';
import type { JsonText, SyncColumns } from './columns.ts';

export type MindMapsTable = SyncColumns & {
  id: string;
  user_id: string;
  title: string;
  description: Generated<string>;
  viewport: Generated<JsonText>;
  /** Upper bounds of the map's size, valid at version bound_version (migration 0026). */
  bound_nodes: number | null;
  bound_connections: number | null;
  bound_bytes: number | null;
  bound_version: number | null;
};

export type MindMapNodesTable = SyncColumns & {
  id: string;
  mind_map_id: string;
  user_id: string;
  name: Generated<string>;
  description: Generated<string>;
  color: Generated<string>;
  task_id: string | null;
  x: Generated<number>;
  y: Generated<number>;
  style: Generated<JsonText>;
  /** UTF-8 bytes of the node's JSON as the API presents it (migration 0024). */
  bytes: Generated<number>;
};

export type MindMapEdgesTable = SyncColumns & {
  id: string;
  mind_map_id: string;
  user_id: string;
  source_node_id: string;
  target_node_id: string;
  label: string | null;
  style: Generated<JsonText>;
  /** UTF-8 bytes of the connection's JSON as the API presents it (migration 0024). */
  bytes: Generated<number>;
};
