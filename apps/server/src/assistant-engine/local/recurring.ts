// Recurring hints in free text (SPEC §9): 'every day'/'каждый день'/'tous les jours', weekdays,
// 'по понедельникам'/'on Mondays'/'le lundi', '3 times a week', 'every 3 days', 'weekly', plus the
// weaker hints 'regularly'/'habit' and habit-like activities (sport, running, reading, vitamins…).
// Explicit frequencies give 85-95 % confidence, bare hints 60 %, activities alone 45 %; a detection
// counts as recurring from 70 % (SPEC's fallback threshold).
import { anyOf, type GuardedRegExp, guarded } from '@nova/core/ai/guarded-regexp';
import type { AiLocale } from '@nova/core/ai/limits';
import type { RecurrencePattern, RecurringTimeOfDay } from '@nova/core/ai/validate-recurring';
import { normalizeForSearch } from '@nova/core/domain/search';

export type RecurringHint = {
  pattern: RecurrencePattern;
  confidence: number;
  /** The phrase that says it, as written, to cut from a title. */
  text: string;
  index: number;
  reasonKey: 'explicit' | 'weekdays' | 'days' | 'times' | 'interval' | 'hint' | 'activity';
};

const W = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;
/** `W` + body, case-insensitive, matched body first (see core guarded-regexp.ts). */
const rx = (body: string) => guarded(W, body, 'iu');

const dayStems: ReadonlyArray<readonly [number, RegExp]> = [
  [1, /^(?:понедельн|monday|mondays|mon|lundi)/u],
  [2, /^(?:вторник|tuesday|tue|mardi)/u],
  [3, /^(?:сред[аыу]|wednesday|wed|mercredi)/u],
  [4, /^(?:четверг|thursday|thu|jeudi)/u],
  [5, /^(?:пятниц|friday|fri|vendredi)/u],
  [6, /^(?:суббот|saturday|sat|samedi)/u],
  [7, /^(?:воскресен|sunday|sun|dimanche)/u],
];

function daysIn(text: string): number[] {
  const days = new Set<number>();
  for (const word of normalizeForSearch(text).match(/\p{L}+/gu) ?? []) {
    for (const [day, re] of dayStems) if (re.test(word)) days.add(day);
  }
  return [...days].sort();
}

const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  twice: 2,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};
const n = (raw: string) => numberWords[raw.toLowerCase()] ?? Number(raw);
const spread: Record<number, number[]> = {
  1: [1],
  2: [2, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 4, 5],
  6: [1, 2, 3, 4, 5, 6],
};

const morning = rx('(?:утр|morning|matin|before work|до работы)');
const evening = rx('(?:вечер|evening|night|soir|перед сном|before bed|avant de dormir)');
const afternoon = rx('(?:днём|днем|после обеда|afternoon|lunch|après-midi|midi)');

function timeOfDayIn(text: string): RecurringTimeOfDay | null {
  if (morning.test(text)) return 'morning';
  if (evening.test(text)) return 'evening';
  if (afternoon.test(text)) return 'afternoon';
  return null;
}

type Rule = {
  re: GuardedRegExp;
  make: (m: RegExpExecArray, text: string) => Omit<RecurringHint, 'text' | 'index'> | null;
};

const pattern = (
  type: RecurrencePattern['type'],
  text: string,
  daysOfWeek: number[] = [],
  interval: number | null = null,
): RecurrencePattern => ({
  type,
  timeOfDay: timeOfDayIn(text),
  daysOfWeek,
  interval,
});

const rules: readonly Rule[] = [
  {
    re: rx(`(?:every other day|через день|un jour sur deux|tous les deux jours)${E}`),
    make: (_m, t) => ({ pattern: pattern('custom', t, [], 2), confidence: 90, reasonKey: 'interval' }),
  },
  {
    re: rx(
      `(?:every|каждые|раз в|tous les|toutes les)\\s+(\\d+|two|three|four|five|six|два|две|три|четыре|пять|шесть|deux|trois|quatre|cinq)\\s+(?:days|дн(?:я|ей)|jours)${E}`,
    ),
    make: (m, t) => {
      const interval = n(m[1] ?? '');
      return interval >= 1 && interval <= 365
        ? { pattern: pattern('custom', t, [], interval), confidence: 90, reasonKey: 'interval' }
        : null;
    },
  },
  {
    re: rx(
      `(?:(\\d|two|three|four|five|six|twice|два|две|три|четыре|пять|шесть|deux|trois|quatre|cinq)\\s*(?:times|x|раз(?:а)?|fois)\\s+(?:a|per|в|par)\\s+(?:week|неделю|semaine)${E}|(twice)\\s+a\\s+week${E})`,
    ),
    make: (m, t) => {
      const times = n(m[1] ?? m[2] ?? '');
      if (times >= 7) return { pattern: pattern('daily', t), confidence: 85, reasonKey: 'times' };
      const days = spread[times];
      return days ? { pattern: pattern('weekly', t, days), confidence: 85, reasonKey: 'times' } : null;
    },
  },
  {
    re: rx(
      `(?:on weekdays|every weekday|weekdays|по будням|в будни|каждый будний день|en semaine|du lundi au vendredi|les jours ouvrables|chaque jour de semaine)${E}`,
    ),
    make: (_m, t) => ({
      pattern: pattern('weekly', t, [1, 2, 3, 4, 5]),
      confidence: 90,
      reasonKey: 'weekdays',
    }),
  },
  {
    re: rx(
      `(?:(?:every|each)\\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:\\s*(?:,|and|&)\\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)*${E}|on\\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?:\\s*(?:,|and|&)\\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)*${E}|(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?:\\s*(?:,|and|&)\\s*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)*${E}|по\\s+(?:понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям)(?:\\s*(?:,|и)\\s*(?:по\\s+)?(?:понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям))*${E}|(?:кажд(?:ый|ую|ое))\\s+(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)${E}|(?:tous les|chaque)\\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?:\\s*(?:,|et)\\s*(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?)*${E})`,
    ),
    make: (m, t) => {
      const days = daysIn(m[0]);
      return days.length ? { pattern: pattern('weekly', t, days), confidence: 90, reasonKey: 'days' } : null;
    },
  },
  {
    re: rx(
      `(?:every day|everyday|daily|each day|every morning|every evening|every night|each morning|each evening|each night|каждый день|ежедневн\\p{L}*|каждое утро|каждый вечер|каждую ночь|каждодневно|tous les jours|chaque jour|quotidien(?:ne)?(?:ment)?|chaque matin|chaque soir|tous les matins|tous les soirs)${E}`,
    ),
    make: (_m, t) => ({ pattern: pattern('daily', t), confidence: 95, reasonKey: 'explicit' }),
  },
  {
    re: rx(
      `(?:every week|weekly|each week|каждую неделю|еженедельн\\p{L}*|раз в неделю|once a week|chaque semaine|toutes les semaines|une fois par semaine|hebdomadaire(?:ment)?)${E}`,
    ),
    make: (_m, t) => {
      const days = daysIn(t);
      return {
        pattern: pattern('weekly', t, days.length ? days : [1]),
        confidence: 85,
        reasonKey: 'explicit',
      };
    },
  },
  {
    re: rx(
      `(?:every month|monthly|каждый месяц|ежемесячн\\p{L}*|раз в месяц|chaque mois|tous les mois|mensuel(?:le)?(?:ment)?)${E}`,
    ),
    make: (_m, t) => ({ pattern: pattern('custom', t, [], 30), confidence: 80, reasonKey: 'interval' }),
  },
  {
    re: rx(`(?:regularly|as a habit|habit|регулярно|привычк\\p{L}*|régulièrement|habitude)${E}`),
    make: (_m, t) => ({ pattern: pattern('daily', t), confidence: 60, reasonKey: 'hint' }),
  },
];

const activities = rx(
  `(?:sport|running|run|jog\\p{L}*|gym|workout|reading|read|english|vitamins?|meditat\\p{L}*|yoga|stretch\\p{L}*|спорт\\p{L}*|бег\\p{L}*|пробежк\\p{L}*|зал|трениров\\p{L}*|чтени\\p{L}*|читать|английск\\p{L}*|витамин\\p{L}*|медитац\\p{L}*|медитир\\p{L}*|йог\\p{L}*|зарядк\\p{L}*|course à pied|courir|salle de sport|lecture|lire|anglais|vitamines?|méditation|méditer|yoga)${E}`,
);

/** Matches wherever a rule or an activity could: one search for the many texts with no hint. */
const anyHint = anyOf([...rules.map((rule) => rule.re), activities]);

/** The strongest recurring hint in `text`, or null. */
export function findRecurring(text: string): RecurringHint | null {
  if (!anyHint.test(text)) return null;
  for (const rule of rules) {
    const m = rule.re.exec(text);
    if (!m) continue;
    const made = rule.make(m, text);
    if (made) return { ...made, text: m[0], index: m.index };
  }
  const activity = activities.exec(text);
  if (activity) {
    return {
      pattern: pattern('daily', text),
      confidence: 45,
      reasonKey: 'activity',
      text: '',
      index: activity.index,
    };
  }
  return null;
}

export const recurringReasons: Record<AiLocale, Record<RecurringHint['reasonKey'] | 'none', string>> = {
  ru: {
    explicit: 'В тексте прямо указана частота повторения.',
    weekdays: 'Задача повторяется по будням.',
    days: 'Указаны конкретные дни недели.',
    times: 'Указано, сколько раз в неделю.',
    interval: 'Указан интервал в днях.',
    hint: 'Слова «регулярно» или «привычка» говорят о повторении, но частота не указана.',
    activity: 'Такие занятия обычно повторяются, но частота не указана.',
    none: 'Признаков повторения не найдено.',
  },
  en: {
    explicit: 'The text states how often it repeats.',
    weekdays: 'It repeats on weekdays.',
    days: 'Specific weekdays are named.',
    times: 'It says how many times a week.',
    interval: 'An interval in days is given.',
    hint: '“Regularly” or “habit” suggests repetition, but no frequency is given.',
    activity: 'Activities like this usually repeat, but no frequency is given.',
    none: 'No sign of repetition found.',
  },
  fr: {
    explicit: 'Le texte indique la fréquence de répétition.',
    weekdays: 'La tâche se répète en semaine.',
    days: 'Des jours précis sont indiqués.',
    times: 'Le nombre de fois par semaine est indiqué.',
    interval: 'Un intervalle en jours est indiqué.',
    hint: '« Régulièrement » ou « habitude » suggère une répétition, sans fréquence précise.',
    activity: 'Ce type d’activité se répète souvent, mais sans fréquence précise.',
    none: 'Aucun signe de répétition.',
  },
};

/** Other readings offered next to the detected one. */
export function alternativesFor(p: RecurrencePattern): RecurrencePattern[] {
  const base = { timeOfDay: p.timeOfDay };
  if (p.type === 'daily')
    return [
      { ...base, type: 'weekly', daysOfWeek: [1, 2, 3, 4, 5], interval: null },
      { ...base, type: 'custom', daysOfWeek: [], interval: 2 },
    ];
  if (p.type === 'weekly')
    return [
      { ...base, type: 'daily', daysOfWeek: [], interval: null },
      { ...base, type: 'custom', daysOfWeek: [], interval: 7 },
    ];
  return [
    { ...base, type: 'daily', daysOfWeek: [], interval: null },
    { ...base, type: 'weekly', daysOfWeek: [1], interval: null },
  ];
}
