// The task list at size (issue 14: 100,000 tasks in one account, first page and deltas p99 <= 50 ms).
//
// 1. Keyset indexes, one per list order (task-list.repo.ts), so a page of 50 rows walks 50-odd index
//    entries instead of sorting the account: (user_id, created_at, id) for the newest-first views,
//    (user_id, coalesce(start_date, due_date), created_at, id) for upcoming, and
//    (user_id, coalesce(completed_at, updated_at), id) for completed; and the same as the first,
//    partial, over live open tasks only, for active and today (an account of mostly finished tasks
//    would otherwise walk them all to fill a page of open ones).
//
// 2. task_counts: live tasks per user, status, day and quadrant side, kept by triggers on tasks
//    whoever writes, so the sidebar's counts read a few hundred rows, not the account (a grouped scan
//    of 100,000 tasks costs hundreds of milliseconds). Filled here from the existing tasks.
//
// 3. A substring index for search (`q`), kept by the database whoever writes a task (the task module,
//    recurring generation, import, tests):
//    - SQLite: an FTS5 table with the trigram tokenizer (case folded for every script, Latin accents
//      removed: `remove_diacritics 1`), contentless with deletes, over title + ' ' + description with
//      'ё' written 'е' and 'œ', 'æ', 'ß' spelled out as core's normalizeForSearch does. Its rowids are
//      those of task_search_keys (one per task id), not the tasks' own rowids, which VACUUM may
//      renumber (tasks has a text primary key). Triggers on insert, on update of title or
//      description, and on delete keep both.
//    - PostgreSQL: pg_trgm's GIN index on nova_search_fold(title || ' ' || description): lower case,
//      common Latin accents and 'ё' folded by translate(), 'œ', 'æ', 'ß' spelled out; immutable, so
//      it indexes an expression and needs no trigger.
//    Both answer "every query word occurs somewhere in the text" (the JS search's meaning) as a
//    superset; the service still checks each candidate with core's normalisation (search-text.ts), so
//    the results are the same as before, only found through an index. Words under three characters
//    cannot use a trigram index: SQLite leaves them to that check, PostgreSQL to LIKE.
// Existing tasks are indexed here (backfill).
import { SqliteAdapter, sql } from 'kysely';
import type { MigrationDb } from './helpers.ts';

const isSqlite = (db: MigrationDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/** SQLite: what the FTS table indexes for a task (x is a SQL expression of title || ' ' || description). */
export function sqliteSearchText(x: string): string {
  let out = x;
  for (const [from, to] of [
    ['ё', 'е'],
    ['Ё', 'Е'],
    ['œ', 'oe'],
    ['Œ', 'oe'],
    ['æ', 'ae'],
    ['Æ', 'ae'],
    ['ß', 'ss'],
    ['ẞ', 'ss'],
  ] as const) {
    out = `replace(${out}, '${from}', '${to}')`;
  }
  return out;
}

// Lower-case accented letters whose NFKD form is a base letter plus marks, and what they fold to.
const accented = 'àáâãäåāăąèéêëēĕėęěìíîïĩīĭįòóôõöōŏőùúûüũūŭůűųýÿŷçćĉċčñńņňśŝşšţťźżžďğĝġģĥĵķĺļľŕŗřŵё';
const plain = [...accented].map((c) => (c === 'ё' ? 'е' : c.normalize('NFKD').charAt(0))).join('');

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('tasks_user_created_idx')
    .on('tasks')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tasks_user_day_idx')
    .on('tasks')
    .expression(sql`user_id, coalesce(start_date, due_date), created_at, id`)
    .execute();
  await db.schema
    .createIndex('tasks_user_closed_idx')
    .on('tasks')
    .expression(sql`user_id, coalesce(completed_at, updated_at), id`)
    .execute();
  // Active and today: open tasks only, newest first (the literal condition task-list.repo.ts spells).
  await sql`create index tasks_user_open_idx on tasks (user_id, created_at, id)
    where deleted_at is null and status not in ('completed', 'cancelled')`.execute(db);
  await upCounts(db);
  if (isSqlite(db)) await upSqlite(db);
  else await upPostgres(db);
}

async function upSqlite(db: MigrationDb): Promise<void> {
  const text = (row: string) => sqliteSearchText(`${row}.title || ' ' || ${row}.description`);
  await sql`create table task_search_keys (id integer primary key, task_id text not null unique)`.execute(db);
  await sql`create virtual table task_search using fts5(
    text, tokenize = 'trigram remove_diacritics 1', content = '', contentless_delete = 1
  )`.execute(db);
  await sql`insert into task_search_keys (task_id) select id from tasks order by created_at, id`.execute(db);
  await sql
    .raw(
      `insert into task_search (rowid, text)
       select k.id, ${text('t')} from task_search_keys k join tasks t on t.id = k.task_id`,
    )
    .execute(db);
  const keyOf = (row: string) => `(select id from task_search_keys where task_id = ${row}.id)`;
  await sql
    .raw(
      `create trigger task_search_insert after insert on tasks begin
         insert into task_search_keys (task_id) values (new.id);
         insert into task_search (rowid, text) values (${keyOf('new')}, ${text('new')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger task_search_update after update of title, description on tasks begin
         delete from task_search where rowid = ${keyOf('old')};
         insert into task_search (rowid, text) values (${keyOf('new')}, ${text('new')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger task_search_delete after delete on tasks begin
         delete from task_search where rowid = ${keyOf('old')};
         delete from task_search_keys where task_id = old.id;
       end`,
    )
    .execute(db);
}

async function upPostgres(db: MigrationDb): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql
    .raw(
      `create function nova_search_fold(text) returns text language sql immutable strict parallel safe as $$
         select replace(replace(replace(translate(lower($1), '${accented}', '${plain}'), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')
       $$`,
    )
    .execute(db);
  await sql`create index tasks_search_trgm_idx on tasks
    using gin (nova_search_fold(title || ' ' || description) gin_trgm_ops)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) {
    for (const trigger of ['task_search_insert', 'task_search_update', 'task_search_delete']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists task_search`.execute(db);
    await sql`drop table if exists task_search_keys`.execute(db);
  } else {
    await sql`drop index if exists tasks_search_trgm_idx`.execute(db);
    await sql`drop function if exists nova_search_fold(text)`.execute(db);
  }
  await downCounts(db);
  for (const index of [
    'tasks_user_created_idx',
    'tasks_user_day_idx',
    'tasks_user_closed_idx',
    'tasks_user_open_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}

/** core's LEVEL_LINE when this migration was written (a migration never changes with the code). */
const LEVEL_LINE = 6;

/** The key columns of task_counts for a row of tasks (`row` is new or old). */
const countKey = (row: string) =>
  `${row}.user_id, ${row}.status, coalesce(${row}.start_date, ${row}.due_date, ''), ` +
  `case when ${row}.importance >= ${LEVEL_LINE} then 1 else 0 end, case when ${row}.urgency >= ${LEVEL_LINE} then 1 else 0 end`;
const bump = (row: string, by: 1 | -1) =>
  `insert into task_counts (user_id, status, day, important, urgent, n) values (${countKey(row)}, ${by})
   on conflict (user_id, status, day, important, urgent) do update set n = task_counts.n + (${by})`;
const countedColumns = 'status, start_date, due_date, importance, urgency, deleted_at';
/** False while the owner's account is being deleted (its counts go with it, by the foreign key). */
const ownerLives = (row: string) => `exists (select 1 from users u where u.id = ${row}.user_id)`;

async function upCounts(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('task_counts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('important', 'integer', (c) => c.notNull())
    .addColumn('urgent', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_counts_pkey', ['user_id', 'status', 'day', 'important', 'urgent'])
    .execute();
  await sql
    .raw(
      `insert into task_counts (user_id, status, day, important, urgent, n)
       select ${countKey('t')}, count(*) from tasks t where t.deleted_at is null
       group by t.user_id, t.status, coalesce(t.start_date, t.due_date, ''),
         case when t.importance >= ${LEVEL_LINE} then 1 else 0 end, case when t.urgency >= ${LEVEL_LINE} then 1 else 0 end`,
    )
    .execute(db);
  if (isSqlite(db)) {
    await sql
      .raw(
        `create trigger task_counts_insert after insert on tasks when new.deleted_at is null begin ${bump('new', 1)}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger task_counts_update_old after update of ${countedColumns} on tasks when old.deleted_at is null begin ${bump('old', -1)}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger task_counts_update_new after update of ${countedColumns} on tasks when new.deleted_at is null begin ${bump('new', 1)}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger task_counts_delete after delete on tasks when old.deleted_at is null and ${ownerLives('old')} begin ${bump('old', -1)}; end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function nova_task_counts() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null and ${ownerLives('old')} then ${bump('old', -1)}; end if;
         if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then ${bump('new', 1)}; end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger task_counts after insert or delete or update of ${countedColumns} on tasks
       for each row execute function nova_task_counts()`,
    )
    .execute(db);
}

async function downCounts(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) {
    for (const trigger of [
      'task_counts_insert',
      'task_counts_update_old',
      'task_counts_update_new',
      'task_counts_delete',
    ]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
  } else {
    await sql`drop trigger if exists task_counts on tasks`.execute(db);
    await sql`drop function if exists nova_task_counts()`.execute(db);
  }
  await db.schema.dropTable('task_counts').ifExists().execute();
}
