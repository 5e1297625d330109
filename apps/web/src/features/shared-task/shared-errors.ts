// Which SPEC §8 error screen the shared page shows for a failed request, and which failures end the
// page's access (a cancelled delegation, a new link, a deleted task) as opposed to a passing glitch.

import { ApiRequestError, NETWORK_ERROR } from '../../lib/api-client.ts';
import { errorScreenFor, type SharedErrorScreen } from './shared-rules.ts';

export type SharedFailure = { screen: SharedErrorScreen; message: string };

export function sharedFailureOf(error: unknown): SharedFailure {
  if (error instanceof ApiRequestError) {
    if (error.code === NETWORK_ERROR) return { screen: 'fetch_error', message: error.message };
    return { screen: errorScreenFor(error.code), message: error.message };
  }
  return { screen: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}

/** The link no longer opens the task: show the error screen instead of a toast. */
export function endsAccess(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    ['task_not_found', 'task_not_delegated', 'invalid_access_token', 'insufficient_access_data'].includes(
      error.code,
    )
  );
}

/** A short, stable key for "this task and this link" (the token itself is not stored). FNV-1a, 32 bit. */
export function linkKey(taskId: string, token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `shared-task-welcome:${taskId}:${(hash >>> 0).toString(16).padStart(8, '0')}`;
}
