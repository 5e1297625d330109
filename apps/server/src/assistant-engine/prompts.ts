// Prompts of the LLM providers. Each asks for JSON only, in the user's language, with SPEC §5's
// limits spelled out; whatever comes back still goes through core's validators.
import type { AiLocale } from '@nova/core/ai/limits';
import type { CoachPersona } from '@nova/core/ai/personas';
import type { ChatTurn } from './provider.ts';

const languageName: Record<AiLocale, string> = { ru: 'Russian', en: 'English', fr: 'French' };
const json = (value: unknown) => JSON.stringify(value);

export function parsePrompt(text: string, today: string, timeZone: string, locale: AiLocale) {
  return {
    system: [
      'You turn a brain dump into structured tasks for a planner for people with ADHD.',
      `Today is ${today} in ${timeZone}. Answer with JSON only: {"tasks":[...]} with at most 8 tasks.`,
      'Each task: title (<=100 chars, no date/priority words), description (<=500), priority ("high"|"medium"|"low"),',
      'deadline_text (the date words as written, <=50, "" if none), deadline_date ("YYYY-MM-DD" or null),',
      'category (one of "работа","дом","здоровье","личное","покупки","планирование"),',
      'estimated_time (<=20 chars: 15/30/45 min, 1 hour, 1.5 hours, 2 hours, 3 hours, half a day, whole day),',
      'subtasks (<=5, each {title <=80, estimated_time, order}, concrete 15-60 minute actions), tags (<=5, <=20 chars).',
      `Write titles in the language of the text (default ${languageName[locale]}).`,
    ].join('\n'),
    messages: [{ role: 'user', content: text }] satisfies ChatTurn[],
  };
}

type PromptTask = {
  id: string;
  title: string;
  importance: number;
  urgency: number;
  status: string;
  startDate?: string | null;
  durationMinutes?: number | null;
};

const MAX_PROMPT_TASKS = 150;

const slimTask = (t: PromptTask) => ({
  id: t.id,
  title: t.title,
  status: t.status,
  importance: t.importance,
  urgency: t.urgency,
  date: t.startDate ?? null,
  minutes: t.durationMinutes ?? null,
});

const slim = (tasks: readonly PromptTask[]) => tasks.slice(0, MAX_PROMPT_TASKS).map(slimTask);

export function groupPrompt(tasks: readonly PromptTask[], strategy: string, locale: AiLocale) {
  return {
    system: [
      `Group the user's open tasks with the strategy "${strategy}". Answer with JSON only:`,
      '{"groups":[{"name","description","color":"blue|green|purple|orange|red|yellow|gray","tasks":[task ids],"priority":"high|medium|low","estimated_time","suggested_order"}],"ungrouped_tasks":[ids],"efficiency_score":0-100}.',
      `Use only the given ids, each once, 2-6 tasks per group. Names in ${languageName[locale]}.`,
    ].join('\n'),
    messages: [{ role: 'user', content: json(slim(tasks)) }] satisfies ChatTurn[],
  };
}

export function recommendPrompt(tasks: readonly PromptTask[], locale: AiLocale) {
  return {
    system: [
      'Recommend one grouping strategy for these tasks: by_context, by_energy, by_time, by_priority, by_theme, by_location or smart_batching.',
      `Answer with JSON only: {"strategy":"...","reasons":["..."]} (at most 3 short reasons in ${languageName[locale]}).`,
    ].join('\n'),
    messages: [{ role: 'user', content: json(slim(tasks)) }] satisfies ChatTurn[],
  };
}

export function prioritiesPrompt(
  tasks: readonly PromptTask[],
  today: string,
  locale: AiLocale,
  persona: CoachPersona,
) {
  return {
    system: [
      `Pick today's (${today}) top priority and up to 3 sprint tasks. Tone: ${persona.personality}`,
      'Answer with JSON only: {"topPriority":{"taskId","reason","confidence":0-100},"sprintTasks":[{"taskId","reason","estimatedTime"}],',
      '"insights":{"workload":"light|moderate|heavy","focusAreas":[],"recommendations":[at most 3]},"summary":"..."}.',
      `Use only the given task ids. Write in ${languageName[locale]}.`,
    ].join('\n'),
    messages: [{ role: 'user', content: json(slim(tasks)) }] satisfies ChatTurn[],
  };
}

export function recurringPrompt(text: string, locale: AiLocale) {
  return {
    system: [
      'Decide whether the text describes a recurring task. Answer with JSON only:',
      '{"template":{"title","category","estimatedDuration":minutes,"pattern":{"type":"daily|weekly|custom","timeOfDay":"morning|afternoon|evening"|null,"daysOfWeek":[1-7, Monday=1],"interval":days|null}},',
      `"confidence":0-100,"reasoning":"...","alternatives":[patterns]}. Write in ${languageName[locale]}.`,
    ].join('\n'),
    messages: [{ role: 'user', content: text }] satisfies ChatTurn[],
  };
}

/** SPEC §7: one user-role message holding the whole prompt (tasks, strategies, history, patterns, new message). */
export function chatPrompt(input: {
  history: readonly ChatTurn[];
  message: string;
  tasks: readonly (PromptTask & { strategyId: string | null })[];
  strategies: ReadonlyArray<{ id: string; name: string }>;
  templates: ReadonlyArray<{ id: string; title: string }>;
  patterns: unknown;
  persona: CoachPersona;
  locale: AiLocale;
  today: string;
}) {
  const prompt = [
    `You are Nova, the planning assistant, speaking as ${input.persona.name} (${input.persona.title}): ${input.persona.personality}`,
    `Today is ${input.today}. Reply in ${languageName[input.locale]}.`,
    'Answer with JSON only: {"message":"...","actions":[...]}. You only PROPOSE actions; the user applies them.',
    'Action types and payloads: create {taskData:{title,description,importance 1-10,urgency 1-10,startDate,durationMinutes,strategyId}},',
    'create_strategy {strategyData:{name,description,color,priority 1-3}}, assign_to_strategy {taskIds,strategyId},',
    'suggest_strategy_grouping {taskIds,strategyData}, create_recurring_task {recurringTaskData:{title,category,estimatedDuration,pattern}},',
    'suggest_recurring_pattern {taskId,recurringTaskData}, pause_recurring_task {recurringTemplateId}, update_recurring_pattern {recurringTemplateId,pattern},',
    'create_subtasks {taskId,subtasks:[{title,estimatedMinutes}]}, add_detailed_description {taskId,description}, suggest_task_breakdown {taskId,subtasks}.',
    'Every action also has suggestion {reasoning, confidence 0-10, action_text}. Use only ids listed below.',
    `Tasks: ${json(input.tasks.slice(0, MAX_PROMPT_TASKS).map((t) => ({ ...slimTask(t), strategyId: t.strategyId })))}`,
    `Strategies: ${json(input.strategies)}`,
    `Recurring templates: ${json(input.templates)}`,
    `What we know about how the user works: ${json(input.patterns)}`,
    `Conversation so far: ${json(input.history)}`,
    `New message: ${input.message}`,
  ].join('\n');
  return {
    system: 'Answer with JSON only.',
    messages: [{ role: 'user', content: prompt }] satisfies ChatTurn[],
  };
}
