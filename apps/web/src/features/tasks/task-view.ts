// The /app screen's list query (view + search + filters), the filter model, the stats figures and the
// focus-mode choice of the current task. Pure; the rules themselves come from the core.
import type { TaskSummary, TaskView } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import { rankTasks } from '@nova/core/domain/ranking';
import type { TaskStatus } from '@nova/core/domain/status';
import type { TaskListParams } from '../../lib/api/task-list-cache.ts';
import type { TodayStats } from '../../lib/slots.ts';

export const taskViewIds: readonly TaskView[] = ['active', 'today', 'upcoming', 'completed'];

export function isTaskView(value: string | null | undefined): value is TaskView {
  return taskViewIds.some((view) => view === value);
}

export type TaskFilters = {
  status?: TaskStatus;
  type?: 'task' | 'idea';
  quadrant?: Quadrant;
  strategyId?: string;
  tagId?: string;
  from?: string;
  to?: string;
};

export const emptyFilters: TaskFilters = {};

export function activeFilterCount(filters: TaskFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

/** Drops empty values so equal filters give equal query keys. */
export function cleanFilters(filters: TaskFilters): TaskFilters {
  const out: TaskFilters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') Object.assign(out, { [key]: value });
  }
  return out;
}

/** The list query for the screen; a date range that ends before it starts is swapped. */
export function listParams(
  view: TaskView,
  search: string,
  filters: TaskFilters,
  today: string,
): TaskListParams {
  const clean = cleanFilters(filters);
  if (clean.from && clean.to && clean.from > clean.to) [clean.from, clean.to] = [clean.to, clean.from];
  const q = search.trim().slice(0, 200);
  const params: TaskListParams = { view, ...clean };
  if (q) params.q = q;
  if (view === 'today' || view === 'upcoming') params.today = today;
  return params;
}

/** What the right panel's stats card shows (the analytics feature's card, through a slot). */
export type TaskStats = TodayStats;

/** Figures for the stats section from the active list and the completed list. */
export function taskStats(
  active: readonly TaskSummary[],
  completed: readonly TaskSummary[],
  today: string,
): TaskStats {
  let dueToday = 0;
  let secondsSpent = 0;
  for (const task of active) {
    if (task.status === 'inProgress' || (task.startDate !== null && task.startDate <= today)) dueToday += 1;
    secondsSpent += task.totalTimeSpent;
  }
  let doneToday = 0;
  for (const task of completed) {
    // Rows carry no completion time: the last change of a completed task is its completion in practice.
    if (localDay(task.updatedAt) === today) {
      doneToday += 1;
      secondsSpent += task.totalTimeSpent;
    }
  }
  return { open: active.length, dueToday, doneToday, secondsSpent };
}

function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** Focus mode's task: the one in progress, else the top of the core's ranking (ideas left out). */
export function focusTask(tasks: readonly TaskSummary[]): TaskSummary | null {
  const work = tasks.filter((task) => task.type === 'task');
  const running = work.find((task) => task.status === 'inProgress');
  if (running) return running;
  const ranked = rankTasks(work.map((task) => ({ ...task, createdAt: task.updatedAt })));
  const top = ranked[0];
  return top ? (work.find((task) => task.id === top.id) ?? null) : null;
}
