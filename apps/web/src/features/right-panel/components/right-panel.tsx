// /app's right panel (`show-right-panel`; the rightPanel slot, lib/slots.ts): minimum viable day,
// quick actions, the morning sync and evening review, Pomodoro, stats, the assistant's today's focus,
// today's habits, the executive mentor, then health. What it shows of the tasks is the account
// overview (GET /api/tasks/summary with this device's edits), never a whole list.
// Each optional section follows its own preference (showPomodoroTimer, show-stats-section,
// show-health-section). The cards other features own come through slots (lib/slots.ts): the MVD
// (features/mvd), the stats (features/analytics), health (features/health), the timer (features/pomodoro)
// and today's focus (features/assistant). Texts in the tasks namespace, which /app has loaded.
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PREF, useBooleanPreference } from '../../../lib/preferences.ts';
import { type RightPanelSlotProps, useSlot } from '../../../lib/slots.ts';
import { PomodoroSlot } from './pomodoro-slot.tsx';
import { QuickActions } from './quick-actions.tsx';

export const POMODORO_ANCHOR = 'pomodoro-panel';

// Memoised: /app re-renders for its list and search; the panel only when what it shows changes.
export const RightPanel = memo(function RightPanel({
  overview,
  actions,
  onOpen,
  onFocus,
  className,
}: RightPanelSlotProps) {
  const { t } = useTranslation('tasks');
  const [showPomodoro, setShowPomodoro] = useBooleanPreference(PREF.showPomodoroTimer, true);
  const [showStats] = useBooleanPreference(PREF.showStatsSection, true);
  const [showHealth] = useBooleanPreference(PREF.showHealthSection, true);
  const { running, top, stats, tasksById } = overview;
  // The assistant's card, through a slot (lib/slots.ts): a lazy chunk of the assistant feature.
  const TodaysFocus = useSlot('todaysFocus');
  const MvdPanel = useSlot('mvdPanel');
  const TodayStats = useSlot('todayStats');
  const Health = useSlot('healthSection');
  const HabitsToday = useSlot('habitsToday');
  const Reviews = useSlot('reviews');
  const Mentor = useSlot('executiveMentor');

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
        {MvdPanel ? <MvdPanel tasksById={tasksById} actions={actions} onOpen={onOpen} /> : null}
        <QuickActions top={top} actions={actions} onOpenPomodoro={openPomodoro} onFocus={onFocus} />
        {Reviews ? (
          <Suspense fallback={null}>
            <Reviews />
          </Suspense>
        ) : null}
        {showPomodoro ? (
          <div id={POMODORO_ANCHOR} tabIndex={-1} className="focus:outline-none">
            <PomodoroSlot activeTaskId={running?.id ?? top?.id ?? null} />
          </div>
        ) : null}
        {showStats && TodayStats ? <TodayStats stats={stats} /> : null}
        {/* Last: its height follows the assistant's answer, which arrives after the list; above the
            fixed-height cards it pushed them down as it grew (desktop CLS 0.14 in bench/lighthouse.ts). */}
        {TodaysFocus ? (
          <Suspense fallback={null}>
            <TodaysFocus overview={overview} onOpen={onOpen} />
          </Suspense>
        ) : null}
        {HabitsToday ? (
          <Suspense fallback={null}>
            <HabitsToday />
          </Suspense>
        ) : null}
        {/* Lazy chunks with their own texts, below the fixed cards so their arrival pushes nothing. */}
        {Mentor ? (
          <Suspense fallback={null}>
            <Mentor overview={overview} onOpen={onOpen} />
          </Suspense>
        ) : null}
        {showHealth && Health ? (
          <Suspense fallback={null}>
            <Health />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
});
