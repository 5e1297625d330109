// The HTTP side of the delegation-token routes: where a request's token comes from (`?token=` or
// `Authorization: Bearer`), the per-route rate limits (per client address and task), and the 429 with
// Retry-After when the address has failed too often. The checks themselves are shared-access.ts.
import { isRecord } from '@nova/core/guards';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { AccessThrottledError, type SharedAccess, type SharedGrant } from './shared-access.ts';

/** The route's `taskId` parameter, or '' on a route without one. */
const taskIdParam = (params: unknown): string =>
  isRecord(params) && typeof params.taskId === 'string' ? params.taskId : '';

/** Per-route limits of token routes, per client address and task. */
export const sharedRateLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `shared|${req.ip}|${taskIdParam(req.params)}`,
  },
});

/** The token of a request: `?token=` or `Authorization: Bearer <token>`. */
export function tokenOf(req: FastifyRequest, queryToken: string | undefined): string | null {
  const fromQuery = queryToken?.trim();
  if (fromQuery) return fromQuery;
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The grant the request's token opens, or the SPEC §8 error (a throttled address: 429 + Retry-After). */
export async function verifyRequest(
  access: SharedAccess,
  req: FastifyRequest,
  taskId: string,
  queryToken: string | undefined,
): Promise<SharedGrant> {
  try {
    return await access.verify(req.ip, taskId, tokenOf(req, queryToken));
  } catch (error) {
    if (!(error instanceof AccessThrottledError)) throw error;
    throw new HttpError(429, 'rate_limited', error.message, {
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    });
  }
}
