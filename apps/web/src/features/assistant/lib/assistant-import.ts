// The AI import's drafts: parsed tasks (SPEC §3 "AI-parsed task") become editable cards, and a card
// becomes the body of POST /api/tasks plus its micro-steps. Pure, so the mapping is tested.
//
// Mapping (documented in the dialog's tests):
// - priority -> importance/urgency through the core's quadrant move from the default levels (1, 1):
//   high -> "do now" (8, 8), medium -> "schedule" (8, 1), low -> ordinary (1, 1). Energy grouping then
//   reads high / medium / low as the AI meant.
// - deadline_date -> startDate (the task's date field; SPEC §3 keeps due_date only as a fallback).
// - estimated_minutes -> durationMinutes; subtasks -> micro-tasks in their order with their estimate.
// - description (plain text) -> one escaped paragraph of the rich-text description.
// - category and tags -> existing tags of the same name (case-insensitive); nothing is created.

import { estimateMinutes } from '@nova/core/ai/estimate';
import type { ParseCategory, ParsePriority } from '@nova/core/ai/limits';
import type { ParsedTaskDto } from '@nova/core/contracts/ai';
import type { CreateTaskBody } from '@nova/core/contracts/tasks';
import { LEVEL_DEFAULT, type Levels, moveToQuadrant, type Quadrant } from '@nova/core/domain/priority';

export type ImportStep = { title: string; minutes: number | null };

export type ImportDraft = {
  /** Client id of the card; also the new task's id, so a retry never creates it twice. */
  key: string;
  title: string;
  description: string;
  priority: ParsePriority;
  /** YYYY-MM-DD or '' */
  date: string;
  deadlineText: string;
  category: ParseCategory;
  minutes: number | null;
  estimate: string;
  steps: ImportStep[];
  tags: string[];
};

const quadrantOfPriority: Record<ParsePriority, Quadrant> = {
  high: 'do',
  medium: 'schedule',
  low: 'eliminate',
};

export function levelsForPriority(priority: ParsePriority): Levels {
  return moveToQuadrant({ importance: LEVEL_DEFAULT, urgency: LEVEL_DEFAULT }, quadrantOfPriority[priority]);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function draftFromParsed(task: ParsedTaskDto, key: string): ImportDraft {
  return {
    key,
    title: task.title,
    description: task.description,
    priority: task.priority,
    date: task.deadline_date && ISO_DAY.test(task.deadline_date) ? task.deadline_date : '',
    deadlineText: task.deadline_text,
    category: task.category,
    minutes: task.estimated_minutes,
    estimate: task.estimated_time,
    steps: [...task.subtasks]
      .sort((a, b) => a.order - b.order)
      .map((s) => ({ title: s.title, minutes: estimateMinutes(s.estimated_time) })),
    tags: [...task.tags],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as the rich-text description's HTML: one paragraph per line, escaped. */
export function textToDescriptionHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

export type TagRef = { id: string; name: string };

/** Existing tags named like the card's category label or one of its tags. */
export function matchTags(words: readonly string[], tags: readonly TagRef[]): string[] {
  const wanted = new Set(words.map((w) => w.trim().toLocaleLowerCase()).filter(Boolean));
  return tags.filter((tag) => wanted.has(tag.name.trim().toLocaleLowerCase())).map((tag) => tag.id);
}

export type ImportPlan = {
  task: CreateTaskBody & { id: string; title: string };
  steps: ImportStep[];
};

/** null when the card cannot be created (blank title after trimming: SPEC §5). */
export function planImport(
  draft: ImportDraft,
  options: { categoryLabel: string; tags: readonly TagRef[] },
): ImportPlan | null {
  const title = draft.title.trim();
  if (!title) return null;
  const description = textToDescriptionHtml(draft.description);
  const tagIds = matchTags([options.categoryLabel, ...draft.tags], options.tags);
  const minutes = draft.minutes !== null && draft.minutes > 0 ? Math.min(draft.minutes, 1440) : null;
  return {
    task: {
      id: draft.key,
      title,
      type: 'task',
      ...levelsForPriority(draft.priority),
      startDate: ISO_DAY.test(draft.date) ? draft.date : null,
      ...(minutes ? { durationMinutes: minutes } : {}),
      ...(description ? { description } : {}),
      ...(tagIds.length ? { tagIds } : {}),
    },
    steps: draft.steps
      .map((s) => ({ title: s.title.trim(), minutes: s.minutes }))
      .filter((s) => s.title !== ''),
  };
}

/** Cards whose title is blank after trimming (they block "Create"). */
export const blankDrafts = (drafts: readonly ImportDraft[]): string[] =>
  drafts.filter((d) => d.title.trim() === '').map((d) => d.key);
