// A private calendar feed per user (issue 13): the feed URL carries a 256-bit random token; only its
// SHA-256 hash is kept (a unique key: the feed request finds its owner by it). Revoking deletes the
// row; a new link replaces the hash, so the old URL stops working at once.
import { sql } from 'kysely';
import { dropTables, type MigrationDb } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('include_habits', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`include_habits in (0, 1)`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_fetched_at', 'text')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['calendar_feeds']);
}
