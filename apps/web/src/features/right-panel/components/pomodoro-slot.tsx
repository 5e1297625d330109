// Where the Pomodoro timer sits in the right panel: the timer is the pomodoro feature's, filled into
// this slot by app/slots.tsx as a lazy chunk, with a calm placeholder card while it arrives.
import { Timer } from 'lucide-react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card.tsx';
import { useSlot } from '../../../lib/slots.ts';

export function PomodoroSlot({ activeTaskId }: { activeTaskId: string | null }) {
  const PomodoroTimer = useSlot('pomodoroTimer');
  if (!PomodoroTimer) return null;
  // The timer's height (about 28 rem) is kept while its chunk and texts load, so the stats below do
  // not jump when it arrives (bench/lighthouse.ts counted that as layout shift).
  return (
    <div className="min-h-[28.5rem]">
      <Suspense fallback={<PomodoroPlaceholder />}>
        <PomodoroTimer activeTaskId={activeTaskId} />
      </Suspense>
    </div>
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
