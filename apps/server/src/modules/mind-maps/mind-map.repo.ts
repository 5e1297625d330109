// SQL of mind maps: the map rows, their nodes and edges (keyed per map since migration 0012, each with
// its size since 0024), and the reads of the tasks the nodes link (their titles and statuses, and
// which ids are the user's).
import type { ListBytes } from '@nova/core/domain/mind-map';
import type { Db } from '../../db/database.ts';
import {
  chunks,
  edgeTable,
  nodeMoveTable,
  nodeTable,
  type Stamp,
  updateRows,
  upsertRows,
} from './mind-map-rows.repo.ts';

export type MindMapRow = {
  id: string;
  title: string;
  description: string;
  viewport: string;
  version: number;
  created_at: string;
  updated_at: string;
};

/** Upper bounds of a map's size (migration 0026): its nodes, connections and their rows' bytes. */
export type SizeBounds = { nodes: number; connections: number; bytes: number };

/** The map row as a save reads it: with its size bounds, valid when bound_version is its version. */
export type MindMapSaveRow = MindMapRow & {
  bound_nodes: number | null;
  bound_connections: number | null;
  bound_bytes: number | null;
  bound_version: number | null;
};

export type MindMapSummaryRow = MindMapRow & { node_count: number | string | bigint };

export type NodeRow = {
  id: string;
  name: string;
  description: string;
  color: string;
  task_id: string | null;
  x: number;
  y: number;
  style: string;
};

export type EdgeRow = {
  id: string;
  source_node_id: string;
  target_node_id: string;
  label: string | null;
};

/** A row as written: with its size, the UTF-8 bytes of its JSON as the API presents it. */
export type NodeWrite = NodeRow & { bytes: number };
export type EdgeWrite = EdgeRow & { bytes: number };

export type LinkedTaskRow = { id: string; title: string; status: string; deleted_at: string | null };

const boundColumns = (bounds: SizeBounds | undefined, version: number) => ({
  bound_nodes: bounds?.nodes ?? null,
  bound_connections: bounds?.connections ?? null,
  bound_bytes: bounds?.bytes ?? null,
  bound_version: bounds ? version : null,
});

const mapColumns = ['id', 'title', 'description', 'viewport', 'version', 'created_at', 'updated_at'] as const;

export function mindMapRepo(db: Db) {
  const live = (userId: string) =>
    db.selectFrom('mind_maps').where('user_id', '=', userId).where('deleted_at', 'is', null);

  return {
    list(userId: string): Promise<MindMapSummaryRow[]> {
      return live(userId)
        .select(mapColumns)
        .select((eb) =>
          eb
            .selectFrom('mind_map_nodes')
            .select((n) => n.fn.countAll().as('c'))
            .whereRef('mind_map_nodes.mind_map_id', '=', 'mind_maps.id')
            .as('node_count'),
        )
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute() as Promise<MindMapSummaryRow[]>;
    },

    findOwn(userId: string, id: string): Promise<MindMapRow | undefined> {
      return live(userId).select(mapColumns).where('id', '=', id).executeTakeFirst();
    },

    /** findOwn with the size bounds a patch checks the limits on. */
    findOwnForSave(userId: string, id: string): Promise<MindMapSaveRow | undefined> {
      return live(userId)
        .select(mapColumns)
        .select(['bound_nodes', 'bound_connections', 'bound_bytes', 'bound_version'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async idTaken(id: string): Promise<boolean> {
      return (
        (await db.selectFrom('mind_maps').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },

    nodes(mapId: string): Promise<NodeRow[]> {
      return db
        .selectFrom('mind_map_nodes')
        .select(['id', 'name', 'description', 'color', 'task_id', 'x', 'y', 'style'])
        .where('mind_map_id', '=', mapId)
        .execute();
    },

    edges(mapId: string): Promise<EdgeRow[]> {
      return db
        .selectFrom('mind_map_edges')
        .select(['id', 'source_node_id', 'target_node_id', 'label'])
        .where('mind_map_id', '=', mapId)
        .execute();
    },

    /** The ids among `ids` that name the user's own tasks that are not deleted. */
    async ownLiveTaskIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks(ids)) {
        const rows = await db
          .selectFrom('tasks')
          .select('id')
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .where('id', 'in', part)
          .execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    async linkedTasks(userId: string, ids: readonly string[]): Promise<LinkedTaskRow[]> {
      const out: LinkedTaskRow[] = [];
      for (const part of chunks(ids)) {
        const rows = await db
          .selectFrom('tasks')
          .select(['id', 'title', 'status', 'deleted_at'])
          .where('user_id', '=', userId)
          .where('id', 'in', part)
          .execute();
        out.push(...rows);
      }
      return out;
    },

    /** The ids among `ids` that are nodes of the map. */
    async nodeIdsIn(mapId: string, ids: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks(ids)) {
        const rows = await db
          .selectFrom('mind_map_nodes')
          .select('id')
          .where('mind_map_id', '=', mapId)
          .where('id', 'in', part)
          .execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    /** How many nodes and connections the map has and their summed sizes: two aggregates, no rows. */
    async sizes(mapId: string): Promise<{ nodes: ListBytes; connections: ListBytes }> {
      const of = (table: 'mind_map_nodes' | 'mind_map_edges') =>
        db
          .selectFrom(table)
          .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string>('bytes').as('bytes')])
          .where('mind_map_id', '=', mapId)
          .executeTakeFirstOrThrow();
      const list = (row: { count: unknown; bytes: unknown }): ListBytes => ({
        count: Number(row.count),
        bytes: Number(row.bytes ?? 0),
      });
      return { nodes: list(await of('mind_map_nodes')), connections: list(await of('mind_map_edges')) };
    },

    /** The ids among `ids` that the map's nodes link now (the partial task index finds them). */
    async linkedAmong(mapId: string, ids: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks(ids)) {
        const rows = await db
          .selectFrom('mind_map_nodes')
          .select('task_id')
          .distinct()
          .where('task_id', 'in', part)
          .where('mind_map_id', '=', mapId)
          .execute();
        for (const row of rows) if (row.task_id) found.add(row.task_id);
      }
      return found;
    },

    /** The task ids the map's nodes link now. */
    async linkedTaskIds(mapId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('mind_map_nodes')
        .select('task_id')
        .distinct()
        .where('mind_map_id', '=', mapId)
        .where('task_id', 'is not', null)
        .execute();
      return rows.flatMap((r) => (r.task_id ? [r.task_id] : []));
    },

    async insertMap(row: {
      id: string;
      user_id: string;
      title: string;
      description: string;
      viewport: string;
      seq: number;
      now: string;
      /** Its exact size, when the caller writes its rows and knows it (else unknown: counted later). */
      bounds?: SizeBounds;
    }): Promise<void> {
      const { now, bounds, ...rest } = row;
      await db
        .insertInto('mind_maps')
        .values({ ...rest, ...boundColumns(bounds, 1), created_at: now, updated_at: now })
        .execute();
    },

    /** The document fields and a new version, only if the map is still at `baseVersion`: false if not. */
    async updateMap(
      id: string,
      baseVersion: number,
      patch: { title: string; description: string; viewport: string },
      seq: number,
      now: string,
      bounds: SizeBounds,
    ): Promise<boolean> {
      const version = baseVersion + 1;
      const result = await db
        .updateTable('mind_maps')
        .set({ ...patch, ...boundColumns(bounds, version), version, seq, updated_at: now })
        .where('id', '=', id)
        .where('version', '=', baseVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The map becomes a tombstone; its nodes and edges go (the tasks they linked stay). */
    async softDelete(id: string, seq: number, now: string): Promise<void> {
      await db.deleteFrom('mind_map_edges').where('mind_map_id', '=', id).execute();
      await db.deleteFrom('mind_map_nodes').where('mind_map_id', '=', id).execute();
      await db
        .updateTable('mind_maps')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** Removes these nodes of the map (their connections go too: the keys cascade); answers how many. */
    async deleteNodes(mapId: string, ids: readonly string[]): Promise<number> {
      let removed = 0;
      for (const part of chunks(ids)) {
        const result = await db
          .deleteFrom('mind_map_nodes')
          .where('mind_map_id', '=', mapId)
          .where('id', 'in', part)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** Removes these connections of the map; answers how many. */
    async deleteEdges(mapId: string, ids: readonly string[]): Promise<number> {
      let removed = 0;
      for (const part of chunks(ids)) {
        const result = await db
          .deleteFrom('mind_map_edges')
          .where('mind_map_id', '=', mapId)
          .where('id', 'in', part)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** Inserts new nodes and rewrites changed ones (mind-map-rows.repo.ts); `fresh`: all are new. */
    upsertNodes(
      stamp: Stamp,
      rows: readonly NodeWrite[],
      options?: { fresh?: boolean },
    ): Promise<{ inserted: number }> {
      return upsertRows(db, nodeTable, stamp, rows, options);
    },

    /** Rewrites the position and size of nodes the map has, read in this transaction (nodeMoveTable). */
    moveNodes(stamp: Stamp, rows: readonly NodeWrite[]): Promise<void> {
      return updateRows(db, nodeMoveTable, stamp, rows);
    },

    upsertEdges(
      stamp: Stamp,
      rows: readonly EdgeWrite[],
      options?: { fresh?: boolean },
    ): Promise<{ inserted: number }> {
      return upsertRows(db, edgeTable, stamp, rows, options);
    },
  };
}

export type MindMapRepo = ReturnType<typeof mindMapRepo>;
