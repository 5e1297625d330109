// Which feature fills which slot (lib/slots.ts). Every slot is /app's (its page, right panel and task
// detail), so this module is a chunk of /app, loaded beside the page's chunk by the route (routes.tsx)
// and at entry (route-prefetch.ts), not part of the shell every screen loads.
// The parts /app shows in its first frames are plain components here: the route waits for this chunk
// and the page's, so they render with the page, without a fallback that would shift it. The rest are
// lazy chunks, loaded when the screen renders them; one that cannot load (offline before the service
// worker stored it) leaves its place empty, or says so where the person asked for it (lazyPart).
import { type ComponentType, use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TodayStatsSection } from '../features/analytics/components/today-stats-section.tsx';
import { MvdPanel } from '../features/mvd/components/mvd-panel.tsx';
import { MvdSync } from '../features/mvd/components/mvd-sync.tsx';
import { AdhdTips } from '../features/onboarding/components/adhd-tips.tsx';
import { RightPanel } from '../features/right-panel/components/right-panel.tsx';
import { lazyPart, PartUnavailable } from '../lib/lazy-part.tsx';
import { type AiGroupingSlotProps, type FocusModeSlotProps, type Slots, SlotsContext } from '../lib/slots.ts';

/** Focus mode could not load: say so, with the way back to the list. */
function FocusModeUnavailable({ onExit }: FocusModeSlotProps) {
  const { t } = useTranslation('tasks');
  return (
    <PartUnavailable
      action={
        <button type="button" className="underline underline-offset-2" onClick={onExit}>
          {t('focus.exit')}
        </button>
      }
    />
  );
}

const tasksScreenSlots: Slots = {
  rightPanel: RightPanel,
  mvdPanel: MvdPanel,
  mvdSync: MvdSync,
  dailyTip: AdhdTips,
  todayStats: TodayStatsSection,
  healthSection: lazyPart(() =>
    import('../features/health/components/health-section.tsx').then((m) => ({ default: m.HealthSection })),
  ),
  reviews: lazyPart(() =>
    import('../features/review/components/reviews-card.tsx').then((m) => ({ default: m.ReviewsCard })),
  ),
  executiveMentor: lazyPart(() =>
    import('../features/review/components/mentor-card.tsx').then((m) => ({ default: m.MentorCard })),
  ),
  // Opened from the review's "delegate" (only then loaded).
  delegateTask: lazyPart(() =>
    import('../features/delegation/components/task-collaboration/delegate-task-dialog.tsx').then((m) => ({
      default: m.DelegateTaskDialog,
    })),
  ),
  assistantBar: lazyPart(() =>
    import('../features/assistant/components/assistant-bar.tsx').then((m) => ({ default: m.AssistantBar })),
  ),
  todaysFocus: lazyPart(() =>
    import('../features/assistant/components/todays-focus-card.tsx').then((m) => ({
      default: m.TodaysFocusCard,
    })),
  ),
  // Without it, the ordinary list.
  aiGrouping: lazyPart(
    () =>
      import('../features/assistant/components/ai-grouping-view.tsx').then((m) => ({
        default: m.AiGroupingView,
      })),
    ({ fallback }: AiGroupingSlotProps) => fallback,
  ),
  pomodoroTimer: lazyPart(() =>
    import('../features/pomodoro/components/pomodoro-timer.tsx').then((m) => ({ default: m.PomodoroTimer })),
  ),
  // Only shown when turned on, so not in /app's first load.
  focusMode: lazyPart(
    () => import('../features/focus/components/focus-mode.tsx').then((m) => ({ default: m.FocusMode })),
    FocusModeUnavailable,
  ),
  onboarding: lazyPart(() =>
    import('../features/onboarding/components/onboarding-dialog.tsx').then((m) => ({
      default: m.OnboardingDialog,
    })),
  ),
  // Below the panel's fixed cards: a lazy chunk that appears when the habits have loaded.
  habitsToday: lazyPart(() =>
    import('../features/habits/components/habits-today-card.tsx').then((m) => ({
      default: m.HabitsTodayCard,
    })),
  ),
  estimateHint: lazyPart(() =>
    import('../features/analytics/components/estimate-hint.tsx').then((m) => ({ default: m.EstimateHint })),
  ),
  taskCollaboration: lazyPart(() =>
    import('../features/delegation/components/task-collaboration/collaboration-section.tsx').then((m) => ({
      default: m.CollaborationSection,
    })),
  ),
};

/** The /app page with its slots filled (on top of any slots around it, e.g. a test's). */
export function withTasksScreenSlots(Page: ComponentType): ComponentType {
  return function TasksScreen() {
    const outer = use(SlotsContext);
    const slots = useMemo(() => ({ ...outer, ...tasksScreenSlots }), [outer]);
    return (
      <SlotsContext value={slots}>
        <Page />
      </SlotsContext>
    );
  };
}
