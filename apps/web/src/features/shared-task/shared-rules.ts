// The delegation rules the shared page needs, mirrored from packages/core/src/domain/delegation.ts:
// that module also defines zod schemas, and importing anything from it puts zod (~20 KB gzip) into
// the page's first load. shared-rules.test.ts checks these against the core functions on the same
// cases, so the two cannot drift apart.
import type { SharedErrorScreen } from '@nova/core/domain/delegation';

export type { SharedErrorScreen };

/** SPEC §5: Save / Send stay disabled while this is true. */
export const isBlank = (text: string | null | undefined): boolean => (text ?? '').trim() === '';

export const COMMENT_TEXT_MAX = 5000;
export const ASSIGNEE_NAME_MAX = 100;

/** Both the task id and the token are needed (blank counts as missing). */
export const hasAccessData = (taskId: string | null | undefined, token: string | null | undefined): boolean =>
  !isBlank(taskId) && !isBlank(token);

const screens: readonly SharedErrorScreen[] = [
  'insufficient_access_data',
  'task_not_found',
  'task_not_delegated',
  'invalid_access_token',
  'rate_limited',
  'unexpected',
];

/** The error screen for an API error code; `fetch_error` is the page's own, anything unknown unexpected. */
export function errorScreenFor(code: string | null | undefined): SharedErrorScreen {
  return screens.find((screen) => screen === code) ?? 'unexpected';
}

/** SPEC §4: completed once; a task the owner completed counts as completed too. */
export const isCompleted = (assignmentStatus: string | null | undefined, taskStatus: string): boolean =>
  assignmentStatus === 'completed' || taskStatus === 'completed';
