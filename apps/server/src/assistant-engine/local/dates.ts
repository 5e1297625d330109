// Dates and times in free text, in the user's time zone: chrono-node's ru/en/fr parsers, plus our own
// rules where chrono lacks a phrase ('après-demain', 'к пятнице', 'на выходных', 'end of the week',
// 'до конца месяца', '15.12') and a filter for its false hits (the modal 'may', a bare 'недели',
// durations such as '2 часа' read as clock times).

import { addDays, isoDay, isoWeekday, zonedParts } from '@nova/core/ai/dates';
import { findEstimate } from '@nova/core/ai/estimate';
import { anyOf, type GuardedRegExp, guarded } from '@nova/core/ai/guarded-regexp';
import type { AiLocale } from '@nova/core/ai/limits';
// The three locales' entry points only: the package root loads all of chrono's 13 locales (2-3x the
// start-up time of `nova ai parse`).
import * as en from 'chrono-node/en';
import * as fr from 'chrono-node/fr';
import * as ru from 'chrono-node/ru';
import { dayPartRules } from './day-parts.ts';
import { isDateish } from './lexicon.ts';

export type DateRef = { now: Date; timeZone: string };

export type FoundDate = {
  /** YYYY-MM-DD in the user's zone. */
  date: string;
  /** HH:MM when the text names a time. */
  time: string | null;
  /** The phrase as written, with its preposition ('к пятнице', 'by Friday'). */
  text: string;
  /** Only a part of the day ('утром', 'tonight'): no day was named. */
  partOfDay: boolean;
  index: number;
  length: number;
};

type Span = { index: number; length: number };

/**
 * chrono's casual parsers, built once, each with its regex kept per `forwardDate` (the only option its
 * pattern depends on). Some of chrono's parsers build theirs anew on every call (ru's 'через 3 дня'
 * parser compiles a 3 KB pattern twice a call, half of chrono's time here).
 */
function casualChrono(configuration: ConstructorParameters<typeof en.Chrono>[0]): en.Chrono {
  const c = new en.Chrono(configuration);
  for (const parser of c.parsers) {
    const build = parser.pattern.bind(parser);
    const built = new Map<boolean, RegExp>();
    parser.pattern = (context) => {
      const forward = Boolean(context.option.forwardDate);
      let re = built.get(forward);
      if (!re) {
        re = build(context);
        built.set(forward, re);
      }
      return re;
    };
  }
  return c;
}

/** Built on first use per locale: a one-shot parse (the CLI) builds only the one it needs. */
const builders: Record<AiLocale, () => en.Chrono> = {
  ru: () => casualChrono(ru.createCasualConfiguration()),
  en: () => casualChrono(en.configuration.createCasualConfiguration(false)),
  fr: () => casualChrono(fr.createCasualConfiguration()),
};
const parsers: Partial<Record<AiLocale, en.Chrono>> = {};
const parserFor = (language: AiLocale) => {
  let parser = parsers[language];
  if (!parser) {
    parser = builders[language]();
    parsers[language] = parser;
  }
  return parser;
};

const W = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;

const ruDative: Record<string, number> = {
  понедельник: 1,
  вторник: 2,
  среду: 3,
  среда: 3,
  четверг: 4,
  пятницу: 5,
  пятница: 5,
  субботу: 6,
  суббота: 6,
  воскресенье: 7,
  понедельнику: 1,
  вторнику: 2,
  среде: 3,
  четвергу: 4,
  пятнице: 5,
  субботе: 6,
  воскресенью: 7,
};

/** The first day after `today` (or today itself when `includeToday`) with ISO weekday `weekday`. */
function comingWeekday(today: string, weekday: number, includeToday = false): string {
  const diff = (weekday - isoWeekday(today) + 7) % 7;
  return addDays(today, diff === 0 && !includeToday ? 7 : diff);
}

function lastDayOfMonth(today: string): string {
  const [y = Number.NaN, m = Number.NaN] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0));
  const year = last.getUTCFullYear();
  if (year < 0 || year > 9999) return last.toISOString().slice(0, 10);
  return isoDay(year, last.getUTCMonth() + 1, last.getUTCDate());
}

type Rule = { re: GuardedRegExp; day: (m: RegExpExecArray, today: string) => string | null };

const rules: readonly Rule[] = [
  { re: guarded(W, `apr[èe]s[- ]demain${E}`, 'giu'), day: (_m, t) => addDays(t, 2) },
  // chrono's fr parser misses the typographic apostrophe of 'aujourd’hui'
  { re: guarded(W, `aujourd['’]hui${E}`, 'giu'), day: (_m, t) => t },
  {
    re: guarded(
      W,
      `(?:к|до|по)\\s+(понедельнику|вторнику|среде|четвергу|пятнице|субботе|воскресенью)${E}`,
      'giu',
    ),
    day: (m, t) => {
      const weekday = ruDative[m[1]?.toLowerCase() ?? ''];
      return weekday === undefined ? null : comingWeekday(t, weekday);
    },
  },
  {
    re: guarded(
      W,
      `(?:(?:на|в)\\s+(?:эти(?:х)?\\s+)?выходны[хе]${E}|(?:this|over the|on the)\\s+weekend${E}|(?:ce|le)\\s+week-?end${E})`,
      'giu',
    ),
    day: (_m, t) => comingWeekday(t, 6, true),
  },
  {
    re: guarded(
      W,
      `(?:(?:в|к|до)\\s+конц[ауе]\\s+(?:этой\\s+)?недели${E}|(?:by\\s+|at\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the|this)\\s+week${E}|(?:d['’]ici\\s+la\\s+|[àa]\\s+la\\s+)?fin\\s+de\\s+(?:la\\s+|cette\\s+)?semaine${E})`,
      'giu',
    ),
    day: (_m, t) => comingWeekday(t, 5, true),
  },
  {
    re: guarded(
      W,
      `(?:(?:в|к|до)\\s+конц[ауе]\\s+(?:этого\\s+)?месяца${E}|(?:by\\s+|at\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the|this)\\s+month${E}|(?:d['’]ici\\s+la\\s+|[àa]\\s+la\\s+)?fin\\s+du\\s+mois${E})`,
      'giu',
    ),
    day: (_m, t) => lastDayOfMonth(t),
  },
  {
    // 15.12 and 15.12.2026 (day first, as ru and fr write it)
    re: guarded(String.raw`(?<![\d.])`, String.raw`(\d{1,2})\.(\d{1,2})(?:\.(\d{2,4}))?(?![\d.])`, 'gu'),
    day: (m, t) => {
      const d = Number(m[1]);
      const mo = Number(m[2]);
      if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
      let y = m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : Number(t.slice(0, 4));
      let day = isoDay(y, mo, d);
      if (!m[3] && day < t) day = isoDay(++y, mo, d);
      return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day ? day : null;
    },
  },
];

/** Matches wherever a rule could (one search for the many phrases that hold none). */
const anyRule = anyOf(rules.map((rule) => rule.re));
const anyDayPart = anyOf(dayPartRules.map((rule) => rule.re));

/** Words chrono takes for dates that are not dates on their own. */
const falseHits = new Set([
  'may',
  'march',
  'sat',
  'sun',
  'mar',
  'недели',
  'неделю',
  'неделя',
  'месяца',
  'месяц',
  'день',
  'дня',
  'днём',
  'a week',
  'the week',
  'the month',
  'la semaine',
  'le mois',
  'week',
  'a month',
  'month',
  'day',
  'a day',
  'jour',
  'semaine',
  'mois',
  'ночь',
  'now',
  'maintenant',
  'сейчас',
]);

/** Prepositions absorbed into the deadline phrase so the title does not keep them. */
const preposition =
  /(^|[\s,(])(не позднее|не позже|до|к|ко|в|во|на|по|с|by|on|at|before|until|till|due|for|from|starting|no later than|d['’]ici|avant|pour|le|au|dès|jusqu'au|jusqu'à|à|pour le|avant le)\s+$/iu;

function withPreposition(text: string, span: Span): Span {
  const from = Math.max(0, span.index - 30);
  const m = preposition.exec(text.slice(from, span.index));
  if (!m) return span;
  const start = from + m.index + (m[1] ?? '').length;
  return { index: start, length: span.index + span.length - start };
}

const mask = (text: string, span: Span) =>
  text.slice(0, span.index) + ' '.repeat(span.length) + text.slice(span.index + span.length);

/** A Date whose wall clock in this process's zone is the user's wall clock (chrono reads local time). */
function wallClockRef(ref: DateRef): Date {
  const p = zonedParts(ref.now, ref.timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute);
}

/** A clock time with no day ('в 18:00', 'at 3pm', 'à 14h'): chrono marks its day as known, we do not. */
const clockOnly =
  /^(?:в|во|к|до|at|by|à|vers)?\s*\d{1,2}(?:[:h.]\d{2}|\s*h|\s*(?:am|pm|a\.m\.|p\.m\.))?(?:\s*(?:час\p{L}*|heures?|o'clock))?(?:\s*(?:утра|вечера|дня|ночи))?$/iu;

const phraseAt = (text: string, span: Span) =>
  text.slice(span.index, span.index + span.length).replace(/^[\s,;.]+|[\s,;.]+$/gu, '');

const partsOfDay =
  /days?\b|jours?\b|дня|дней|сутки|утр|вечер|ночь|ночью|днем|днём|tonight|morning|evening|afternoon|noon|midnight|week|month|weekend|soir|matin|midi|semaine|mois|недел|месяц|выходн|сегодня/iu;

const two = (n: number) => String(n).padStart(2, '0');

/** The first date phrase in `text` (our rules first, then chrono), or null. */
export function findDate(text: string, language: AiLocale, ref: DateRef): FoundDate | null {
  const today = ((p) => isoDay(p.year, p.month, p.day))(zonedParts(ref.now, ref.timeZone));
  let best: FoundDate | null = null;
  let masked = text;
  for (const rule of anyRule.test(text) ? rules : []) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      const day = rule.day(m, today);
      if (!day) continue;
      const span = withPreposition(text, { index: m.index, length: m[0].length });
      masked = mask(masked, span);
      if (!best || span.index < best.index) {
        best = { date: day, time: null, text: phraseAt(text, span), partOfDay: false, ...span };
      }
    }
  }
  for (const rule of anyDayPart.test(text) ? dayPartRules : []) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      const span = withPreposition(text, { index: m.index, length: m[0].length });
      masked = mask(masked, span);
      if (!best || span.index < best.index) {
        best = { date: today, time: rule.time(m), text: phraseAt(text, span), partOfDay: true, ...span };
      }
    }
  }
  // chrono is the costly part: skip it when no word or digit could start a date.
  if (!isDateish(masked) && !partsOfDay.test(masked)) return best && withSameWeekday(text, best);
  const estimate = findEstimate(masked);
  if (estimate) masked = mask(masked, estimate);
  const results = parserFor(language).parse(masked, wallClockRef(ref), { forwardDate: true });
  for (const r of results) {
    const phrase = r.text.trim().toLowerCase();
    if (falseHits.has(phrase)) continue;
    if (/^\d+$/.test(phrase)) continue;
    const s = r.start;
    const known = s.isCertain('day') || s.isCertain('weekday') || s.isCertain('month') || s.isCertain('hour');
    if (!known) {
      // 'утром', 'ce soir', 'tonight': a part of today
      if (
        !/^(?:утром|днем|днём|вечером|ночью|this morning|this evening|tonight|ce soir|ce matin|cet après-midi)$/u.test(
          phrase,
        )
      )
        continue;
    }
    // chrono implies the year, month and day when the text names none, so these are always set.
    const year = s.get('year');
    const month = s.get('month');
    const day = s.get('day');
    if (year === null || month === null || day === null) continue;
    let date = isoDay(year, month, day);
    // 'on Monday' said on a Monday is next Monday, unless 'today' is said too.
    if (s.isCertain('weekday') && !s.isCertain('day') && date === today && !todayWord.test(text))
      date = addDays(date, 7);
    const partOfDay =
      !(s.isCertain('day') || s.isCertain('weekday') || s.isCertain('month')) ||
      clockOnly.test(r.text.trim());
    const hour = s.isCertain('hour') ? s.get('hour') : null;
    const time = hour === null ? null : `${two(hour)}:${two(s.get('minute') ?? 0)}`;
    const span = withPreposition(text, { index: r.index, length: r.text.length });
    if (!best || span.index < best.index) {
      best = { date, time, text: phraseAt(text, span), partOfDay, ...span };
    }
    break;
  }
  return best && withSameWeekday(text, best);
}

const todayWord = /сегодня|today|tonight|aujourd|ce soir|ce matin/iu;

const weekdayNames = [
  /^(?:понедельник|monday|lundi)$/u,
  /^(?:вторник|tuesday|mardi)$/u,
  /^(?:сред[ау]|wednesday|mercredi)$/u,
  /^(?:четверг|thursday|jeudi)$/u,
  /^(?:пятниц[ау]|friday|vendredi)$/u,
  /^(?:суббот[ау]|saturday|samedi)$/u,
  /^(?:воскресенье|sunday|dimanche)$/u,
];

/** 'сегодня в среду', 'aujourd’hui mercredi', 'tomorrow, Thursday': the weekday that names the same day joins the phrase. */
function withSameWeekday(text: string, found: FoundDate): FoundDate {
  const m = /^[\s,]*(?:(?:в|во|on|le)\s+)?(\p{L}+)/iu.exec(text.slice(found.index + found.length));
  const word = m?.[1]?.toLowerCase();
  if (!m || !word || !weekdayNames[isoWeekday(found.date) - 1]?.test(word)) return found;
  const length = found.length + m[0].length;
  return { ...found, length, text: phraseAt(text, { index: found.index, length }) };
}

/** Today in the user's zone. */
export function todayIn(ref: DateRef): string {
  const p = zonedParts(ref.now, ref.timeZone);
  return isoDay(p.year, p.month, p.day);
}
