// A calm congratulation after completing a task: a short message in a polite live region (always
// mounted, so the words are announced when they appear), with a soft fade only when the user has not
// asked for reduced motion. No confetti, nothing that flashes.
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function CompletionMessage({ show }: { show: boolean }) {
  const { t } = useTranslation('task-detail');
  return (
    <div role="status" className="empty:absolute">
      {show ? (
        <div className="flex items-start gap-3 rounded-xl border border-border bg-secondary/60 p-4 text-secondary-foreground motion-safe:animate-fade-in">
          <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-medium">{t('completed.title')}</p>
            <p className="text-sm">{t('completed.text')}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
