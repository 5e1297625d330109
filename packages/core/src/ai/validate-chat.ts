// Validator of the chat assistant's reply (SPEC §3, §7, §8): a message and proposed actions of the
// eleven types, each with the payload its type needs, ids only of the user's tasks, strategies and
// recurring templates, `applied: false`. The server never applies an action: the web app applies each
// one the user accepts through the normal task/strategy API.

import { type StrategyColor, strategyColors } from '../domain/validation.ts';
import { isOneOf, isRecord } from '../guards.ts';
import { asNumber, asText, CHAT_ACTIONS_MAX, CHAT_MESSAGE_MAX, clip, PARSE_LIMITS } from './limits.ts';
import { acceptDeadline } from './validate-parse.ts';
import {
  type RecurrencePattern,
  type RecurringTemplate,
  validatePattern,
  validateRecurringTemplate,
} from './validate-recurring.ts';

export const chatActionTypes = [
  'create',
  'create_strategy',
  'assign_to_strategy',
  'suggest_strategy_grouping',
  'create_recurring_task',
  'suggest_recurring_pattern',
  'pause_recurring_task',
  'update_recurring_pattern',
  'create_subtasks',
  'add_detailed_description',
  'suggest_task_breakdown',
] as const;
export type ChatActionType = (typeof chatActionTypes)[number];

export type ActionTaskData = {
  title: string;
  description: string;
  importance: number;
  urgency: number;
  startDate: string | null;
  durationMinutes: number | null;
  strategyId: string | null;
};
export type ActionStrategyData = {
  name: string;
  description: string;
  color: StrategyColor;
  priority: 1 | 2 | 3;
};
export type ActionSubtask = { title: string; estimatedMinutes: number | null };
export type ActionSuggestion = { reasoning: string; confidence: number; action_text: string };

export type ChatAction = {
  id: string;
  type: ChatActionType;
  taskId: string | null;
  /** Several tasks at once: assign_to_strategy and suggest_strategy_grouping. */
  taskIds: string[];
  taskData: ActionTaskData | null;
  strategyId: string | null;
  strategyData: ActionStrategyData | null;
  recurringTemplateId: string | null;
  recurringTaskData: RecurringTemplate | null;
  /** Pattern changes (update_recurring_pattern). */
  pattern: RecurrencePattern | null;
  subtasks: ActionSubtask[];
  description: string;
  applied: false;
  suggestion: ActionSuggestion;
};

export type ChatReply = { message: string; actions: ChatAction[] };

export type ChatKnownIds = {
  tasks: ReadonlySet<string>;
  strategies: ReadonlySet<string>;
  templates: ReadonlySet<string>;
};

export const ACTION_DESCRIPTION_MAX = 2000;
export const STRATEGY_NAME_MAX = 100;

const obj = (value: unknown): Record<string, unknown> =>
  isRecord(value) && !Array.isArray(value) ? value : {};

const level = (value: unknown, fallback: number): number => {
  const n = asNumber(value);
  return Number.isFinite(n) ? Math.min(10, Math.max(1, Math.round(n))) : fallback;
};

function taskDataOf(raw: unknown, known: ChatKnownIds, today: string): ActionTaskData | null {
  const t = obj(raw);
  const title = clip(asText(t.title), PARSE_LIMITS.titleMax);
  if (!title) return null;
  const duration = asNumber(t.durationMinutes ?? t.duration_minutes);
  const strategyId = asText(t.strategyId ?? t.strategy_id);
  return {
    title,
    description: clip(asText(t.description), PARSE_LIMITS.descriptionMax),
    importance: level(t.importance, 1),
    urgency: level(t.urgency, 1),
    startDate: acceptDeadline(t.startDate ?? t.start_date ?? t.deadline_date, today),
    durationMinutes: Number.isInteger(duration) && duration > 0 && duration <= 1440 ? duration : null,
    strategyId: known.strategies.has(strategyId) ? strategyId : null,
  };
}

function strategyDataOf(raw: unknown): ActionStrategyData | null {
  const s = obj(raw);
  const name = clip(asText(s.name), STRATEGY_NAME_MAX);
  if (!name) return null;
  const color: StrategyColor = isOneOf(strategyColors, s.color) ? s.color : 'blue';
  const p = asNumber(s.priority);
  const words: Record<string, 1 | 2 | 3> = { low: 1, medium: 2, high: 3 };
  const priority = p === 1 || p === 2 || p === 3 ? p : (words[asText(s.priority)] ?? 2);
  return { name, description: clip(asText(s.description), 2000), color, priority };
}

function subtasksOf(raw: unknown): ActionSubtask[] {
  return (Array.isArray(raw) ? raw : [])
    .map((item) => {
      const s = obj(item);
      const title = clip(asText(typeof item === 'string' ? item : s.title), PARSE_LIMITS.subtaskTitleMax);
      const minutes = asNumber(s.estimatedMinutes ?? s.estimated_minutes);
      return {
        title,
        estimatedMinutes: Number.isInteger(minutes) && minutes > 0 && minutes <= 1440 ? minutes : null,
      };
    })
    .filter((s) => s.title !== '')
    .slice(0, PARSE_LIMITS.subtasksMax);
}

function suggestionOf(raw: unknown): ActionSuggestion {
  const s = obj(raw);
  const c = asNumber(s.confidence);
  return {
    reasoning: clip(asText(s.reasoning), 300),
    confidence: Number.isFinite(c) ? Math.min(10, Math.max(0, Math.round(c))) : 5,
    action_text: clip(asText(s.action_text ?? s.actionText), 120),
  };
}

/** One proposed action held to its type's payload, or null when it cannot be applied as proposed. */
export function validateChatAction(
  raw: unknown,
  known: ChatKnownIds,
  today: string,
  index: number,
): ChatAction | null {
  const a = obj(raw);
  const type = a.type;
  if (!isOneOf(chatActionTypes, type)) return null;
  const taskIdRaw = asText(a.taskId ?? a.task_id);
  const taskId = known.tasks.has(taskIdRaw) ? taskIdRaw : null;
  const rawTaskIds = a.taskIds ?? a.task_ids;
  const taskIds = [
    ...new Set((Array.isArray(rawTaskIds) ? rawTaskIds : []).map(asText).filter((id) => known.tasks.has(id))),
  ];
  if (
    taskId &&
    !taskIds.includes(taskId) &&
    (type === 'assign_to_strategy' || type === 'suggest_strategy_grouping')
  ) {
    taskIds.unshift(taskId);
  }
  const strategyIdRaw = asText(a.strategyId ?? a.strategy_id);
  const strategyId = known.strategies.has(strategyIdRaw) ? strategyIdRaw : null;
  const templateRaw = asText(a.recurringTemplateId ?? a.templateId ?? a.template_id);
  const recurringTemplateId = known.templates.has(templateRaw) ? templateRaw : null;
  const action: ChatAction = {
    id: asText(a.id).slice(0, 64) || `action-${index + 1}`,
    type,
    taskId,
    taskIds,
    taskData: taskDataOf(a.taskData ?? a.task_data, known, today),
    strategyId,
    strategyData: strategyDataOf(a.strategyData ?? a.strategy_data),
    recurringTemplateId,
    recurringTaskData: validateRecurringTemplate(a.recurringTaskData ?? a.recurring_task_data),
    pattern: validatePattern(a.pattern ?? obj(a.recurringTaskData ?? a.recurring_task_data).pattern),
    subtasks: subtasksOf(a.subtasks),
    description: clip(asText(a.description), ACTION_DESCRIPTION_MAX),
    applied: false,
    suggestion: suggestionOf(a.suggestion),
  };
  return hasPayload(action) ? action : null;
}

/** What each type needs before the web app can apply it. */
function hasPayload(a: ChatAction): boolean {
  switch (a.type) {
    case 'create':
      return a.taskData !== null;
    case 'create_strategy':
      return a.strategyData !== null;
    case 'assign_to_strategy':
      return a.taskIds.length > 0 && (a.strategyId !== null || a.strategyData !== null);
    case 'suggest_strategy_grouping':
      return a.taskIds.length > 0 && a.strategyData !== null;
    case 'create_recurring_task':
      return a.recurringTaskData !== null;
    case 'suggest_recurring_pattern':
      return a.recurringTaskData !== null || (a.taskId !== null && a.pattern !== null);
    case 'pause_recurring_task':
      return a.recurringTemplateId !== null;
    case 'update_recurring_pattern':
      return a.recurringTemplateId !== null && a.pattern !== null;
    case 'create_subtasks':
    case 'suggest_task_breakdown':
      return a.taskId !== null && a.subtasks.length > 0;
    case 'add_detailed_description':
      return a.taskId !== null && a.description !== '';
  }
}

/** The whole reply; an empty message becomes the locale's 'Ответ получен' (SPEC §8). */
export function validateChatReply(
  raw: unknown,
  known: ChatKnownIds,
  today: string,
  emptyMessage: string,
): ChatReply {
  const r = obj(raw);
  const message = clip(asText(r.message), CHAT_MESSAGE_MAX) || emptyMessage;
  const actions: ChatAction[] = [];
  for (const item of Array.isArray(r.actions) ? r.actions : []) {
    if (actions.length >= CHAT_ACTIONS_MAX) break;
    const action = validateChatAction(item, known, today, actions.length);
    if (action) actions.push(action);
  }
  const ids = new Set<string>();
  for (const action of actions) {
    if (ids.has(action.id)) action.id = `action-${actions.indexOf(action) + 1}`;
    ids.add(action.id);
  }
  return { message, actions };
}
