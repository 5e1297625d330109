// The strategies page as data: progress, the tasks of each strategy, the tasks still without one, and
// the checks of the strategy form. The limits and colours come from packages/core's zod-free modules
// (importing validation.ts would bring zod into the page, see decision 0004); the server checks again.

import type { Strategy } from '@nova/core/contracts/strategies';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { type StrategyColor, strategyColors } from '@nova/core/domain/colors';
import { STRATEGY_DESCRIPTION_MAX, STRATEGY_NAME_MAX } from '@nova/core/domain/limits';
import { isOneOf } from '@nova/core/guards';

export { STRATEGY_DESCRIPTION_MAX, STRATEGY_NAME_MAX };

/** SPEC §3's twelve colours, in its order. */
export const strategyColorList = strategyColors;

/** 1 low, 2 medium, 3 high (i18n key `priority.<word>`). */
export const strategyPriorities = [3, 2, 1] as const;
export type StrategyPriority = (typeof strategyPriorities)[number];
export const priorityWord = { 1: 'low', 2: 'medium', 3: 'high' } as const;

export function priorityWordOf(priority: number): 'low' | 'medium' | 'high' {
  return priority >= 3 ? 'high' : priority <= 1 ? 'low' : 'medium';
}

export type StrategyProgress = { completed: number; total: number; percent: number };

export function strategyProgress(completed: number, total: number): StrategyProgress {
  const safeTotal = Math.max(0, total);
  const safeDone = Math.min(Math.max(0, completed), safeTotal);
  return {
    completed: safeDone,
    total: safeTotal,
    percent: safeTotal === 0 ? 0 : Math.round((safeDone / safeTotal) * 100),
  };
}

/** Highest priority first; equal priorities keep the server's order. */
export function sortStrategies<T extends Pick<Strategy, 'priority'>>(strategies: readonly T[]): T[] {
  return [...strategies].sort((a, b) => b.priority - a.priority);
}

type StrategyTask = Pick<TaskSummary, 'id' | 'strategyId' | 'status'>;

/** Tasks per strategy id, in the order given. */
export function tasksByStrategy<T extends StrategyTask>(tasks: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const task of tasks) {
    if (task.strategyId === null) continue;
    const list = map.get(task.strategyId);
    if (list) list.push(task);
    else map.set(task.strategyId, [task]);
  }
  return map;
}

/** Open tasks with no strategy (or with a strategy that no longer exists): what can be assigned. */
export function unassignedTasks<T extends StrategyTask>(
  tasks: readonly T[],
  strategyIds: ReadonlySet<string>,
): T[] {
  return tasks.filter(
    (task) =>
      task.status !== 'completed' &&
      task.status !== 'cancelled' &&
      (task.strategyId === null || !strategyIds.has(task.strategyId)),
  );
}

export type StrategyDraft = { name: string; description: string; color: StrategyColor; priority: number };
export type StrategyDraftErrors = Partial<Record<'name' | 'description' | 'priority' | 'color', string>>;

/** Error keys (i18n `form.errors.<key>`) of a draft; empty when it can be sent. */
export function validateStrategyDraft(draft: StrategyDraft): StrategyDraftErrors {
  const errors: StrategyDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > STRATEGY_NAME_MAX) errors.name = 'nameTooLong';
  if (draft.description.trim().length > STRATEGY_DESCRIPTION_MAX) errors.description = 'descriptionTooLong';
  if (![1, 2, 3].includes(draft.priority)) errors.priority = 'priorityInvalid';
  if (!isOneOf(strategyColorList, draft.color)) errors.color = 'colorInvalid';
  return errors;
}

/** The body to send: trimmed text. */
export function strategyBody(draft: StrategyDraft): StrategyDraft {
  return { ...draft, name: draft.name.trim(), description: draft.description.trim() };
}
