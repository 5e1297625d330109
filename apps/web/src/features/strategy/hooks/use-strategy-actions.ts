// The strategy writes of this page with SPEC §8's toasts: 'Failed to create direction', 'Failed to
// update strategy', 'Failed to delete strategy' (assigning or removing tasks is an update).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  useAssignStrategyTasks,
  useCreateStrategy,
  useDeleteStrategy,
  useUpdateStrategy,
} from '../../../lib/api/strategies.ts';
import { useUpdateTask } from '../../../lib/api/update-task.ts';
import type { StrategyDraft } from '../strategy-rules.ts';

export function useStrategyActions() {
  const { t } = useTranslation('strategy');
  const create = useCreateStrategy();
  const update = useUpdateStrategy().mutate;
  const remove = useDeleteStrategy().mutate;
  const assign = useAssignStrategyTasks().mutate;
  const updateTask = useUpdateTask().mutate;
  const createMutate = create.mutate;

  const failed = useCallback(
    (key: 'createFailed' | 'updateFailed' | 'deleteFailed') => () =>
      toast.error(t(`toast.${key}`), { id: `strategy-${key}` }),
    [t],
  );

  return {
    creating: create.isPending,
    create: useCallback(
      (draft: StrategyDraft, onDone: () => void) =>
        createMutate(draft, { onSuccess: onDone, onError: failed('createFailed') }),
      [createMutate, failed],
    ),
    update: useCallback(
      (id: string, draft: StrategyDraft) => update({ id, ...draft }, { onError: failed('updateFailed') }),
      [update, failed],
    ),
    remove: useCallback(
      (id: string) => remove({ id }, { onError: failed('deleteFailed') }),
      [remove, failed],
    ),
    assign: useCallback(
      (id: string, taskIds: string[]) => assign({ id, taskIds }, { onError: failed('updateFailed') }),
      [assign, failed],
    ),
    unassign: useCallback(
      (taskId: string) => updateTask({ id: taskId, strategyId: null }, { onError: failed('updateFailed') }),
      [updateTask, failed],
    ),
  };
}
