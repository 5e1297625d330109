// Rate limits: registered for the routes that ask for one (`config.rateLimit`), none globally. A
// refused request is a 429 rate_limited with Retry-After.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new HttpError(429, 'rate_limited', `Too many attempts: try again in ${seconds} s`, {
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
}
