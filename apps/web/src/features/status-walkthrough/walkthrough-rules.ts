// The test task screen as data (SPEC §2): the four counters (from the counts), the sections the list
// walks (one paged list per status), the row actions a status offers and whether the add buttons may
// be used. Which status may follow which is core's transition table.
import type { TaskCounts } from '@nova/core/contracts/tasks';
import { type StatusAction, type TaskStatus, transitionAction } from '@nova/core/domain/status';
import type { TaskListParams } from '../../lib/api/task-list-cache.ts';

export type WalkthroughCounters = { total: number; waiting: number; inProgress: number; completed: number };

/** The four counters from the counts (every task, and per status); null until they come. */
export function walkthroughCounters(
  counts: Pick<TaskCounts, 'views' | 'statuses'> | undefined,
): WalkthroughCounters | null {
  if (!counts?.statuses) return null;
  const { statuses } = counts;
  return {
    total: counts.views.all,
    waiting: statuses.waiting,
    inProgress: statuses.inProgress,
    completed: statuses.completed,
  };
}

/**
 * The list walks a task through its statuses, one section per status: SPEC's three always (a task
 * added or moved there has a list to land in), the others while they hold tasks.
 */
const alwaysShown: readonly TaskStatus[] = ['waiting', 'inProgress', 'completed'];
const sectionOrder: readonly TaskStatus[] = [
  'inProgress',
  'waiting',
  'paused',
  'scheduled',
  'completed',
  'cancelled',
];

export function walkthroughSections(counts: Pick<TaskCounts, 'statuses'> | undefined): TaskStatus[] {
  return sectionOrder.filter(
    (status) => alwaysShown.includes(status) || (counts?.statuses?.[status] ?? 0) > 0,
  );
}

/** One status's tasks, most recently changed first (a task just moved there heads them), in pages. */
export const statusParams: { readonly [S in TaskStatus]: TaskListParams } = {
  waiting: { status: 'waiting', order: 'updated' },
  inProgress: { status: 'inProgress', order: 'updated' },
  paused: { status: 'paused', order: 'updated' },
  scheduled: { status: 'scheduled', order: 'updated' },
  completed: { status: 'completed', order: 'updated' },
  cancelled: { status: 'cancelled', order: 'updated' },
};

/** Rows a status shows first, and how many each "Show more" adds. */
export const STATUS_PAGES = { first: 20, more: 50 } as const;

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
