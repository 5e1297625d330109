// Both this screen and another device changed the same part of the map: the user picks which version
// stays. Nothing is overwritten until they do. Closing the dialog (its corner button or Escape) picks
// neither: neither version is a safe default (one would drop this screen's edit, the other the other
// device's), so the question waits; the header shows it and the next edit or save asks again.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';

type Props = { open: boolean; onKeepMine: () => void; onTakeTheirs: () => void; onLater: () => void };

/** Memoised: closed, it does not render again with every change of the map. */
export const ConflictDialog = memo(function ConflictDialog({
  open,
  onKeepMine,
  onTakeTheirs,
  onLater,
}: Props) {
  const { t } = useTranslation('mindmap');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onLater()}>
      <DialogContent closeLabel={t('conflict.later')} onInteractOutside={(e) => e.preventDefault()}>
        <DialogTitle>{t('conflict.title')}</DialogTitle>
        <DialogDescription>{t('conflict.description')}</DialogDescription>
        <p className="mt-2 text-sm text-muted-foreground">{t('conflict.laterHint')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onTakeTheirs}>
            {t('conflict.takeTheirs')}
          </Button>
          <Button onClick={onKeepMine}>{t('conflict.keepMine')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
});
