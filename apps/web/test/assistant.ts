// Builders of the assistant's data for tests: a chat action as the server proposes it and a task as
// the import parse returns it, each with plain defaults and the fields a test cares about overridden.
import type { ParsedTaskDto } from '@nova/core/contracts/ai';
import type { ChatAction } from '../src/features/assistant/lib/assistant-actions.ts';

export function chatAction(over: Partial<ChatAction> = {}): ChatAction {
  return {
    id: 'a1',
    type: 'create',
    taskId: null,
    taskIds: [],
    taskData: null,
    strategyId: null,
    strategyData: null,
    recurringTemplateId: null,
    recurringTaskData: null,
    pattern: null,
    subtasks: [],
    description: '',
    applied: false,
    suggestion: { reasoning: 'why', confidence: 8, action_text: 'Do it' },
    ...over,
  };
}

export function parsedTask(over: Partial<ParsedTaskDto> = {}): ParsedTaskDto {
  return {
    title: 'Buy milk',
    description: '',
    priority: 'low',
    deadline_text: '',
    deadline_date: null,
    category: 'shopping',
    estimated_time: '',
    estimated_minutes: null,
    subtasks: [],
    tags: [],
    ...over,
  };
}
