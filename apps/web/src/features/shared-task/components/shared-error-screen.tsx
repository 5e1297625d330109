// The shared page's error screen (SPEC §8): what went wrong, the hints, and 'Back to Home'.

import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { SharedFailure } from '../shared-errors.ts';
import type { SharedErrorScreen as Screen } from '../shared-rules.ts';

const messageKeys: Record<Screen, string> = {
  insufficient_access_data: 'errors.insufficientAccessData',
  task_not_found: 'errors.taskNotFound',
  task_not_delegated: 'errors.taskNotDelegated',
  invalid_access_token: 'errors.invalidAccessToken',
  rate_limited: 'errors.rateLimited',
  fetch_error: 'errors.fetchError',
  unexpected: 'errors.unexpected',
};

export function SharedErrorScreen({ failure }: { failure: SharedFailure }) {
  const { t } = useTranslation('shared-task');
  return (
    <section
      aria-labelledby="shared-error-title"
      className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <div role="alert" className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive" />
          <h1 id="shared-error-title" className="text-xl font-semibold">
            {t(messageKeys[failure.screen], { message: failure.message })}
          </h1>
        </div>
        <p className="text-sm text-muted-foreground">{t('errors.hintsLead')}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>{t('errors.hintComplete')}</li>
          <li>{t('errors.hintExpired')}</li>
          <li>{t('errors.hintCancelled')}</li>
        </ul>
      </div>
      <a href="/" className={buttonClasses('primary', 'md', 'w-fit')}>
        {t('errors.backHome')}
      </a>
    </section>
  );
}
