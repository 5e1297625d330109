// Identity: users, sessions, linked accounts, pending OIDC sign-ins, settings and replay-safe operation ids.
// Other modules are written against these exact names: add columns in a new migration, never rename here.
import { sql } from 'kysely';
import { createIndex, dropTables, type MigrationDb, withOwner } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored lowercased by the service; NULL for accounts that only sign in through a provider without e-mail.
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 hex of the session token; the token itself is never stored.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await createIndex(db, 'sessions', ['user_id']);
  await createIndex(db, 'sessions', ['expires_at']);

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(withOwner)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('accounts_provider_subject_key', ['provider', 'subject'])
    .execute();
  await createIndex(db, 'accounts', ['user_id']);

  await db.schema
    .createTable('auth_flows')
    // SHA-256 hex of the OIDC `state` value.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'auth_flows', ['expires_at']);

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('language', 'text')
    .addColumn('theme', 'text')
    .addColumn('coach_persona', 'text')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(sql.lit('{}')))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('applied_operations')
    .$call(withOwner)
    .addColumn('op_id', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('applied_operations_pkey', ['user_id', 'op_id'])
    .execute();
  // Pruning old operation ids scans by age.
  await createIndex(db, 'applied_operations', ['created_at']);
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, [
    'applied_operations',
    'user_settings',
    'auth_flows',
    'accounts',
    'sessions',
    'users',
  ]);
}
