// Contracts of analytics (issue 10): the charts of /analytics for a range of days in the user's time
// zone, estimate calibration (shown beside the estimate field, never applied silently), and today's
// figures of /app's stats card. All read-only; days are YYYY-MM-DD in the user's zone.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { analyticsRanges, calibrationBuckets, energyLevels } from '../domain/analytics.ts';
import { apiErrorSchema } from '../errors.ts';

export const analyticsQuerySchema = z.lazy(() =>
  z
    .strictObject({
      range: z
        .enum(analyticsRanges, { error: 'range must be 7, 30, 90 or all' })
        .default('30')
        .meta({ description: 'Days back from today, or all time' }),
    })
    .meta({ id: 'AnalyticsQuery' }),
);

const day = z.string().meta({ description: 'YYYY-MM-DD in the user’s time zone' });
const count = z.number().int().min(0);

const calibrationFactorSchema = z.object({
  samples: count,
  estimateMinutes: count,
  actualMinutes: count,
  factor: z
    .number()
    .nullable()
    .meta({ description: 'Recorded time over estimate (1.5 = half again as long)' }),
  reliable: z.boolean().meta({ description: 'Enough tasks (3 or more) to show as a hint' }),
});

export const calibrationSchema = z.lazy(() =>
  z
    .object({
      overall: calibrationFactorSchema,
      bySize: z.array(calibrationFactorSchema.extend({ size: z.enum(calibrationBuckets.map((b) => b.key)) })),
      byStrategy: z.array(
        calibrationFactorSchema.extend({
          strategyId: z.string().nullable(),
          name: z.string().nullable(),
          color: z.string().nullable(),
        }),
      ),
    })
    .meta({
      id: 'Calibration',
      description:
        'Completed tasks with an estimate and recorded time (status clock), each counted up to 10x its estimate',
    }),
);
export type CalibrationDto = z.infer<typeof calibrationSchema>;

export const analyticsSchema = z.lazy(() =>
  z
    .object({
      range: z.enum(analyticsRanges),
      timeZone: z.string(),
      today: day,
      from: day.nullable().meta({ description: 'First day of the range; all time: the first day with data' }),
      completedPerDay: z.array(z.object({ day, count })).meta({ description: 'Days with completions only' }),
      completedPerWeek: z
        .array(z.object({ weekStart: day, count }))
        .meta({ description: 'ISO weeks (Monday) with completions only' }),
      focusPerDay: z.array(z.object({ day, pomodoroMinutes: count, clockMinutes: count })).meta({
        description:
          'Finished Pomodoro work sessions by the day they started, and the status clock of tasks by the day they were completed; days with focus only',
      }),
      timePerStrategy: z.array(
        z.object({
          strategyId: z.string().nullable(),
          name: z.string().nullable(),
          color: z.string().nullable(),
          clockMinutes: count,
          pomodoroMinutes: count,
        }),
      ),
      bestHours: z
        .array(z.object({ hour: z.number().int().min(0).max(23), count }))
        .length(24)
        .meta({ description: 'Completions by local hour, 0..23' }),
      mvd: z.object({
        days: count.meta({ description: 'Days that had a minimum viable day' }),
        hitDays: count.meta({ description: 'Of those, days whose every MVD task was completed' }),
        rate: z.number().min(0).max(1).nullable(),
        perDay: z.array(z.object({ day, planned: count, done: count })),
      }),
      energy: z.array(
        z.object({ level: z.enum(energyLevels), total: count, completed: count }).meta({
          description: 'Tasks created in the range, by the energy they ask for, and how many are completed',
        }),
      ),
    })
    .meta({ id: 'Analytics' }),
);
export type AnalyticsDto = z.infer<typeof analyticsSchema>;

export const todayStatsSchema = z.lazy(() =>
  z
    .object({
      today: day,
      completed: count,
      pomodoroMinutes: count,
      clockMinutes: count.meta({
        description: 'Status clock of tasks completed today, plus today’s part of a running clock',
      }),
    })
    .meta({ id: 'TodayStats' }),
);
export type TodayStatsDto = z.infer<typeof todayStatsSchema>;

export const getAnalytics = defineRoute({
  method: 'GET',
  path: '/api/analytics',
  operationId: 'getAnalytics',
  summary: 'Charts of /analytics over a range, in the user’s time zone',
  tag: 'analytics',
  auth: 'session',
  query: analyticsQuerySchema,
  responses: { 200: analyticsSchema, 400: apiErrorSchema },
});

export const getCalibration = defineRoute({
  method: 'GET',
  path: '/api/analytics/calibration',
  operationId: 'getCalibration',
  summary: 'Estimate calibration: how long tasks took against their estimate, by size and by strategy',
  tag: 'analytics',
  auth: 'session',
  responses: { 200: calibrationSchema },
});

export const getTodayStats = defineRoute({
  method: 'GET',
  path: '/api/analytics/today',
  operationId: 'getTodayStats',
  summary: 'Today’s completions and focus minutes, for /app’s stats card',
  tag: 'analytics',
  auth: 'session',
  responses: { 200: todayStatsSchema },
});

export const analyticsRoutes = [getAnalytics, getCalibration, getTodayStats] as const;
