// Progress and analytics at size (issue 10: a user with 100,000 ledger events and 100,000 Pomodoro
// sessions). Two parts, one migration (0015 went to the field merge):
//
// 1. The progress ledger's fold, kept as it goes: `progress_tallies` holds, per user, kind and
// day, how many awards stand (packages/core tallyChanges: the last row of each (kind, source) that is
// not a revocation). The progress module updates it in the transaction of every ledger append, so an
// award costs one row update and the summary reads a few hundred rows, not the whole ledger. Rows may
// fall to zero (an award taken back); readers skip them. Filled here from the existing ledger by the
// same fold in SQL.
//
// 2. Finished Pomodoro work minutes summed as sessions are written (the analytics goal: every request
// p99 <= 50 ms). Three tables, kept by triggers on pomodoro_sessions in
// the writing transaction, whoever writes (the progress module, an import, a test, a cascade), so they
// always equal a sum over the sessions that count (work, completed, not deleted):
//   pomodoro_hour_minutes: per user and UTC hour of the start ('YYYY-MM-DDTHH'). In a zone whose
//     midnights fall on whole UTC hours (most), "focus per local day" sums 23 to 25 of these rows a
//     day instead of every session;
//   pomodoro_quarter_minutes: the same per UTC quarter hour ('YYYY-MM-DDTHH:MM', MM one of 00/15/30/
//     45), for the zones with half- and quarter-hour offsets: every zone's midnight is on a quarter;
//   pomodoro_task_minutes: per user and task ('' for none) of all time; "time per strategy" over all
//     time joins these rows to the tasks instead of every session ('' matches no task: no strategy,
//     as a session without a task or whose task is gone).
// Rows are never removed by the triggers; a sum may fall to zero.
// Migration 0022 dropped the hour and quarter sums (analytics_days answers per local day) and kept the
// per-task sums, through upSums and downSums below.
import { type CreateTableBuilder, SqliteAdapter, sql } from 'kysely';
import { type MigrationDb, withOwner } from './helpers.ts';

export async function up(db: MigrationDb): Promise<void> {
  await upTallies(db);
  await upSums(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await downSums(db);
  await downTallies(db);
}

// ---------- 1. the ledger's tallies ----------

async function upTallies(db: MigrationDb): Promise<void> {
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

async function downTallies(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('progress_tallies').ifExists().execute();
}

// ---------- 2. the Pomodoro sums ----------

/** The quarter hour of an ISO instant, in SQL both engines run. */
const quarter = (column: string) =>
  `substr(${column}, 1, 14) || case when substr(${column}, 15, 2) < '15' then '00' when substr(${column}, 15, 2) < '30' then '15' when substr(${column}, 15, 2) < '45' then '30' else '45' end`;
const counts = (row: string) => `${row}.kind = 'work' and ${row}.completed = 1 and ${row}.deleted_at is null`;

/** The kept sums: each table, its key column, and the key of a session row (`row`) in SQL. */
type Sum = { table: string; key: string; of: (row: string) => string };
const allSums: Sum[] = [
  { table: 'pomodoro_hour_minutes', key: 'hour', of: (row: string) => `substr(${row}.started_at, 1, 13)` },
  { table: 'pomodoro_quarter_minutes', key: 'quarter', of: (row: string) => quarter(`${row}.started_at`) },
  { table: 'pomodoro_task_minutes', key: 'task_key', of: (row: string) => `coalesce(${row}.task_id, '')` },
];

/** Statements adding (sign 1) or taking away (-1) one session row's minutes. */
function apply(sums: Sum[], row: 'new' | 'old', sign: 1 | -1): string[] {
  return sums.map(({ table, key, of }) =>
    sign === -1
      ? `update ${table} set minutes = minutes - ${row}.planned_minutes where user_id = ${row}.user_id and ${key} = ${of(row)}`
      : `insert into ${table} (user_id, ${key}, minutes) values (${row}.user_id, ${of(row)}, ${row}.planned_minutes) on conflict (user_id, ${key}) do update set minutes = ${table}.minutes + excluded.minutes`,
  );
}

async function createSqliteTriggers(db: MigrationDb, sums: Sum[]): Promise<void> {
  const triggers: Array<{ name: string; on: string; when: string; body: string[] }> = [
    { name: 'insert', on: 'insert', when: counts('new'), body: apply(sums, 'new', 1) },
    { name: 'delete', on: 'delete', when: counts('old'), body: apply(sums, 'old', -1) },
    { name: 'update_old', on: 'update', when: counts('old'), body: apply(sums, 'old', -1) },
    { name: 'update_new', on: 'update', when: counts('new'), body: apply(sums, 'new', 1) },
  ];
  for (const t of triggers) {
    await sql
      .raw(
        `create trigger pomodoro_minutes_${t.name} after ${t.on} on pomodoro_sessions for each row when ${t.when} begin ${t.body.map((s) => `${s};`).join(' ')} end`,
      )
      .execute(db);
  }
}

async function createPostgresTriggers(db: MigrationDb, sums: Sum[]): Promise<void> {
  const statements = (row: 'new' | 'old', sign: 1 | -1) =>
    apply(sums, row, sign)
      .map((s) => `${s};`)
      .join('\n      ');
  await sql
    .raw(`create function pomodoro_minutes_keep() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and ${counts('old')} then
      ${statements('old', -1)}
    end if;
    if tg_op in ('INSERT', 'UPDATE') and ${counts('new')} then
      ${statements('new', 1)}
    end if;
    return null;
  end $$`)
    .execute(db);
  await sql
    .raw(
      'create trigger pomodoro_minutes_keep after insert or update or delete on pomodoro_sessions for each row execute function pomodoro_minutes_keep()',
    )
    .execute(db);
}

/**
 * Creates the sums (all three, or only the tables named: migration 0022 keeps the per-task sums
 * alone), filled from the sessions, and the triggers that keep them.
 */
export async function upSums(db: MigrationDb, tables?: readonly string[]): Promise<void> {
  const sums = allSums.filter((s) => !tables || tables.includes(s.table));
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // On SQLite the rows live in their key's B-tree: a day's range sum reads only that.
  const clustered = <T extends string>(t: CreateTableBuilder<T, string>) =>
    sqlite ? t.modifyEnd(sql`without rowid`) : t;
  for (const { table, key, of } of sums) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(key, 'text', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ['user_id', key])
      .$call(clustered)
      .execute();
    const session = of('pomodoro_sessions');
    await sql
      .raw(`insert into ${table} (user_id, ${key}, minutes)
      select user_id, ${session}, sum(planned_minutes) from pomodoro_sessions
      where ${counts('pomodoro_sessions')} group by user_id, ${session}`)
      .execute(db);
  }
  if (sqlite) await createSqliteTriggers(db, sums);
  else await createPostgresTriggers(db, sums);
}

/** Drops the sums' triggers and tables, whichever of them exist. */
export async function downSums(db: MigrationDb): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) {
    for (const name of ['insert', 'delete', 'update_old', 'update_new'])
      await sql.raw(`drop trigger if exists pomodoro_minutes_${name}`).execute(db);
  } else {
    await sql.raw('drop trigger if exists pomodoro_minutes_keep on pomodoro_sessions').execute(db);
    await sql.raw('drop function if exists pomodoro_minutes_keep()').execute(db);
  }
  for (const { table } of allSums) await db.schema.dropTable(table).ifExists().execute();
}
