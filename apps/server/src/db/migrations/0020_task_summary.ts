// /app's summary of the account at size (issue 14: GET /api/tasks/summary, cheap at 100,000 tasks).
//
// 1. Partial indexes over live tasks, each serving one question of the summary in a few index steps:
//    - tasks_user_running_idx (user_id, created_at, id) where in progress: the newest running task;
//    - tasks_user_focus_idx: open tasks (not ideas) in core's ranking order (rankTasks: status in
//      the order inProgress, waiting, paused, scheduled, then importance × urgency descending, the
//      date with undated last, the last change, the id), so the head of the ranking is a LIMIT;
//    - tasks_user_untouched_idx (user_id, updated_at, id) over open tasks (not ideas): the executive
//      mentor's candidates, untouched longest first;
//    - tasks_user_done_idx (user_id, updated_at) over completed tasks: those done today.
//    The summary's queries (modules/tasks/task-summary.repo.ts) spell these expressions and conditions
//    exactly, with literals, so both databases' planners match them to the indexes.
// 2. task_counts.seconds: the time spent on the tasks of each group, kept by the same triggers as n
//    (now also on total_time_spent), so the open tasks' time is a sum over a few hundred rows rather
//    than over the account. The triggers of 0019 are replaced by ones that also keep seconds; the
//    table is refilled from the tasks here.
import { SqliteAdapter, sql } from 'kysely';
import type { MigrationDb } from './helpers.ts';

const isSqlite = (db: MigrationDb) => db.getExecutor().adapter instanceof SqliteAdapter;

const liveOpen = `deleted_at is null and status not in ('completed', 'cancelled')`;
/** Core's ranking keys when this migration was written (a migration never changes with the code). */
const rankKeys = `(case status when 'inProgress' then 0 when 'waiting' then 1 when 'paused' then 2 when 'scheduled' then 3 else 4 end),
  (importance * urgency) desc, (coalesce(start_date, due_date) is null), coalesce(start_date, due_date), updated_at, id`;

const indexes: Array<[name: string, definition: string]> = [
  [
    'tasks_user_running_idx',
    `on tasks (user_id, created_at, id) where deleted_at is null and status = 'inProgress'`,
  ],
  ['tasks_user_focus_idx', `on tasks (user_id, ${rankKeys}) where ${liveOpen} and type = 'task'`],
  ['tasks_user_untouched_idx', `on tasks (user_id, updated_at, id) where ${liveOpen} and type = 'task'`],
  ['tasks_user_done_idx', `on tasks (user_id, updated_at) where deleted_at is null and status = 'completed'`],
];

export async function up(db: MigrationDb): Promise<void> {
  for (const [name, definition] of indexes) await sql.raw(`create index ${name} ${definition}`).execute(db);
  await db.schema
    .alterTable('task_counts')
    .addColumn('seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Refilled in one grouped pass (a correlated sum per group would read a large account's tasks once
  // per group), with the triggers off meanwhile.
  await dropCountTriggers(db);
  await sql`delete from task_counts`.execute(db);
  await sql
    .raw(
      `insert into task_counts (user_id, status, day, important, urgent, n, seconds)
       select ${countKey('t')}, count(*), coalesce(sum(t.total_time_spent), 0) from tasks t
       where t.deleted_at is null
       group by t.user_id, t.status, coalesce(t.start_date, t.due_date, ''),
         case when t.importance >= ${LEVEL_LINE} then 1 else 0 end, case when t.urgency >= ${LEVEL_LINE} then 1 else 0 end`,
    )
    .execute(db);
  await createCountTriggers(db, true);
}

export async function down(db: MigrationDb): Promise<void> {
  await dropCountTriggers(db);
  await createCountTriggers(db, false);
  await db.schema.alterTable('task_counts').dropColumn('seconds').execute();
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}

// ---- task_counts' triggers, as 0019 made them, and with seconds (`withSeconds`).

/** core's LEVEL_LINE when 0019 was written. */
const LEVEL_LINE = 6;
const countKey = (row: string) =>
  `${row}.user_id, ${row}.status, coalesce(${row}.start_date, ${row}.due_date, ''), ` +
  `case when ${row}.importance >= ${LEVEL_LINE} then 1 else 0 end, case when ${row}.urgency >= ${LEVEL_LINE} then 1 else 0 end`;

function bump(row: string, by: 1 | -1, withSeconds: boolean): string {
  if (!withSeconds) {
    return `insert into task_counts (user_id, status, day, important, urgent, n) values (${countKey(row)}, ${by})
     on conflict (user_id, status, day, important, urgent) do update set n = task_counts.n + (${by})`;
  }
  const seconds = `(${by}) * ${row}.total_time_spent`;
  return `insert into task_counts (user_id, status, day, important, urgent, n, seconds)
     values (${countKey(row)}, ${by}, ${seconds})
     on conflict (user_id, status, day, important, urgent)
     do update set n = task_counts.n + (${by}), seconds = task_counts.seconds + ${seconds}`;
}

const countedColumns = (withSeconds: boolean) =>
  `status, start_date, due_date, importance, urgency, deleted_at${withSeconds ? ', total_time_spent' : ''}`;
/** False while the owner's account is being deleted (its counts go with it, by the foreign key). */
const ownerLives = (row: string) => `exists (select 1 from users u where u.id = ${row}.user_id)`;
const sqliteTriggers = [
  'task_counts_insert',
  'task_counts_update_old',
  'task_counts_update_new',
  'task_counts_delete',
];

async function dropCountTriggers(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) {
    for (const trigger of sqliteTriggers) await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    return;
  }
  await sql`drop trigger if exists task_counts on tasks`.execute(db);
}

async function createCountTriggers(db: MigrationDb, withSeconds: boolean): Promise<void> {
  const columns = countedColumns(withSeconds);
  if (isSqlite(db)) {
    const statements = [
      `create trigger task_counts_insert after insert on tasks when new.deleted_at is null
       begin ${bump('new', 1, withSeconds)}; end`,
      `create trigger task_counts_update_old after update of ${columns} on tasks when old.deleted_at is null
       begin ${bump('old', -1, withSeconds)}; end`,
      `create trigger task_counts_update_new after update of ${columns} on tasks when new.deleted_at is null
       begin ${bump('new', 1, withSeconds)}; end`,
      `create trigger task_counts_delete after delete on tasks when old.deleted_at is null and ${ownerLives('old')}
       begin ${bump('old', -1, withSeconds)}; end`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
    return;
  }
  await sql
    .raw(
      `create or replace function nova_task_counts() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null and ${ownerLives('old')} then ${bump('old', -1, withSeconds)}; end if;
         if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then ${bump('new', 1, withSeconds)}; end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger task_counts after insert or delete or update of ${columns} on tasks
       for each row execute function nova_task_counts()`,
    )
    .execute(db);
}
