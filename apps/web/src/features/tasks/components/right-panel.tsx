// The right panel (`show-right-panel`): minimum viable day, quick actions, Pomodoro, stats, health,
// then the assistant's today's focus.
// Each optional section follows its own preference (showPomodoroTimer, show-stats-section,
// show-health-section).
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBooleanPreference } from '../../../lib/preferences.ts';
import { useSlot } from '../../../lib/slots.ts';
import type { TaskActions } from '../hooks/use-task-actions.ts';
import { PREF } from '../task-preferences.ts';
import type { TaskStats } from '../task-view.ts';
import { HealthSection } from './health-section.tsx';
import { MvdPanel } from './mvd-panel.tsx';
import { PomodoroSlot } from './pomodoro-slot.tsx';
import { QuickActions } from './quick-actions.tsx';
import { StatsSection } from './stats-section.tsx';

export type RightPanelProps = {
  mvdIds: readonly string[];
  tasksById: ReadonlyMap<string, TaskSummary>;
  top: TaskSummary | null;
  stats: TaskStats;
  actions: TaskActions;
  onOpen: (id: string) => void;
  onFocus: () => void;
  className?: string;
};

export const POMODORO_ANCHOR = 'pomodoro-panel';

// Memoised: /app re-renders for its list and search; the panel only when what it shows changes.
export const RightPanel = memo(function RightPanel({
  mvdIds,
  tasksById,
  top,
  stats,
  actions,
  onOpen,
  onFocus,
  className,
}: RightPanelProps) {
  const { t } = useTranslation('tasks');
  const [showPomodoro, setShowPomodoro] = useBooleanPreference(PREF.showPomodoroTimer, true);
  const [showStats] = useBooleanPreference(PREF.showStatsSection, true);
  const [showHealth] = useBooleanPreference(PREF.showHealthSection, true);
  const running = [...tasksById.values()].find((task) => task.status === 'inProgress');
  // The assistant's card, through a slot (lib/slots.ts): a lazy chunk of the assistant feature.
  const TodaysFocus = useSlot('todaysFocus');

  const openPomodoro = () => {
    setShowPomodoro(true);
    requestAnimationFrame(() => {
      const anchor = document.getElementById(POMODORO_ANCHOR);
      anchor?.scrollIntoView({ block: 'nearest' });
      (anchor?.querySelector<HTMLElement>('button') ?? anchor)?.focus();
    });
  };

  return (
    <section aria-label={t('toolbar.rightPanel')} className={className}>
      <div className="flex flex-col gap-4">
        <MvdPanel taskIds={mvdIds} tasksById={tasksById} actions={actions} onOpen={onOpen} />
        <QuickActions top={top} actions={actions} onOpenPomodoro={openPomodoro} onFocus={onFocus} />
        {showPomodoro ? (
          <div id={POMODORO_ANCHOR} tabIndex={-1} className="focus:outline-none">
            <PomodoroSlot activeTaskId={running?.id ?? top?.id ?? null} />
          </div>
        ) : null}
        {showStats ? <StatsSection stats={stats} /> : null}
        {showHealth ? <HealthSection /> : null}
        {/* Last: its height follows the assistant's answer, which arrives after the list; above the
            fixed-height cards it pushed them down as it grew (desktop CLS 0.14 in bench/lighthouse.ts). */}
        {TodaysFocus ? (
          <Suspense fallback={null}>
            <TodaysFocus tasksById={tasksById} onOpen={onOpen} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
});
