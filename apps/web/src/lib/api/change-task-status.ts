// Status changes (POST /api/tasks/:id/status): the core's clock rules run locally for the instant view;
// a task that leaves the day leaves the MVD cache too.
import type { ChangeTaskStatusBody, TaskStatusChange, TaskSummary } from '@nova/core/contracts/tasks';
import { applyStatusChange } from '@nova/core/domain/status';
import { useQueryClient } from '@tanstack/react-query';
import { mvdKeys, removeFromMvdCache } from './mvd-cache.ts';
import { restoreQueries, snapshotQueries, useOpMutation } from './ops.ts';
import {
  changeTaskStatus,
  findSummary,
  invalidateTaskListsWhenSettled,
  type TaskSnapshot,
  taskKeys,
  writeTask,
  writeTaskSummary,
} from './tasks.ts';

export type ChangeTaskStatusInput = ChangeTaskStatusBody & { id: string };

/** Start, complete, stop, pause, reopen…: the clock rules of the core run locally for the instant view. */
export function useChangeTaskStatus() {
  const client = useQueryClient();
  return useOpMutation<TaskStatusChange, ChangeTaskStatusInput, TaskSnapshot>({
    mutationFn: ({ id, status, opId }) => changeTaskStatus(id, { status, opId }),
    onMutate: async ({ id, status }) => {
      const snapshot = await snapshotQueries(client, [taskKeys.all, mvdKeys.all]);
      const current = findSummary(client, id);
      if (current) {
        const change = applyStatusChange(
          { ...current, timeCompleted: null, completedAt: null, isPaused: current.status === 'paused' },
          status,
          new Date(),
        );
        if (change.ok) {
          const { fields } = change.value;
          const patch: Partial<TaskSummary> = {
            status: fields.status,
            timeStarted: fields.timeStarted,
            totalTimeSpent: fields.totalTimeSpent,
            // As the server stamps it: /app's summary counts a completion by it (done today).
            updatedAt: new Date().toISOString(),
          };
          if (change.value.removeFromMvd) {
            patch.inMvd = false;
            removeFromMvdCache(client, id);
          }
          writeTaskSummary(client, id, patch);
        }
      }
      return { snapshot };
    },
    onSuccess: ({ task, removedFromMvd }) => {
      writeTask(client, task);
      if (removedFromMvd) removeFromMvdCache(client, task.id);
    },
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
    onSettled: () => invalidateTaskListsWhenSettled(client),
  });
}
