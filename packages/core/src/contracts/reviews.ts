// Contracts of review sessions (SPEC §3, §4; issue 10): start a morning sync or an evening review,
// find the open one (to resume after a reload or on another device), record what was decided for the
// current task and move on, keep notes, finish. The session stores the walk; the task changes
// themselves (a new date, the MVD, a dropped task) go through the tasks' own routes.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { REVIEW_NOTES_MAX, reviewActions, reviewTypes } from '../domain/review.ts';
import { clientIdSchema, entityIdSchema, isoDateSchema, opIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';
import { taskStatusSchema } from './tasks.ts';

export const reviewTypeSchema = z.enum(reviewTypes).meta({ id: 'ReviewType' });
export const reviewActionSchema = z.enum(reviewActions).meta({ id: 'ReviewAction' });

export const reviewTaskSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      title: z.string(),
      status: taskStatusSchema,
      importance: z.number().int(),
      urgency: z.number().int(),
      startDate: z.string().nullable(),
      inMvd: z.boolean(),
      microTotal: z.number().int(),
      microDone: z.number().int(),
      totalTimeSpent: z.number().int().meta({ description: 'Seconds' }),
      gone: z.boolean().meta({ description: 'Deleted since the session started: skipped' }),
    })
    .meta({ id: 'ReviewTask' }),
);
export type ReviewTaskDto = z.infer<typeof reviewTaskSchema>;

export const reviewedTaskSchema = z.lazy(() =>
  z
    .object({
      taskId: z.string(),
      action: reviewActionSchema,
      date: isoDateSchema.nullable(),
      at: z.string(),
    })
    .meta({ id: 'ReviewedTask' }),
);
export type ReviewedTaskDto = z.infer<typeof reviewedTaskSchema>;

export const reviewSessionSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      type: reviewTypeSchema,
      day: isoDateSchema.meta({ description: 'The day it started, in the user’s time zone' }),
      startedAt: z.string(),
      currentIndex: z.number().int(),
      /** In walking order. */
      tasks: z.array(reviewTaskSchema),
      reviewed: z.array(reviewedTaskSchema),
      notes: z.string(),
      /** The day's wins: tasks completed and micro-steps done today, time spent on today's completed tasks. */
      wins: z.object({
        completed: z.number().int(),
        microStepsDone: z.number().int(),
        secondsSpent: z.number().int(),
      }),
      completed: z.boolean(),
      completedAt: z.string().nullable(),
    })
    .meta({ id: 'ReviewSession' }),
);
export type ReviewSessionDto = z.infer<typeof reviewSessionSchema>;

export const startReviewBodySchema = z.lazy(() =>
  z
    .strictObject({
      id: clientIdSchema.optional(),
      opId: opIdSchema.optional(),
      type: reviewTypeSchema,
    })
    .meta({ id: 'StartReviewBody' }),
);
export type StartReviewBody = z.infer<typeof startReviewBodySchema>;

export const advanceReviewBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      taskId: entityIdSchema.meta({ description: 'The current task: a stale screen is refused (409)' }),
      action: reviewActionSchema,
      date: isoDateSchema.optional().meta({ description: 'The new day, for reschedule only' }),
    })
    .meta({ id: 'AdvanceReviewBody' }),
);
export type AdvanceReviewBody = z.infer<typeof advanceReviewBodySchema>;

export const reviewNotesBodySchema = z.lazy(() =>
  z
    .strictObject({
      opId: opIdSchema.optional(),
      notes: z
        .string()
        .max(REVIEW_NOTES_MAX, { error: `Notes must be at most ${REVIEW_NOTES_MAX} characters` }),
    })
    .meta({ id: 'ReviewNotesBody' }),
);
export type ReviewNotesBody = z.infer<typeof reviewNotesBodySchema>;

export const finishReviewBodySchema = z.lazy(() =>
  z.strictObject({ opId: opIdSchema.optional() }).meta({ id: 'FinishReviewBody' }),
);

export const openReviewSchema = z.lazy(() =>
  z.object({ session: reviewSessionSchema.nullable() }).meta({ id: 'OpenReview' }),
);
export type OpenReviewDto = z.infer<typeof openReviewSchema>;

const params = z.lazy(() => z.strictObject({ id: entityIdSchema }));
const tag = 'reviews';

export const startReview = defineRoute({
  method: 'POST',
  path: '/api/reviews',
  operationId: 'startReview',
  summary: 'Start a morning sync or an evening review (an open one of the same type is resumed)',
  tag,
  auth: 'session',
  body: startReviewBodySchema,
  responses: { 201: reviewSessionSchema, 400: apiErrorSchema },
});

export const getOpenReview = defineRoute({
  method: 'GET',
  path: '/api/reviews/open',
  operationId: 'getOpenReview',
  summary: 'The unfinished review session, if any',
  tag,
  auth: 'session',
  responses: { 200: openReviewSchema },
});

export const getReview = defineRoute({
  method: 'GET',
  path: '/api/reviews/{id}',
  operationId: 'getReview',
  summary: 'One review session',
  tag,
  auth: 'session',
  params,
  responses: { 200: reviewSessionSchema, 404: apiErrorSchema },
});

export const advanceReview = defineRoute({
  method: 'POST',
  path: '/api/reviews/{id}/advance',
  operationId: 'advanceReview',
  summary: 'Record what was decided for the current task and go to the next',
  tag,
  auth: 'session',
  params,
  body: advanceReviewBodySchema,
  responses: { 200: reviewSessionSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
});

export const setReviewNotes = defineRoute({
  method: 'PUT',
  path: '/api/reviews/{id}/notes',
  operationId: 'setReviewNotes',
  summary: 'Replace the session’s notes',
  tag,
  auth: 'session',
  params,
  body: reviewNotesBodySchema,
  responses: { 200: reviewSessionSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const finishReview = defineRoute({
  method: 'POST',
  path: '/api/reviews/{id}/finish',
  operationId: 'finishReview',
  summary: 'Finish the session (before the end too); finishing twice changes nothing',
  tag,
  auth: 'session',
  params,
  body: finishReviewBodySchema,
  responses: { 200: reviewSessionSchema, 404: apiErrorSchema },
});

export const reviewRoutes = [
  startReview,
  getOpenReview,
  getReview,
  advanceReview,
  setReviewNotes,
  finishReview,
] as const;
