// Contracts of the minimum viable day (MVD): the up-to-three key tasks of the day, toggled in and out,
// and the one-time upload of a guest's local list after sign-in (domain/mvd.ts has the rules).
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { MVD_LIMIT } from '../domain/mvd.ts';
import { entityIdSchema, isoDateSchema, opIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

export const mvdListSchema = z.lazy(() =>
  z
    .object({ taskIds: z.array(z.string()).max(MVD_LIMIT) })
    .meta({ id: 'MvdList', description: `At most ${MVD_LIMIT} task ids, in the order they were added` }),
);
export type MvdList = z.infer<typeof mvdListSchema>;

export const addMvdTaskBodySchema = z.lazy(() =>
  z
    .strictObject({
      taskId: entityIdSchema,
      opId: opIdSchema.optional(),
      day: isoDateSchema
        .optional()
        .meta({ description: 'The client’s local date; defaults to the server’s UTC date' }),
    })
    .meta({ id: 'AddMvdTaskBody' }),
);
export type AddMvdTaskBody = z.infer<typeof addMvdTaskBodySchema>;

export const migrateMvdBodySchema = z.lazy(() =>
  z
    .strictObject({
      taskIds: z
        .array(entityIdSchema)
        .max(50)
        .meta({ description: 'The locally kept list; unknown ids are skipped' }),
      opId: opIdSchema.optional(),
    })
    .meta({ id: 'MigrateMvdBody' }),
);
export type MigrateMvdBody = z.infer<typeof migrateMvdBodySchema>;

export const getMvd = defineRoute({
  method: 'GET',
  path: '/api/mvd',
  operationId: 'getMvd',
  summary: 'The minimum viable day’s task ids',
  tag: 'mvd',
  auth: 'session',
  responses: { 200: mvdListSchema },
});

export const addMvdTask = defineRoute({
  method: 'POST',
  path: '/api/mvd',
  operationId: 'addMvdTask',
  summary: `Add a task to the minimum viable day (a task already in it changes nothing; past ${MVD_LIMIT} is 409 mvd_limit)`,
  tag: 'mvd',
  auth: 'session',
  body: addMvdTaskBodySchema,
  responses: { 200: mvdListSchema, 409: apiErrorSchema },
});

export const removeMvdTask = defineRoute({
  method: 'DELETE',
  path: '/api/mvd/{taskId}',
  operationId: 'removeMvdTask',
  summary: 'Take a task out of the minimum viable day (an absent task changes nothing)',
  tag: 'mvd',
  auth: 'session',
  params: z.strictObject({ taskId: entityIdSchema }),
  query: z.object({ opId: opIdSchema.optional() }),
  responses: { 200: mvdListSchema },
});

export const migrateMvd = defineRoute({
  method: 'POST',
  path: '/api/mvd/migrate',
  operationId: 'migrateMvd',
  summary: 'Upload a locally kept list once: taken when the server list is empty, else the server list wins',
  tag: 'mvd',
  auth: 'session',
  body: migrateMvdBodySchema,
  responses: { 200: mvdListSchema },
});

export const mvdRoutes = [getMvd, addMvdTask, removeMvdTask, migrateMvd] as const;
