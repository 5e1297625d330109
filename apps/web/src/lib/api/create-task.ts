// Quick add and every other task creation (POST /api/tasks): optimistic (the lists and /app's
// summary), with a client UUID v7 id.
import type { CreateTaskBody, Task, TaskSummary } from '@nova/core/contracts/tasks';
import { priorityCode } from '@nova/core/domain/priority';
import { useQueryClient } from '@tanstack/react-query';
import { newId, restoreQueries, type Stamped, snapshotQueries, stampOp, useOpMutation } from './ops.ts';
import { insertTaskInList } from './task-list-cache.ts';
import { applyToSummaries, taskSummaryKeys } from './task-summary-cache.ts';
import {
  countTaskChange,
  createTask,
  eachList,
  invalidateTaskListsWhenSettled,
  type TaskSnapshot,
  taskKeys,
  writeTask,
} from './tasks.ts';

export type CreateTaskInput = Omit<CreateTaskBody, 'opId' | 'id'> & { id?: string; opId?: string };

function optimisticSummary(input: Stamped<CreateTaskInput> & { id: string }): TaskSummary {
  const importance = input.importance ?? 1;
  const urgency = input.urgency ?? 1;
  return {
    id: input.id,
    title: input.title.trim(),
    status: 'waiting',
    type: input.type ?? 'task',
    importance,
    urgency,
    priority: priorityCode({ importance, urgency }),
    startDate: input.startDate ?? input.dueDate ?? null,
    startTime: input.startTime ?? null,
    durationMinutes: input.durationMinutes ?? null,
    strategyId: input.strategyId ?? null,
    tagIds: input.tagIds ?? [],
    microTotal: 0,
    microDone: 0,
    inMvd: false,
    isDelegated: false,
    totalTimeSpent: 0,
    timeStarted: null,
    version: 0,
    updatedAt: new Date().toISOString(),
  };
}

/** Quick add: the row appears at once (client UUID v7), the server answer replaces it. */
export function useCreateTask() {
  const client = useQueryClient();
  return useOpMutation<Task, CreateTaskInput, TaskSnapshot>(
    {
      mutationFn: ({ id, opId, ...body }) => createTask({ ...body, id, opId }),
      onMutate: async (input) => {
        const snapshot = await snapshotQueries(client, [
          taskKeys.lists(),
          taskKeys.allCounts(),
          taskSummaryKeys.all,
        ]);
        const row = optimisticSummary({ ...input, id: input.id ?? newId() });
        applyToSummaries(client, { id: row.id, before: undefined, after: row, created: true });
        eachList(client, (list, params) => insertTaskInList(list, row, params));
        countTaskChange(client, undefined, row);
        return { snapshot };
      },
      onSuccess: (task) => writeTask(client, task),
      onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
      onSettled: () => invalidateTaskListsWhenSettled(client),
    },
    (input) => stampOp({ ...input, id: input.id ?? newId() }),
  );
}
