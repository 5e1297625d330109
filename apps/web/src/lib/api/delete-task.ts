// Deleting a task (DELETE /api/tasks/:id): its row leaves every cached list, the counts, /app's
// summary and the MVD at once.
import { useQueryClient } from '@tanstack/react-query';
import { mvdKeys, removeFromMvdCache } from './mvd-cache.ts';
import { restoreQueries, snapshotQueries, useOpMutation } from './ops.ts';
import { removeTaskFromList } from './task-list-cache.ts';
import {
  countTaskChange,
  deleteTask,
  eachList,
  findSummary,
  noteTaskChange,
  type TaskSnapshot,
  taskKeys,
} from './tasks.ts';

export type DeleteTaskInput = { id: string; opId?: string };

export function useDeleteTask() {
  const client = useQueryClient();
  return useOpMutation<void, DeleteTaskInput, TaskSnapshot>({
    mutationFn: ({ id, opId }) => deleteTask(id, opId),
    onMutate: async ({ id }) => {
      const snapshot = await snapshotQueries(client, [taskKeys.all, mvdKeys.all]);
      const before = findSummary(client, id);
      noteTaskChange(client, id, null);
      countTaskChange(client, before, undefined);
      eachList(client, (list) => removeTaskFromList(list, id));
      removeFromMvdCache(client, id);
      return { snapshot };
    },
    onSuccess: (_data, { id }) => client.removeQueries({ queryKey: taskKeys.detail(id) }),
    onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
  });
}
