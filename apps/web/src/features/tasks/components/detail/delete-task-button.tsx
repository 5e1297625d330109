// Delete with confirmation (Radix AlertDialog: focus starts on the safe choice). The sheet closes at
// once; the list drops the row optimistically and puts it back with SPEC's toast if the server refuses.
import type { Task } from '@nova/core/contracts/tasks';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { useDeleteTask } from '../../../../lib/api/delete-task.ts';

export type DeleteTaskButtonProps = { task: Task; onDeleted: () => void };

export function DeleteTaskButton({ task, onDeleted }: DeleteTaskButtonProps) {
  const { t } = useTranslation('task-detail');
  const remove = useDeleteTask();

  const confirm = () => {
    onDeleted();
    remove.mutateAsync({ id: task.id }).then(
      () => toast.success(t('delete.done'), { id: 'task-deleted' }),
      () => toast.error(t('errors.delete'), { id: 'task-delete-failed' }),
    );
  };

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={buttonClasses('ghost', 'sm', 'text-destructive hover:bg-destructive/10')}
      >
        <Trash2 aria-hidden="true" />
        {t('delete.button')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-black/50 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl focus-visible:outline-none data-[state=open]:animate-dialog-in motion-reduce:animate-none">
          <AlertDialog.Title className="text-lg font-semibold">{t('delete.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {t('delete.text', { title: task.title })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')}>{t('delete.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('destructive')} onClick={confirm}>
              {t('delete.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
