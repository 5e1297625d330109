// The Eisenhower matrix as data: what a drop changes, and the list each square shows (the open tasks
// of its quadrant, most recently changed first, so a card dropped there heads it). The rules themselves
// (priority code, quadrant, quadrant moves) are packages/core's; the server's list filters the squares.

import {
  type Levels,
  moveToQuadrant,
  priorityCode,
  type Quadrant,
  quadrantOf,
  quadrants,
} from '@nova/core/domain/priority';
import { isOneOf } from '@nova/core/guards';
import type { TaskListParams } from '../../lib/api/task-list-cache.ts';

/** Each square's list query (one key per square, so each keeps its own pages). */
export const squareParams: { readonly [Q in Quadrant]: TaskListParams } = {
  do: { view: 'active', quadrant: 'do', order: 'updated' },
  schedule: { view: 'active', quadrant: 'schedule', order: 'updated' },
  delegate: { view: 'active', quadrant: 'delegate', order: 'updated' },
  eliminate: { view: 'active', quadrant: 'eliminate', order: 'updated' },
};

/** Cards a square shows first, and how many more each "Show more" brings. */
export const SQUARE_PAGES = { first: 30, more: 60 } as const;

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
