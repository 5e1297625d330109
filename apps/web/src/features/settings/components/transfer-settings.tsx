// Import and export, folded away under one disclosure like the connections: nothing of it loads until
// it is opened. Export is three download links; import is a short flow (import-flow.tsx).
import { ChevronRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TransferPanel = lazy(() => import('./transfer-panel.tsx').then((m) => ({ default: m.TransferPanel })));

export function TransferSettings() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group rounded-lg border border-border"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none"
        />
        {t('settings.transfer')}
      </summary>
      {open ? (
        <div className="flex flex-col gap-6 px-3 pt-2 pb-4">
          <Suspense
            fallback={<p className="text-sm text-muted-foreground">{t('settings.connectionsLoading')}</p>}
          >
            <TransferPanel />
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}
