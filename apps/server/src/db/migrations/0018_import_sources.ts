// Import and export (issue 13): which rows an import brought in, by the source's own id, so importing
// the same file again adds nothing. One row per (user, source, kind, source id) -> the id the row got
// here. Rows outlive the entity they point at: an imported task deleted since is not brought back.
import { sql } from 'kysely';
import { dropTables, type MigrationDb, withOwner } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('import_sources')
    .$call(withOwner)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`trim(kind) <> ''`))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_sources_pk', ['user_id', 'source', 'kind', 'source_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['import_sources']);
}
