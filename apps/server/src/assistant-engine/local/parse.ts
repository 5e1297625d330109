// The local engine's free text -> tasks: split the message (split.ts), then per phrase take out
// hashtags, priority words, recurring phrases, the estimate and the date (in that order), keep the
// rest as the title, and fill category, estimate, micro-steps and tags. The result goes through the
// same validator as any provider's (core ai/validate-parse.ts).

import { addDays } from '@nova/core/ai/dates';
import { estimateText, findEstimate } from '@nova/core/ai/estimate';
import { anyOf } from '@nova/core/ai/guarded-regexp';
import { type AiLocale, categoryLabels, type ParsePriority } from '@nova/core/ai/limits';
import { type ParsedTask, validateParsedTasks } from '@nova/core/ai/validate-parse';
import { genericSteps, kindOf, stepsFor } from './breakdown.ts';
import { type DateRef, type FoundDate, findDate, todayIn } from './dates.ts';
import { detectLanguage } from './language.ts';
import { categoryOf, emphasis, fillers, hashtags, priorityPhrases } from './lexicon.ts';
import { findRecurring, type RecurringHint } from './recurring.ts';
import { splitSentences } from './split.ts';

export type LocalParseInput = { text: string; locale: AiLocale } & DateRef;

type Draft = {
  title: string;
  description: string;
  priority: ParsePriority | null;
  date: FoundDate | null;
  /** The date sat at the start of the phrase, so it scopes the phrases after it in the sentence. */
  leadingDate: boolean;
  /** The phrase's own date came after its words, so it may close a list ('…, and X on Friday'). */
  trailingDate?: boolean;
  minutes: number | null;
  recurring: RecurringHint | null;
  tags: string[];
  header: string | null;
};

const cut = (text: string, index: number, length: number) =>
  `${text.slice(0, index)} ${text.slice(index + length)}`;

const trailingJunk =
  /(?:\s+|^)(?:это|it's|c'est|c’est|за|на|в|во|к|ко|до|по|с|со|и|или|примерно|около|приблизительно|где-то|в течение|часа|for|during|in|about|around|approx\.?|approximately|roughly|and|or|by|on|at|the|to|pour|en|environ|pendant|durant|à|a|et|ou|vers|le|la|les|de|du|des|d'ici|avant|until|due|before|~|-|–|—|:)\s*$/iu;
const leadingJunk = /^(?:и|а|но|потом|затем|and|then|also|but|et|puis|ensuite|mais|-|–|—|:|,)\s+/iu;
const greetings =
  /^(?:привет|здравствуй(?:те)?|(?:большое\s+)?спасибо(?:\s+большое)?|ок|окей|да|нет|пока|hi|hello|hey|thanks(?:\s+a\s+lot)?|thank you(?:\s+(?:so|very)\s+much)?|ok|okay|yes|no|bye|bonjour|salut|merci(?:\s+beaucoup)?|oui|non|d'accord|test|тест)[\s!.?]*$/iu;
/** What is left of 'это срочно', 'c’est urgent' once the priority is taken out. */
const pronounOnly = /^(?:это|it'?s|it is|this is|c['’]est)$/iu;

const keyboardRows = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  'йцукенгшщзхъ',
  'фывапролджэ',
  'ячсмитьбю',
];

/** Keyboard mashing ('asdf', 'фыва') or a vowelless word: no task in it. */
function isGibberish(title: string): boolean {
  const words = title.toLowerCase().split(/\s+/);
  if (words.length > 2) return false;
  return words.every(
    (w) =>
      (w.length >= 3 && keyboardRows.some((row) => row.includes(w))) ||
      (w.length >= 4 && !/[aeiouyаеёиоуыэюяàâéèêëîïôûùü]/u.test(w)),
  );
}

function cleanTitle(text: string, language: AiLocale): string {
  let t = text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  t = t.replace(/^[\s,.;:!?–—-]+|[\s,;:–—-]+$/gu, '');
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t.replace(fillers[language], '').replace(leadingJunk, '').replace(trailingJunk, '');
    t = t.replace(/^[\s,.;:!?–—-]+|[\s,;:–—-]+$/gu, '').trim();
    if (t === before) break;
  }
  t = t.replace(/[.!?]+$/u, '').trim();
  return t ? t.charAt(0).toLocaleUpperCase(language) + t.slice(1) : '';
}

/** Matches wherever a priority phrase could: most phrases hold none, and one search tells. */
const anyPriority = anyOf(priorityPhrases.map(([, re]) => re));

function priorityIn(text: string): { priority: ParsePriority; index: number; length: number } | null {
  if (!anyPriority.test(text)) return null;
  for (const [priority, re] of priorityPhrases) {
    const m = re.exec(text);
    if (m) return { priority, index: m.index, length: m[0].length };
  }
  return null;
}

function draftOf(phrase: string, header: string | null, language: AiLocale, ref: DateRef): Draft | null {
  let text = phrase;
  const tags = hashtags(text);
  text = text.replace(/#[\p{L}\p{N}_-]+/gu, ' ');

  let priority: ParsePriority | null = null;
  if (emphasis.test(text)) priority = 'high';
  text = text.replace(/!+/g, ' ');
  for (let found = priorityIn(text); found; found = priorityIn(text)) {
    priority ??= found.priority;
    text = cut(text, found.index, found.length);
  }

  if (!priority && header) priority = priorityIn(header)?.priority ?? null;
  const recurring = findRecurring(text);
  if (recurring?.text) text = cut(text, recurring.index, recurring.text.length);

  const estimate = findEstimate(text);
  if (estimate) {
    text = cut(text, estimate.index, estimate.length);
  }

  let date = findDate(text, language, ref);
  // 'Бегать каждый день утром': the part of day belongs to the habit, not to a deadline.
  if (date?.partOfDay && recurring && recurring.confidence >= 70) date = null;
  let leadingDate = false;
  if (date) {
    leadingDate = text.slice(0, date.index).replace(fillers[language], '').trim() === '';
    text = cut(text, date.index, date.length);
    // 'в понедельник совещание в 10:00', 'demain en fin de journée': a time of day elsewhere in the
    // phrase joins the day.
    const clock = date.time ? null : findDate(text, language, ref);
    if (clock?.partOfDay) {
      date = { ...date, time: clock.time, text: `${date.text} ${clock.text}` };
      text = cut(text, clock.index, clock.length);
    }
  }

  let description = '';
  const paren = /\(([^()]{3,})\)/u.exec(text);
  if (paren) {
    description = (paren[1] ?? '').trim();
    text = cut(text, paren.index, paren[0].length);
  } else {
    const dash = /\s[-–—]\s(.{3,})$/u.exec(text);
    if (dash) {
      description = (dash[1] ?? '').trim();
      text = text.slice(0, dash.index);
    }
  }

  const title = cleanTitle(text, language);
  if (!/\p{L}{2,}/u.test(title) || greetings.test(title) || pronounOnly.test(title) || isGibberish(title)) {
    // A phrase that is only a date ('завтра,') lends it to the next phrase; only an estimate or a
    // priority ('…, 2 часа, important'), to the previous one.
    return date || estimate || priority
      ? {
          title: '',
          description,
          priority,
          date,
          leadingDate: true,
          minutes: estimate?.minutes ?? null,
          recurring,
          tags,
          header,
        }
      : null;
  }
  return {
    title,
    description,
    priority,
    date,
    leadingDate,
    minutes: estimate?.minutes ?? null,
    recurring,
    tags,
    header,
  };
}

const recurringNote: Record<AiLocale, string> = { ru: 'Повторяется', en: 'Repeats', fr: 'Se répète' };
const recurringTag: Record<AiLocale, string> = { ru: 'регулярно', en: 'recurring', fr: 'récurrent' };

function toTask(d: Draft, language: AiLocale, today: string): Record<string, unknown> {
  const context = `${d.header ?? ''} ${d.title} ${d.description}`;
  const kind = kindOf(d.title);
  const minutes = d.minutes ?? kind?.defaultMinutes ?? 30;
  const steps =
    minutes >= 30 && kind ? stepsFor(kind.kind, language) : minutes >= 90 ? genericSteps(language) : [];
  const category = categoryOf(context);
  const recurring = d.recurring && d.recurring.confidence >= 70 && d.recurring.text ? d.recurring : null;
  const description = [d.description, recurring ? `${recurringNote[language]}: ${recurring.text.trim()}` : '']
    .filter(Boolean)
    .join('. ');
  let priority = d.priority;
  if (!priority) priority = d.date && d.date.date <= addDays(today, 1) ? 'medium' : 'low';
  const deadlineText = d.date ? d.date.text : '';
  return {
    title: d.title,
    description,
    priority,
    deadline_text: deadlineText,
    deadline_date: d.date?.date ?? null,
    category,
    estimated_time: estimateText(minutes, language),
    estimated_minutes: minutes,
    subtasks: steps.map((s, i) => ({
      title: s.title,
      estimated_time: estimateText(s.minutes, language),
      order: i + 1,
    })),
    tags: [...d.tags, ...(recurring ? [recurringTag[language]] : []), categoryLabels[language][category]],
  };
}

/** Free text to at most 8 validated tasks, deterministically, without network. */
export function localParse(input: LocalParseInput): ParsedTask[] {
  const text = input.text.trim();
  if (!text) return [];
  const ref: DateRef = { now: input.now, timeZone: input.timeZone };
  const language = detectLanguage(text, input.locale);
  const today = todayIn(ref);
  const drafts: Draft[] = [];
  // The last header seen and the date found in it, looked up once per header.
  let header: string | undefined;
  let headerDate: FoundDate | null = null;
  let headerMinutes: number | null = null;
  for (const sentence of splitSentences(text, language)) {
    if (sentence.header && header !== sentence.header) {
      header = sentence.header;
      headerDate = findDate(sentence.header, language, ref);
      headerMinutes = findEstimate(sentence.header)?.minutes ?? null;
    }
    let scoped: FoundDate | null = sentence.header ? headerDate : null;
    let pending: FoundDate | null = null;
    const own: Draft[] = [];
    for (const part of sentence.parts) {
      const draft = draftOf(part, sentence.header, language, ref);
      if (!draft) continue;
      const last = own.at(-1);
      if (!draft.title) {
        // A bare date lends itself to the next phrase; a bare estimate or priority to the previous one.
        if (draft.date) pending = draft.date;
        if (draft.minutes && last && last.minutes === null) last.minutes = draft.minutes;
        if (draft.priority && last && last.priority === null) last.priority = draft.priority;
        continue;
      }
      // 'по часу: …', '15 minutes each: …': the header's estimate is every item's.
      if (draft.minutes === null && sentence.header && headerMinutes) draft.minutes = headerMinutes;
      draft.trailingDate = draft.date !== null && !draft.leadingDate;
      if (!draft.date && pending) draft.date = pending;
      pending = null;
      if (draft.date?.partOfDay && scoped) {
        // 'Завтра … и в 18:00 забрать ребёнка': the time of day falls on the sentence's day.
        draft.date = { ...draft.date, date: scoped.date, text: `${scoped.text} ${draft.date.text}` };
      } else if (!draft.date && scoped) draft.date = scoped;
      else if (draft.date && draft.leadingDate) scoped = draft.date;
      drafts.push(draft);
      own.push(draft);
      if (drafts.length >= 8) break;
    }
    // 'vacuum and mop the floors on Saturday': a date said once at the end is the whole list's.
    const closing = own.at(-1);
    if (closing?.trailingDate && closing.date) for (const d of own) if (!d.date) d.date = closing.date;
    if (drafts.length >= 8) break;
  }
  return validateParsedTasks(
    drafts.map((d) => toTask(d, language, today)),
    today,
  );
}
