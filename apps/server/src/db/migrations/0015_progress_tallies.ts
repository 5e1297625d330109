// The progress ledger's fold, kept as it goes (issue 10): `progress_tallies` holds, per user, kind and
// day, how many awards stand (packages/core tallyChanges: the last row of each (kind, source) that is
// not a revocation). The progress module updates it in the transaction of every ledger append, so an
// award costs one row update and the summary reads a few hundred rows, not the whole ledger. Rows may
// fall to zero (an award taken back); readers skip them. Filled here from the existing ledger by the
// same fold in SQL.
import { sql } from 'kysely';
import { type MigrationDb, withOwner } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('progress_tallies')
    .$call(withOwner)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull()) // YYYY-MM-DD in the user's time zone
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint('progress_tallies_pkey', ['user_id', 'kind', 'day'])
    .execute();
  await fillTalliesFromLedger(db);
}

/** The tallies of every user from the ledger, folded in SQL (exported for the test that checks it). */
export async function fillTalliesFromLedger(db: MigrationDb): Promise<void> {
  await sql`
    insert into progress_tallies (user_id, kind, day, count)
    select e.user_id, e.kind, e.day, count(*) from progress_events e
    where e.revoked = 0 and not exists (
      select 1 from progress_events l
      where l.user_id = e.user_id and l.kind = e.kind and l.source_id = e.source_id and l.id > e.id
    )
    group by e.user_id, e.kind, e.day`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('progress_tallies').ifExists().execute();
}
