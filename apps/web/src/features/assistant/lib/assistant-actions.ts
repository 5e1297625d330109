// What applying one of Nova's proposed actions means (SPEC §3/§7, eleven types), as data: the API
// step that applies it, and the step that undoes it once applied. The chat panel runs the steps with
// the ordinary hooks (same validation and realtime events as the rest of the app); the server never
// applies anything. Pure, so every type's mapping is tested.
import type {
  AiChatReply,
  CreateRecurringTemplateBody,
  UpdateRecurringTemplateBody,
} from '@nova/core/contracts/ai';
import type { CreateStrategyBody } from '@nova/core/contracts/strategies';
import type { CreateTaskBody } from '@nova/core/contracts/tasks';
import { LEVEL_MAX, LEVEL_MIN } from '@nova/core/domain/priority';
import { textToDescriptionHtml } from './assistant-import.ts';

export type ChatAction = AiChatReply['actions'][number];
export type ChatActionType = ChatAction['type'];

export type NewStep = { id: string; title: string; estimateMinutes?: number };
export type StrategyOfTask = { taskId: string; strategyId: string | null };

export type ApplyStep =
  | { kind: 'createTask'; body: CreateTaskBody & { id: string; title: string } }
  | { kind: 'createStrategy'; body: CreateStrategyBody & { id: string; name: string }; assign: string[] }
  | { kind: 'assignStrategy'; strategyId: string; taskIds: string[] }
  | { kind: 'createSteps'; taskId: string; steps: NewStep[] }
  | { kind: 'appendDescription'; taskId: string; text: string }
  | { kind: 'createTemplate'; body: CreateRecurringTemplateBody }
  | { kind: 'updateTemplate'; id: string; body: UpdateRecurringTemplateBody };

export type UndoStep =
  | { kind: 'deleteTask'; id: string }
  | { kind: 'deleteStrategy'; id: string; restore: StrategyOfTask[] }
  | { kind: 'restoreStrategies'; items: StrategyOfTask[] }
  | { kind: 'deleteSteps'; taskId: string; ids: string[] }
  | { kind: 'setDescription'; taskId: string; html: string }
  | { kind: 'updateTemplate'; id: string; body: UpdateRecurringTemplateBody };

const level = (value: number) => Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, Math.round(value) || LEVEL_MIN));
const minutes = (value: number | null | undefined) =>
  typeof value === 'number' && value >= 1 && value <= 1440 ? Math.round(value) : undefined;

function templateBody(
  data: NonNullable<ChatAction['recurringTaskData']>,
): CreateRecurringTemplateBody | null {
  const title = data.title.trim();
  if (!title) return null;
  return {
    title,
    category: data.category,
    estimatedDuration: minutes(data.estimatedDuration) ?? null,
    pattern: {
      type: data.pattern.type,
      timeOfDay: data.pattern.timeOfDay,
      daysOfWeek: data.pattern.daysOfWeek,
      interval: data.pattern.interval,
    },
  };
}

/** The API step that applies an action, or null when the proposal lacks what it needs. */
export function planAction(action: ChatAction, newId: () => string): ApplyStep | null {
  switch (action.type) {
    case 'create': {
      const data = action.taskData;
      const title = data?.title.trim();
      if (!data || !title) return null;
      const description = textToDescriptionHtml(data.description);
      const duration = minutes(data.durationMinutes);
      return {
        kind: 'createTask',
        body: {
          id: newId(),
          title,
          importance: level(data.importance),
          urgency: level(data.urgency),
          startDate: data.startDate,
          strategyId: data.strategyId,
          ...(duration ? { durationMinutes: duration } : {}),
          ...(description ? { description } : {}),
        },
      };
    }
    case 'create_strategy':
    case 'suggest_strategy_grouping': {
      const data = action.strategyData;
      const name = data?.name.trim();
      if (!data || !name) return null;
      return {
        kind: 'createStrategy',
        body: {
          id: newId(),
          name,
          description: data.description,
          color: data.color,
          priority: data.priority,
        },
        assign: action.type === 'suggest_strategy_grouping' ? [...new Set(action.taskIds)] : [],
      };
    }
    case 'assign_to_strategy': {
      const taskIds = [
        ...new Set(action.taskIds.length ? action.taskIds : action.taskId ? [action.taskId] : []),
      ];
      if (!action.strategyId || taskIds.length === 0) return null;
      return { kind: 'assignStrategy', strategyId: action.strategyId, taskIds };
    }
    case 'create_subtasks':
    case 'suggest_task_breakdown': {
      const steps = action.subtasks
        .map((s) => ({ title: s.title.trim(), minutes: minutes(s.estimatedMinutes) }))
        .filter((s) => s.title !== '')
        .map(({ title, minutes: m }) => ({ id: newId(), title, ...(m ? { estimateMinutes: m } : {}) }));
      if (!action.taskId || steps.length === 0) return null;
      return { kind: 'createSteps', taskId: action.taskId, steps };
    }
    case 'add_detailed_description': {
      const text = action.description.trim();
      if (!action.taskId || !text) return null;
      return { kind: 'appendDescription', taskId: action.taskId, text };
    }
    case 'create_recurring_task':
    case 'suggest_recurring_pattern': {
      const body = action.recurringTaskData ? templateBody(action.recurringTaskData) : null;
      return body ? { kind: 'createTemplate', body } : null;
    }
    case 'pause_recurring_task':
      return action.recurringTemplateId
        ? { kind: 'updateTemplate', id: action.recurringTemplateId, body: { isActive: false } }
        : null;
    case 'update_recurring_pattern':
      return action.recurringTemplateId && action.pattern
        ? {
            kind: 'updateTemplate',
            id: action.recurringTemplateId,
            body: {
              pattern: {
                type: action.pattern.type,
                timeOfDay: action.pattern.timeOfDay,
                daysOfWeek: action.pattern.daysOfWeek,
                interval: action.pattern.interval,
              },
            },
          }
        : null;
    default:
      return null;
  }
}

/** The description after adding the proposal: the old one, then the new text as paragraphs. */
export const appendDescription = (previous: string, text: string): string =>
  `${previous}${textToDescriptionHtml(text)}`;

/** What was there before applying, read by the runner where the cache cannot tell. */
export type BeforeState = {
  strategies?: StrategyOfTask[];
  description?: string;
  template?: { isActive: boolean; pattern: NonNullable<UpdateRecurringTemplateBody['pattern']> };
};

/** The step that puts things back after `step` ran; null when there is nothing to revert. */
export function undoFor(
  step: ApplyStep,
  before: BeforeState,
  result: { templateId?: string } = {},
): UndoStep | null {
  switch (step.kind) {
    case 'createTask':
      return { kind: 'deleteTask', id: step.body.id };
    case 'createStrategy':
      return { kind: 'deleteStrategy', id: step.body.id, restore: before.strategies ?? [] };
    case 'assignStrategy':
      return before.strategies?.length ? { kind: 'restoreStrategies', items: before.strategies } : null;
    case 'createSteps':
      return { kind: 'deleteSteps', taskId: step.taskId, ids: step.steps.map((s) => s.id) };
    case 'appendDescription':
      return before.description === undefined
        ? null
        : { kind: 'setDescription', taskId: step.taskId, html: before.description };
    case 'createTemplate':
      return result.templateId
        ? { kind: 'updateTemplate', id: result.templateId, body: { isActive: false } }
        : null;
    case 'updateTemplate': {
      if (!before.template) return null;
      const body: UpdateRecurringTemplateBody = {};
      if (step.body.isActive !== undefined) body.isActive = before.template.isActive;
      if (step.body.pattern !== undefined) body.pattern = before.template.pattern;
      return { kind: 'updateTemplate', id: step.id, body };
    }
  }
}

/** Tasks whose strategy an apply step changes (their current strategy is read before it runs). */
export function tasksMovedBy(step: ApplyStep): string[] {
  if (step.kind === 'assignStrategy') return step.taskIds;
  if (step.kind === 'createStrategy') return step.assign;
  return [];
}
