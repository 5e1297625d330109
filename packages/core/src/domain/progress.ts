// XP, levels and the "showed up" streak (issue 10), as pure rules over a ledger of small events.
// - Starting counts as much as finishing: people with ADHD struggle most to start.
// - Small steps count: a micro-step or a check-in is worth something.
// - An award is keyed by what earned it (kind + source, e.g. the task's id): a replayed or resent
//   event changes nothing, and an undo (reopening a task) revokes that key's award. The key's last
//   event decides, so "complete -> reopen -> complete" earns one award, never two.
import { addDays, isoWeekday } from '../ai/dates.ts';

export const xpAwards = {
  task_started: 10,
  micro_step_done: 5,
  task_completed: 10,
  pomodoro_finished: 10,
  mvd_completed: 20,
  habit_checkin: 5,
  review_finished: 15,
} as const;

export type ProgressKind = keyof typeof xpAwards;

/** One ledger entry: an award of `kind` for `source`, or the revocation of that award. */
export type ProgressEvent = {
  kind: ProgressKind;
  /** What earned it: a task, micro-step, Pomodoro session, day (MVD), check-in or review id. */
  source: string;
  /** YYYY-MM-DD in the user's time zone. */
  day: string;
  revoked?: boolean;
};

/**
 * XP to reach each level, from level 1 (index 0). Early levels come quickly (a first day's work
 * reaches level 3); later ones take a steady week or two each.
 */
export const LEVEL_THRESHOLDS = [
  0, 50, 120, 220, 350, 520, 730, 1000, 1350, 1800, 2350, 3000, 3800, 4800, 6000,
] as const;
/** Past the table, each further level needs this much more. */
export const LEVEL_STEP_AFTER_TABLE = 1500;

const keyOf = (event: Pick<ProgressEvent, 'kind' | 'source'>) => `${event.kind}\u0000${event.source}`;

/** The awards standing after the ledger (in order): one per (kind, source), its last event deciding. */
export function standingAwards(events: readonly ProgressEvent[]): ProgressEvent[] {
  const last = new Map<string, ProgressEvent>();
  for (const event of events) {
    const key = keyOf(event);
    last.delete(key);
    last.set(key, event);
  }
  return [...last.values()].filter((event) => !event.revoked);
}

export function totalXp(events: readonly ProgressEvent[]): number {
  return standingAwards(events).reduce((sum, event) => sum + xpAwards[event.kind], 0);
}

export type Level = {
  level: number;
  /** XP since this level began, and what the next one needs from there. */
  intoLevel: number;
  forNext: number;
};

export function levelFor(xp: number): Level {
  const points = Math.max(0, Math.floor(xp));
  const table = LEVEL_THRESHOLDS;
  let index = 0;
  while (index + 1 < table.length && points >= (table[index + 1] ?? Number.POSITIVE_INFINITY)) index++;
  const top = table[table.length - 1] ?? 0;
  if (index === table.length - 1 && points >= top) {
    const beyond = Math.floor((points - top) / LEVEL_STEP_AFTER_TABLE);
    const start = top + beyond * LEVEL_STEP_AFTER_TABLE;
    return { level: table.length + beyond, intoLevel: points - start, forNext: LEVEL_STEP_AFTER_TABLE };
  }
  const start = table[index] ?? 0;
  const next = table[index + 1] ?? start + LEVEL_STEP_AFTER_TABLE;
  return { level: index + 1, intoLevel: points - start, forNext: next - start };
}

export type ShowedUp = { current: number; best: number };

/**
 * Days in a row with any meaningful action, forgiving as habits are: up to `restDaysPerWeek` empty
 * days per ISO week keep the chain; today, still open, never breaks it.
 */
export function showedUpStreak(
  activeDays: ReadonlySet<string>,
  today: string,
  restDaysPerWeek = 1,
): ShowedUp {
  const days = [...activeDays].filter((day) => day <= today).sort();
  const first = days[0];
  if (first === undefined) return { current: 0, best: 0 };
  let current = 0;
  let best = 0;
  let restUsed = 0;
  let week = '';
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const monday = addDays(day, 1 - isoWeekday(day));
    if (monday !== week) {
      week = monday;
      restUsed = 0;
    }
    if (activeDays.has(day)) {
      current++;
      best = Math.max(best, current);
    } else if (day === today) {
      // Still open.
    } else if (restUsed < restDaysPerWeek) {
      restUsed++;
    } else {
      current = 0;
    }
  }
  return { current, best };
}

/** XP earned on the days from `from` to `to` (inclusive), e.g. this week. */
export function xpBetween(events: readonly ProgressEvent[], from: string, to: string): number {
  return standingAwards(events)
    .filter((event) => event.day >= from && event.day <= to)
    .reduce((sum, event) => sum + xpAwards[event.kind], 0);
}

/** How many standing awards of one kind fall on one day: what the server's ledger query returns. */
export type DayTally = { kind: ProgressKind; day: string; count: number };

/** The standing awards of a ledger (in order) counted per (kind, day). */
export function tallyOf(events: readonly ProgressEvent[]): DayTally[] {
  const counts = new Map<string, DayTally>();
  for (const event of standingAwards(events)) {
    const key = `${event.kind}\u0000${event.day}`;
    const tally = counts.get(key);
    if (tally) tally.count++;
    else counts.set(key, { kind: event.kind, day: event.day, count: 1 });
  }
  return [...counts.values()];
}

/**
 * What appending `next` to the ledger changes in the per-(kind, day) tallies, given the last row of
 * the same (kind, source) before it (`previous`, none for a new key): the award that stood is taken
 * off its day, and `next` counts on its own day unless it is a revocation. Applied to each append in
 * order, the running tallies equal tallyOf(ledger) (zero counts aside): the server keeps them in a
 * table this way, so an award costs one row update, whatever the ledger's size.
 */
export function tallyChanges(
  previous: Pick<ProgressEvent, 'day' | 'revoked'> | undefined,
  next: Pick<ProgressEvent, 'kind' | 'day' | 'revoked'>,
): DayTally[] {
  const changes: DayTally[] = [];
  if (previous && !previous.revoked) changes.push({ kind: next.kind, day: previous.day, count: -1 });
  if (!next.revoked) changes.push({ kind: next.kind, day: next.day, count: 1 });
  // Taken off and put back on the same day: nothing changes.
  if (changes.length === 2 && changes[0]?.day === changes[1]?.day) return [];
  return changes;
}

export type ProgressSummary = Level & {
  xp: number;
  /** XP of the ISO week (Monday to Sunday) that holds `today`. */
  weekXp: number;
  streak: ShowedUp;
};

/** XP, level, this week's XP and the showed-up streak, from the per-day tallies. */
export function summaryOf(tallies: readonly DayTally[], today: string): ProgressSummary {
  const monday = addDays(today, 1 - isoWeekday(today));
  const sunday = addDays(monday, 6);
  let xp = 0;
  let weekXp = 0;
  const active = new Set<string>();
  for (const { kind, day, count } of tallies) {
    if (count <= 0) continue;
    const points = xpAwards[kind] * count;
    xp += points;
    if (day >= monday && day <= sunday) weekXp += points;
    active.add(day);
  }
  return { xp, ...levelFor(xp), weekXp, streak: showedUpStreak(active, today) };
}
