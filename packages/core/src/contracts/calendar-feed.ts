// Contracts of the private calendar feed (issue 13): one revocable feed URL per user for calendar apps
// (RFC 5545). The URL's token is shown once, when the link is made; the server keeps only its hash.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';
import { apiErrorSchema } from '../errors.ts';

export const calendarFeedSchema = z
  .object({
    enabled: z.boolean(),
    includeHabits: z.boolean(),
    createdAt: z.string().nullable(),
    lastFetchedAt: z.string().nullable().meta({ description: 'When a calendar app last read the feed' }),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeedDto = z.infer<typeof calendarFeedSchema>;

export const createdCalendarFeedSchema = calendarFeedSchema
  .extend({ url: z.string().meta({ description: 'The feed URL: shown this once, never again' }) })
  .meta({ id: 'CreatedCalendarFeed' });
export type CreatedCalendarFeedDto = z.infer<typeof createdCalendarFeedSchema>;

const feedOptionsSchema = z.lazy(() => z.strictObject({ includeHabits: z.boolean().optional() }));
export type CalendarFeedOptions = z.infer<typeof feedOptionsSchema>;

/** The file name in the feed URL: a 256-bit token in base64url, then `.ics`. */
export const calendarFeedFileSchema = z.lazy(() =>
  z.strictObject({
    file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: 'Not a calendar feed address' }),
  }),
);

export const getCalendarFeed = defineRoute({
  method: 'GET',
  path: '/api/calendar-feed',
  operationId: 'getCalendarFeed',
  summary: 'Whether the user has a calendar feed link, and its options (never the link itself)',
  tag: 'integrations',
  auth: 'session',
  responses: { 200: calendarFeedSchema },
});

export const createCalendarFeed = defineRoute({
  method: 'POST',
  path: '/api/calendar-feed',
  operationId: 'createCalendarFeed',
  summary: 'Make a new feed link (the previous one stops working); the answer holds the URL, once',
  tag: 'integrations',
  auth: 'session',
  body: feedOptionsSchema,
  responses: { 201: createdCalendarFeedSchema, 400: apiErrorSchema },
});

export const updateCalendarFeed = defineRoute({
  method: 'PATCH',
  path: '/api/calendar-feed',
  operationId: 'updateCalendarFeed',
  summary: 'Change what the feed holds (habits or not); the link stays the same',
  tag: 'integrations',
  auth: 'session',
  body: feedOptionsSchema,
  responses: { 200: calendarFeedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const deleteCalendarFeed = defineRoute({
  method: 'DELETE',
  path: '/api/calendar-feed',
  operationId: 'deleteCalendarFeed',
  summary: 'Revoke the feed link: calendar apps get 404 from then on',
  tag: 'integrations',
  auth: 'session',
  responses: { 204: null },
});

export const readCalendarFeed = defineRoute({
  method: 'GET',
  path: '/api/calendar/{file}',
  operationId: 'readCalendarFeed',
  summary:
    'The feed for calendar apps (text/calendar): dated tasks as all-day or timed events, and habits if chosen; ETag / If-None-Match',
  tag: 'integrations',
  auth: 'public',
  params: calendarFeedFileSchema,
  responses: { 200: null, 304: null, 404: apiErrorSchema },
  produces: 'text/calendar',
});

export const calendarFeedRoutes = [
  getCalendarFeed,
  createCalendarFeed,
  updateCalendarFeed,
  deleteCalendarFeed,
  readCalendarFeed,
] as const;
