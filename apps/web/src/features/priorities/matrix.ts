// The Eisenhower matrix as data: which open tasks sit in which quadrant, how many, and what a drop
// changes. The rules themselves (priority code, quadrant, quadrant moves) are packages/core's.

import type { TaskSummary } from '@nova/core/contracts/tasks';
import {
  type Levels,
  moveToQuadrant,
  priorityCode,
  type Quadrant,
  quadrantOf,
  quadrants,
} from '@nova/core/domain/priority';
import { isOneOf } from '@nova/core/guards';

/** Finished tasks leave the matrix; ideas and tasks without a date stay. */
export function isOnMatrix(task: Pick<TaskSummary, 'status'>): boolean {
  return task.status !== 'completed' && task.status !== 'cancelled';
}

export type MatrixTask = Pick<TaskSummary, 'id' | 'status' | 'importance' | 'urgency'>;

export type MatrixGroups<T> = { readonly [Q in Quadrant]: T[] };

/** Open tasks by quadrant, keeping the order they came in. */
export function groupByQuadrant<T extends MatrixTask>(tasks: readonly T[]): MatrixGroups<T> {
  const groups: MatrixGroups<T> = { do: [], schedule: [], delegate: [], eliminate: [] };
  for (const task of tasks) if (isOnMatrix(task)) groups[quadrantOf(task)].push(task);
  return groups;
}

export function quadrantCounts<T>(groups: MatrixGroups<T>): { readonly [Q in Quadrant]: number } {
  return {
    do: groups.do.length,
    schedule: groups.schedule.length,
    delegate: groups.delegate.length,
    eliminate: groups.eliminate.length,
  };
}

export function isQuadrant(value: unknown): value is Quadrant {
  return isOneOf(quadrants, value);
}

/**
 * The PATCH a drop on `target` needs, or null when the task is already there (nothing to send).
 * Only the levels that cross the line change (core's moveToQuadrant).
 */
export function quadrantPatch(task: Levels, target: Quadrant): Partial<Levels> | null {
  if (quadrantOf(task) === target) return null;
  const next = moveToQuadrant(task, target);
  const patch: Partial<Levels> = {};
  if (next.importance !== task.importance) patch.importance = next.importance;
  if (next.urgency !== task.urgency) patch.urgency = next.urgency;
  return patch;
}

/** The task as the matrix shows it right after a move (optimistic update). */
export function applyLevels<T extends Levels & { priority?: string }>(task: T, levels: Partial<Levels>): T {
  const next = { ...task, ...levels };
  return 'priority' in task ? { ...next, priority: priorityCode(next) } : next;
}
