// HTTP face of /app's summary (GET /api/tasks/summary): an ETag and 304 like the list's, the body
// pre-serialised and compressed when accepted.
import { taskSummary } from '@nova/core/contracts/task-summary';
import type { FastifyInstance } from 'fastify';
import { sendSerialisedJson } from '../../http/compress.ts';
import { addRoute } from '../../http/route.ts';
import type { TaskSummaryService } from './task-summary.service.ts';

export function registerTaskSummaryRoutes(app: FastifyInstance, summaries: TaskSummaryService): void {
  addRoute(app, taskSummary, async ({ user, query, req, reply }) => {
    const out = await summaries.summary(user.id, query, req.headers['if-none-match']);
    // Revalidate every time (the ETag makes that cheap); never share between users.
    reply.header('etag', out.etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
    if (out.notModified) {
      reply.code(304);
      return undefined;
    }
    return sendSerialisedJson(req, reply, out.json);
  });
}
