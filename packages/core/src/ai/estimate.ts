// Time estimates (SPEC §5): the text an assistant writes ('30 мин', '1.5 hours', 'une demi-journée')
// to minutes, and minutes back to text in the user's language. SPEC's mapping: 15, 30, 45 minutes;
// 1 hour = 60; 1.5 hours = 90; 2 hours = 120; 3 hours = 180; half a day = 240; a whole day = 480.
import { anyOf, type GuardedRegExp, guarded } from './guarded-regexp.ts';
import type { AiLocale } from './limits.ts';

export const HALF_DAY_MINUTES = 240;
export const WHOLE_DAY_MINUTES = 480;
export const ESTIMATE_MAX_MINUTES = 1440;

const wordNumbers: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  an: 1,
  a: 1,
  один: 1,
  одна: 1,
  одну: 1,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};

const num = String.raw`(\d+(?:[.,]\d+)?|one|two|three|four|five|six|an|a|один|одна|одну|два|две|три|четыре|пять|шесть|un|une|deux|trois|quatre|cinq)`;
const hourWord = '(?:hours?|hrs?|h|час(?:а|ов)?|ч|heures?)';
const minuteWord = '(?:minutes?|mins?|m|минут(?:а|ы)?|мин|min)';

type Rule = { re: GuardedRegExp; minutes: (m: RegExpMatchArray) => number };

const toNumber = (raw: string): number => {
  const lower = raw.toLowerCase();
  return wordNumbers[lower] ?? Number(lower.replace(',', '.'));
};

const b = String.raw`(?<![\p{L}\d])`;
/** Not a clock time: 'в 2 часа', 'at 3 h', 'à 14 h' name a time of day, not a duration. */
const notClock = String.raw`(?<!(?:^|[\s,])(?:в|к|до|at|by|à|vers|avant)\s+)`;
const e = String.raw`(?![\p{L}])`;
/** A phrase starting a word: `b` before each alternative of `body` (matched body first, see guarded-regexp.ts). */
const rx = (body: string) => guarded(b, body, 'iu');
const notClockRx = (body: string) => guarded(`${notClock}${b}`, body, 'iu');

/** Checked in order; the first match wins. */
const rules: readonly Rule[] = [
  // whole day / half a day
  {
    re: rx(
      `(?:(?:whole|full|entire|all)[ -]?day${e}|(?:весь|целый) день${e}|toute la journ[ée]e${e}|journ[ée]e enti[èe]re${e})`,
    ),
    minutes: () => WHOLE_DAY_MINUTES,
  },
  {
    re: rx(
      `(?:half[ -]?(?:a[ -])?day${e}|полдня${e}|пол дня${e}|половин[ауы] дня${e}|(?:une )?demi[- ]journ[ée]e${e})`,
    ),
    minutes: () => HALF_DAY_MINUTES,
  },
  // 1.5 hours in words
  {
    re: rx(
      `(?:полтора час(?:а)?${e}|an hour and a half${e}|one and a half hours?${e}|une heure et demie${e})`,
    ),
    minutes: () => 90,
  },
  {
    re: rx(`(?:half an hour${e}|полчаса${e}|пол часа${e}|(?:une )?demi[- ]heure${e})`),
    minutes: () => 30,
  },
  {
    re: rx(`(?:(?:a |one )?quarter(?: of an)? hour${e}|четверть часа${e}|(?:un )?quart d'heure${e})`),
    minutes: () => 15,
  },
  // 1 h 30, 1h30, 2 ч 15 мин
  {
    re: notClockRx(`(\\d+)\\s*${hourWord}\\s*(?:and\\s*|и\\s*|et\\s*)?(\\d{1,2})\\s*${minuteWord}?${e}`),
    minutes: (m) => toNumber(m[1] ?? '') * 60 + toNumber(m[2] ?? ''),
  },
  { re: notClockRx(`${num}\\s*${hourWord}${e}`), minutes: (m) => Math.round(toNumber(m[1] ?? '') * 60) },
  { re: rx(`${num}\\s*${minuteWord}${e}`), minutes: (m) => Math.round(toNumber(m[1] ?? '')) },
  // bare "hour" / "час" / "heure": one hour ('по часу': an hour each)
  { re: rx(`(?:an hour|one hour|час|часу|heure)${e}`), minutes: () => 60 },
];

/** Matches wherever a rule could: most texts name no estimate, and one search tells. */
const anyRule = anyOf(rules.map((rule) => rule.re));

/** Minutes of an estimate text, or null when it names none (or an absurd one). */
export function estimateMinutes(text: string): number | null {
  if (!text || !anyRule.test(text)) return null;
  for (const rule of rules) {
    const match = rule.re.exec(text);
    if (!match) continue;
    const minutes = rule.minutes(match);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > ESTIMATE_MAX_MINUTES) return null;
    return minutes;
  }
  return null;
}

/** Where in `text` an estimate was found (to cut it out of a title), or null. */
export function findEstimate(text: string): { minutes: number; index: number; length: number } | null {
  if (!anyRule.test(text)) return null;
  for (const rule of rules) {
    const match = rule.re.exec(text);
    if (!match || match.index === undefined) continue;
    const minutes = rule.minutes(match);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > ESTIMATE_MAX_MINUTES) continue;
    return { minutes, index: match.index, length: match[0].length };
  }
  return null;
}

function ruHours(n: number): string {
  if (!Number.isInteger(n)) return 'часа';
  const d10 = n % 10;
  const d100 = n % 100;
  if (d10 === 1 && d100 !== 11) return 'час';
  if (d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14)) return 'часа';
  return 'часов';
}

/** Text for minutes in the user's language: '30 мин', '1 час', '1.5 hours', 'une demi-journée'. */
export function estimateText(minutes: number, locale: AiLocale): string {
  if (minutes === WHOLE_DAY_MINUTES)
    return { ru: 'весь день', en: 'whole day', fr: 'toute la journée' }[locale];
  if (minutes === HALF_DAY_MINUTES) return { ru: 'полдня', en: 'half a day', fr: 'une demi-journée' }[locale];
  if (minutes < 60 || minutes % 30 !== 0) return locale === 'ru' ? `${minutes} мин` : `${minutes} min`;
  const hours = minutes / 60;
  const shown = locale === 'fr' ? String(hours).replace('.', ',') : String(hours);
  if (locale === 'ru') return `${shown} ${ruHours(hours)}`;
  if (locale === 'fr') return `${shown} ${hours >= 2 ? 'heures' : 'heure'}`;
  return `${shown} ${hours === 1 ? 'hour' : 'hours'}`;
}
