// Who may use a delegation-token route: the holder of the task's current link token, nothing more.
// Checks, in order, each with its own stable code and never any task data (SPEC §8):
//   no token -> 400 insufficient_access_data; no live task -> 404 task_not_found;
//   no live assignment -> 403 task_not_delegated; token not this task's -> 403 invalid_access_token.
// 403 (not 404) for a wrong token: the page must tell "invalid link" from "task deleted", and the
// task's existence is not a secret worth hiding from someone who has its id (a UUID).
//
// Failed checks are throttled per client address, harder than the route limits: after
// FAILURE_LIMIT failures in FAILURE_WINDOW_MS every token route answers 429 to that address until
// the window ends. Guessing a 256-bit token is infeasible anyway; this keeps probing cheap for us.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { type AssignmentRow, assignmentRepo } from '../delegation/assignment.repo.ts';
import { delegatedTaskRepo, type TaskCore } from '../delegation/delegated-task.repo.ts';
import { tokenMatches } from '../delegation/token.ts';

export const FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** Per-route limits of token routes, per client address and task. */
export const sharedRateLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) =>
      `shared|${req.ip}|${(req.params as { taskId?: string } | undefined)?.taskId ?? ''}`,
  },
});

export type SharedGrant = { task: TaskCore; assignment: AssignmentRow };

export const insufficientAccessData = () =>
  new HttpError(400, 'insufficient_access_data', 'Insufficient access data');
export const taskNotFound = () => new HttpError(404, 'task_not_found', 'Task not found');
export const taskNotDelegated = () => new HttpError(403, 'task_not_delegated', 'Task not delegated');
export const invalidAccessToken = () => new HttpError(403, 'invalid_access_token', 'Invalid access token');

/** The token of a request: `?token=` or `Authorization: Bearer <token>`. */
export function tokenOf(req: FastifyRequest, queryToken: string | undefined): string | null {
  const fromQuery = queryToken?.trim();
  if (fromQuery) return fromQuery;
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function sharedAccess({ db, now = () => Date.now() }: { db: Db; now?: () => number }) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  function assertNotBlocked(ip: string): void {
    const entry = failures.get(ip);
    if (!entry) return;
    const left = entry.resetAt - now();
    if (left <= 0) {
      failures.delete(ip);
      return;
    }
    if (entry.count >= FAILURE_LIMIT) {
      const seconds = Math.ceil(left / 1000);
      throw new HttpError(429, 'rate_limited', `Too many attempts: try again in ${seconds} s`, {
        headers: { 'retry-after': String(seconds) },
      });
    }
  }

  function recordFailure(ip: string): void {
    const t = now();
    if (failures.size > 10_000) {
      for (const [key, entry] of failures) if (entry.resetAt <= t) failures.delete(key);
    }
    const entry = failures.get(ip);
    if (entry && entry.resetAt > t) entry.count += 1;
    else failures.set(ip, { count: 1, resetAt: t + FAILURE_WINDOW_MS });
  }

  /** Checks a stored grant again inside a write's transaction (a cancel or a new link may have won). */
  async function recheck(trx: Db, grant: SharedGrant): Promise<SharedGrant> {
    const task = await delegatedTaskRepo(trx).findLive(grant.task.id);
    if (!task) throw taskNotFound();
    const assignment = await assignmentRepo(trx).findLive(task.id);
    if (!assignment || task.is_delegated !== 1) throw taskNotDelegated();
    if (assignment.token_hash !== grant.assignment.token_hash) throw invalidAccessToken();
    return { task, assignment };
  }

  return {
    /** The task and assignment the request's token opens, or the SPEC §8 error. */
    async verify(req: FastifyRequest, taskId: string, queryToken: string | undefined): Promise<SharedGrant> {
      const ip = req.ip;
      assertNotBlocked(ip);
      const token = tokenOf(req, queryToken);
      if (!token || !taskId.trim()) throw insufficientAccessData();
      try {
        const task = await delegatedTaskRepo(db).findLive(taskId);
        if (!task) throw taskNotFound();
        const assignment = await assignmentRepo(db).findLive(task.id);
        if (!assignment || task.is_delegated !== 1) throw taskNotDelegated();
        if (!tokenMatches(token, assignment.token_hash)) throw invalidAccessToken();
        return { task, assignment };
      } catch (error) {
        if (error instanceof HttpError) recordFailure(ip);
        throw error;
      }
    },
    recheck,
  };
}

export type SharedAccess = ReturnType<typeof sharedAccess>;
