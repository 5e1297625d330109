// Confirmation before deleting a tag: it leaves its tasks; the tasks stay.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';

export function TagDeleteDialog({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const { t } = useTranslation('tags');
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        aria-label={t('delete.start', { name })}
        title={t('delete.start', { name })}
        className={buttonClasses('ghost', 'icon', 'size-9 text-muted-foreground hover:text-destructive')}
      >
        <Trash2 aria-hidden="true" />
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl data-[state=open]:animate-dialog-in motion-reduce:animate-none">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('delete.title', { name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {t('delete.text')}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('ghost')}>{t('delete.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses('destructive')} onClick={onConfirm}>
              {t('delete.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
