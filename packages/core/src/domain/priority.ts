// Importance and urgency (integers 1..10, default 1) and everything derived from them: the priority
// code, the Eisenhower quadrant and quadrant moves, priority labels, energy level, the time-of-day
// group and the analysis level. Thresholds are SPEC §4's; the 1..10 scale is ARCHITECTURE.md's reading.
import { normalizeForSearch } from './search.ts';

export const LEVEL_MIN = 1;
export const LEVEL_MAX = 10;
export const LEVEL_DEFAULT = 1;
/** A value at or above the line is "important" / "urgent". */
export const LEVEL_LINE = 6;
/** Where a quadrant move puts a value that was on the wrong side of the line. */
export const LEVEL_RAISED = 8;
export const LEVEL_LOWERED = 3;

export type Levels = { importance: number; urgency: number };

export const isImportant = (importance: number): boolean => importance >= LEVEL_LINE;
export const isUrgent = (urgency: number): boolean => urgency >= LEVEL_LINE;

export const priorityCodes = ['2-2', '2-1', '1-2', '1-1'] as const;
export type PriorityCode = (typeof priorityCodes)[number];

/** '2-2' urgent and important, '2-1' important only, '1-2' urgent only (delegation candidate), '1-1' ordinary. */
export function priorityCode({ importance, urgency }: Levels): PriorityCode {
  if (isImportant(importance)) return isUrgent(urgency) ? '2-2' : '2-1';
  return isUrgent(urgency) ? '1-2' : '1-1';
}

export const quadrants = ['do', 'schedule', 'delegate', 'eliminate'] as const;
export type Quadrant = (typeof quadrants)[number];

export type QuadrantInfo = {
  id: Quadrant;
  code: PriorityCode;
  important: boolean;
  urgent: boolean;
  /** i18n keys: SPEC's names (do immediately / schedule / delegate / exclude) and meanings. */
  titleKey: string;
  meaningKey: string;
};

export const quadrantInfo: { readonly [Q in Quadrant]: QuadrantInfo } = {
  do: {
    id: 'do',
    code: '2-2',
    important: true,
    urgent: true,
    titleKey: 'quadrant.do.title',
    meaningKey: 'quadrant.do.meaning',
  },
  schedule: {
    id: 'schedule',
    code: '2-1',
    important: true,
    urgent: false,
    titleKey: 'quadrant.schedule.title',
    meaningKey: 'quadrant.schedule.meaning',
  },
  delegate: {
    id: 'delegate',
    code: '1-2',
    important: false,
    urgent: true,
    titleKey: 'quadrant.delegate.title',
    meaningKey: 'quadrant.delegate.meaning',
  },
  eliminate: {
    id: 'eliminate',
    code: '1-1',
    important: false,
    urgent: false,
    titleKey: 'quadrant.eliminate.title',
    meaningKey: 'quadrant.eliminate.meaning',
  },
};

const quadrantByCode: Record<PriorityCode, Quadrant> = {
  '2-2': 'do',
  '2-1': 'schedule',
  '1-2': 'delegate',
  '1-1': 'eliminate',
};

export const quadrantOfCode = (code: PriorityCode): Quadrant => quadrantByCode[code];
export const quadrantOf = (levels: Levels): Quadrant => quadrantByCode[priorityCode(levels)];

/**
 * The levels after dropping a task on `quadrant`: a value changes only when it is on the wrong side
 * of the line (raised to 8 or lowered to 3), so a 9 dropped on another important quadrant stays 9.
 */
export function moveToQuadrant(levels: Levels, quadrant: Quadrant): Levels {
  const target = quadrantInfo[quadrant];
  const side = (value: number, wanted: boolean): number => {
    if (wanted && value < LEVEL_LINE) return LEVEL_RAISED;
    if (!wanted && value >= LEVEL_LINE) return LEVEL_LOWERED;
    return value;
  };
  return {
    importance: side(levels.importance, target.important),
    urgency: side(levels.urgency, target.urgent),
  };
}

export const priorityLabels = ['critical', 'high', 'urgent', 'important', 'regular', 'low'] as const;
export type PriorityLabel = (typeof priorityLabels)[number];

/**
 * Label of a task's priority (i18n key `priority.<label>`):
 * - critical: importance and urgency both 8 or more (the top of the do-now quadrant)
 * - high: important and urgent otherwise
 * - important: important, not urgent
 * - urgent: urgent, not important
 * - regular: neither, but one value is 3 or more (the user rated it)
 * - low: neither value above 2 (this includes a new task's default 1/1)
 */
export function priorityLabel({ importance, urgency }: Levels): PriorityLabel {
  const important = isImportant(importance);
  const urgent = isUrgent(urgency);
  if (important && urgent) return importance >= 8 && urgency >= 8 ? 'critical' : 'high';
  if (important) return 'important';
  if (urgent) return 'urgent';
  return Math.max(importance, urgency) >= 3 ? 'regular' : 'low';
}

export const priorityProduct = ({ importance, urgency }: Levels): number => importance * urgency;

export type Level3 = 'high' | 'medium' | 'low';

/** Energy a task asks for: product 12 or more high, 6..11 medium, else low. */
export function energyLevel(levels: Levels): Level3 {
  const product = priorityProduct(levels);
  if (product >= 12) return 'high';
  if (product >= 6) return 'medium';
  return 'low';
}

/** Priority level used by analysis: product 16 or more high, 9 or more medium, else low. */
export function analysisLevel(levels: Levels): Level3 {
  const product = priorityProduct(levels);
  if (product >= 16) return 'high';
  if (product >= 9) return 'medium';
  return 'low';
}

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/**
 * Communication words that send a task to the afternoon, as normalised substrings (see search.ts),
 * in en, ru and fr. Russian words are stems or explicit forms: 'почт' alone would also match 'почти'.
 */
export const communicationWords: readonly string[] = [
  'call',
  'meeting',
  'email',
  'e-mail',
  'звон', // звонок, позвонить, созвон
  'встреч', // встреча, встречу, встречаться
  'почта',
  'почту',
  'почте',
  'почтой',
  'письм', // письмо, письма, письмом
  'appel', // appel, appeler, rappeler
  'reunion', // réunion
  'courriel',
  'mail',
];

export function isCommunicationTitle(title: string): boolean {
  const text = normalizeForSearch(title);
  return communicationWords.some((word) => text.includes(word));
}

/** Morning if product is 12 or more; afternoon if the title is about a call, meeting or e-mail or product is 6 or more; else evening. */
export function timeOfDayGroup(task: Levels & { title: string }): TimeOfDay {
  const product = priorityProduct(task);
  if (product >= 12) return 'morning';
  if (product >= 6 || isCommunicationTitle(task.title)) return 'afternoon';
  return 'evening';
}
