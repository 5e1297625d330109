// Analytics per local day, kept by triggers (migration 0022, decision 0023): what the analytics module
// reads instead of every completion and Pomodoro session.
import type { IsoDay } from './columns.ts';

/** Which zone, zone rules and span of instants a user's kept analytics rows are for. */
export type AnalyticsZonesTable = {
  user_id: string;
  time_zone: string;
  /** The rows' version and ICU's tz data version: another one builds the rows again. */
  rules: string;
  /** Instants in [span_from, span_to) have their offset in analytics_offsets. */
  span_from: string;
  span_to: string;
  built_at: string;
};

/** The user's zone as UTC offsets: from `from_at` on (until the next row), `offset_minutes` ahead. */
export type AnalyticsOffsetsTable = { user_id: string; from_at: string; offset_minutes: number };

/** Per user and local day: completions, their status clock, finished Pomodoro work minutes. */
export type AnalyticsDaysTable = {
  user_id: string;
  day: IsoDay;
  completed: number;
  clock_seconds: number;
  focus_minutes: number;
};

/** Per user and local hour of the day (0..23): completions of all time. */
export type AnalyticsHoursTable = { user_id: string; hour: number; completed: number };

/** Per user and strategy ('' for none): the status clock of completions, all time. */
export type AnalyticsStrategiesTable = { user_id: string; strategy_key: string; clock_seconds: number };

/** Per user, importance and urgency: live tasks (not ideas) and how many are completed, all time. */
export type AnalyticsLevelsTable = {
  user_id: string;
  importance: number;
  urgency: number;
  total: number;
  completed: number;
};
