// Analytics per local day, kept as rows are written (issue 10: every analytics answer p99 <= 50 ms for
// a user with 10,000 tasks and 100,000 events; decision 0023). An "all time" answer read every
// completion and every Pomodoro session and turned each instant into a local day; now it reads one
// row per day. Six tables, owned by the analytics module:
//   analytics_days: per user and local day (YYYY-MM-DD in the user's zone): completions, their status
//     clock seconds, finished Pomodoro work minutes (sessions by the day they started);
//   analytics_hours: per user and local hour of the day (0..23): completions of all time;
//   analytics_strategies: per user and strategy ('' for none): the status clock of completions, all
//     time;
//   analytics_levels: per user, importance and urgency: live tasks (not ideas) and how many are
//     completed, all time (the energy chart);
//   analytics_offsets: the user's zone as UTC offsets (minutes) from an instant on, over a span of
//     instants (core's offsetSegments: DST included), so SQL on both engines finds an instant's local
//     day without knowing time zones;
//   analytics_zones: which zone and zone rules (ICU's tz version) the rows are for, and the span of
//     instants the offsets cover.
// Triggers on tasks and pomodoro_sessions keep them in the writing transaction, whoever writes, with
// the counting rules of the raw queries (completed and not deleted; finished work sessions not
// deleted; live tasks for the levels), once the user has an analytics_zones row: before a user's
// first analytics read a write costs one lookup and keeps nothing. The analytics module fills the six
// tables (from the raw rows, with the same local-time expression, `localStampSql`) for a user whose
// rows are missing or for another zone or rules, holding the user's change counter row as every
// write does. A written instant outside the span deletes the user's analytics_zones row: the next
// read builds the rows again over a wider span.
//
// The Pomodoro sums per UTC hour and quarter hour (0016) answered "focus per day" and are read no
// more: dropped, with their triggers; the per-task sums stay (time per strategy of all time).
import { type CreateTableBuilder, SqliteAdapter, sql } from 'kysely';
import { downSums as downPomodoroSums, upSums as upPomodoroSums } from './0016_progress_sums.ts';
import { type MigrationDb, withOwner } from './helpers.ts';

const isSqlite = (db: MigrationDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * SQL of the local 'YYYY-MM-DD HH' of `row`.`column` (an ISO instant) for `row`.user_id, from the
 * user's analytics_offsets (an instant before the first row reads as UTC). On PostgreSQL a function
 * this migration creates; on SQLite the expression itself. Text that is no instant reads as its first
 * ten characters at hour 00, never an error in a writing transaction. Shared by the triggers and the
 * analytics module's fill, so both place a row on the same day.
 */
export function localStampSql(sqlite: boolean, row: string, column: string): string {
  const at = `${row}.${column}`;
  if (!sqlite) return `analytics_local_stamp(${row}.user_id, ${at})`;
  return `coalesce(strftime('%Y-%m-%d %H', ${at}, ${offsetSql(row, at)} || ' minutes'), substr(${at}, 1, 10) || ' 00')`;
}

const offsetSql = (row: string, at: string) =>
  `coalesce((select o.offset_minutes from analytics_offsets o where o.user_id = ${row}.user_id and o.from_at <= ${at} order by o.from_at desc limit 1), 0)`;

/** What counts: a completed, live task; a finished, live work session. */
export const countsTask = (row: string) =>
  `${row}.status = 'completed' and ${row}.deleted_at is null and ${row}.completed_at is not null`;
export const countsSession = (row: string) =>
  `${row}.kind = 'work' and ${row}.completed = 1 and ${row}.deleted_at is null`;
/** What counts for the energy of tasks: a live task (not an idea), completed or not. */
export const countsLevel = (row: string) => `${row}.type = 'task' and ${row}.deleted_at is null`;

const day = (stamp: string) => `substr(${stamp}, 1, 10)`;
const hour = (stamp: string) => `cast(substr(${stamp}, 12, 2) as integer)`;

/**
 * The user's rows were built (an analytics read): until then writes keep nothing, the first read
 * builds from the raw rows.
 */
const built = (userId: string) => `exists (select 1 from analytics_zones z where z.user_id = ${userId})`;

/** An instant outside the span the offsets cover: the rows must be built again. */
const outsideSpan = (row: string, at: string) =>
  `delete from analytics_zones where user_id = ${row}.user_id and (${row}.${at} < span_from or ${row}.${at} >= span_to)`;

/** Statements adding (sign 1) or taking away (-1) one task row's completion. */
function taskStatements(sqlite: boolean, row: 'new' | 'old', sign: 1 | -1): string[] {
  const stamp = localStampSql(sqlite, row, 'completed_at');
  if (sign === -1)
    return [
      `update analytics_days set completed = completed - 1, clock_seconds = clock_seconds - ${row}.total_time_spent where user_id = ${row}.user_id and day = ${day(stamp)}`,
      `update analytics_hours set completed = completed - 1 where user_id = ${row}.user_id and hour = ${hour(stamp)}`,
      `update analytics_strategies set clock_seconds = clock_seconds - ${row}.total_time_spent where user_id = ${row}.user_id and strategy_key = coalesce(${row}.strategy_id, '')`,
    ];
  return [
    `insert into analytics_days (user_id, day, completed, clock_seconds, focus_minutes) values (${row}.user_id, ${day(stamp)}, 1, ${row}.total_time_spent, 0) on conflict (user_id, day) do update set completed = analytics_days.completed + 1, clock_seconds = analytics_days.clock_seconds + excluded.clock_seconds`,
    `insert into analytics_hours (user_id, hour, completed) values (${row}.user_id, ${hour(stamp)}, 1) on conflict (user_id, hour) do update set completed = analytics_hours.completed + 1`,
    `insert into analytics_strategies (user_id, strategy_key, clock_seconds) values (${row}.user_id, coalesce(${row}.strategy_id, ''), ${row}.total_time_spent) on conflict (user_id, strategy_key) do update set clock_seconds = analytics_strategies.clock_seconds + excluded.clock_seconds`,
    outsideSpan(row, 'completed_at'),
  ];
}

/** Statements adding (sign 1) or taking away (-1) one session row's minutes. */
function sessionStatements(sqlite: boolean, row: 'new' | 'old', sign: 1 | -1): string[] {
  const stamp = localStampSql(sqlite, row, 'started_at');
  if (sign === -1)
    return [
      `update analytics_days set focus_minutes = focus_minutes - ${row}.planned_minutes where user_id = ${row}.user_id and day = ${day(stamp)}`,
    ];
  return [
    `insert into analytics_days (user_id, day, completed, clock_seconds, focus_minutes) values (${row}.user_id, ${day(stamp)}, 0, 0, ${row}.planned_minutes) on conflict (user_id, day) do update set focus_minutes = analytics_days.focus_minutes + excluded.focus_minutes`,
    outsideSpan(row, 'started_at'),
  ];
}

/** Statements adding (sign 1) or taking away (-1) one task row from its importance and urgency. */
function levelStatements(_sqlite: boolean, row: 'new' | 'old', sign: 1 | -1): string[] {
  const done = `case when ${row}.status = 'completed' then 1 else 0 end`;
  if (sign === -1)
    return [
      `update analytics_levels set total = total - 1, completed = completed - ${done} where user_id = ${row}.user_id and importance = ${row}.importance and urgency = ${row}.urgency`,
    ];
  return [
    `insert into analytics_levels (user_id, importance, urgency, total, completed) values (${row}.user_id, ${row}.importance, ${row}.urgency, 1, ${done}) on conflict (user_id, importance, urgency) do update set total = analytics_levels.total + 1, completed = analytics_levels.completed + excluded.completed`,
  ];
}

const kept = [
  {
    name: 'analytics_tasks',
    table: 'tasks',
    columns: 'status, completed_at, deleted_at, total_time_spent, strategy_id',
    counts: countsTask,
    statements: taskStatements,
  },
  {
    name: 'analytics_levels',
    table: 'tasks',
    columns: 'type, deleted_at, status, importance, urgency',
    counts: countsLevel,
    statements: levelStatements,
  },
  {
    name: 'analytics_sessions',
    table: 'pomodoro_sessions',
    columns: 'kind, completed, deleted_at, started_at, planned_minutes',
    counts: countsSession,
    statements: sessionStatements,
  },
] as const;

async function createSqliteTriggers(db: MigrationDb): Promise<void> {
  for (const k of kept) {
    const triggers = [
      { name: 'insert', on: 'insert', when: k.counts('new'), body: k.statements(true, 'new', 1) },
      { name: 'delete', on: 'delete', when: k.counts('old'), body: k.statements(true, 'old', -1) },
      {
        name: 'update_old',
        on: `update of ${k.columns}`,
        when: k.counts('old'),
        body: k.statements(true, 'old', -1),
      },
      {
        name: 'update_new',
        on: `update of ${k.columns}`,
        when: k.counts('new'),
        body: k.statements(true, 'new', 1),
      },
    ];
    for (const t of triggers)
      await sql
        .raw(
          `create trigger ${k.name}_${t.name} after ${t.on} on ${k.table} for each row when ${t.when} and ${built(`${t.name === 'delete' || t.name === 'update_old' ? 'old' : 'new'}.user_id`)} begin ${t.body.map((s) => `${s};`).join(' ')} end`,
        )
        .execute(db);
  }
}

async function createPostgresTriggers(db: MigrationDb): Promise<void> {
  await sql
    .raw(`create function analytics_local_stamp(owner_id text, instant text) returns text language sql stable as $$
  select case when instant ~ '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d'
    then to_char(cast(instant as timestamptz) at time zone 'UTC' + make_interval(mins => coalesce((
      select o.offset_minutes from analytics_offsets o where o.user_id = owner_id and o.from_at <= instant
      order by o.from_at desc limit 1), 0)), 'YYYY-MM-DD HH24')
    else substr(instant, 1, 10) || ' 00' end
$$`)
    .execute(db);
  for (const k of kept) {
    const statements = (row: 'new' | 'old', sign: 1 | -1) =>
      k
        .statements(false, row, sign)
        .map((s) => `${s};`)
        .join('\n      ');
    await sql
      .raw(`create function ${k.name}_keep() returns trigger language plpgsql as $$
  begin
    if not ${built('coalesce(new.user_id, old.user_id)')} then
      return null;
    end if;
    if tg_op in ('UPDATE', 'DELETE') and ${k.counts('old')} then
      ${statements('old', -1)}
    end if;
    if tg_op in ('INSERT', 'UPDATE') and ${k.counts('new')} then
      ${statements('new', 1)}
    end if;
    return null;
  end $$`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${k.name}_keep after insert or update of ${k.columns} or delete on ${k.table} for each row execute function ${k.name}_keep()`,
      )
      .execute(db);
  }
}

export async function up(db: MigrationDb): Promise<void> {
  const sqlite = isSqlite(db);
  // On SQLite the rows live in their key's B-tree: a user's days are one range of it.
  const clustered = <T extends string>(t: CreateTableBuilder<T, string>) =>
    sqlite ? t.modifyEnd(sql`without rowid`) : t;
  await db.schema
    .createTable('analytics_zones')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('span_from', 'text', (c) => c.notNull())
    .addColumn('span_to', 'text', (c) => c.notNull())
    .addColumn('built_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('analytics_offsets')
    .$call(withOwner)
    .addColumn('from_at', 'text', (c) => c.notNull())
    .addColumn('offset_minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_offsets_pkey', ['user_id', 'from_at'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('analytics_days')
    .$call(withOwner)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('clock_seconds', 'bigint', (c) => c.notNull())
    .addColumn('focus_minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_days_pkey', ['user_id', 'day'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('analytics_strategies')
    .$call(withOwner)
    .addColumn('strategy_key', 'text', (c) => c.notNull())
    .addColumn('clock_seconds', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_strategies_pkey', ['user_id', 'strategy_key'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('analytics_levels')
    .$call(withOwner)
    .addColumn('importance', 'integer', (c) => c.notNull())
    .addColumn('urgency', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_levels_pkey', ['user_id', 'importance', 'urgency'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('analytics_hours')
    .$call(withOwner)
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_hours_pkey', ['user_id', 'hour'])
    .$call(clustered)
    .execute();
  if (sqlite) await createSqliteTriggers(db);
  else await createPostgresTriggers(db);

  // The per-hour and per-quarter Pomodoro sums give way to the days; the per-task sums stay.
  await downPomodoroSums(db);
  await upPomodoroSums(db, ['pomodoro_task_minutes']);
}

export async function down(db: MigrationDb): Promise<void> {
  await downPomodoroSums(db);
  await upPomodoroSums(db);
  if (isSqlite(db)) {
    for (const k of kept)
      for (const name of ['insert', 'delete', 'update_old', 'update_new'])
        await sql.raw(`drop trigger if exists ${k.name}_${name}`).execute(db);
  } else {
    for (const k of kept) {
      await sql.raw(`drop trigger if exists ${k.name}_keep on ${k.table}`).execute(db);
      await sql.raw(`drop function if exists ${k.name}_keep()`).execute(db);
    }
    await sql.raw('drop function if exists analytics_local_stamp(text, text)').execute(db);
  }
  for (const table of [
    'analytics_levels',
    'analytics_strategies',
    'analytics_hours',
    'analytics_days',
    'analytics_offsets',
    'analytics_zones',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
