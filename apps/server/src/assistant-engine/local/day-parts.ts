// Times of day chrono does not read, in ru, en and fr: spoken clock times ('в половине седьмого',
// 'at half past six', 'à six heures et demie', 'quarter to eight') and parts of the day ('после обеда',
// 'after lunch', 'en fin de journée'). Each names a time on the phrase's day (today unless a day is
// said), never a day of its own; dates.ts reads them before chrono.
import { type GuardedRegExp, guarded } from '@nova/core/ai/guarded-regexp';

const W = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;

const ruGenitive: Record<string, number> = {
  первого: 1,
  второго: 2,
  третьего: 3,
  четвертого: 4,
  четвёртого: 4,
  пятого: 5,
  шестого: 6,
  седьмого: 7,
  восьмого: 8,
  девятого: 9,
  десятого: 10,
  одиннадцатого: 11,
  двенадцатого: 12,
};
const hours: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  noon: 12,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  midi: 12,
};

const hourOf = (word: string | undefined): number | null => {
  if (word === undefined) return null;
  const w = word.toLowerCase();
  const n = /^\d{1,2}$/.test(w) ? Number(w) : (hours[w] ?? ruGenitive[w] ?? null);
  return n !== null && n >= 0 && n <= 23 ? n : null;
};

const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

export type DayPartRule = { re: GuardedRegExp; time: (m: RegExpExecArray) => string | null };

const enHour = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)`;
const frHour = String.raw`(\d{1,2}|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|midi)`;
const ruHour = `(${Object.keys(ruGenitive).join('|')})`;

export const dayPartRules: readonly DayPartRule[] = [
  {
    // в половине седьмого = 6:30 (half of the seventh hour)
    re: guarded(W, `(?:в\\s+)?(?:половине|пол)\\s*${ruHour}${E}`, 'giu'),
    time: (m) => {
      const h = hourOf(m[1]);
      return h === null ? null : hhmm(h - 1, 30);
    },
  },
  {
    re: guarded(W, `(?:at\\s+|by\\s+)?half\\s+past\\s+${enHour}${E}`, 'giu'),
    time: (m) => ((h) => (h === null ? null : hhmm(h, 30)))(hourOf(m[1])),
  },
  {
    re: guarded(W, `(?:at\\s+|by\\s+)?(?:a\\s+)?quarter\\s+(past|to)\\s+${enHour}${E}`, 'giu'),
    time: (m) => {
      const h = hourOf(m[2]);
      if (h === null) return null;
      return m[1]?.toLowerCase() === 'to' ? hhmm((h + 23) % 24, 45) : hhmm(h, 15);
    },
  },
  {
    re: guarded(W, `(?:[àa]\\s+|vers\\s+)?${frHour}(?:\\s*heures?)?\\s+et\\s+(demie|quart)${E}`, 'giu'),
    time: (m) => {
      const h = hourOf(m[1]);
      return h === null ? null : hhmm(h, m[2]?.toLowerCase() === 'quart' ? 15 : 30);
    },
  },
  {
    re: guarded(W, `(?:(?:[àa]|at|в)\\s+)?(?:midi|noon|полдень)${E}`, 'giu'),
    time: () => '12:00',
  },
  {
    // parts of the day with no clock: the day is the phrase's, the hour stays open
    re: guarded(
      W,
      [
        'после\\s+обеда',
        'до\\s+обеда',
        'перед\\s+обедом',
        'в\\s+обед',
        'в\\s+конце\\s+(?:рабочего\\s+)?дня',
        'after\\s+lunch',
        'before\\s+lunch',
        'at\\s+lunch(?:time)?',
        '(?:(?:at|by)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:work\\s*)?day',
        'eod',
        'this\\s+afternoon',
        'in\\s+the\\s+afternoon',
        'en\\s+fin\\s+de\\s+journ[ée]e',
        "en\\s+fin\\s+d['’]apr[èe]s-midi",
        'apr[èe]s\\s+(?:le\\s+)?d[ée]jeuner',
        'avant\\s+(?:le\\s+)?d[ée]jeuner',
        'cet\\s+apr[èe]s-midi',
        "dans\\s+l['’]apr[èe]s-midi",
      ]
        .map((p) => `(?:${p})`)
        .join('|')
        .replace(/^/, '(?:')
        .concat(`)${E}`),
      'giu',
    ),
    time: () => null,
  },
];
