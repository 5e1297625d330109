// The test task screen as data (SPEC §2): the four counters, the row actions a status offers and
// whether the add buttons may be used. Which status may follow which is core's transition table.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { type StatusAction, type TaskStatus, transitionAction } from '@nova/core/domain/status';

export type WalkthroughCounters = { total: number; waiting: number; inProgress: number; completed: number };

export function walkthroughCounters(tasks: ReadonlyArray<Pick<TaskSummary, 'status'>>): WalkthroughCounters {
  const counters: WalkthroughCounters = { total: tasks.length, waiting: 0, inProgress: 0, completed: 0 };
  for (const { status } of tasks) {
    if (status === 'waiting' || status === 'inProgress' || status === 'completed') counters[status] += 1;
  }
  return counters;
}

/** The screen's four actions: Начать, Завершить, Остановить, Возобновить. */
export type WalkthroughAction = Extract<StatusAction, 'start' | 'complete' | 'stop' | 'reopen'>;

/** Each action of the screen and the one status it starts from and leads to (SPEC §2). */
const screenActions: ReadonlyArray<{ action: WalkthroughAction; from: TaskStatus; to: TaskStatus }> = [
  { action: 'start', from: 'waiting', to: 'inProgress' },
  { action: 'complete', from: 'inProgress', to: 'completed' },
  { action: 'stop', from: 'inProgress', to: 'waiting' },
  { action: 'reopen', from: 'completed', to: 'waiting' },
];

/** The actions shown on a row, only those the transition table allows. */
export function walkthroughActionsFor(
  status: TaskStatus,
): Array<{ action: WalkthroughAction; to: TaskStatus }> {
  return screenActions
    .filter((entry) => entry.from === status && transitionAction(entry.from, entry.to) === entry.action)
    .map(({ action, to }) => ({ action, to }));
}

/** The add buttons work only when the trimmed text is not blank (SPEC §5). */
export function canAdd(text: string): boolean {
  return text.trim() !== '';
}
