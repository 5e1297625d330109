// Edits of a task's fields (PATCH /api/tasks/:id): optimistic in every cached list, the counts and the
// detail.
import type { Task, TaskSummary, UpdatedTask, UpdateTaskBody } from '@nova/core/contracts/tasks';
import { priorityCode } from '@nova/core/domain/priority';
import { useQueryClient } from '@tanstack/react-query';
import { restoreQueries, snapshotQueries, stampOp, useOpMutation } from './ops.ts';
import {
  findSummary,
  type TaskSnapshot,
  taskKeys,
  updateTask,
  writeTask,
  writeTaskSummary,
} from './tasks.ts';

export type UpdateTaskInput = Omit<UpdateTaskBody, 'opId'> & { id: string; opId?: string };

function summaryPatch(
  body: Omit<UpdateTaskBody, 'opId' | 'baseVersion'>,
  current?: TaskSummary,
): Partial<TaskSummary> {
  const { description: _description, dueDate, ...rest } = body;
  const patch: Partial<TaskSummary> = { ...rest };
  if (body.startDate === undefined && dueDate !== undefined && !current?.startDate) patch.startDate = dueDate;
  if (current && (body.importance !== undefined || body.urgency !== undefined)) {
    patch.priority = priorityCode({
      importance: body.importance ?? current.importance,
      urgency: body.urgency ?? current.urgency,
    });
  }
  return patch;
}

/**
 * Any field of SPEC §7's update list; rows and the detail change at once. The edit carries the version
 * it was made on (the cached one, unless the caller gives it): the server merges a stale edit by field
 * and names what it replaced (lib/offline/merge-notices.ts tells the user).
 */
export function useUpdateTask() {
  const client = useQueryClient();
  return useOpMutation<UpdatedTask, UpdateTaskInput, TaskSnapshot>(
    {
      mutationFn: ({ id, ...body }) => updateTask(id, body),
      onMutate: async ({ id, opId: _opId, baseVersion: _base, ...body }) => {
        const snapshot = await snapshotQueries(client, [taskKeys.all]);
        const patch = { ...summaryPatch(body, findSummary(client, id)), updatedAt: new Date().toISOString() };
        // Into the lists it now matches too (a card dropped on another square), counts and summary following.
        writeTaskSummary(client, id, patch);
        client.setQueryData<Task>(taskKeys.detail(id), (task) =>
          task ? { ...task, ...body, ...patch } : task,
        );
        return { snapshot };
      },
      onSuccess: ({ overwritten: _overwritten, ...task }) => writeTask(client, task),
      onError: (_error, _input, context) => restoreQueries(client, context?.snapshot),
    },
    (input) => {
      const stamped = stampOp(input);
      if (stamped.baseVersion !== undefined) return stamped;
      // The newest copy this device holds (a list row and the detail can be a refetch apart).
      const versions = [
        findSummary(client, input.id)?.version,
        client.getQueryData<Task>(taskKeys.detail(input.id))?.version,
      ].filter((version) => version !== undefined);
      return versions.length === 0 ? stamped : { ...stamped, baseVersion: Math.max(...versions) };
    },
  );
}
