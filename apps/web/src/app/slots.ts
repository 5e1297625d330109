// Which feature fills which slot (lib/slots.ts). Each filler is a lazy chunk, loaded when the screen
// that shows the slot renders it.
import { lazy } from 'react';
import type { Slots } from '../lib/slots.ts';

export const appSlots: Slots = {
  pomodoroTimer: lazy(() =>
    import('../features/pomodoro/components/pomodoro-timer.tsx').then((m) => ({ default: m.PomodoroTimer })),
  ),
  taskCollaboration: lazy(() =>
    import('../features/delegation/components/task-collaboration/collaboration-section.tsx').then((m) => ({
      default: m.CollaborationSection,
    })),
  ),
};
