// The assistant's limits and vocabularies (SPEC §5, §7, §9): output limits of parsed tasks, the six
// categories as stable keys with SPEC's Russian words as labels, priority words, grouping strategies
// and colours, token limits and temperatures per feature. Every provider's output is held to these.

export const aiLocales = ['ru', 'en', 'fr'] as const;
export type AiLocale = (typeof aiLocales)[number];

export const PARSE_LIMITS = {
  titleMax: 100,
  descriptionMax: 500,
  deadlineTextMax: 50,
  estimatedTimeMax: 20,
  subtasksMax: 5,
  subtaskTitleMax: 80,
  tagsMax: 5,
  tagMax: 20,
  tasksMax: 8,
} as const;

/** Longest text a parse request accepts (a brain dump, not a book). */
export const PARSE_INPUT_MAX = 10_000;
/** A deadline is kept only between today and this many days ahead (one year). */
export const DEADLINE_MAX_DAYS_AHEAD = 366;

export const parseCategories = ['work', 'home', 'health', 'personal', 'shopping', 'planning'] as const;
export type ParseCategory = (typeof parseCategories)[number];
export const DEFAULT_CATEGORY: ParseCategory = 'personal';

/** SPEC §5's words (the Russian labels) and their en/fr labels. */
export const categoryLabels: { readonly [L in AiLocale]: { readonly [C in ParseCategory]: string } } = {
  ru: {
    work: 'работа',
    home: 'дом',
    health: 'здоровье',
    personal: 'личное',
    shopping: 'покупки',
    planning: 'планирование',
  },
  en: {
    work: 'work',
    home: 'home',
    health: 'health',
    personal: 'personal',
    shopping: 'shopping',
    planning: 'planning',
  },
  fr: {
    work: 'travail',
    home: 'maison',
    health: 'santé',
    personal: 'personnel',
    shopping: 'achats',
    planning: 'planification',
  },
};

export const parsePriorities = ['high', 'medium', 'low'] as const;
export type ParsePriority = (typeof parsePriorities)[number];

/** SPEC §5: high/высокий/срочно -> high, medium/средний/важно -> medium, else low (plus fr and forms). */
export const priorityWords: { readonly high: readonly string[]; readonly medium: readonly string[] } = {
  high: [
    'high',
    'высокий',
    'высокая',
    'высокое',
    'срочно',
    'срочный',
    'срочная',
    'urgent',
    'haute',
    'élevée',
    'urgente',
    'critical',
  ],
  medium: [
    'medium',
    'средний',
    'средняя',
    'среднее',
    'важно',
    'важный',
    'важная',
    'moyenne',
    'moyen',
    'normal',
    'important',
  ],
};

export const groupingStrategies = [
  'by_context',
  'by_energy',
  'by_time',
  'by_priority',
  'by_theme',
  'by_location',
  'smart_batching',
] as const;
export type GroupingStrategy = (typeof groupingStrategies)[number];
export const FALLBACK_GROUPING_STRATEGY: GroupingStrategy = 'smart_batching';

export const groupColors = ['blue', 'green', 'purple', 'orange', 'red', 'yellow', 'gray'] as const;
export type GroupColor = (typeof groupColors)[number];

export const GROUP_MIN_TASKS = 2;
export const GROUP_MAX_TASKS = 6;
export const EFFICIENCY_DEFAULT = 75;
export const GROUPINGS_LOADED = 10;
/** A saved grouping is reused on load only within this age (SPEC §4, §9). */
export const GROUPING_REUSE_MS = 24 * 60 * 60 * 1000;

export const CHAT_HISTORY_USED = 8;
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_ACTIONS_MAX = 10;
export const RECURRING_FALLBACK_CONFIDENCE = 70;
export const SPRINT_TASKS_MAX = 3;
export const RECOMMENDATIONS_MAX = 3;

export const aiFeatures = ['parse', 'group', 'recommend', 'priorities', 'chat', 'recurring'] as const;
export type AiFeature = (typeof aiFeatures)[number];
export type ModelTier = 'primary' | 'fast';

/** SPEC §7: max tokens and temperature per call; the fast model serves the small classification calls. */
export const aiFeatureSettings: {
  readonly [F in AiFeature]: { maxTokens: number; temperature: number; model: ModelTier };
} = {
  parse: { maxTokens: 3000, temperature: 0.1, model: 'primary' },
  group: { maxTokens: 4000, temperature: 0.2, model: 'primary' },
  recommend: { maxTokens: 1000, temperature: 0.1, model: 'fast' },
  priorities: { maxTokens: 2000, temperature: 0.3, model: 'primary' },
  chat: { maxTokens: 2000, temperature: 0.1, model: 'primary' },
  recurring: { maxTokens: 1000, temperature: 0.1, model: 'fast' },
};

export function isAiLocale(value: unknown): value is AiLocale {
  return value === 'ru' || value === 'en' || value === 'fr';
}

/** Whitespace that clip changes: other than a space, two in a row, or at either end. */
const untidy = /[^\S ]| {2}|^ | $/;

/** Cut to at most `max` characters (by code point, so no half surrogate pair), trimmed. */
export function clip(text: string, max: number): string {
  const trimmed = untidy.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
  if (trimmed.length <= max) return trimmed;
  // Whole code points only, so an emoji is never cut in half; `.length` stays within `max`.
  let out = '';
  for (const point of trimmed) {
    if (out.length + point.length > max) break;
    out += point;
  }
  return out.trim();
}

/** A plain string from anything an LLM may send (numbers become text; objects and null give ''). */
export function asText(value: unknown): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  if (typeof value === 'string') return value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * A number from anything an LLM may send: numbers and numeric strings only. `Number(value)` would call
 * an object's own toString/valueOf, which may throw (`{"toString": 0}`); anything else gives NaN.
 */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
