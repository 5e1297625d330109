// A section of the settings folded away under a disclosure: the dialog stays short and calm, and what
// is inside renders (and loads its code and data) only once opened, so the dialog does not shift while
// it fills in. The connections and import/export sections use it.
import { ChevronRight } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SettingsDisclosure({ title, children }: { title: string; children: ReactNode }) {
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
        {title}
      </summary>
      {open ? (
        <div className="flex flex-col gap-6 px-3 pt-2 pb-4">
          <Suspense
            fallback={<p className="text-sm text-muted-foreground">{t('settings.connectionsLoading')}</p>}
          >
            {children}
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}
