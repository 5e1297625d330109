// The preview of an import: what would come in, what was imported before (skipped), the problems by
// row and field, and for a generic CSV the columns (mapping-form.tsx). "Import" writes it all.
import type { CsvMapping, ImportPreview, ImportProblem } from '@nova/core/contracts/transfer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CountList, countKinds } from './import-result.tsx';
import { MappingForm } from './mapping-form.tsx';

type Props = {
  preview: ImportPreview;
  busy: boolean;
  onRemap: (mapping: CsvMapping) => void;
  onConfirm: (mapping: CsvMapping | null) => void;
  onCancel: () => void;
};

export function ImportPreviewView({ preview, busy, onRemap, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('transfer');
  const headingId = useId();
  const total = countKinds.reduce((sum, kind) => sum + preview.counts[kind], 0);
  const already = countKinds.reduce((sum, kind) => sum + preview.alreadyImported[kind], 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="text-sm font-medium">
        {t('import.previewTitle', { name: preview.fileName })}
      </h4>
      {preview.csv ? <MappingForm csv={preview.csv} busy={busy} onApply={onRemap} /> : null}
      {total > 0 ? (
        <CountList counts={preview.counts} label={t('import.willImport')} />
      ) : (
        <p className="text-sm">{t('import.empty')}</p>
      )}
      {already > 0 ? (
        <p className="text-sm text-muted-foreground">{t('import.already', { count: already })}</p>
      ) : null}
      <Problems problems={preview.problems} count={preview.problemCount} />
      <div className="flex gap-2">
        <Button
          type="button"
          disabled={busy || total === 0}
          onClick={() => onConfirm(preview.csv?.mapping ?? null)}
        >
          {t('import.confirm')}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          {t('import.cancel')}
        </Button>
      </div>
    </section>
  );
}

function Problems({ problems, count }: { problems: readonly ImportProblem[]; count: number }) {
  const { t } = useTranslation('transfer');
  const titleId = useId();
  if (count === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h5 id={titleId} className="text-sm font-medium">
        {t('import.problems', { count })}
      </h5>
      <ul aria-labelledby={titleId} className="max-h-48 overflow-y-auto text-sm">
        {problems.map((p, index) => (
          // Problems have no id; the list never reorders while shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from one answer
          <li key={index} className={p.severity === 'error' ? 'text-destructive' : 'text-muted-foreground'}>
            {p.row === null
              ? t('import.problemFile', { field: p.field })
              : t('import.problemAt', { row: p.row, field: p.field })}{' '}
            {t(`problem.${p.code}`, { value: p.value ?? '' })} ({t(`severity.${p.severity}`)})
          </li>
        ))}
      </ul>
      {count > problems.length ? (
        <p className="text-xs text-muted-foreground">
          {t('import.moreProblems', { count: count - problems.length })}
        </p>
      ) : null}
    </div>
  );
}
