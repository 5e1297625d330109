// A mind map row keeps upper bounds of its size (issue 11): how many nodes and connections it has at
// most and how many bytes their rows hold at most (`bound_nodes`, `bound_connections`, `bound_bytes`),
// valid for one version of the map (`bound_version`). A patch adds what it writes to them and checks
// the node, connection and 1 MB limits on the bounds; only when a bound could break a limit (or they
// are unknown: NULL, or left from another version) does it count the map's rows exactly, and store the
// exact figures. Existing maps start unknown: their first patch counts them.
import type { MigrationDb } from './helpers.ts';

const columns = ['bound_nodes', 'bound_connections', 'bound_bytes', 'bound_version'] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const column of columns)
    await db.schema.alterTable('mind_maps').addColumn(column, 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of columns) await db.schema.alterTable('mind_maps').dropColumn(column).execute();
}
