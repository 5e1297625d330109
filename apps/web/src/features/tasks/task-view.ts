// The /app screen's list query (view + search + filters) and the filter model. Pure. (Focus mode's
// task and today's figures are core's rules, domain/task-overview.ts, answered by the server.)
import type { TaskView } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import type { TaskStatus } from '@nova/core/domain/status';
import type { TaskListParams } from '../../lib/api/task-list-cache.ts';

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
