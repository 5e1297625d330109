// /shared-task/:taskId?token=...: the public page of a delegated task. For now it checks the link and
// says the view is on its way; the working page replaces this file.
import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function SharedTaskPage() {
  const { t } = useTranslation();
  const { taskId } = useParams();
  const [searchParams] = useSearchParams();
  const hasAccessData = Boolean(taskId && searchParams.get('token'));
  useDocumentTitle(t('shared.title'));

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-3 px-6">
          <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
          <div className="flex flex-col">
            <span className="font-semibold leading-tight">Nova Planner</span>
            <span className="text-xs text-muted-foreground">{t('shared.subtitle')}</span>
          </div>
          <span className="ml-auto inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
            <UserCheck aria-hidden="true" className="size-3.5" />
            {t('shared.independentWork')}
          </span>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto focus:outline-none flex w-full max-w-2xl flex-1 flex-col gap-5 px-6 py-14"
      >
        <h1 className="text-3xl font-semibold tracking-tight">{t('shared.title')}</h1>
        {hasAccessData ? (
          <p className="text-muted-foreground">{t('shared.comingSoon')}</p>
        ) : (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-2xl border border-destructive/50 bg-destructive/10 p-6"
          >
            <p className="font-medium">{t('shared.errors.insufficientData')}</p>
            <ul className="list-disc pl-5 text-sm text-muted-foreground">
              <li>{t('shared.hints.completeLink')}</li>
              <li>{t('shared.hints.expired')}</li>
              <li>{t('shared.hints.cancelled')}</li>
            </ul>
          </div>
        )}
        <Link to="/" className={buttonClasses('outline', 'md', 'w-fit')}>
          {t('shared.backHome')}
        </Link>
      </main>
    </div>
  );
}
