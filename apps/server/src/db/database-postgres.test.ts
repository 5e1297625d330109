// Opening, migrating and failing to open PostgreSQL, against a real PostgreSQL (skipped when nothing
// answers at NOVA_TEST_PG_URL), and the one-line fixes its failures map to. SQLite: database-sqlite.test.ts.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { databaseUrlIn } from '../../test/migrated-template.ts';
import { type DatabaseHandle, openDatabase, pgStartupError } from './database.ts';
import { ALL_MIGRATIONS, assertOneLineStartupError, sharedSchemaTests } from './database-test-kit.ts';
import { migrateToLatest } from './migrate.ts';

const PG_URL = process.env.NOVA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

test('PostgreSQL failures map to one-line fixes without the password', () => {
  const target = { host: 'db.example', port: '6543', database: 'nova', user: 'app' };
  const cases: Array<[unknown, RegExp]> = [
    [
      Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' }),
      /rejected user "app" \(28P01\)/,
    ],
    [new Error('timeout expired'), /db\.example:6543 did not answer within 5 s: start PostgreSQL or fix/],
    [Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }), /did not answer/],
    [
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
      /db\.example:6543 is unreachable/,
    ],
    [
      Object.assign(new Error('getaddrinfo ENOTFOUND db.example'), { code: 'ENOTFOUND' }),
      /db\.example could not be resolved/,
    ],
    [Object.assign(new Error('database "nova" does not exist'), { code: '3D000' }), /createdb nova/],
  ];
  for (const [error, pattern] of cases) assertOneLineStartupError(pgStartupError(error, target), pattern);
});

test('an unparseable PostgreSQL URL is reported without echoing it', async () => {
  await assert.rejects(openDatabase({ databaseUrl: 'postgres://user:pa ss@[bad/db' }), (error) => {
    assertOneLineStartupError(error, /DATABASE_URL is not a valid PostgreSQL URL/);
    assert.doesNotMatch((error as Error).message, /pa ss/);
    return true;
  });
});

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // Only "nothing is listening" skips; any other failure should fail the suite loudly.
    const code = (error as { code?: string }).code;
    return !(code === 'ECONNREFUSED' || code === 'ENOTFOUND' || /timeout/i.test(String(error)));
  } finally {
    await client.end().catch(() => {});
  }
}

const pgAvailable = await postgresReachable();
if (!pgAvailable) {
  console.log(
    `# PostgreSQL tests skipped: nothing answers at ${new URL(PG_URL).host} (set NOVA_TEST_PG_URL)`,
  );
}

describe('PostgreSQL', { skip: !pgAvailable }, () => {
  const name = `nova_dbtest_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const testUrl = databaseUrlIn(PG_URL, name);
  let handle: DatabaseHandle;

  before(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    handle = await openDatabase({ databaseUrl: testUrl });
    assert.equal(handle.kind, 'postgres');
    assert.deepEqual(await migrateToLatest(handle.db), { applied: ALL_MIGRATIONS });
  });
  after(async () => {
    await handle?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  sharedSchemaTests(() => handle);

  test('a closed port is a one-line StartupError naming host:port', async () => {
    await assert.rejects(
      openDatabase({ databaseUrl: 'postgres://postgres:secret-pw@127.0.0.1:1/test' }),
      (error) => {
        assertOneLineStartupError(error, /127\.0\.0\.1:1 is unreachable.*start PostgreSQL or fix/);
        assert.doesNotMatch((error as Error).message, /secret-pw/);
        return true;
      },
    );
  });

  test('a missing database is a one-line StartupError naming it', async () => {
    const url = new URL(PG_URL);
    url.pathname = '/nova_does_not_exist';
    url.password = 'secret-pw';
    await assert.rejects(openDatabase({ databaseUrl: url.toString() }), (error) => {
      assertOneLineStartupError(error, /database "nova_does_not_exist" does not exist/);
      assert.doesNotMatch((error as Error).message, /secret-pw/);
      return true;
    });
  });

  test('an unknown role is a one-line StartupError about credentials', async () => {
    const url = new URL(PG_URL);
    url.username = 'nova_no_such_role';
    await assert.rejects(openDatabase({ databaseUrl: url.toString() }), (error) =>
      assertOneLineStartupError(
        error,
        /rejected user "nova_no_such_role" \(28000\): fix the user name and password/,
      ),
    );
  });

  test('an unknown host is a one-line StartupError', async () => {
    await assert.rejects(
      openDatabase({ databaseUrl: 'postgres://postgres@nova-no-such-host.invalid:5432/test' }),
      (error) => assertOneLineStartupError(error, /nova-no-such-host\.invalid/),
    );
  });
});
