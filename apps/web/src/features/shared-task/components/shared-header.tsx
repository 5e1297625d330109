// The shared page's header (SPEC §2): product mark, 'Delegated Task' and the 'Independent Work' sign.
import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function SharedHeader() {
  const { t } = useTranslation('shared-task');
  return (
    <header className="border-b border-border bg-card/60">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
        <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
        <div className="flex flex-col">
          <span className="font-semibold leading-tight">Nova Planner</span>
          <span className="text-xs text-muted-foreground">{t('header.subtitle')}</span>
        </div>
        <span className="ml-auto inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
          <UserCheck aria-hidden="true" className="size-3.5" />
          {t('header.independent')}
        </span>
      </div>
    </header>
  );
}
