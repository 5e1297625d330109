// Validator of parsed tasks (SPEC §5): whatever a provider returned becomes at most 8 tasks that obey
// every limit. A task is kept only when it has a title, a priority, a deadline text (may be empty) and
// a category; texts are clipped to their limits; priority and category words are mapped; a deadline
// date is kept only from today to one year ahead (in the user's time zone); the estimate text gets
// its minutes by SPEC's mapping.
import { isOneOf, isRecord } from '../guards.ts';
import { addDays, calendarDay } from './dates.ts';
import { estimateMinutes } from './estimate.ts';
import {
  asText,
  clip,
  DEADLINE_MAX_DAYS_AHEAD,
  DEFAULT_CATEGORY,
  PARSE_LIMITS,
  type ParseCategory,
  type ParsePriority,
  parseCategories,
  priorityWords,
} from './limits.ts';

export type ParsedSubtask = { title: string; estimated_time: string; order: number };

export type ParsedTask = {
  title: string;
  description: string;
  priority: ParsePriority;
  deadline_text: string;
  /** YYYY-MM-DD, between today and one year ahead, or null. */
  deadline_date: string | null;
  category: ParseCategory;
  estimated_time: string;
  estimated_minutes: number | null;
  subtasks: ParsedSubtask[];
  tags: string[];
};

const normal = (text: string) => text.toLowerCase().normalize('NFC').trim();

/** SPEC §5: high/высокий/срочно -> high; medium/средний/важно -> medium; anything else low. */
export function mapPriority(value: unknown): ParsePriority {
  const word = normal(asText(value));
  if (priorityWords.high.includes(word)) return 'high';
  if (priorityWords.medium.includes(word)) return 'medium';
  return 'low';
}

const categorySynonyms: Record<string, ParseCategory> = {
  работа: 'work',
  work: 'work',
  travail: 'work',
  job: 'work',
  дом: 'home',
  home: 'home',
  maison: 'home',
  house: 'home',
  household: 'home',
  здоровье: 'health',
  health: 'health',
  santé: 'health',
  sante: 'health',
  личное: 'personal',
  personal: 'personal',
  personnel: 'personal',
  personnelle: 'personal',
  perso: 'personal',
  покупки: 'shopping',
  shopping: 'shopping',
  achats: 'shopping',
  courses: 'shopping',
  планирование: 'planning',
  planning: 'planning',
  planification: 'planning',
};

/** A category key from a key or a word in ru/en/fr; SPEC's default is личное (personal). */
export function mapCategory(value: unknown): ParseCategory {
  const word = normal(asText(value));
  if (isOneOf(parseCategories, word)) return word;
  return categorySynonyms[word] ?? DEFAULT_CATEGORY;
}

/** The deadline day if it is a real day from `today` to one year ahead, else null. */
export function acceptDeadline(value: unknown, today: string): string | null {
  const day = calendarDay(asText(value));
  if (!day) return null;
  if (day < today || day > addDays(today, DEADLINE_MAX_DAYS_AHEAD)) return null;
  return day;
}

const present = (value: unknown) => value !== undefined && value !== null && asText(value) !== '';

function subtasksOf(value: unknown): ParsedSubtask[] {
  if (!Array.isArray(value)) return [];
  const out: ParsedSubtask[] = [];
  for (const item of value) {
    if (out.length >= PARSE_LIMITS.subtasksMax) break;
    const record = isRecord(item) ? item : null;
    const title = clip(asText(record ? record.title : item), PARSE_LIMITS.subtaskTitleMax);
    if (!title) continue;
    const estimate = clip(
      asText(record?.estimated_time ?? record?.estimatedTime),
      PARSE_LIMITS.estimatedTimeMax,
    );
    out.push({ title, estimated_time: estimate, order: out.length + 1 });
  }
  return out;
}

function tagsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    if (out.length >= PARSE_LIMITS.tagsMax) break;
    const tag = clip(asText(item).replace(/^#+/, '').toLowerCase(), PARSE_LIMITS.tagMax);
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** One raw task, or null when it lacks what SPEC §5 requires. */
export function validateParsedTask(raw: unknown, today: string): ParsedTask | null {
  if (!isRecord(raw) || Array.isArray(raw)) return null;
  const r = raw;
  const title = clip(asText(r.title), PARSE_LIMITS.titleMax);
  if (!title || !present(r.priority) || r.deadline_text === undefined || r.deadline_text === null)
    return null;
  if (!present(r.category)) return null;
  const estimated_time = clip(asText(r.estimated_time), PARSE_LIMITS.estimatedTimeMax);
  const givenMinutes = r.estimated_minutes;
  const minutes =
    typeof givenMinutes === 'number' &&
    Number.isInteger(givenMinutes) &&
    givenMinutes > 0 &&
    givenMinutes <= 1440
      ? givenMinutes
      : estimateMinutes(estimated_time);
  return {
    title,
    description: clip(asText(r.description), PARSE_LIMITS.descriptionMax),
    priority: mapPriority(r.priority),
    deadline_text: clip(asText(r.deadline_text), PARSE_LIMITS.deadlineTextMax),
    deadline_date: acceptDeadline(r.deadline_date, today),
    category: mapCategory(r.category),
    estimated_time,
    estimated_minutes: minutes,
    subtasks: subtasksOf(r.subtasks),
    tags: tagsOf(r.tags),
  };
}

/** A provider's reply (`{ tasks: [...] }` or a bare list) as at most 8 valid tasks. */
export function validateParsedTasks(raw: unknown, today: string): ParsedTask[] {
  const list: unknown[] = Array.isArray(raw)
    ? raw
    : isRecord(raw) && Array.isArray(raw.tasks)
      ? raw.tasks
      : [];
  const out: ParsedTask[] = [];
  for (const item of list) {
    if (out.length >= PARSE_LIMITS.tasksMax) break;
    const task = validateParsedTask(item, today);
    if (task) out.push(task);
  }
  return out;
}
