// Cross-site writes are refused whatever the route: the Origin, when sent, must be ours (the public
// URL's, or the Host the request came to).
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', (req, _reply, done) => {
    const origin = req.headers.origin;
    if (origin && req.method !== 'GET' && req.method !== 'HEAD' && origin !== ownOrigin) {
      const host = req.headers.host;
      if (!host || (origin !== `http://${host}` && origin !== `https://${host}`)) {
        return done(new HttpError(403, 'csrf_failed', 'Cross-site request refused'));
      }
    }
    done();
  });
}
