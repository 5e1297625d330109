// Contracts of the health and sport section (issue 10): a private daily check-in of energy and mood
// (1-5), sleep hours and movement minutes, each optional; the overview with today's entry, the 7-day
// trend and the history; deleting one day or everything.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import {
  HEALTH_SCALE_MAX,
  HEALTH_SCALE_MIN,
  MOVEMENT_MINUTES_MAX,
  SLEEP_MINUTES_MAX,
} from '../domain/health.ts';
import { isoDateSchema, opIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

const scale = (what: string) =>
  z
    .number()
    .int({ error: `${what} must be a whole number from ${HEALTH_SCALE_MIN} to ${HEALTH_SCALE_MAX}` })
    .min(HEALTH_SCALE_MIN, {
      error: `${what} must be a whole number from ${HEALTH_SCALE_MIN} to ${HEALTH_SCALE_MAX}`,
    })
    .max(HEALTH_SCALE_MAX, {
      error: `${what} must be a whole number from ${HEALTH_SCALE_MIN} to ${HEALTH_SCALE_MAX}`,
    });

const sleepHoursSchema = z
  .number()
  .min(0, { error: 'Sleep cannot be negative' })
  .max(SLEEP_MINUTES_MAX / 60, { error: 'Sleep must be at most 24 hours' })
  .multipleOf(0.25, { error: 'Sleep is counted in quarter hours' });

const movementSchema = z
  .number()
  .int({ error: 'Movement must be whole minutes' })
  .min(0, { error: 'Movement cannot be negative' })
  .max(MOVEMENT_MINUTES_MAX, { error: `Movement must be at most ${MOVEMENT_MINUTES_MAX} minutes` });

export const healthCheckInSchema = z.lazy(() =>
  z
    .object({
      day: isoDateSchema,
      energy: z.number().int().nullable(),
      mood: z.number().int().nullable(),
      sleepHours: z.number().nullable(),
      movementMinutes: z.number().int().nullable(),
      updatedAt: z.string(),
    })
    .meta({ id: 'HealthCheckIn' }),
);
export type HealthCheckInDto = z.infer<typeof healthCheckInSchema>;

const healthValuesSchema = z.object({
  energy: z.number().nullable(),
  mood: z.number().nullable(),
  sleepHours: z.number().nullable(),
  movementMinutes: z.number().nullable(),
});

export const healthOverviewSchema = z.lazy(() =>
  z
    .object({
      today: isoDateSchema.meta({ description: 'Today in the user’s time zone' }),
      todayCheckIn: healthCheckInSchema.nullable(),
      trend: z.object({
        days: z
          .array(healthValuesSchema.extend({ day: isoDateSchema }))
          .meta({ description: 'Oldest first' }),
        averages: healthValuesSchema,
        checkedInDays: z.number().int(),
      }),
      history: z.array(healthCheckInSchema).meta({ description: 'Days with a check-in, newest first' }),
    })
    .meta({ id: 'HealthOverview' }),
);
export type HealthOverview = z.infer<typeof healthOverviewSchema>;

export const healthOverviewQuerySchema = z.lazy(() =>
  z.object({
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(366)
      .optional()
      .meta({ description: 'How many days of history, ending today (default 30)' }),
  }),
);

export const putHealthCheckInBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      energy: scale('Energy').nullable().optional(),
      mood: scale('Mood').nullable().optional(),
      sleepHours: sleepHoursSchema.nullable().optional(),
      movementMinutes: movementSchema.nullable().optional(),
    })
    .refine(
      (b) =>
        b.energy !== undefined ||
        b.mood !== undefined ||
        b.sleepHours !== undefined ||
        b.movementMinutes !== undefined,
      { error: 'Send at least one of energy, mood, sleepHours, movementMinutes' },
    )
    .meta({
      id: 'PutHealthCheckInBody',
      description: 'Absent fields stay as they are; null clears one. A day left with no value is removed.',
    }),
);
export type PutHealthCheckInBody = z.infer<typeof putHealthCheckInBodySchema>;

export const healthCheckInResultSchema = z.lazy(() =>
  z.object({ checkIn: healthCheckInSchema.nullable() }).meta({ id: 'HealthCheckInResult' }),
);
export type HealthCheckInResult = z.infer<typeof healthCheckInResultSchema>;

const dayParams = z.lazy(() => z.strictObject({ day: isoDateSchema }));
const opQuery = z.lazy(() => z.object({ opId: opIdSchema.optional() }));
const tag = 'health';

export const getHealth = defineRoute({
  method: 'GET',
  path: '/api/health/check-ins',
  operationId: 'getHealth',
  summary: 'Today’s check-in, the 7-day trend and the history (the signed-in user’s only)',
  tag,
  auth: 'session',
  query: healthOverviewQuerySchema,
  responses: { 200: healthOverviewSchema },
});

export const putHealthCheckIn = defineRoute({
  method: 'PUT',
  path: '/api/health/check-ins/{day}',
  operationId: 'putHealthCheckIn',
  summary: 'Set values of one day’s check-in (today or the past week)',
  tag,
  auth: 'session',
  params: dayParams,
  body: putHealthCheckInBodySchema,
  responses: { 200: healthCheckInResultSchema, 400: apiErrorSchema },
});

export const deleteHealthCheckIn = defineRoute({
  method: 'DELETE',
  path: '/api/health/check-ins/{day}',
  operationId: 'deleteHealthCheckIn',
  summary: 'Delete one day’s check-in',
  tag,
  auth: 'session',
  params: dayParams,
  query: opQuery,
  responses: { 204: null, 404: apiErrorSchema },
});

export const deleteAllHealth = defineRoute({
  method: 'DELETE',
  path: '/api/health/check-ins',
  operationId: 'deleteAllHealth',
  summary: 'Delete all of the user’s health data',
  tag,
  auth: 'session',
  query: opQuery,
  responses: { 200: z.object({ deleted: z.number().int() }).meta({ id: 'HealthDeleted' }) },
});

export const healthRoutes = [getHealth, putHealthCheckIn, deleteHealthCheckIn, deleteAllHealth] as const;
