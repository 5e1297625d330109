// Confirmation before deleting a strategy: its tasks stay, without a strategy.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type Props = { name: string; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

export function StrategyDeleteDialog({ name, open, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation('strategy');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title', { name })}
      description={t('delete.text')}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={onConfirm}
    />
  );
}
