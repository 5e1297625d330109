// Connections to other software (the calendar feed, API tokens), folded away under one disclosure: the
// settings stay short and calm for everyone else, and nothing of theirs loads until opened (so the
// dialog does not shift while it fills in).
import { ChevronRight } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiTokensSetting } from './api-tokens-setting.tsx';
import { CalendarFeedSetting } from './calendar-feed-setting.tsx';

export function ConnectionsSettings() {
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
        {t('settings.connections')}
      </summary>
      {open ? (
        <div className="flex flex-col gap-6 px-3 pt-2 pb-4">
          <Suspense
            fallback={<p className="text-sm text-muted-foreground">{t('settings.connectionsLoading')}</p>}
          >
            <CalendarFeedSetting />
            <ApiTokensSetting />
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}
