// A database already at the latest migration, made once per set of migrations and copied for each
// test server: migrating a fresh PostgreSQL database took ~1 s of every test server's start (and
// ~0.15 s on SQLite), most of the PostgreSQL suite's time. The copy is PostgreSQL's own
// `CREATE DATABASE … TEMPLATE` or a copy of the SQLite file. The template's name carries a hash of the
// migrations' sources, so a changed or added migration makes a new one; processes that run at once
// build it once (a PostgreSQL advisory lock; for SQLite a finished file is renamed into place).
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

const migrationsDir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
/** pg_advisory_lock key while a template is built (any fixed number of our own). */
const LOCK_KEY = 7_341_120_011;

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).sort()) {
    hash.update(name).update(readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The URL of database `name` on the server that `adminUrl` names. */
export function databaseUrlIn(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function migrate(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}

let sqliteTemplate: Promise<string> | undefined;

/** The path of a migrated SQLite file to copy (in the temp folder, kept between runs). */
function sqliteTemplatePath(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = path.join(tmpdir(), `nova-test-template-${migrationsHash()}.sqlite`);
    if (existsSync(file)) return file;
    const dir = mkdtempSync(path.join(tmpdir(), 'nova-template-'));
    try {
      const building = path.join(dir, 'nova.sqlite');
      await migrate(building);
      // Closed: the write-ahead log is checkpointed into the file and removed.
      renameSync(building, file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return file;
  })();
  return sqliteTemplate;
}

/** A migrated copy at `file`. */
export async function copySqliteTemplate(file: string): Promise<void> {
  copyFileSync(await sqliteTemplatePath(), file);
}

let pgTemplate: Promise<string> | undefined;

/** The name of a migrated PostgreSQL database to use as a template, built once under a lock. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `nova_tmpl_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        // Built under another name and renamed when complete: a run stopped midway leaves no
        // half-migrated template behind.
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        try {
          await migrate(databaseUrlIn(adminUrl, building));
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        } catch (error) {
          await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
          throw error;
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return pgTemplate;
}
