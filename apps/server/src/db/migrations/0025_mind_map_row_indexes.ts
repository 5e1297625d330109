// Mind map node and connection rows without a (user_id, seq) index, and the nodes' task index only
// over the nodes that link a task (issue 11: a save that moves every node of a 1,000-node map).
// Every save rewrites its rows' seq, and SQLite (PostgreSQL too, which then cannot update in place)
// moved each row's entry in the seq index, and in the task index for every node whose task_id it
// set, even unchanged and null: two fifths of a 1,000-node rewrite's time in SQLite and 30 % of the
// pages it wrote to the WAL (measured: docs/decisions/0024). Nothing reads these rows by seq (a map
// syncs as a whole: its own row's seq and the `mindmap.changed` event), so an index on user_id alone
// stays (an account's export reads by it, and deleting a user finds the rows through it); it never
// changes on a save. A partial index on task_id still serves "nodes that link this task"
// (task_id = ? implies not null) and the foreign key's `on delete set null`.
import { sql } from 'kysely';
import type { MigrationDb } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['mind_map_nodes', 'mind_map_edges']) {
    await db.schema.dropIndex(`${table}_user_id_seq_idx`).execute();
    await db.schema.createIndex(`${table}_user_id_idx`).on(table).column('user_id').execute();
  }
  await db.schema.dropIndex('mind_map_nodes_task_id_idx').execute();
  await db.schema
    .createIndex('mind_map_nodes_task_id_idx')
    .on('mind_map_nodes')
    .column('task_id')
    .where(sql.ref('task_id'), 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('mind_map_nodes_task_id_idx').execute();
  await db.schema.createIndex('mind_map_nodes_task_id_idx').on('mind_map_nodes').column('task_id').execute();
  for (const table of ['mind_map_nodes', 'mind_map_edges']) {
    await db.schema.dropIndex(`${table}_user_id_idx`).execute();
    await db.schema.createIndex(`${table}_user_id_seq_idx`).on(table).columns(['user_id', 'seq']).execute();
  }
}
