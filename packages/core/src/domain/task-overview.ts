// What /app shows about the whole account at a glance (issue 14): focus mode's task and today's
// figures. The rules live here once: the server answers them for the account (GET
// /api/tasks/summary, in SQL ordered by the same keys, tested against these functions), and the web
// app applies them to the rows it changes before the server has them.
import { localDay } from '../ai/dates.ts';
import { rankTasks } from './ranking.ts';

/** Open: neither completed nor cancelled (what the active list holds). */
/** The head of the ranking GET /api/tasks/summary carries (contracts/task-summary.ts). */
export const RANKED_MAX = 5;

export const isOpenStatus = (status: string): boolean => status !== 'completed' && status !== 'cancelled';

/** What focus mode's choice reads of a task (the list row's fields). */
export type FocusCandidate = {
  id: string;
  type: string;
  status: string;
  importance: number;
  urgency: number;
  /** YYYY-MM-DD: the start date, else the due date. */
  startDate: string | null;
  updatedAt: string;
};

/**
 * Focus mode's task: the first task in progress (in the order given: the list's, newest first), else
 * the top of core's ranking (rankTasks); ideas are never chosen. Where rankTasks compares creation
 * times this compares the last change: the rule was written on list rows, which carry no creation time,
 * and the server keeps it so that its answer is the one the app computed before.
 */
export function focusTask<T extends FocusCandidate>(tasks: Iterable<T>): T | null {
  const work: T[] = [];
  for (const task of tasks) {
    if (task.type !== 'task' || !isOpenStatus(task.status)) continue;
    if (task.status === 'inProgress') return task;
    work.push(task);
  }
  const [top] = rankTasks(work.map((task) => ({ ...task, createdAt: task.updatedAt })));
  return top ? (work.find((task) => task.id === top.id) ?? null) : null;
}

/** Today at a glance: open tasks and ideas, those due today, those done today, and time spent. */
export type TodayStats = { open: number; dueToday: number; doneToday: number; secondsSpent: number };

/** What today's figures read of a task. */
export type StatsRow = {
  status: string;
  /** YYYY-MM-DD: the start date, else the due date. */
  startDate: string | null;
  totalTimeSpent: number;
  updatedAt: string;
};

export const NO_STATS: TodayStats = { open: 0, dueToday: 0, doneToday: 0, secondsSpent: 0 };

/**
 * One task's part of today's figures. Open: counted, due today when running or dated up to `today`,
 * its time counted. Completed on `today` in `timeZone`: done today, its time counted. A completed
 * task's last change stands for its completion (the rule was written on list rows, which carry no
 * completion time). Anything else counts for nothing.
 */
export function statsOf(row: StatsRow, today: string, timeZone: string): TodayStats {
  if (isOpenStatus(row.status)) {
    const due = row.status === 'inProgress' || (row.startDate !== null && row.startDate <= today);
    return { open: 1, dueToday: due ? 1 : 0, doneToday: 0, secondsSpent: row.totalTimeSpent };
  }
  if (row.status === 'completed' && dayOf(row.updatedAt, timeZone) === today) {
    return { open: 0, dueToday: 0, doneToday: 1, secondsSpent: row.totalTimeSpent };
  }
  return NO_STATS;
}

/** The sum of two figures, or their difference with `sign` -1. */
export function addStats(a: TodayStats, b: TodayStats, sign: 1 | -1 = 1): TodayStats {
  return {
    open: a.open + sign * b.open,
    dueToday: a.dueToday + sign * b.dueToday,
    doneToday: a.doneToday + sign * b.doneToday,
    secondsSpent: a.secondsSpent + sign * b.secondsSpent,
  };
}

/** Today's figures over any rows (the active and completed lists, or every task). */
export function todayStats(rows: Iterable<StatsRow>, today: string, timeZone: string): TodayStats {
  let stats = NO_STATS;
  for (const row of rows) stats = addStats(stats, statsOf(row, today, timeZone));
  return stats;
}

function dayOf(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : localDay(instant, timeZone);
}
