// The strategies page as data: progress, the lists of each strategy's tasks and of the tasks still
// without one (asked from the server in pages), and the checks of the strategy form. The limits and colours come from packages/core's zod-free modules
// (importing validation.ts would bring zod into the page, see decision 0004); the server checks again.

import type { Strategy } from '@nova/core/contracts/strategies';
import type { TaskCounts } from '@nova/core/contracts/tasks';
import { type StrategyColor, strategyColors } from '@nova/core/domain/colors';
import { STRATEGY_DESCRIPTION_MAX, STRATEGY_NAME_MAX } from '@nova/core/domain/limits';
import { isOneOf } from '@nova/core/guards';
import type { TaskListParams } from '../../lib/api/task-list-cache.ts';

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

/** A strategy's tasks, most recently changed first (a task just added heads it), in pages. */
export const strategyTasksParams = (strategyId: string): TaskListParams => ({ strategyId, order: 'updated' });

/** Open tasks without a strategy (what can be assigned), most recently changed first; `q` searches. */
export const unassignedParams = (q = ''): TaskListParams =>
  q.trim() ? { view: 'active', noStrategy: '1', order: 'updated', q: q.trim() } : UNASSIGNED;
const UNASSIGNED: TaskListParams = { view: 'active', noStrategy: '1', order: 'updated' };

/** A strategy's tasks first shown, and how many each "Show more" adds. */
export const STRATEGY_TASK_PAGES = { first: 8, more: 40 } as const;
/** The tasks without a strategy first shown below the strategies, and per "Show more". */
export const UNASSIGNED_PAGES = { first: 10, more: 40 } as const;
/** The candidates of the "add tasks" dialog. */
export const CANDIDATE_PAGES = { first: 50, more: 100 } as const;

type GroupCounts = Pick<TaskCounts, 'views' | 'strategies'>;

/** A strategy's progress from the counts (per strategy), else from the strategy list's own numbers. */
export function progressOf(
  strategy: Pick<Strategy, 'id' | 'taskCount' | 'completedTaskCount'>,
  counts: GroupCounts | undefined,
): StrategyProgress {
  if (!counts?.strategies) return strategyProgress(strategy.completedTaskCount, strategy.taskCount);
  const group = counts.strategies.find((g) => g.id === strategy.id);
  return strategyProgress(group?.completed ?? 0, group?.total ?? 0);
}

/** Open tasks without a strategy: every open task but those of a strategy (null until the counts come). */
export function unassignedTotal(counts: GroupCounts | undefined): number | null {
  if (!counts?.strategies) return null;
  const inStrategies = counts.strategies.reduce((sum, g) => sum + g.open, 0);
  return Math.max(0, counts.views.active - inStrategies);
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
