// Personal API tokens (issue 13): named, read-only or read-write; only the SHA-256 of the secret is
// kept (a unique key: a request finds its token by it), with its first characters so the user can
// tell tokens apart. Revoking deletes the row.
import { sql } from 'kysely';
import { createIndex, dropTables, type MigrationDb, withOwner } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('name', 'text', (c) => c.notNull().check(sql`trim(name) <> ''`))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('read', 'write')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await createIndex(db, 'api_tokens', ['user_id', 'created_at']);
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['api_tokens']);
}
