// Contracts of habits (issue 15): a habit with its schedule and daily target, check-ins per day (today
// or any earlier day, for people who forget), freezes that keep a streak, and the progress the screen
// shows (30-day completion rate first, then the forgiving streaks of domain/habits.ts).
import { z } from 'zod';
import { timesOfDay } from '../ai/validate-recurring.ts';
import { defineRoute } from '../contract.ts';
import { DEFAULT_REST_DAYS_PER_WEEK } from '../domain/habits.ts';
import {
  clientIdSchema,
  entityIdSchema,
  isoDateSchema,
  opIdSchema,
  startTimeSchema,
  strategyColorSchema,
} from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

export const HABIT_NAME_MAX = 100;
export const HABIT_TARGET_MAX = 100;

const isoWeekdaysSchema = z.lazy(() =>
  z
    .array(z.number().int().min(1).max(7))
    .min(1)
    .max(7)
    .refine((days) => new Set(days).size === days.length, { error: 'Weekdays must not repeat' })
    .meta({ description: 'ISO weekdays, Monday 1 .. Sunday 7' }),
);

export const habitScheduleSchema = z.lazy(() =>
  z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('daily') }),
      z.strictObject({ kind: z.literal('weekdays'), days: isoWeekdaysSchema }),
      z.strictObject({ kind: z.literal('timesPerWeek'), times: z.number().int().min(1).max(7) }),
      z.strictObject({ kind: z.literal('everyNDays'), interval: z.number().int().min(1).max(365) }),
    ])
    .meta({ id: 'HabitSchedule' }),
);
export type HabitScheduleDto = z.infer<typeof habitScheduleSchema>;

const habitNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Habit name cannot be empty' })
  .max(HABIT_NAME_MAX, { error: `Habit name must be at most ${HABIT_NAME_MAX} characters` });

export const habitProgressSchema = z.lazy(() =>
  z
    .object({
      unit: z.enum(['day', 'week']),
      current: z.number().int(),
      best: z.number().int(),
      completionRate: z.number().min(0).max(1).nullable().meta({ description: 'Last 30 days, 0..1' }),
      dueToday: z.boolean(),
      doneToday: z.boolean(),
      todayCount: z.number().int(),
      restDaysLeft: z.number().int(),
    })
    .meta({ id: 'HabitProgress' }),
);

export const habitSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      icon: z.string().nullable(),
      color: strategyColorSchema.nullable(),
      strategyId: z.string().nullable(),
      schedule: habitScheduleSchema,
      target: z.number().int().min(1),
      timeOfDay: z.enum(timesOfDay).nullable(),
      reminderTime: startTimeSchema.nullable(),
      restDaysPerWeek: z.number().int().min(0).max(3),
      startDate: isoDateSchema,
      archived: z.boolean(),
      /** Check-ins of the last 12 weeks (day → count) and frozen days, for the heat map. */
      history: z.array(z.object({ day: isoDateSchema, count: z.number().int(), frozen: z.boolean() })),
      progress: habitProgressSchema,
      version: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'Habit' }),
);
export type HabitDto = z.infer<typeof habitSchema>;

export const habitListSchema = z.lazy(() =>
  z.object({ habits: z.array(habitSchema), today: isoDateSchema }).meta({ id: 'HabitList' }),
);

export const createHabitBodySchema = z
  .strictObject({
    id: clientIdSchema.optional(),
    opId: opIdSchema.optional(),
    name: habitNameSchema,
    description: z.string().max(2000).optional(),
    icon: z.string().max(16).nullable().optional(),
    color: strategyColorSchema.nullable().optional(),
    strategyId: entityIdSchema.nullable().optional(),
    schedule: habitScheduleSchema.optional(),
    target: z.number().int().min(1).max(HABIT_TARGET_MAX).optional(),
    timeOfDay: z.enum(timesOfDay).nullable().optional(),
    reminderTime: startTimeSchema.nullable().optional(),
    restDaysPerWeek: z
      .number()
      .int()
      .min(0)
      .max(3)
      .optional()
      .meta({ description: `Missed days forgiven per week; ${DEFAULT_REST_DAYS_PER_WEEK} when absent` }),
    startDate: isoDateSchema.optional(),
  })
  .meta({ id: 'CreateHabitBody' });
export type CreateHabitBody = z.infer<typeof createHabitBodySchema>;

export const updateHabitBodySchema = createHabitBodySchema
  .omit({ id: true })
  .partial()
  .extend({ archived: z.boolean().optional() })
  .meta({ id: 'UpdateHabitBody' });
export type UpdateHabitBody = z.infer<typeof updateHabitBodySchema>;

export const checkInBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      day: isoDateSchema.meta({ description: 'The day in the user’s time zone; today or earlier' }),
      /** The day's new count (0 undoes); absent adds one. */
      count: z.number().int().min(0).max(HABIT_TARGET_MAX).optional(),
      frozen: z.boolean().optional(),
    })
    .meta({ id: 'CheckInBody' }),
);
export type CheckInBody = z.infer<typeof checkInBodySchema>;

const habitParams = z.lazy(() => z.strictObject({ id: entityIdSchema }));
const opQuery = z.lazy(() => z.object({ opId: opIdSchema.optional() }));

export const listHabits = defineRoute({
  method: 'GET',
  path: '/api/habits',
  operationId: 'listHabits',
  summary: 'The user’s habits with their progress and last 12 weeks',
  tag: 'habits',
  auth: 'session',
  query: z.object({ archived: z.enum(['true', 'false']).optional() }),
  responses: { 200: habitListSchema },
});

export const createHabit = defineRoute({
  method: 'POST',
  path: '/api/habits',
  operationId: 'createHabit',
  summary: 'Create a habit',
  tag: 'habits',
  auth: 'session',
  body: createHabitBodySchema,
  responses: { 201: habitSchema, 400: apiErrorSchema },
});

export const updateHabit = defineRoute({
  method: 'PATCH',
  path: '/api/habits/{id}',
  operationId: 'updateHabit',
  summary: 'Change, archive or restore a habit',
  tag: 'habits',
  auth: 'session',
  params: habitParams,
  body: updateHabitBodySchema,
  responses: { 200: habitSchema },
});

export const deleteHabit = defineRoute({
  method: 'DELETE',
  path: '/api/habits/{id}',
  operationId: 'deleteHabit',
  summary: 'Delete a habit and its check-ins',
  tag: 'habits',
  auth: 'session',
  params: habitParams,
  query: opQuery,
  responses: { 204: null },
});

export const checkInHabit = defineRoute({
  method: 'POST',
  path: '/api/habits/{id}/check-ins',
  operationId: 'checkInHabit',
  summary: 'Check in (or set the count of, or freeze) one day of a habit',
  tag: 'habits',
  auth: 'session',
  params: habitParams,
  body: checkInBodySchema,
  responses: { 200: habitSchema, 400: apiErrorSchema },
});

export const habitRoutes = [listHabits, createHabit, updateHabit, deleteHabit, checkInHabit] as const;
