// Both this screen and another device changed the same part of the map: the user picks which version
// stays. Nothing is overwritten until they do.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';

type Props = { open: boolean; onKeepMine: () => void; onTakeTheirs: () => void };

export function ConflictDialog({ open, onKeepMine, onTakeTheirs }: Props) {
  const { t } = useTranslation('mindmap');
  return (
    <Dialog open={open}>
      <DialogContent
        closeLabel={t('close')}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogTitle>{t('conflict.title')}</DialogTitle>
        <DialogDescription>{t('conflict.description')}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onTakeTheirs}>
            {t('conflict.takeTheirs')}
          </Button>
          <Button onClick={onKeepMine}>{t('conflict.keepMine')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
