// The /app screen's task actions with SPEC §8's toasts: quick add, status changes (with a calm
// congratulation on completion), delete, MVD toggle. The callbacks are stable so memoised rows do
// not re-render when the page does.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useChangeTaskStatus } from '../../../lib/api/change-task-status.ts';
import { useCreateTask } from '../../../lib/api/create-task.ts';
import { useDeleteTask } from '../../../lib/api/delete-task.ts';
import { useToggleMvd } from '../../../lib/api/mvd.ts';
import type { TaskStatusActions } from '../../../lib/slots.ts';
import { isMvdAction, type TaskAction, taskErrorKey } from '../task-errors.ts';

/** changeStatus and toggleMvd are also what the cards of other features get (lib/slots.ts). */
export type TaskActions = TaskStatusActions & {
  /** Returns false (and says why) when the title is blank; the box keeps its text then. */
  create: (title: string, type: 'task' | 'idea') => boolean;
  remove: (task: Pick<TaskSummary, 'id' | 'title'>) => void;
};

export function useTaskActions(): TaskActions {
  const { t } = useTranslation('tasks');
  const createTask = useCreateTask();
  const changeStatus = useChangeTaskStatus();
  const deleteTask = useDeleteTask();
  const toggleMvd = useToggleMvd();

  // The latest mutations and t, read by stable callbacks.
  const latest = useRef({ t, createTask, changeStatus, deleteTask, toggleMvd });
  latest.current = { t, createTask, changeStatus, deleteTask, toggleMvd };

  return useMemo<TaskActions>(() => {
    const fail = (action: TaskAction) => (error: unknown) => {
      const tr = latest.current.t;
      const key = taskErrorKey(action, error);
      if (isMvdAction(action) && key !== 'toast.mvdLimit') {
        toast.error(tr('toast.mvdErrorTitle'), { description: tr(key) });
      } else {
        toast.error(tr(key));
      }
    };
    return {
      create: (title, type) => {
        const clean = title.trim();
        if (!clean) {
          toast.error(latest.current.t('toast.titleEmpty'));
          return false;
        }
        latest.current.createTask.mutate({ title: clean, type }, { onError: fail('create') });
        return true;
      },
      changeStatus: (task, status) => {
        latest.current.changeStatus.mutate(
          { id: task.id, status },
          {
            onError: fail('status'),
            onSuccess: () => {
              if (status === 'completed')
                toast.success(latest.current.t('toast.congrats', { title: task.title }));
            },
          },
        );
      },
      remove: (task) => {
        latest.current.deleteTask.mutate(
          { id: task.id },
          {
            onError: fail('delete'),
            onSuccess: () => toast(latest.current.t('toast.deleted')),
          },
        );
      },
      toggleMvd: (task) => {
        const action = task.inMvd ? 'mvdRemove' : 'mvdAdd';
        latest.current.toggleMvd.mutate({ taskId: task.id, inMvd: task.inMvd }, { onError: fail(action) });
      },
    };
  }, []);
}
