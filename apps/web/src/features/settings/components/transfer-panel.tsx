// The inside of the import and export section: the export links, then the import flow.
import type { ExportFormat } from '@nova/core/contracts/transfer';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../api/transfer.ts';
import { ImportFlow } from './import-flow.tsx';

const formats: readonly ExportFormat[] = ['json', 'zip', 'csv'];

export function TransferPanel() {
  return (
    <>
      <ExportLinks />
      <ImportFlow />
    </>
  );
}

function ExportLinks() {
  const { t } = useTranslation('transfer');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-sm font-medium">
        {t('export.title')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('export.hint')}</p>
      <ul className="flex flex-wrap gap-2">
        {formats.map((format) => (
          <li key={format}>
            <a
              href={exportUrl(format)}
              download
              className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Download aria-hidden="true" className="size-4" />
              {t(`export.${format}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
