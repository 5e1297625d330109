// Contract of /app's summary of the account (issue 14): what the right panel, focus mode and the stats
// card need, answered by the server in a few rows whatever the account's size, instead of the whole
// active and completed lists. Its schema is called TaskOverview: TaskSummary is the list row's name.
// The rules are core's (domain/task-overview.ts: focusTask, statsOf); ETag and 304 like the list.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { RANKED_MAX } from '../domain/task-overview.ts';
import { isoDateSchema } from '../domain/validation.ts';
import { timeZoneSchema } from './ai-common.ts';
import { taskSummarySchema } from './tasks.ts';

// Kept in domain/task-overview.ts (no zod there): the web app's shell reads it without the contracts.
export { RANKED_MAX };

/** At most this many ids in `ids`. */
export const TASK_SUMMARY_IDS_MAX = 20;
/** The mentor's candidates per answer (`staleAfter` asks for the next ones). */
export const STALE_PAGE = 10;
/** A task nobody changed for this many days is a mentor candidate. */
export const STALE_DAYS = 3;

const idList = new RegExp(`^[^,]{1,64}(,[^,]{1,64}){0,${TASK_SUMMARY_IDS_MAX - 1}}$`);

export const taskSummaryQuerySchema = z.lazy(() =>
  z.object({
    today: isoDateSchema.optional().meta({
      description:
        'The client’s local date (due today, done today, untouched since); defaults to the server’s UTC date',
    }),
    tz: timeZoneSchema.optional().meta({
      description: 'IANA zone whose `today` counts as done today; defaults to the account’s zone, else UTC',
      example: 'Europe/Paris',
    }),
    ids: z
      .string()
      .regex(idList, { error: `Must be at most ${TASK_SUMMARY_IDS_MAX} task ids, separated by commas` })
      .optional()
      .meta({
        description: 'Task ids whose rows to add as `tasks` (the user’s live tasks; others are left out)',
      }),
    staleAfter: z.string().max(200).optional().meta({
      description: 'The previous answer’s `staleNext`: the mentor’s next candidates (opaque)',
    }),
  }),
);
export type TaskSummaryQuery = z.infer<typeof taskSummaryQuerySchema>;

const countSchema = z.number().int().min(0);
export const taskOverviewStatsSchema = z.lazy(() =>
  z
    .object({
      open: countSchema.meta({ description: 'Open tasks and ideas (the active list)' }),
      dueToday: countSchema.meta({ description: 'Open ones running or dated up to `today`' }),
      doneToday: countSchema.meta({ description: 'Completed ones whose last change is on `today` in `tz`' }),
      secondsSpent: countSchema.meta({ description: 'Time spent on the open ones and on those done today' }),
    })
    .meta({ id: 'TaskOverviewStats' }),
);

export const taskOverviewSchema = z.lazy(() =>
  z
    .object({
      seq: z.number().int().meta({ description: 'The user’s change sequence the answer was read at' }),
      stats: taskOverviewStatsSchema,
      running: taskSummarySchema
        .nullable()
        .meta({ description: 'The newest task or idea in progress (the timer’s), if any' }),
      focus: taskSummarySchema.nullable().meta({
        description:
          'Focus mode’s task: the newest task in progress, else the top of the ranking; never an idea',
      }),
      ranked: z.array(taskSummarySchema).max(RANKED_MAX).meta({
        description:
          'The first open tasks (not ideas) in ranking order: status, importance × urgency, date (undated last), last change, id',
      }),
      mvd: z.array(taskSummarySchema).meta({ description: 'The minimum viable day’s tasks, in its order' }),
      stale: z
        .array(taskSummarySchema)
        .max(STALE_PAGE)
        .meta({
          description: `Open tasks (not ideas) unchanged for about ${STALE_DAYS} days or more, longest first: the executive mentor’s candidates (after \`staleAfter\` when given). The client applies the exact ${STALE_DAYS}-day rule`,
        }),
      staleNext: z
        .string()
        .nullable()
        .meta({ description: 'Pass as `staleAfter` for the next candidates; null when there are no more' }),
      tasks: z.array(taskSummarySchema).meta({ description: 'The rows of `ids`, in their order' }),
    })
    .meta({ id: 'TaskOverview' }),
);
export type TaskOverview = z.infer<typeof taskOverviewSchema>;

export const taskSummary = defineRoute({
  method: 'GET',
  path: '/api/tasks/summary',
  operationId: 'taskSummary',
  summary:
    'The account at a glance: today’s figures, running and focus tasks, the MVD, mentor candidates (ETag)',
  tag: 'tasks',
  auth: 'session',
  query: taskSummaryQuerySchema,
  responses: { 200: taskOverviewSchema, 304: null },
});

export const taskSummaryRoutes = [taskSummary] as const;
