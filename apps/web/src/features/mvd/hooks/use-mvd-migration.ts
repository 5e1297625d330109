// SPEC §4: once per session, after the server's MVD list loads, a locally kept list (the user's own or a
// guest's from before sign-in) is uploaded when the server list is empty; otherwise the server list
// replaces the local copy. Failures are only logged (SPEC §8: "MVD migration error" is log-only).
import type { MvdList } from '@nova/core/contracts/mvd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mvdQueryOptions, useMigrateMvd } from '../../../lib/api/mvd.ts';
import { sessionQueryOptions } from '../../../lib/session.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import {
  GUEST_MVD_KEY,
  mvdLocalKey,
  mvdMigratedKey,
  parseLocalMvd,
  planMvdMigration,
} from '../mvd-local-list.ts';

function readSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeSession(key: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, '1');
  } catch {
    // Without sessionStorage the migration may run again next load; it is idempotent.
  }
}

function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to clean up.
  }
}

export function useMvdMigration(): MvdList | undefined {
  const { data: session } = useQuery(sessionQueryOptions);
  const userId = session?.user?.id ?? null;
  const mvd = useQuery(mvdQueryOptions());
  const migrate = useMigrateMvd();
  const serverIds = mvd.data?.taskIds;

  useEffect(() => {
    if (!userId || serverIds === undefined) return;
    const doneKey = mvdMigratedKey(userId);
    const ownKey = mvdLocalKey(userId);
    const plan = planMvdMigration({
      alreadyDone: readSession(doneKey) !== null,
      serverIds,
      userLocal: parseLocalMvd(readStored(ownKey)),
      guestLocal: parseLocalMvd(readStored(GUEST_MVD_KEY)),
    });
    if (plan.kind === 'skip') {
      // After the migration the server list is the truth; the local copy follows it (SPEC §3 key).
      if (readSession(doneKey) !== null && !migrate.isPending) writeStored(ownKey, JSON.stringify(serverIds));
      return;
    }
    writeSession(doneKey);
    if (plan.kind === 'replace-local') {
      writeStored(ownKey, JSON.stringify(plan.local));
      return;
    }
    migrate.mutate(
      { taskIds: plan.taskIds },
      {
        onSuccess: (list) => {
          writeStored(ownKey, JSON.stringify(list.taskIds));
          removeStored(GUEST_MVD_KEY);
        },
        onError: (error) => console.warn('MVD migration failed', error),
      },
    );
  }, [userId, serverIds, migrate.mutate, migrate.isPending]);

  return mvd.data;
}
