// Slots: places in one feature's screen that another feature fills. Features never import each other
// (scripts/boundaries.ts); app/slots.ts says which feature fills which slot and provides them at the
// top of the tree, and a screen reads its slot with useSlot. An unfilled slot renders nothing.
import type { Task, TaskSummary } from '@nova/core/contracts/tasks';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** Arrow keys between task rows: focus the title `delta` rows away from `fromId`. */
export type MoveFocus = (fromId: string, delta: 1 | -1) => void;

export type TodaysFocusSlotProps = {
  tasksById: ReadonlyMap<string, TaskSummary>;
  onOpen: (id: string) => void;
};

export type AiGroupingSlotProps = {
  tasks: readonly TaskSummary[];
  language: string;
  /** The list's tab panel: its id and the id of the view tab that labels it. */
  panel: { id: string; labelledBy: string };
  /** One task row of the list (the tasks feature's), with focus moving across all groups. */
  renderRow: (task: TaskSummary, moveFocus: MoveFocus) => ReactNode;
  /** What shows while the grouping loads, and when there is none: the ordinary list. */
  fallback: ReactNode;
};

export type Slots = {
  /** The assistant's entry points on /app: import with Nova, and the chat. */
  assistantBar?: ComponentType;
  /** Today's focus card in /app's right panel. */
  todaysFocus?: ComponentType<TodaysFocusSlotProps>;
  /** The "ai" grouping mode of /app's list. */
  aiGrouping?: ComponentType<AiGroupingSlotProps>;
  /** The Pomodoro timer card of /app's right panel, counting focus time for the running task. */
  pomodoroTimer?: ComponentType<{ activeTaskId: string | null }>;
  /** Delegation, attachments and comments of a task, in its detail sheet (the owner's side). */
  taskCollaboration?: ComponentType<{ task: Task }>;
};

export const SlotsContext = createContext<Slots>({});

export function useSlot<K extends keyof Slots>(name: K): Slots[K] {
  return useContext(SlotsContext)[name];
}
