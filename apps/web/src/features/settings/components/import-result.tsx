// What an import did: how many of each kind came in, and how many were there already.
import type { ImportCounts, ImportResult } from '@nova/core/contracts/transfer';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

export const countKinds: ReadonlyArray<keyof ImportCounts> = [
  'tasks',
  'microSteps',
  'comments',
  'attachments',
  'tags',
  'strategies',
  'habits',
  'mindMaps',
];

export function CountList({ counts, label }: { counts: ImportCounts; label: string }) {
  const { t } = useTranslation('transfer');
  const shown = countKinds.filter((kind) => counts[kind] > 0);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {shown.map((kind) => (
        <li key={kind}>{t(`counts.${kind}`, { count: counts[kind] })}</li>
      ))}
    </ul>
  );
}

export function ImportResultView({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const { t } = useTranslation('transfer');
  const skipped = countKinds.reduce((sum, kind) => sum + result.skipped[kind], 0);
  const created = countKinds.reduce((sum, kind) => sum + result.created[kind], 0);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm font-medium">
        {created > 0 ? t('import.done') : t('import.nothingNew')}
      </p>
      <CountList counts={result.created} label={t('import.created')} />
      {skipped > 0 ? (
        <p className="text-sm text-muted-foreground">{t('import.skipped', { count: skipped })}</p>
      ) : null}
      <div>
        <Button type="button" variant="outline" onClick={onAgain}>
          {t('import.another')}
        </Button>
      </div>
    </div>
  );
}
