// Slots: places in one feature's screen that another feature fills. Features never import each other
// (scripts/boundaries.ts); app/slots.tsx says which feature fills which slot and provides them around
// the screen that shows them, and a screen reads its slot with useSlot. An unfilled slot renders nothing.
import type { Task, TaskSummary } from '@nova/core/contracts/tasks';
import type { TaskStatus } from '@nova/core/domain/status';
import type { TodayStats } from '@nova/core/domain/task-overview';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { AccountOverview } from './api/task-summary.ts';

export type { AccountOverview } from './api/task-summary.ts';

/** Arrow keys between task rows: focus the title `delta` rows away from `fromId`. */
export type MoveFocus = (fromId: string, delta: 1 | -1) => void;

/** The tasks feature's status change and MVD toggle (with their toasts), for the cards other features own. */
export type TaskStatusActions = {
  changeStatus: (task: Pick<TaskSummary, 'id' | 'title'>, status: TaskStatus) => void;
  toggleMvd: (task: Pick<TaskSummary, 'id' | 'inMvd'>) => void;
};

export type MvdPanelSlotProps = {
  /** Rows by id (the account overview's): the day's ids are shown with these titles and statuses. */
  tasksById: ReadonlyMap<string, TaskSummary>;
  actions: TaskStatusActions;
  onOpen: (id: string) => void;
};

export type FocusModeSlotProps = {
  /** The current task (the one in progress, else the top of the ranking); null when there is none. */
  task: TaskSummary | null;
  actions: TaskStatusActions;
  onOpen: (id: string) => void;
  onExit: () => void;
};

export type OnboardingSlotProps = {
  onDone: () => void;
  /** Where focus goes when the tour closes (the quick-add box). */
  returnFocus?: () => void;
};

/** Today at a glance (core's rules; the server counts them for the whole account). */
export type { TodayStats };

export type RightPanelSlotProps = {
  /** The account at a glance: focus mode's task (`top`), today's figures, the running task, rows by id. */
  overview: AccountOverview;
  actions: TaskStatusActions;
  onOpen: (id: string) => void;
  /** Turns focus mode on. */
  onFocus: () => void;
  className?: string;
};

export type TodaysFocusSlotProps = {
  /** Names the tasks it knows; the card asks for the others by id (useTaskRows). */
  overview: AccountOverview;
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

/** The executive mentor's card: a gentle nudge about tasks nobody touched for days. */
export type ExecutiveMentorSlotProps = {
  /** Its candidates (`stale`, and `staleNext` for more). */
  overview: AccountOverview;
  onOpen: (id: string) => void;
};

/** The delegation feature's "Delegate" dialog for one task (the owner's side), as other features open it. */
export type DelegateTaskSlotProps = {
  taskId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the task was delegated (the link sent or copied). */
  onDelegated: () => void;
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
  /** /app's right panel: its cards are the slots below and the timer's. */
  rightPanel?: ComponentType<RightPanelSlotProps>;
  /** The minimum viable day card at the top of /app's right panel. */
  mvdPanel?: ComponentType<MvdPanelSlotProps>;
  /** Renders nothing: keeps the locally stored MVD list and the server's in step while /app is open. */
  mvdSync?: ComponentType;
  /** /app's focus mode, in place of the list (lazy: only loaded when turned on). */
  focusMode?: ComponentType<FocusModeSlotProps>;
  /** The first-visit tour of /app. */
  onboarding?: ComponentType<OnboardingSlotProps>;
  /** The dismissible tip of the day above /app's list. */
  dailyTip?: ComponentType<{ onDismiss: () => void }>;
  /** Today's figures in /app's right panel. */
  todayStats?: ComponentType<{ stats: TodayStats }>;
  /** The health card of /app's right panel. */
  healthSection?: ComponentType;
  /** The habits due today, with their check-in buttons, in /app's right panel. */
  habitsToday?: ComponentType;
  /** What tasks of this estimate usually take the user (estimate calibration), under the estimate field. */
  estimateHint?: ComponentType<{ id: string; estimateMinutes: number | null }>;
  /** Delegation, attachments and comments of a task, in its detail sheet (the owner's side). */
  taskCollaboration?: ComponentType<{ task: Task }>;
  /** Morning sync and evening review: their entry points in /app's right panel, and the review itself. */
  reviews?: ComponentType;
  /** The executive mentor card of /app's right panel. */
  executiveMentor?: ComponentType<ExecutiveMentorSlotProps>;
  /** The Delegate dialog for one task (features/delegation), opened from other features (the review). */
  delegateTask?: ComponentType<DelegateTaskSlotProps>;
};

export const SlotsContext = createContext<Slots>({});

export function useSlot<K extends keyof Slots>(name: K): Slots[K] {
  return useContext(SlotsContext)[name];
}
