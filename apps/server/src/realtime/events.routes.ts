// GET /api/events: one Server-Sent Events stream per signed-in browser tab.

import type { OutgoingHttpHeaders } from 'node:http';
import { getEvents } from '@nova/core/contracts/events';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route.ts';
import { sseStreams } from '../lib/metrics.ts';
import type { RealtimeBus } from './bus.ts';

const heartbeatMs = 25_000;

/** The headers set on the reply so far (security headers, CORS), without unset ones, for writeHead. */
function setHeaders(headers: Record<string, string | number | string[] | undefined>): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = value;
  return out;
}

export function registerEventRoutes(app: FastifyInstance, bus: RealtimeBus): void {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });

  addRoute(app, getEvents, ({ user, req, reply }) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...setHeaders(reply.getHeaders()),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    sseStreams.opened();
    const unsubscribe = bus.subscribe(user.id, (event) => {
      res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    heartbeat.unref();
    let ended = false;
    const end = () => {
      if (!ended) sseStreams.closed();
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });
}
