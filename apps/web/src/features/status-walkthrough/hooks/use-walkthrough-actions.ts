// The writes of the test screen with its busy badges: how many adds are in flight and which rows are
// being updated or deleted. Changes show at once (lib/api is optimistic); failures roll back and toast.
import type { TaskStatus } from '@nova/core/domain/status';
import type { TaskType } from '@nova/core/domain/validation';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useChangeTaskStatus } from '../../../lib/api/change-task-status.ts';
import { useCreateTask } from '../../../lib/api/create-task.ts';
import { useDeleteTask } from '../../../lib/api/delete-task.ts';

export type RowBusy = 'updating' | 'deleting';

export function useWalkthroughActions() {
  const { t } = useTranslation('status-walkthrough');
  const create = useCreateTask().mutate;
  const changeStatus = useChangeTaskStatus().mutate;
  const remove = useDeleteTask().mutate;
  const [adding, setAdding] = useState(0);
  const [busy, setBusy] = useState<ReadonlyMap<string, RowBusy>>(new Map());

  const mark = useCallback((id: string, state: RowBusy | null) => {
    setBusy((current) => {
      const next = new Map(current);
      if (state) next.set(id, state);
      else next.delete(id);
      return next;
    });
  }, []);

  const add = useCallback(
    (title: string, type: TaskType) => {
      setAdding((n) => n + 1);
      create(
        { title: title.trim(), type },
        {
          onError: () => toast.error(t('errors.createFailed'), { id: 'walkthrough-create-failed' }),
          onSettled: () => setAdding((n) => n - 1),
        },
      );
    },
    [create, t],
  );

  const setStatus = useCallback(
    (id: string, status: TaskStatus) => {
      mark(id, 'updating');
      changeStatus(
        { id, status },
        {
          onError: () => toast.error(t('errors.statusFailed'), { id: 'test-status-failed' }),
          onSettled: () => mark(id, null),
        },
      );
    },
    [changeStatus, mark, t],
  );

  const destroy = useCallback(
    (id: string) => {
      mark(id, 'deleting');
      remove(
        { id },
        {
          onError: () => toast.error(t('errors.deleteFailed'), { id: 'test-delete-failed' }),
          onSettled: () => mark(id, null),
        },
      );
    },
    [remove, mark, t],
  );

  return { add, setStatus, destroy, adding: adding > 0, busy };
}
