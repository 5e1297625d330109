// A few short, kind tips above /app's list (the dailyTip slot); dismissible (kept as `show-adhd-tips`).
// One tip a day, rotating. Texts in the tasks namespace, which /app has loaded.
import { Lightbulb, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const tipKeys = ['tiny', 'three', 'capture', 'kind'] as const;

export function AdhdTips({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('tasks');
  const day = Math.floor(Date.now() / 86_400_000);
  const tip = tipKeys[day % tipKeys.length] ?? 'tiny';
  return (
    <section
      aria-label={t('tips.title')}
      className="flex items-start gap-3 rounded-2xl border border-border bg-secondary/50 px-4 py-3 text-sm"
    >
      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
      <p className="flex-1">
        <span className="font-medium">{t('tips.lead')}</span> {t(`tips.items.${tip}`)}
      </p>
      <button
        type="button"
        aria-label={t('tips.dismiss')}
        title={t('tips.dismiss')}
        onClick={onDismiss}
        className="rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
