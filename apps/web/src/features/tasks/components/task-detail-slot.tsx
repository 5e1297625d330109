// Opens a task. A minimal dialog until the detail view (features/tasks/components/detail/task-detail.tsx)
// is committed; then this file renders <TaskDetail taskId onClose /> instead.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { taskQueryOptions } from '../../../lib/api/tasks.ts';

export type TaskDetailSlotProps = { taskId: string | null; onClose: () => void };

export function preloadTaskDetailSlot(): void {}

export function TaskDetailSlot({ taskId, onClose }: TaskDetailSlotProps) {
  const { t } = useTranslation('tasks');
  const task = useQuery({ ...taskQueryOptions(taskId ?? ''), enabled: taskId !== null });
  return (
    <Dialog
      open={taskId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent closeLabel={t('detail.close')}>
        <DialogTitle>{task.data?.title ?? t('detail.title')}</DialogTitle>
        <DialogDescription>{t('detail.placeholder')}</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
