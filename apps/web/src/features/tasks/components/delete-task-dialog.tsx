// "Delete this task?" — an alert dialog (Radix: focus lands on Cancel, Escape keeps the task).
// Lazy-loaded the first time a delete is asked for.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';

export type DeleteTaskDialogProps = {
  title: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteTaskDialog({ title, onConfirm, onCancel }: DeleteTaskDialogProps) {
  const { t } = useTranslation('tasks');
  return (
    <AlertDialog.Root
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl data-[state=open]:animate-dialog-in motion-reduce:animate-none">
          <AlertDialog.Title className="text-lg font-semibold">{t('deleteDialog.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {t('deleteDialog.description', { title: title ?? '' })}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline')}>
              {t('deleteDialog.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('destructive')} onClick={onConfirm}>
              {t('deleteDialog.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
