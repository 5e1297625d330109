// Contracts of progress (issue 10): the game summary read from the progress ledger (XP, level, this
// week's XP, the showed-up streak, achievements with their progress), the opt-out switch, and the
// finished Pomodoro work sessions the web timer reports. The shape of GET /api/progress is relied on
// by other screens (the stats card reads `enabled` and `streak.current`): extend it, never reshape it.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { clientIdSchema, entityIdSchema, opIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

/** The longest work session the server accepts (a timer left running overnight is not focus). */
export const POMODORO_MINUTES_MAX = 180;

export const achievementDtoSchema = z.lazy(() =>
  z
    .object({
      key: z.string(),
      unlockedAt: z.string().nullable().meta({ description: 'ISO time of the unlock; null while locked' }),
      progress: z.number().int().min(0),
      goal: z.number().int().min(1),
    })
    .meta({ id: 'Achievement' }),
);
export type AchievementDto = z.infer<typeof achievementDtoSchema>;

export const progressSchema = z.lazy(() =>
  z
    .object({
      enabled: z.boolean().meta({ description: 'False when the user turned every game element off' }),
      xp: z.number().int().min(0),
      level: z.number().int().min(1),
      intoLevel: z.number().int().min(0).meta({ description: 'XP since this level began' }),
      forNext: z.number().int().min(1).meta({ description: 'XP this level needs in all' }),
      weekXp: z.number().int().min(0).meta({ description: 'XP of this ISO week, in the user’s time zone' }),
      streak: z
        .object({ current: z.number().int().min(0), best: z.number().int().min(0) })
        .meta({ description: 'Days in a row that the user showed up (one rest day a week forgiven)' }),
      achievements: z.array(achievementDtoSchema),
    })
    .meta({ id: 'Progress' }),
);
export type ProgressDto = z.infer<typeof progressSchema>;

export const progressSettingsBodySchema = z.lazy(() =>
  z.strictObject({ opId: opIdSchema.optional(), enabled: z.boolean() }).meta({ id: 'ProgressSettingsBody' }),
);
export type ProgressSettingsBody = z.infer<typeof progressSettingsBodySchema>;

const isoInstantSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date and time' });

export const createPomodoroSessionBodySchema = z.lazy(() =>
  z
    .strictObject({
      id: clientIdSchema.optional(),
      opId: opIdSchema.optional(),
      taskId: entityIdSchema.nullable().optional(),
      plannedMinutes: z
        .number()
        .int({ error: 'Planned minutes must be whole minutes' })
        .min(1, { error: 'Planned minutes must be at least 1' })
        .max(POMODORO_MINUTES_MAX, { error: `Planned minutes must be at most ${POMODORO_MINUTES_MAX}` }),
      startedAt: isoInstantSchema,
      endedAt: isoInstantSchema,
    })
    .meta({ id: 'CreatePomodoroSessionBody' }),
);
export type CreatePomodoroSessionBody = z.infer<typeof createPomodoroSessionBodySchema>;

export const pomodoroSessionSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      taskId: z.string().nullable(),
      plannedMinutes: z.number().int(),
      startedAt: z.string(),
      endedAt: z.string(),
    })
    .meta({ id: 'PomodoroSession' }),
);
export type PomodoroSessionDto = z.infer<typeof pomodoroSessionSchema>;

export const getProgress = defineRoute({
  method: 'GET',
  path: '/api/progress',
  operationId: 'getProgress',
  summary: 'XP, level, this week’s XP, the showed-up streak and achievements, from the progress ledger',
  tag: 'progress',
  auth: 'session',
  responses: { 200: progressSchema },
});

export const updateProgressSettings = defineRoute({
  method: 'PUT',
  path: '/api/progress/settings',
  operationId: 'updateProgressSettings',
  summary: 'Turn the game elements (XP, levels, achievements, toasts) on or off',
  tag: 'progress',
  auth: 'session',
  body: progressSettingsBodySchema,
  responses: { 200: progressSchema, 400: apiErrorSchema },
});

export const createPomodoroSession = defineRoute({
  method: 'POST',
  path: '/api/pomodoro-sessions',
  operationId: 'createPomodoroSession',
  summary: 'Record a finished Pomodoro work session (earns its XP once)',
  tag: 'progress',
  auth: 'session',
  body: createPomodoroSessionBodySchema,
  responses: { 201: pomodoroSessionSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const progressRoutes = [getProgress, updateProgressSettings, createPomodoroSession] as const;
