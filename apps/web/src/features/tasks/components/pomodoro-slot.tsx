// Where the Pomodoro timer sits in the right panel. A calm placeholder until the timer component
// (features/tasks/components/pomodoro/pomodoro-timer.tsx) lands; then this file mounts it lazily.
import { Timer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from './panel-card.tsx';

export function PomodoroSlot({ activeTaskId: _activeTaskId }: { activeTaskId: string | null }) {
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
