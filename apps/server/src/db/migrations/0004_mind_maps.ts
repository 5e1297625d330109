// Mind maps as rows: maps, nodes (optionally linked to a task) and edges, so two editors do not
// overwrite each other's nodes the way one JSON document would.
import { sql } from 'kysely';
import {
  createIndex,
  createSyncIndex,
  dropTables,
  type MigrationDb,
  withOwner,
  withSync,
} from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('mind_maps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('title', 'text', (c) => c.notNull().check(sql`trim(title) <> ''`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('viewport', 'text', (c) => c.notNull().defaultTo(sql.lit('{}'))) // {"x","y","zoom"} JSON
    .$call(withSync)
    .execute();
  await createSyncIndex(db, 'mind_maps');

  await db.schema
    .createTable('mind_map_nodes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'text', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .$call(withOwner)
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('default'))
    // A node may stand for a task; its status is read from the task, not copied.
    .addColumn('task_id', 'text', (c) => c.references('tasks.id').onDelete('set null'))
    .addColumn('x', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('y', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(sql.lit('{}'))) // display style JSON
    .$call(withSync)
    .execute();
  await createSyncIndex(db, 'mind_map_nodes');
  await createIndex(db, 'mind_map_nodes', ['mind_map_id']);
  await createIndex(db, 'mind_map_nodes', ['task_id']);

  await db.schema
    .createTable('mind_map_edges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'text', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .$call(withOwner)
    .addColumn('source_node_id', 'text', (c) =>
      c.notNull().references('mind_map_nodes.id').onDelete('cascade'),
    )
    .addColumn('target_node_id', 'text', (c) =>
      c.notNull().references('mind_map_nodes.id').onDelete('cascade'),
    )
    .addColumn('label', 'text')
    .addColumn('style', 'text', (c) => c.notNull().defaultTo(sql.lit('{}')))
    .$call(withSync)
    .execute();
  await createSyncIndex(db, 'mind_map_edges');
  await createIndex(db, 'mind_map_edges', ['mind_map_id']);
  await createIndex(db, 'mind_map_edges', ['source_node_id']);
  await createIndex(db, 'mind_map_edges', ['target_node_id']);
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['mind_map_edges', 'mind_map_nodes', 'mind_maps']);
}
