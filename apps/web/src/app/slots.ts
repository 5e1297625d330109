// Which feature fills which slot (lib/slots.ts). Each filler is a lazy chunk, loaded when the screen
// that shows the slot renders it.
import { lazy } from 'react';
import type { Slots } from '../lib/slots.ts';

export const appSlots: Slots = {
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
  taskCollaboration: lazy(() =>
    import('../features/delegation/components/task-collaboration/collaboration-section.tsx').then((m) => ({
      default: m.CollaborationSection,
    })),
  ),
};
