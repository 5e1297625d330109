// A drop (or a "Move to…" choice) on a quadrant: PATCH only the levels that cross the line, shown at
// once; on failure the cache rolls back (lib/api) and SPEC §8's toast says so.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateTask } from '../../../lib/api/update-task.ts';
import { quadrantPatch } from '../matrix.ts';

/** Returns `move`, which answers false when the task is already in `target` (nothing sent). */
export function useMoveToQuadrant(): { move: (task: TaskSummary, target: Quadrant) => boolean } {
  const { t } = useTranslation('priorities');
  const { mutate } = useUpdateTask();

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

  return { move };
}
