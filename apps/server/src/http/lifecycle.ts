// Request lifecycle: the access log (debug level: info would cost a fifth of throughput; failures
// always at warn/error), and answers that close their connection while the server shuts down, so
// keep-alive clients do not hold it open.
import type { FastifyInstance } from 'fastify';

export function registerLifecycle(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.statusCode >= 500) req.log.error({ req, status: reply.statusCode }, 'request failed');
    else req.log.debug({ req, status: reply.statusCode, ms: reply.elapsedTime }, 'request');
    done();
  });

  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
