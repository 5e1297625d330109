// Each mind map node and connection keeps its own size: the UTF-8 bytes of its JSON as the API
// presents it (`bytes`). A save that sends only the changes (PATCH, issue 11) then measures the whole
// document against the 1 MB limit by summing a column in the database instead of reading and
// serialising every row of the map. Existing rows are measured here, with the same rule the service
// uses (mind-map.presenter.ts): written out in full because a migration must not change when the
// presenter does.
import { sql } from 'kysely';
import type { MigrationDb } from './helpers.ts';

type NodeRow = {
  id: string;
  name: string;
  description: string;
  color: string;
  task_id: string | null;
  x: number | string;
  y: number | string;
  style: string;
};
type EdgeRow = {
  id: string;
  source_node_id: string;
  target_node_id: string;
  label: string | null;
};

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

function styleOf(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const nodeBytes = (r: NodeRow) =>
  jsonBytes({
    id: r.id,
    text: r.name,
    description: r.description,
    color: r.color,
    x: Number(r.x),
    y: Number(r.y),
    taskId: r.task_id,
    style: styleOf(r.style),
  });

const edgeBytes = (r: EdgeRow) =>
  jsonBytes({ id: r.id, source: r.source_node_id, target: r.target_node_id, label: r.label });

export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['mind_map_nodes', 'mind_map_edges']) {
    await db.schema
      .alterTable(table)
      .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const maps = await sql<{ id: string }>`select id from mind_maps`.execute(db);
  for (const { id: mapId } of maps.rows) {
    const nodes = await sql<NodeRow>`
      select id, name, description, color, task_id, x, y, style
      from mind_map_nodes where mind_map_id = ${mapId}`.execute(db);
    for (const row of nodes.rows)
      await sql`update mind_map_nodes set bytes = ${nodeBytes(row)}
        where mind_map_id = ${mapId} and id = ${row.id}`.execute(db);
    const edges = await sql<EdgeRow>`
      select id, source_node_id, target_node_id, label
      from mind_map_edges where mind_map_id = ${mapId}`.execute(db);
    for (const row of edges.rows)
      await sql`update mind_map_edges set bytes = ${edgeBytes(row)}
        where mind_map_id = ${mapId} and id = ${row.id}`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['mind_map_nodes', 'mind_map_edges'])
    await db.schema.alterTable(table).dropColumn('bytes').execute();
}
