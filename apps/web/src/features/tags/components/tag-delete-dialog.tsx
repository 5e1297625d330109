// Confirmation before deleting a tag: it leaves its tasks; the tasks stay.
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ConfirmDialog, ConfirmDialogTrigger } from '../../../components/ui/confirm-dialog.tsx';

export function TagDeleteDialog({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const { t } = useTranslation('tags');
  return (
    <ConfirmDialog
      trigger={
        <ConfirmDialogTrigger
          aria-label={t('delete.start', { name })}
          title={t('delete.start', { name })}
          className={buttonClasses('ghost', 'icon', 'size-9 text-muted-foreground hover:text-destructive')}
        >
          <Trash2 aria-hidden="true" />
        </ConfirmDialogTrigger>
      }
      title={t('delete.title', { name })}
      description={t('delete.text')}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={onConfirm}
    />
  );
}
