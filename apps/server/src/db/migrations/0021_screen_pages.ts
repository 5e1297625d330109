// The matrix, strategies, tags and the status walkthrough in pages (issue 14).
//
// 1. Keyset indexes for the "most recently changed first" order (`order=updated` on GET /api/tasks,
//    task-list.repo.ts): (user_id, updated_at, id) for every task; with the status or the strategy
//    between, for the walkthrough's and the strategies' lists; and with the quadrant between, over live
//    open tasks (the literal condition of 0019's open index), for the matrix. A small status, strategy
//    or quadrant of a large account would otherwise walk every task to fill its page (40-60 ms at
//    100,000 tasks on SQLite).
//
// 2. strategy_task_counts and tag_task_counts: live tasks per user, strategy (or tag) and status, kept
//    by triggers whoever writes (the task module, strategy deletion, import, recurring generation), so
//    the strategies' and tags' numbers read a few rows instead of grouping the account's tasks (at
//    100,000 tasks the tag list's per-tag count took ~420 ms, counts?detail=1 ~200 ms). A tag's count
//    moves when a link is made or removed, and when a tagged task changes status, is deleted or comes
//    back; a task deleted outright (its owner's account going, a purge) is taken off before its links
//    go, and a link removed with its task finds no live task to count. Filled here from the tasks.
import { SqliteAdapter, sql } from 'kysely';
import type { MigrationDb } from './helpers.ts';

const isSqlite = (db: MigrationDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/** core's LEVEL_LINE when this migration was written (a migration never changes with the code). */
const LEVEL_LINE = 6;

/**
 * A task's quadrant as a number, 2 for the important side plus 1 for the urgent side (do 3, schedule
 * 2, delegate 1, eliminate 0), as task-list.repo.ts spells it so the index serves its condition.
 */
const quadrantCode = `(case when importance >= ${LEVEL_LINE} then 2 else 0 end) + (case when urgency >= ${LEVEL_LINE} then 1 else 0 end)`;

/** False while the owner's account is being deleted (its counts go with it, by the foreign key). */
const ownerLives = (row: string) => `exists (select 1 from users u where u.id = ${row}.user_id)`;

const orAdd = (table: string, key: string) =>
  `on conflict (user_id, ${key}, status) do update set n = ${table}.n + excluded.n`;

/** The strategy count of a task row (`new` or `old`) moves by `by`. */
const bumpStrategy = (row: string, by: 1 | -1) =>
  `insert into strategy_task_counts (user_id, strategy_id, status, n)
   values (${row}.user_id, ${row}.strategy_id, ${row}.status, ${by}) ${orAdd('strategy_task_counts', 'strategy_id')}`;

/** The counts of every tag of a task row (`new` or `old`) move by `by`, under the row's status. */
const bumpTagsOfTask = (row: string, by: 1 | -1) =>
  `insert into tag_task_counts (user_id, tag_id, status, n)
   select tt.user_id, tt.tag_id, ${row}.status, ${by} from task_tags tt where tt.task_id = ${row}.id
   ${orAdd('tag_task_counts', 'tag_id')}`;

/** A link (`new` or `old` of task_tags) counts under its task's status while the task is live. */
const bumpLink = (row: string, by: 1 | -1) =>
  `insert into tag_task_counts (user_id, tag_id, status, n)
   select ${row}.user_id, ${row}.tag_id, t.status, ${by} from tasks t
   where t.id = ${row}.task_id and t.deleted_at is null
   ${orAdd('tag_task_counts', 'tag_id')}`;

const strategyChanged =
  '(old.strategy_id is not new.strategy_id or old.status is not new.status or old.deleted_at is not new.deleted_at)';
const tagsChanged = '(old.status is not new.status or old.deleted_at is not new.deleted_at)';

export async function up(db: MigrationDb): Promise<void> {
  // Every task (tags: task-list.repo.ts walks it, or the tag's links when they are few), by status
  // (the walkthrough), by strategy, and open by quadrant (the matrix): each page walks its own rows.
  await db.schema
    .createIndex('tasks_user_updated_idx')
    .on('tasks')
    .columns(['user_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tasks_user_status_updated_idx')
    .on('tasks')
    .columns(['user_id', 'status', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tasks_user_strategy_updated_idx')
    .on('tasks')
    .columns(['user_id', 'strategy_id', 'updated_at', 'id'])
    .execute();
  await sql
    .raw(
      `create index tasks_user_quadrant_updated_idx on tasks (user_id, (${quadrantCode}), updated_at, id)
       where deleted_at is null and status not in ('completed', 'cancelled')`,
    )
    .execute(db);

  for (const [table, key] of [
    ['strategy_task_counts', 'strategy_id'],
    ['tag_task_counts', 'tag_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(key, 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ['user_id', key, 'status'])
      .execute();
  }
  await sql`insert into strategy_task_counts (user_id, strategy_id, status, n)
    select user_id, strategy_id, status, count(*) from tasks
    where deleted_at is null and strategy_id is not null
    group by user_id, strategy_id, status`.execute(db);
  await sql`insert into tag_task_counts (user_id, tag_id, status, n)
    select tt.user_id, tt.tag_id, t.status, count(*) from task_tags tt join tasks t on t.id = tt.task_id
    where t.deleted_at is null
    group by tt.user_id, tt.tag_id, t.status`.execute(db);
  if (isSqlite(db)) await upSqliteTriggers(db);
  else await upPostgresTriggers(db);
}

const sqliteTriggers: ReadonlyArray<[name: string, definition: string]> = [
  [
    'strategy_counts_insert',
    `after insert on tasks when new.deleted_at is null and new.strategy_id is not null
     begin ${bumpStrategy('new', 1)}; end`,
  ],
  [
    'strategy_counts_update_old',
    `after update of status, strategy_id, deleted_at on tasks
     when old.deleted_at is null and old.strategy_id is not null and ${strategyChanged}
     begin ${bumpStrategy('old', -1)}; end`,
  ],
  [
    'strategy_counts_update_new',
    `after update of status, strategy_id, deleted_at on tasks
     when new.deleted_at is null and new.strategy_id is not null and ${strategyChanged}
     begin ${bumpStrategy('new', 1)}; end`,
  ],
  [
    'strategy_counts_delete',
    `after delete on tasks when old.deleted_at is null and old.strategy_id is not null and ${ownerLives('old')}
     begin ${bumpStrategy('old', -1)}; end`,
  ],
  ['tag_counts_link', `after insert on task_tags begin ${bumpLink('new', 1)}; end`],
  [
    'tag_counts_unlink',
    `after delete on task_tags when ${ownerLives('old')} begin ${bumpLink('old', -1)}; end`,
  ],
  [
    'tag_counts_task_old',
    `after update of status, deleted_at on tasks when old.deleted_at is null and ${tagsChanged}
     begin ${bumpTagsOfTask('old', -1)}; end`,
  ],
  [
    'tag_counts_task_new',
    `after update of status, deleted_at on tasks when new.deleted_at is null and ${tagsChanged}
     begin ${bumpTagsOfTask('new', 1)}; end`,
  ],
  // Before: the links are still there (they go with the task, by the foreign key, after it).
  [
    'tag_counts_task_delete',
    `before delete on tasks when old.deleted_at is null and ${ownerLives('old')}
     begin ${bumpTagsOfTask('old', -1)}; end`,
  ],
];

async function upSqliteTriggers(db: MigrationDb): Promise<void> {
  for (const [name, definition] of sqliteTriggers) {
    await sql.raw(`create trigger ${name} ${definition}`).execute(db);
  }
}

async function upPostgresTriggers(db: MigrationDb): Promise<void> {
  // PostgreSQL's `is distinct from` for SQLite's `is not`.
  const pg = (condition: string) => condition.replaceAll(' is not ', ' is distinct from ');
  await sql
    .raw(
      `create function nova_task_group_counts() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' then
           if old.deleted_at is null and ${ownerLives('old')} then
             if old.strategy_id is not null then ${bumpStrategy('old', -1)}; end if;
             ${bumpTagsOfTask('old', -1)};
           end if;
           return old;
         end if;
         if tg_op = 'INSERT' then
           if new.deleted_at is null and new.strategy_id is not null then ${bumpStrategy('new', 1)}; end if;
           return null;
         end if;
         if ${pg(strategyChanged)} then
           if old.deleted_at is null and old.strategy_id is not null then ${bumpStrategy('old', -1)}; end if;
           if new.deleted_at is null and new.strategy_id is not null then ${bumpStrategy('new', 1)}; end if;
         end if;
         if ${pg(tagsChanged)} then
           if old.deleted_at is null then ${bumpTagsOfTask('old', -1)}; end if;
           if new.deleted_at is null then ${bumpTagsOfTask('new', 1)}; end if;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql`create trigger task_group_counts after insert or update of status, strategy_id, deleted_at on tasks
    for each row execute function nova_task_group_counts()`.execute(db);
  // Before: the links are still there (they go with the task, by the foreign key, after it).
  await sql`create trigger task_group_counts_delete before delete on tasks
    for each row execute function nova_task_group_counts()`.execute(db);
  await sql
    .raw(
      `create function nova_tag_link_counts() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${bumpLink('new', 1)};
         elsif ${ownerLives('old')} then ${bumpLink('old', -1)};
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql`create trigger tag_link_counts after insert or delete on task_tags
    for each row execute function nova_tag_link_counts()`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) {
    for (const [name] of sqliteTriggers) await sql.raw(`drop trigger if exists ${name}`).execute(db);
  } else {
    await sql`drop trigger if exists task_group_counts on tasks`.execute(db);
    await sql`drop trigger if exists task_group_counts_delete on tasks`.execute(db);
    await sql`drop trigger if exists tag_link_counts on task_tags`.execute(db);
    await sql`drop function if exists nova_task_group_counts()`.execute(db);
    await sql`drop function if exists nova_tag_link_counts()`.execute(db);
  }
  await db.schema.dropTable('tag_task_counts').ifExists().execute();
  await db.schema.dropTable('strategy_task_counts').ifExists().execute();
  for (const index of [
    'tasks_user_quadrant_updated_idx',
    'tasks_user_strategy_updated_idx',
    'tasks_user_status_updated_idx',
    'tasks_user_updated_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
