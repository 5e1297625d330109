// A task list's summaries as JSON text made by the database: one string per task, the text of the
// TaskSummary that task.presenter.ts toSummary makes from the same row with its tag ids and MVD flag.
// A whole list of a large account is built from these (task-list.service.ts wholeBatches): per task,
// one string instead of a row array, a row object, a summary object, its tag ids' array and the
// serialised slice (~4 KB of short-lived objects per task, ~42 MB per build of a 10,000-task list,
// which under load was most of what the process allocated; docs/decisions/0039-list-json-in-sql.md).
// Same keys in the same order and the same values as toSummary; task-list-json.test.ts checks every
// field against the presenter on both databases.
// - SQLite (3.44 or newer: node:sqlite brings its own): json_object, with the tag ids'
//   json_group_array in their order and json('true'/'false') for the flags. The links are found by
//   their task (the primary key); `+tt.user_id` keeps SQLite from walking the user's index instead,
//   every link of the account for each task (~1.2 s per batch of 250 at 10,000 tasks).
// - PostgreSQL: row_to_json of a row whose columns are named as the keys (compact text, the columns'
//   order), cast to text so the driver hands it over as it is. `tt.user_id || ''` for the same reason
//   as SQLite's `+`: with statistics that lag behind the account's growth, the planner combined the
//   user's index with the key's, ~1 ms per task instead of ~5 µs.
import { LEVEL_LINE } from '@nova/core/domain/priority';
import { initialTaskStatus, taskStatuses } from '@nova/core/domain/status';
import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A task's summary as JSON text, and the sort values of its place in the creation order. */
export type SummaryText = { json: string; created_at: string; id: string };

const statuses = sql.join(taskStatuses.map((status) => sql.lit(status)));
const line = sql.lit(LEVEL_LINE);

/** core's priorityCode: '2-2' important and urgent, '2-1' important, '1-2' urgent, '1-1' neither. */
const priority = sql`case when s.importance >= ${line}
  then (case when s.urgency >= ${line} then '2-2' else '2-1' end)
  else (case when s.urgency >= ${line} then '1-2' else '1-1' end) end`;

/** isTaskStatus(status) ? status : initialTaskStatus. */
const status = sql`case when s.status in (${statuses}) then s.status else ${sql.lit(initialTaskStatus)} end`;

/**
 * `inner`: the summary query (task-list.repo.ts summaryQuery) in the creation order, with its filters
 * and limit; the answer keeps its rows and their order.
 */
export async function summaryTexts(
  db: Db,
  sqlite: boolean,
  inner: Expression<unknown>,
  userId: string,
): Promise<SummaryText[]> {
  const inMvd = sql`exists (select 1 from mvd_tasks m
    where m.user_id = ${userId} and m.task_id = s.id and m.deleted_at is null)`;
  const query = sqlite
    ? sql<SummaryText>`select json_object(
        'id', s.id, 'title', s.title, 'status', ${status}, 'type', s.type,
        'importance', s.importance, 'urgency', s.urgency, 'priority', ${priority},
        'startDate', coalesce(s.start_date, s.due_date), 'startTime', s.start_time,
        'durationMinutes', s.duration_minutes, 'strategyId', s.strategy_id,
        'tagIds', json((select json_group_array(tt.tag_id order by tt.created_at, tt.tag_id)
          from task_tags tt where tt.task_id = s.id and +tt.user_id = ${userId})),
        'microTotal', coalesce(s.micro_total, 0), 'microDone', coalesce(s.micro_done, 0),
        'inMvd', case when ${inMvd} then json('true') else json('false') end,
        'isDelegated', case when s.is_delegated = 1 then json('true') else json('false') end,
        'totalTimeSpent', s.total_time_spent, 'timeStarted', s.time_started,
        'version', s.version, 'updatedAt', s.updated_at
      ) as json, s.created_at, s.id
      from (${inner}) s order by s.created_at desc, s.id desc`
    : sql<SummaryText>`select (select row_to_json(r) from (select
        s.id as "id", s.title as "title", ${status} as "status", s.type as "type",
        s.importance as "importance", s.urgency as "urgency", ${priority} as "priority",
        coalesce(s.start_date, s.due_date) as "startDate", s.start_time as "startTime",
        s.duration_minutes as "durationMinutes", s.strategy_id as "strategyId",
        coalesce((select array_to_json(array_agg(tt.tag_id order by tt.created_at, tt.tag_id))
          from task_tags tt where tt.task_id = s.id and tt.user_id || '' = ${userId}), '[]'::json) as "tagIds",
        coalesce(s.micro_total, 0) as "microTotal", coalesce(s.micro_done, 0) as "microDone",
        ${inMvd} as "inMvd", s.is_delegated = 1 as "isDelegated",
        s.total_time_spent as "totalTimeSpent", s.time_started as "timeStarted",
        s.version as "version", s.updated_at as "updatedAt") r)::text as json, s.created_at, s.id
      from (${inner}) s order by s.created_at desc, s.id desc`;
  return (await query.execute(db)).rows;
}
