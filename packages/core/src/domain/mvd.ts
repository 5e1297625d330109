// The minimum viable day (MVD): at most three key tasks, toggled in and out, and the one-time
// migration of a guest's locally kept list (SPEC §4).
import { type DomainError, fail, ok, type Result } from './result.ts';

export const MVD_LIMIT = 3;
export const MVD_LIMIT_MESSAGE = 'MVD Limit: Minimum viable day can have maximum 3 tasks';

export type MvdLimitError = DomainError<'mvd_limit'>;

const limitError: MvdLimitError = { code: 'mvd_limit', message: MVD_LIMIT_MESSAGE, key: 'errors.mvdLimit' };

/** Adding a task already in the list is allowed and changes nothing (`alreadyIn`), so replays are safe. */
export function canAddToMvd(
  current: readonly string[],
  taskId: string,
): Result<{ alreadyIn: boolean }, MvdLimitError> {
  if (current.includes(taskId)) return ok({ alreadyIn: true });
  if (current.length >= MVD_LIMIT) return fail(limitError);
  return ok({ alreadyIn: false });
}

export type MvdToggle = { taskIds: string[]; action: 'added' | 'removed' };

/** SPEC's toggle: adds the task when absent (refused past the limit), removes it when present. */
export function toggleMvd(current: readonly string[], taskId: string): Result<MvdToggle, MvdLimitError> {
  if (current.includes(taskId))
    return ok({ taskIds: current.filter((id) => id !== taskId), action: 'removed' });
  const check = canAddToMvd(current, taskId);
  if (!check.ok) return check;
  return ok({ taskIds: [...current, taskId], action: 'added' });
}

export type MvdMerge = {
  /** Ids to insert on the server, or null when nothing is uploaded. */
  upload: string[] | null;
  /** What the local list becomes. */
  local: string[];
};

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * The migration once per session after the server list loads: an empty server list takes the local
 * ids (deduplicated and cut to the limit, first ones kept: a local list could have grown past 3 in an
 * older client); a non-empty server list replaces the local one.
 */
export function mergeMvdLists(serverIds: readonly string[], localIds: readonly string[]): MvdMerge {
  if (serverIds.length > 0) return { upload: null, local: unique(serverIds) };
  const local = unique(localIds).slice(0, MVD_LIMIT);
  return { upload: local.length > 0 ? local : null, local };
}
