// HTTP face of the calendar feed: the owner's settings routes, and the feed file calendar apps read.
import {
  createCalendarFeed,
  deleteCalendarFeed,
  getCalendarFeed,
  readCalendarFeed,
  updateCalendarFeed,
} from '@nova/core/contracts/calendar-feed';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { CalendarFeedService } from './feed.service.ts';

export function registerCalendarFeedRoutes(app: FastifyInstance, feeds: CalendarFeedService): void {
  addRoute(app, getCalendarFeed, ({ user }) => feeds.get(user.id));
  addRoute(app, createCalendarFeed, ({ user, body }) => feeds.create(user.id, body));
  addRoute(app, updateCalendarFeed, ({ user, body }) => feeds.update(user.id, body));
  addRoute(app, deleteCalendarFeed, ({ user }) => feeds.remove(user.id));
  addRoute(app, readCalendarFeed, async ({ params, req, reply }) => {
    const out = await feeds.read(params.file, req.headers['if-none-match']);
    // Calendar apps poll: revalidate each time (cheap with the ETag), never store in shared caches.
    reply
      .header('etag', out.etag)
      .header('cache-control', 'private, no-cache')
      .header('referrer-policy', 'no-referrer');
    if (out.ics === null) {
      reply.code(304);
      return undefined;
    }
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="nova-planner.ics"');
    return out.ics;
  });
}
