// The locally kept MVD list of SPEC §3/§4 (`user-{id}-mvd-tasks`, `user-guest-mvd-tasks`) and the
// once-per-session decision to upload it after the server list loads (the core's mergeMvdLists rule).
import { type MvdMerge, mergeMvdLists } from '@nova/core/domain/mvd';

export const GUEST_MVD_KEY = 'user-guest-mvd-tasks';
export const mvdLocalKey = (userId: string | null): string => `user-${userId ?? 'guest'}-mvd-tasks`;
/** sessionStorage flag: the migration ran in this browser session for this user. */
export const mvdMigratedKey = (userId: string): string => `mvd-migrated-${userId}`;

/** A stored list of ids; anything malformed reads as empty. */
export function parseLocalMvd(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string' && id.length > 0)
      : [];
  } catch {
    return [];
  }
}

export type MvdMigrationPlan =
  | { kind: 'skip' }
  /** Upload these ids with POST /api/mvd/migrate, then keep the answer locally. */
  | { kind: 'upload'; taskIds: string[] }
  /** Nothing to upload: the local copy becomes this. */
  | { kind: 'replace-local'; local: string[] };

/**
 * The user's own list and a guest's list are both candidates (the guest's was kept before sign-in).
 * Runs once per session, after the server list has loaded.
 */
export function planMvdMigration(input: {
  alreadyDone: boolean;
  serverIds: readonly string[] | undefined;
  userLocal: readonly string[];
  guestLocal: readonly string[];
}): MvdMigrationPlan {
  if (input.alreadyDone || input.serverIds === undefined) return { kind: 'skip' };
  const merge: MvdMerge = mergeMvdLists(input.serverIds, [...input.userLocal, ...input.guestLocal]);
  return merge.upload
    ? { kind: 'upload', taskIds: merge.upload }
    : { kind: 'replace-local', local: merge.local };
}
