// Which feature fills which slot (lib/slots.ts). Every slot is /app's (its page, right panel and task
// detail), so this module is a chunk of /app, loaded beside the page's chunk by the route (routes.tsx)
// and at entry (route-prefetch.ts), not part of the shell every screen loads.
// The parts /app shows in its first frames are plain components here: the route waits for this chunk
// and the page's, so they render with the page, without a fallback that would shift it. The rest are
// lazy chunks, loaded when the screen renders them.
import { type ComponentType, lazy, use, useMemo } from 'react';
import { TodayStatsSection } from '../features/analytics/components/today-stats-section.tsx';
import { MvdPanel } from '../features/mvd/components/mvd-panel.tsx';
import { MvdSync } from '../features/mvd/components/mvd-sync.tsx';
import { AdhdTips } from '../features/onboarding/components/adhd-tips.tsx';
import { RightPanel } from '../features/right-panel/components/right-panel.tsx';
import { type Slots, SlotsContext } from '../lib/slots.ts';

const tasksScreenSlots: Slots = {
  rightPanel: RightPanel,
  mvdPanel: MvdPanel,
  mvdSync: MvdSync,
  dailyTip: AdhdTips,
  todayStats: TodayStatsSection,
  healthSection: lazy(() =>
    import('../features/health/components/health-section.tsx').then((m) => ({ default: m.HealthSection })),
  ),
  reviews: lazy(() =>
    import('../features/review/components/reviews-card.tsx').then((m) => ({ default: m.ReviewsCard })),
  ),
  executiveMentor: lazy(() =>
    import('../features/review/components/mentor-card.tsx').then((m) => ({ default: m.MentorCard })),
  ),
  // Opened from the review's "delegate" (only then loaded).
  delegateTask: lazy(() =>
    import('../features/delegation/components/task-collaboration/delegate-task-dialog.tsx').then((m) => ({
      default: m.DelegateTaskDialog,
    })),
  ),
  assistantBar: lazy(() =>
    import('../features/assistant/components/assistant-bar.tsx').then((m) => ({ default: m.AssistantBar })),
  ),
  todaysFocus: lazy(() =>
    import('../features/assistant/components/todays-focus-card.tsx').then((m) => ({
      default: m.TodaysFocusCard,
    })),
  ),
  aiGrouping: lazy(() =>
    import('../features/assistant/components/ai-grouping-view.tsx').then((m) => ({
      default: m.AiGroupingView,
    })),
  ),
  pomodoroTimer: lazy(() =>
    import('../features/pomodoro/components/pomodoro-timer.tsx').then((m) => ({ default: m.PomodoroTimer })),
  ),
  // Only shown when turned on, so not in /app's first load.
  focusMode: lazy(() =>
    import('../features/focus/components/focus-mode.tsx').then((m) => ({ default: m.FocusMode })),
  ),
  onboarding: lazy(() =>
    import('../features/onboarding/components/onboarding-dialog.tsx').then((m) => ({
      default: m.OnboardingDialog,
    })),
  ),
  // Below the panel's fixed cards: a lazy chunk that appears when the habits have loaded.
  habitsToday: lazy(() =>
    import('../features/habits/components/habits-today-card.tsx').then((m) => ({
      default: m.HabitsTodayCard,
    })),
  ),
  estimateHint: lazy(() =>
    import('../features/analytics/components/estimate-hint.tsx').then((m) => ({ default: m.EstimateHint })),
  ),
  taskCollaboration: lazy(() =>
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
