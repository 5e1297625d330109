// Column and index helpers shared by the migrations. FROZEN once a migration using them has shipped:
// changing a helper silently changes what old migrations create. Add a new helper instead.
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Migrations run against whatever the schema was at that point, not against today's Database type.
export type MigrationDb = Kysely<unknown>;
type Table<T extends string> = CreateTableBuilder<T, string>;

/** `user_id` owner column: every row belongs to one user and disappears with them. */
export function withOwner<T extends string>(t: Table<T>): Table<T> {
  return t.addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));
}

/**
 * Columns every syncable row carries: times, soft delete (tombstone), optimistic version and the
 * owner's change sequence number (set from user_sync on every write; `?since=` reads `seq > since`).
 */
export function withSync<T extends string>(t: Table<T>): Table<T> {
  return t
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0));
}

/** A 0/1 integer column (booleans are integers on both databases). */
export function withFlag<T extends string>(t: Table<T>, name: string, defaultValue: 0 | 1 = 0): Table<T> {
  return t.addColumn(name, 'integer', (c) =>
    c
      .notNull()
      .defaultTo(defaultValue)
      .check(sql`${sql.ref(name)} in (0, 1)`),
  );
}

export async function createIndex(db: MigrationDb, table: string, columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns)
    .execute();
}

/** The (user_id, seq) index that serves both per-user listing and delta sync. */
export async function createSyncIndex(db: MigrationDb, table: string): Promise<void> {
  await createIndex(db, table, ['user_id', 'seq']);
}

export async function dropTables(db: MigrationDb, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
