// Where the Pomodoro timer sits in the right panel: the timer (its own card) loads in a lazy chunk,
// with a calm placeholder card while it arrives.
import { Timer } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from './panel-card.tsx';

const PomodoroTimer = lazy(() =>
  import('./pomodoro/pomodoro-timer.tsx').then((m) => ({ default: m.PomodoroTimer })),
);

export function PomodoroSlot({ activeTaskId }: { activeTaskId: string | null }) {
  return (
    <Suspense fallback={<PomodoroPlaceholder />}>
      <PomodoroTimer activeTaskId={activeTaskId} />
    </Suspense>
  );
}

function PomodoroPlaceholder() {
  const { t } = useTranslation('tasks');
  const titleId = useId();
  return (
    <PanelCard
      titleId={titleId}
      title={t('pomodoro.title')}
      icon={<Timer aria-hidden="true" className="size-4" />}
    >
      <p className="text-sm text-muted-foreground">{t('pomodoro.placeholder')}</p>
    </PanelCard>
  );
}
