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
// The request side (where the token and the address come from, the per-route limits, Retry-After)
// is HTTP's: shared-request.ts.

import { DomainError } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import { type AssignmentRow, assignmentRepo } from '../delegation/assignment.repo.ts';
import { delegatedTaskRepo, type TaskCore } from '../delegation/delegated-task.repo.ts';
import { tokenMatches } from '../delegation/token.ts';

export const FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export type SharedGrant = { task: TaskCore; assignment: AssignmentRow };

export const insufficientAccessData = () =>
  new DomainError('insufficient_access_data', 'Insufficient access data');
export const taskNotFound = () => new DomainError('task_not_found', 'Task not found');
export const taskNotDelegated = () => new DomainError('task_not_delegated', 'Task not delegated');
export const invalidAccessToken = () => new DomainError('invalid_access_token', 'Invalid access token');

/** Too many failed checks from one address: rate_limited, with the seconds until the window ends. */
export class AccessThrottledError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(seconds: number) {
    super('rate_limited', `Too many attempts: try again in ${seconds} s`);
    this.retryAfterSeconds = seconds;
  }
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
      throw new AccessThrottledError(Math.ceil(left / 1000));
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
    /** The task and assignment `token` opens for a client at `ip`, or the SPEC §8 error. */
    async verify(ip: string, taskId: string, token: string | null): Promise<SharedGrant> {
      assertNotBlocked(ip);
      if (!token || !taskId.trim()) throw insufficientAccessData();
      try {
        const task = await delegatedTaskRepo(db).findLive(taskId);
        if (!task) throw taskNotFound();
        const assignment = await assignmentRepo(db).findLive(task.id);
        if (!assignment || task.is_delegated !== 1) throw taskNotDelegated();
        if (!tokenMatches(token, assignment.token_hash)) throw invalidAccessToken();
        return { task, assignment };
      } catch (error) {
        if (error instanceof DomainError) recordFailure(ip);
        throw error;
      }
    },
    recheck,
  };
}

export type SharedAccess = ReturnType<typeof sharedAccess>;
