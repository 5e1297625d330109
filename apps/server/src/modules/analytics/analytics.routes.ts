// HTTP face of analytics: read-only answers, revalidated by ETag (the user's change counter), never
// shared between users.
import { getAnalytics, getCalibration, getTodayStats } from '@nova/core/contracts/analytics';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendSerialisedJson } from '../../http/compress.ts';
import { addRoute } from '../../http/route.ts';
import type { AnalyticsService, Serialised } from './analytics.service.ts';

function send(req: FastifyRequest, reply: FastifyReply, out: Serialised) {
  reply.header('etag', out.etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
  if (!out.json) {
    reply.code(304);
    return undefined;
  }
  return sendSerialisedJson(req, reply, out.json);
}

export function registerAnalyticsRoutes(app: FastifyInstance, analytics: AnalyticsService): void {
  addRoute(app, getAnalytics, async ({ user, query, req, reply }) =>
    send(req, reply, await analytics.charts(user, query.range, req.headers['if-none-match'])),
  );
  addRoute(app, getCalibration, async ({ user, req, reply }) =>
    send(req, reply, await analytics.calibration(user, req.headers['if-none-match'])),
  );
  addRoute(app, getTodayStats, ({ user }) => analytics.today(user));
}
