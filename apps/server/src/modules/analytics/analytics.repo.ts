// SQL of analytics: read-only aggregates over the user's own tasks, Pomodoro sessions and minimum viable
// day rows (owned by their modules). Figures per local day come from the rows kept per day
// (analytics-days.repo.ts); grouping by local hour over a range happens in SQL (local-time.ts); Pomodoro
// minutes per strategy of all time come from the per-task sums triggers keep (migration 0016). Every
// query is bounded by user_id and, for a range, by an indexed instant (migration 0011's covering
// indexes), so an account's size outside the range costs nothing.
import type { OffsetSegment } from '@nova/core/domain/analytics';
import { CALIBRATION_ACTUAL_CAP, calibrationBuckets } from '@nova/core/domain/analytics';
import { sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import { localHourIndex } from './local-time.ts';

const n = (value: unknown): number => Number(value ?? 0);

export type Span = { fromIso: string | null; segments: OffsetSegment[] };

export function analyticsRepo(db: Db, kind: DbKind) {
  const completedTasks = (userId: string, fromIso: string | null) =>
    db
      .selectFrom('tasks')
      .where('user_id', '=', userId)
      .where('completed_at', fromIso === null ? 'is not' : '>=', fromIso)
      .where('status', '=', 'completed')
      .where('deleted_at', 'is', null);

  const workSessions = (userId: string, fromIso: string | null) =>
    db
      .selectFrom('pomodoro_sessions as p')
      .where('p.user_id', '=', userId)
      .where('p.started_at', fromIso === null ? 'is not' : '>=', fromIso)
      .where('p.kind', '=', 'work')
      .where('p.completed', '=', 1)
      .where('p.deleted_at', 'is', null);

  return {
    /**
     * Completions per local hour of the day since `span.fromIso`, from the local hour index
     * (local-time.ts): index % 24 is the hour. (All time reads the kept hours, analytics-days.repo.ts.)
     */
    async completionHours(userId: string, span: Span) {
      const hour = sql<number>`(${localHourIndex(kind, 'completed_at', span.segments)} % 24)`;
      const rows = await completedTasks(userId, span.fromIso)
        .select([hour.as('hour'), (eb) => eb.fn.countAll().as('count')])
        .groupBy(hour)
        .execute();
      return rows.map((r) => ({ hour: n(r.hour), completed: n(r.count) }));
    },

    /** Status-clock seconds of tasks completed since `fromIso`, by strategy (all time: kept rows). */
    async strategyClock(userId: string, fromIso: string) {
      const rows = await completedTasks(userId, fromIso)
        .select(['strategy_id', (eb) => eb.fn.sum('total_time_spent').as('seconds')])
        .groupBy('strategy_id')
        .execute();
      return rows.map((r) => ({ strategyId: r.strategy_id, seconds: n(r.seconds) }));
    },

    /**
     * Pomodoro minutes by the strategy of the session's task (none: null). Over all time from the
     * per-task sums the database keeps (migration 0016: one row per task instead of every session);
     * over a range, from the sessions in it.
     */
    async strategyFocus(userId: string, fromIso: string | null) {
      const rows = await (fromIso === null
        ? db
            .selectFrom('pomodoro_task_minutes as k')
            .leftJoin('tasks as t', 't.id', 'k.task_key')
            .where('k.user_id', '=', userId)
            .select(['t.strategy_id', (eb) => eb.fn.sum('k.minutes').as('minutes')])
            .groupBy('t.strategy_id')
            .execute()
        : workSessions(userId, fromIso)
            .leftJoin('tasks as t', 't.id', 'p.task_id')
            .select(['t.strategy_id', (eb) => eb.fn.sum('p.planned_minutes').as('minutes')])
            .groupBy('t.strategy_id')
            .execute());
      return rows.map((r) => ({ strategyId: r.strategy_id ?? null, minutes: n(r.minutes) }));
    },

    async strategies(userId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('strategies')
        .select(['id', 'name', 'color'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
    },

    /**
     * MVD entries by the day they were planned: the live ones and those that left because their task was
     * completed (completing takes a task out); entries removed by hand do not count.
     */
    async mvdByDay(userId: string, fromDay: string | null) {
      let query = db
        .selectFrom('mvd_tasks as m')
        .innerJoin('tasks as t', 't.id', 'm.task_id')
        .where('m.user_id', '=', userId)
        .where('t.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('m.deleted_at', 'is', null), eb('t.status', '=', 'completed')]));
      if (fromDay !== null) query = query.where('m.day', '>=', fromDay);
      const rows = await query
        .select([
          'm.day',
          (eb) => eb.fn.countAll().as('planned'),
          sql<number>`sum(case when ${sql.ref('t.status')} = 'completed' then 1 else 0 end)`.as('done'),
        ])
        .groupBy('m.day')
        .orderBy('m.day')
        .execute();
      return rows.map((r) => ({ day: r.day, planned: n(r.planned), done: n(r.done) }));
    },

    /** Tasks created since `fromIso`, by importance and urgency, with how many are completed (all time: kept rows). */
    async createdByLevels(userId: string, fromIso: string) {
      const rows = await db
        .selectFrom('tasks')
        .where('user_id', '=', userId)
        .where('created_at', '>=', fromIso)
        .where('deleted_at', 'is', null)
        .where('type', '=', 'task')
        .select([
          'importance',
          'urgency',
          (eb) => eb.fn.countAll().as('total'),
          sql<number>`sum(case when ${sql.ref('status')} = 'completed' then 1 else 0 end)`.as('completed'),
        ])
        .groupBy(['importance', 'urgency'])
        .execute();
      return rows.map((r) => ({
        importance: n(r.importance),
        urgency: n(r.urgency),
        total: n(r.total),
        completed: n(r.completed),
      }));
    },

    /** Completed tasks with an estimate and recorded time, summed by strategy and estimate size. */
    async calibrationSums(userId: string) {
      const size = sql<string>`case ${sql.join(
        calibrationBuckets
          .filter((b) => Number.isFinite(b.max))
          .map((b) => sql`when ${sql.ref('duration_minutes')} <= ${sql.lit(b.max)} then ${sql.lit(b.key)}`),
        sql` `,
      )} else ${sql.lit('longer')} end`;
      const cap = CALIBRATION_ACTUAL_CAP * 60;
      const actual = sql<number>`case when ${sql.ref('total_time_spent')} > ${sql.ref('duration_minutes')} * ${sql.lit(cap)} then ${sql.ref('duration_minutes')} * ${sql.lit(cap)} else ${sql.ref('total_time_spent')} end`;
      const rows = await completedTasks(userId, null)
        .where('duration_minutes', '>', 0)
        .where('total_time_spent', '>', 0)
        .select([
          'strategy_id',
          size.as('size'),
          (eb) => eb.fn.countAll().as('samples'),
          (eb) => eb.fn.sum('duration_minutes').as('estimate'),
          sql<number>`sum(${actual})`.as('actual'),
        ])
        .groupBy(['strategy_id', size])
        .execute();
      return rows.map((r) => ({
        strategyId: r.strategy_id,
        size: r.size,
        samples: n(r.samples),
        estimateMinutes: n(r.estimate),
        actualMinutes: n(r.actual) / 60,
      }));
    },

    /** Today's completions and their clock, and today's Pomodoro minutes. */
    async today(userId: string, fromIso: string) {
      const [done, focus, running] = await Promise.all([
        completedTasks(userId, fromIso)
          .select([(eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.sum('total_time_spent').as('seconds')])
          .executeTakeFirst(),
        workSessions(userId, fromIso)
          .select((eb) => eb.fn.sum('p.planned_minutes').as('minutes'))
          .executeTakeFirst(),
        db
          .selectFrom('tasks')
          .select('time_started')
          .where('user_id', '=', userId)
          .where('status', '=', 'inProgress')
          .where('deleted_at', 'is', null)
          .where('time_started', 'is not', null)
          .execute(),
      ]);
      return {
        completed: n(done?.count),
        seconds: n(done?.seconds),
        pomodoroMinutes: n(focus?.minutes),
        runningSince: running.flatMap((r) => (r.time_started ? [r.time_started] : [])),
      };
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
