// Achievements (issue 10): pure rules over the standing awards of the progress ledger, counted per
// (kind, day). Each has a goal and a measure, so the screen shows how far along the way someone is
// ("3 of 5"), never only "locked". An achievement, once unlocked, stays: the server stores the moment
// an event first made it true (an undo later does not take it away, and it cannot be earned twice).
// The wording lives in the web app's `progress` namespace under `achievements.<key>`.
import { addDays } from '../ai/dates.ts';
import { type DayTally, levelFor, type ProgressKind, showedUpStreak, xpAwards } from './progress.ts';

/** Days without any action before a return counts as a comeback. */
export const COMEBACK_AWAY_DAYS = 7;

export type AchievementFacts = {
  /** Standing awards per kind. */
  totals: Record<ProgressKind, number>;
  /** The most standing awards of a kind on any one day. */
  bestDay: Record<ProgressKind, number>;
  /** Days with any standing award. */
  activeDays: number;
  bestStreak: number;
  level: number;
  /** Returns after at least COMEBACK_AWAY_DAYS days without any action. */
  comebacks: number;
};

const kinds = Object.keys(xpAwards) as ProgressKind[];
const zeroes = (): Record<ProgressKind, number> =>
  Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<ProgressKind, number>;

export function factsOf(tallies: readonly DayTally[], today: string): AchievementFacts {
  const totals = zeroes();
  const bestDay = zeroes();
  const perDay = new Map<string, number>();
  let xp = 0;
  for (const { kind, day, count } of tallies) {
    if (count <= 0) continue;
    totals[kind] += count;
    const key = `${kind}\u0000${day}`;
    const onDay = (perDay.get(key) ?? 0) + count;
    perDay.set(key, onDay);
    bestDay[kind] = Math.max(bestDay[kind], onDay);
    xp += xpAwards[kind] * count;
  }
  const days = [...new Set(tallies.filter((t) => t.count > 0).map((t) => t.day))].sort();
  let comebacks = 0;
  for (let i = 1; i < days.length; i++) {
    const previous = days[i - 1] ?? '';
    const day = days[i] ?? '';
    if (addDays(previous, COMEBACK_AWAY_DAYS + 1) <= day) comebacks++;
  }
  return {
    totals,
    bestDay,
    activeDays: days.length,
    bestStreak: showedUpStreak(new Set(days), today).best,
    level: levelFor(xp).level,
    comebacks,
  };
}

export type AchievementRule = {
  /** Stable id: stored in `achievements.key`, and the i18n key of its name and description. */
  key: string;
  goal: number;
  measure: (facts: AchievementFacts) => number;
};

const total =
  (kind: ProgressKind) =>
  (f: AchievementFacts): number =>
    f.totals[kind];
const inOneDay =
  (kind: ProgressKind) =>
  (f: AchievementFacts): number =>
    f.bestDay[kind];

/** Every achievement, in the order the screen lists them: first steps, then the longer roads. */
export const ACHIEVEMENTS: readonly AchievementRule[] = [
  { key: 'first_start', goal: 1, measure: total('task_started') },
  { key: 'first_task', goal: 1, measure: total('task_completed') },
  { key: 'first_step', goal: 1, measure: total('micro_step_done') },
  { key: 'first_pomodoro', goal: 1, measure: total('pomodoro_finished') },
  { key: 'first_mvd', goal: 1, measure: total('mvd_completed') },
  { key: 'first_checkin', goal: 1, measure: total('habit_checkin') },
  { key: 'first_review', goal: 1, measure: total('review_finished') },
  { key: 'comeback', goal: 1, measure: (f) => f.comebacks },
  { key: 'streak_3', goal: 3, measure: (f) => f.bestStreak },
  { key: 'pomodoros_day_5', goal: 5, measure: inOneDay('pomodoro_finished') },
  { key: 'tasks_day_5', goal: 5, measure: inOneDay('task_completed') },
  { key: 'starts_10', goal: 10, measure: total('task_started') },
  { key: 'tasks_10', goal: 10, measure: total('task_completed') },
  { key: 'steps_25', goal: 25, measure: total('micro_step_done') },
  { key: 'level_5', goal: 5, measure: (f) => f.level },
  { key: 'mvd_5', goal: 5, measure: total('mvd_completed') },
  { key: 'streak_7', goal: 7, measure: (f) => f.bestStreak },
  { key: 'pomodoros_25', goal: 25, measure: total('pomodoro_finished') },
  { key: 'checkins_30', goal: 30, measure: total('habit_checkin') },
  { key: 'reviews_7', goal: 7, measure: total('review_finished') },
  { key: 'tasks_50', goal: 50, measure: total('task_completed') },
  { key: 'days_30', goal: 30, measure: (f) => f.activeDays },
  { key: 'level_10', goal: 10, measure: (f) => f.level },
  { key: 'steps_100', goal: 100, measure: total('micro_step_done') },
  { key: 'mvd_20', goal: 20, measure: total('mvd_completed') },
  { key: 'streak_30', goal: 30, measure: (f) => f.bestStreak },
  { key: 'pomodoros_100', goal: 100, measure: total('pomodoro_finished') },
  { key: 'tasks_100', goal: 100, measure: total('task_completed') },
];

export type AchievementState = { key: string; progress: number; goal: number; met: boolean };

/** Each achievement's progress towards its goal (capped at the goal) and whether it is met now. */
export function achievementStates(facts: AchievementFacts): AchievementState[] {
  return ACHIEVEMENTS.map(({ key, goal, measure }) => {
    const value = Math.max(0, measure(facts));
    return { key, goal, progress: Math.min(goal, value), met: value >= goal };
  });
}

/** The keys met now that are not unlocked yet: what an event just unlocked. */
export function newlyUnlocked(facts: AchievementFacts, unlocked: ReadonlySet<string>): string[] {
  return achievementStates(facts)
    .filter((state) => state.met && !unlocked.has(state.key))
    .map((state) => state.key);
}
