// Field merge of task edits (issue 12): for each editable field, the version that last changed it and
// who wrote it (JSON `{ field: { v, by } }`, see @nova/core/domain/field-merge). A PATCH made on an
// older version merges by field against these instead of being refused. Existing rows start with no
// stamps: their fields count as unchanged since any version a client may still hold.
import { sql } from 'kysely';
import type { MigrationDb } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('tasks')
    .addColumn('field_versions', 'text', (c) => c.notNull().defaultTo(sql.lit('{}')))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('tasks').dropColumn('field_versions').execute();
}
