// Rules of review sessions (SPEC §3, §4): a morning sync walks every open task, one at a time; an
// evening review walks what was finished today and what is still in progress, after the day's wins.
// What each type may do with a task, which tasks a session starts with and in what order, and the
// reschedule quick picks. Pure: the server starts and advances sessions with it, the web app offers it.
import { addDays, isoWeekday } from '../ai/dates.ts';
import { energyLevel } from './priority.ts';

export const reviewTypes = ['morning_sync', 'evening_review'] as const;
export type ReviewType = (typeof reviewTypes)[number];

export const reviewActions = [
  'keep',
  'reschedule',
  'mvd',
  'breakdown',
  'delegate',
  'drop',
  'skip',
  'noted',
] as const;
export type ReviewAction = (typeof reviewActions)[number];

/** What each walk offers for one task; `skip` ("not now") is always there. */
export const actionsOf: Readonly<Record<ReviewType, readonly ReviewAction[]>> = {
  morning_sync: ['keep', 'reschedule', 'mvd', 'breakdown', 'delegate', 'drop', 'skip'],
  // Done today: noted (a win); still running: keep going today, or carry it to another day.
  evening_review: ['noted', 'keep', 'reschedule', 'skip'],
};

export function isActionAllowed(type: ReviewType, action: ReviewAction): boolean {
  return actionsOf[type].includes(action);
}

/** More than this many tasks would make a walk nobody finishes; the rest wait for the next one. */
export const REVIEW_TASKS_MAX = 100;
export const REVIEW_NOTES_MAX = 2000;

export type ReviewCandidate = {
  id: string;
  status: string;
  type: string;
  importance: number;
  urgency: number;
  /** The local day the task was completed (YYYY-MM-DD in the user's zone), null when it was not. */
  completedDay: string | null;
};

const statusOrder = ['inProgress', 'waiting', 'paused', 'scheduled'];
const rankOf = (status: string) => {
  const i = statusOrder.indexOf(status);
  return i === -1 ? statusOrder.length : i;
};

/**
 * The ids a new session walks, in order. Morning sync: every task that is not finished (not completed,
 * not cancelled; ideas stay in the idea list), what is running first, then by importance × urgency.
 * Evening review: today's completed tasks first (the wins), then what is in progress. `candidates`
 * come in a stable order (oldest first); at most REVIEW_TASKS_MAX are kept.
 */
export function reviewTaskIds(
  type: ReviewType,
  candidates: readonly ReviewCandidate[],
  today: string,
): string[] {
  const tasks = candidates.filter((t) => t.type === 'task');
  let chosen: ReviewCandidate[];
  if (type === 'morning_sync') {
    chosen = tasks
      .filter((t) => t.status !== 'completed' && t.status !== 'cancelled')
      .map((t, i) => ({ t, i }))
      .sort(
        (a, b) =>
          rankOf(a.t.status) - rankOf(b.t.status) ||
          b.t.importance * b.t.urgency - a.t.importance * a.t.urgency ||
          a.i - b.i,
      )
      .map(({ t }) => t);
  } else {
    chosen = [
      ...tasks.filter((t) => t.status === 'completed' && t.completedDay === today),
      ...tasks.filter((t) => t.status === 'inProgress'),
    ];
  }
  return chosen.slice(0, REVIEW_TASKS_MAX).map((t) => t.id);
}

export type QuickPick = 'tomorrow' | 'weekend' | 'nextWeek';
export const quickPicks: readonly QuickPick[] = ['tomorrow', 'weekend', 'nextWeek'];

/**
 * The day each reschedule quick pick means, from `today`: tomorrow; this weekend (the coming Saturday,
 * or Sunday when today is Saturday; on a Sunday, the next Saturday); next week (the coming Monday).
 */
export function quickPickDay(pick: QuickPick, today: string): string {
  const weekday = isoWeekday(today); // Monday 1 .. Sunday 7
  switch (pick) {
    case 'tomorrow':
      return addDays(today, 1);
    case 'weekend':
      return weekday === 6 ? addDays(today, 1) : addDays(today, (6 - weekday + 7) % 7 || 7);
    case 'nextWeek':
      return addDays(today, 8 - weekday);
  }
}

/** The index of the task a review shows next: `from`, past the tasks deleted since it started. */
export function effectiveIndex(tasks: readonly { gone: boolean }[], from: number): number {
  let i = from;
  while (i < tasks.length && tasks[i]?.gone) i++;
  return i;
}

/** Low energy today: light tasks first (low, then medium, then high energy), otherwise as given. */
export function preferLowEnergy<T extends { importance: number; urgency: number }>(tasks: readonly T[]): T[] {
  const weight = { low: 0, medium: 1, high: 2 } as const;
  return tasks
    .map((task, i) => ({ task, i }))
    .sort((a, b) => weight[energyLevel(a.task)] - weight[energyLevel(b.task)] || a.i - b.i)
    .map(({ task }) => task);
}
