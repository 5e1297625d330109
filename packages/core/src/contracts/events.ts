// Contract of the realtime stream: small "something changed" events; clients refetch.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';

export const realtimeEventSchema = z.lazy(() =>
  z
    .object({
      type: z.string().meta({ description: 'What changed, e.g. task.updated, session.ended' }),
      ids: z.array(z.string()),
      version: z.number().int().nullable(),
    })
    .meta({ id: 'RealtimeEvent' }),
);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

export const getEvents = defineRoute({
  method: 'GET',
  path: '/api/events',
  operationId: 'getEvents',
  summary: 'Server-Sent Events stream of the signed-in user (each data line is a RealtimeEvent)',
  tag: 'realtime',
  auth: 'session',
  responses: { 200: realtimeEventSchema },
  produces: 'text/event-stream',
});

export const eventRoutes = [getEvents] as const;
