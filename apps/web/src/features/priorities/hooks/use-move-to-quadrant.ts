// A drop (or a "Move to…" choice) on a quadrant: PATCH only the levels that cross the line, shown at
// once; on failure the cache rolls back (lib/api) and SPEC §8's toast says so.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateTask } from '../../../lib/api/tasks.ts';
import { quadrantPatch } from '../matrix.ts';

export function useMoveToQuadrant(): {
  move: (task: TaskSummary, target: Quadrant) => boolean;
  pendingId: string | null;
} {
  const { t } = useTranslation('priorities');
  const update = useUpdateTask();
  const { mutate } = update;

  const move = useCallback(
    (task: TaskSummary, target: Quadrant) => {
      const patch = quadrantPatch(task, target);
      if (!patch) return false;
      mutate(
        { id: task.id, ...patch },
        { onError: () => toast.error(t('toast.updateFailed'), { id: 'priority-update-failed' }) },
      );
      return true;
    },
    [mutate, t],
  );

  return { move, pendingId: update.isPending ? (update.variables?.id ?? null) : null };
}
