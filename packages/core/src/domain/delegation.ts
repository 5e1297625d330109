// Pure rules of delegation (SPEC §4, §5, §8): the link token's format, the shared-task link, who may
// do what with an assignment, the assignee's inputs (name, comment) and the shared page's error
// catalogue. The server hashes and compares tokens (node:crypto); the web app parses links with these.

import { z } from 'zod';
import { type DomainError, fail, ok, type Result } from './result.ts';

/** 256-bit tokens: 32 random bytes, base64url without padding = 43 characters. */
export const DELEGATION_TOKEN_BYTES = 32;
export const DELEGATION_TOKEN_LENGTH = 43;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` has the shape of a link token (a cheap refusal before any lookup). */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && tokenPattern.test(value);
}

export const delegationLanguages = ['ru', 'en', 'fr'] as const;
export type DelegationLanguage = (typeof delegationLanguages)[number];
export const delegationLanguageSchema = z.enum(delegationLanguages);

/**
 * Assignment statuses. pending at first; completed when the assignee marks the task done. accepted
 * and rejected exist in SPEC §4 but nothing in the product sets them yet.
 */
export const assignmentStatuses = ['pending', 'accepted', 'rejected', 'completed'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

/** SPEC §3: an absent status shows as pending. */
export function assignmentStatusOf(value: string | null | undefined): AssignmentStatus {
  return isAssignmentStatus(value) ? value : 'pending';
}

// A local check, not guards.ts: the shared page loads this module (see status.ts's isTaskStatus).
const isAssignmentStatus = (value: unknown): value is AssignmentStatus =>
  assignmentStatuses.some((status) => status === value);

export const ASSIGNEE_NAME_MAX = 100;
export const COMMENT_TEXT_MAX = 5000;

export const assigneeNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Name cannot be empty' })
  .max(ASSIGNEE_NAME_MAX, { error: `Name must be at most ${ASSIGNEE_NAME_MAX} characters` });

export const commentTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'Comment cannot be empty' })
  .max(COMMENT_TEXT_MAX, { error: `Comment must be at most ${COMMENT_TEXT_MAX} characters` });

/** SPEC §5: Save / Send stay disabled while this is false. */
export const isBlank = (text: string | null | undefined): boolean => (text ?? '').trim() === '';

/** The link an assignee opens: `${publicUrl}/shared-task/{taskId}?token=…`. */
export function sharedTaskLink(publicUrl: string, taskId: string, token: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/shared-task/${encodeURIComponent(taskId)}?token=${encodeURIComponent(token)}`;
}

export type SharedAccessError = DomainError<'insufficient_access_data'>;

/**
 * The shared page's access data from its route parameter and query (SPEC §5: both are required).
 * Blank values count as missing.
 */
export function sharedAccessData(
  taskId: string | null | undefined,
  token: string | null | undefined,
): Result<{ taskId: string; token: string }, SharedAccessError> {
  const id = (taskId ?? '').trim();
  const t = (token ?? '').trim();
  if (!id || !t) {
    return fail({
      code: 'insufficient_access_data',
      message: 'Insufficient access data',
      key: 'shared.errors.insufficientAccessData',
    });
  }
  return ok({ taskId: id, token: t });
}

/**
 * The shared page's error screens, by the API's error code (SPEC §8). `fetch_error` is the page's own
 * case for a network failure; anything unknown is the unexpected error.
 */
export const sharedErrorScreens = {
  insufficient_access_data: {
    key: 'shared.errors.insufficientAccessData',
    message: 'Insufficient access data',
  },
  task_not_found: { key: 'shared.errors.taskNotFound', message: 'Task not found' },
  task_not_delegated: { key: 'shared.errors.taskNotDelegated', message: 'Task not delegated' },
  invalid_access_token: { key: 'shared.errors.invalidAccessToken', message: 'Invalid access token' },
  rate_limited: { key: 'shared.errors.rateLimited', message: 'Too many attempts: try again later' },
  fetch_error: { key: 'shared.errors.fetchError', message: 'Task fetch error: {message}' },
  unexpected: { key: 'shared.errors.unexpected', message: 'An unexpected error occurred' },
} as const;
export type SharedErrorScreen = keyof typeof sharedErrorScreens;

// Own keys only: `in` would also let 'toString' through as a screen.
const isSharedErrorScreen = (code: string): code is SharedErrorScreen =>
  Object.hasOwn(sharedErrorScreens, code);

export function sharedErrorScreenFor(code: string | null | undefined): SharedErrorScreen {
  return code && isSharedErrorScreen(code) && code !== 'fetch_error' ? code : 'unexpected';
}

export const ALREADY_COMPLETED_MESSAGE = 'Task already marked as completed';

export type CompleteError = DomainError<'already_completed'>;

/**
 * Whether the assignee may mark the task completed (SPEC §4: once; afterwards the button stays
 * disabled). A task the owner already completed counts as completed too.
 */
export function canAssigneeComplete(
  assignmentStatus: string | null | undefined,
  taskStatus: string,
): Result<true, CompleteError> {
  if (assignmentStatusOf(assignmentStatus) === 'completed' || taskStatus === 'completed') {
    return fail({
      code: 'already_completed',
      message: ALREADY_COMPLETED_MESSAGE,
      key: 'shared.alreadyCompleted',
    });
  }
  return ok(true);
}

/** The name shown for an assignee who has not set one yet: the part of the e-mail before the @. */
export function assigneeDisplayName(name: string | null | undefined, email: string): string {
  const trimmed = (name ?? '').trim();
  if (trimmed) return trimmed;
  const local = email.split('@')[0] ?? '';
  return local || email;
}
