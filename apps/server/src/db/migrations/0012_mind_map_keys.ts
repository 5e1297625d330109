// Node and connection ids are the map's own (the editor's and the export file's), so they are unique
// per map, not across every map: importing the same file twice, or two users' files with the same
// ids, must not collide. Nodes and edges get the key (mind_map_id, id), and an edge points at its
// nodes through (mind_map_id, node id), so it can never join nodes of two maps.
// The rows are carried over: read, tables rebuilt, written back (no code wrote them before 0012).
import { sql } from 'kysely';
import { createIndex, createSyncIndex, type MigrationDb, withOwner, withSync } from './helpers.ts';

async function createTables(db: MigrationDb, compositeKeys: boolean): Promise<void> {
  await db.schema
    .createTable('mind_map_nodes')
    .addColumn('id', 'text', (c) => (compositeKeys ? c.notNull() : c.primaryKey()))
    .addColumn('mind_map_id', 'text', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .$call(withOwner)
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('task_id', 'text', (c) => c.references('tasks.id').onDelete('set null'))
    .addColumn('x', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('y', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(sql.lit('{}')))
    .$call(withSync)
    .$call((t) => (compositeKeys ? t.addPrimaryKeyConstraint('mind_map_nodes_pk', ['mind_map_id', 'id']) : t))
    .execute();
  await createSyncIndex(db, 'mind_map_nodes');
  if (!compositeKeys) await createIndex(db, 'mind_map_nodes', ['mind_map_id']);
  await createIndex(db, 'mind_map_nodes', ['task_id']);

  let edges = db.schema
    .createTable('mind_map_edges')
    .addColumn('id', 'text', (c) => (compositeKeys ? c.notNull() : c.primaryKey()))
    .addColumn('mind_map_id', 'text', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .$call(withOwner);
  edges = compositeKeys
    ? edges
        .addColumn('source_node_id', 'text', (c) => c.notNull())
        .addColumn('target_node_id', 'text', (c) => c.notNull())
    : edges
        .addColumn('source_node_id', 'text', (c) =>
          c.notNull().references('mind_map_nodes.id').onDelete('cascade'),
        )
        .addColumn('target_node_id', 'text', (c) =>
          c.notNull().references('mind_map_nodes.id').onDelete('cascade'),
        );
  edges = edges
    .addColumn('label', 'text')
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(sql.lit('{}')))
    .$call(withSync);
  if (compositeKeys) {
    edges = edges
      .addPrimaryKeyConstraint('mind_map_edges_pk', ['mind_map_id', 'id'])
      .addForeignKeyConstraint(
        'mind_map_edges_source_fk',
        ['mind_map_id', 'source_node_id'],
        'mind_map_nodes',
        ['mind_map_id', 'id'],
        (c) => c.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'mind_map_edges_target_fk',
        ['mind_map_id', 'target_node_id'],
        'mind_map_nodes',
        ['mind_map_id', 'id'],
        (c) => c.onDelete('cascade'),
      );
  }
  await edges.execute();
  await createSyncIndex(db, 'mind_map_edges');
  if (!compositeKeys) await createIndex(db, 'mind_map_edges', ['mind_map_id']);
  await createIndex(
    db,
    'mind_map_edges',
    compositeKeys ? ['mind_map_id', 'source_node_id'] : ['source_node_id'],
  );
  await createIndex(
    db,
    'mind_map_edges',
    compositeKeys ? ['mind_map_id', 'target_node_id'] : ['target_node_id'],
  );
}

const nodeColumns = sql.raw(
  'id, mind_map_id, user_id, name, description, color, task_id, x, y, style, created_at, updated_at, deleted_at, version, seq',
);
const edgeColumns = sql.raw(
  'id, mind_map_id, user_id, source_node_id, target_node_id, label, style, created_at, updated_at, deleted_at, version, seq',
);

/** Rows aside in scratch tables, tables rebuilt, rows back, scratch tables gone. */
async function rebuild(db: MigrationDb, compositeKeys: boolean): Promise<void> {
  await sql`create table mind_map_nodes_0012 as select ${nodeColumns} from mind_map_nodes`.execute(db);
  await sql`create table mind_map_edges_0012 as select ${edgeColumns} from mind_map_edges`.execute(db);
  await db.schema.dropTable('mind_map_edges').execute();
  await db.schema.dropTable('mind_map_nodes').execute();
  await createTables(db, compositeKeys);
  await sql`insert into mind_map_nodes (${nodeColumns}) select ${nodeColumns} from mind_map_nodes_0012`.execute(
    db,
  );
  await sql`insert into mind_map_edges (${edgeColumns}) select ${edgeColumns} from mind_map_edges_0012`.execute(
    db,
  );
  await db.schema.dropTable('mind_map_edges_0012').execute();
  await db.schema.dropTable('mind_map_nodes_0012').execute();
}

export async function up(db: MigrationDb): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: MigrationDb): Promise<void> {
  await rebuild(db, false);
}
