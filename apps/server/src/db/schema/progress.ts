// Table types of habits and progress: habits and check-ins, the progress ledger, achievements, the progress summary
// and pomodoro sessions.
import type { ProgressKind } from '@nova/core/domain/progress';
import type { Generated } from 'kysely';
import type { Flag, IsoDay, IsoTime, JsonText, SyncColumns } from './columns.ts';

export type HabitsTable = SyncColumns & {
  id: string;
  user_id: string;
  name: string;
  description: Generated<string>;
  color: string | null;
  icon: string | null;
  frequency: Generated<'daily' | 'weekly'>;
  target_per_period: Generated<number>;
  days_of_week: Generated<JsonText>;
  position: Generated<number>;
  archived_at: IsoTime | null;
  schedule_kind: Generated<'daily' | 'weekdays' | 'timesPerWeek' | 'everyNDays'>;
  /** Times a week, or the interval in days. */
  schedule_value: number | null;
  strategy_id: string | null;
  time_of_day: 'morning' | 'afternoon' | 'evening' | null;
  /** HH:MM in the user's time zone. */
  reminder_time: string | null;
  rest_days_per_week: Generated<number>;
  start_date: IsoDay | null;
};

export type HabitCheckinsTable = SyncColumns & {
  id: string;
  habit_id: string;
  user_id: string;
  day: IsoDay;
  count: Generated<number>;
  frozen: Generated<Flag>;
};

/** Append-only: an award, or the revocation of one (migration 0008). */
export type ProgressEventsTable = {
  /** Identity: its order is the append order. Never read into JavaScript (bigint on PostgreSQL). */
  id: Generated<number>;
  user_id: string;
  kind: ProgressKind;
  source_id: string;
  day: IsoDay;
  revoked: Generated<Flag>;
  op_id: string | null;
  created_at: IsoTime;
};

/** Standing awards per (user, kind, day), kept with every ledger append (migration 0016). */
export type ProgressTalliesTable = {
  user_id: string;
  kind: ProgressKind;
  day: IsoDay;
  count: number;
};

export type AchievementsTable = {
  id: string;
  user_id: string;
  key: string;
  data: Generated<JsonText>;
  unlocked_at: IsoTime;
  created_at: IsoTime;
};

export type UserProgressTable = {
  user_id: string;
  xp: Generated<number>;
  level: Generated<number>;
  current_streak: Generated<number>;
  longest_streak: Generated<number>;
  last_active_day: IsoDay | null;
  updated_at: IsoTime;
};

export type PomodoroSessionsTable = SyncColumns & {
  id: string;
  user_id: string;
  task_id: string | null;
  kind: Generated<'work' | 'break'>;
  planned_minutes: Generated<number>;
  started_at: IsoTime;
  ended_at: IsoTime | null;
  completed: Generated<Flag>;
};

/** Minutes of finished work sessions per user and task ('' for none), all time (migration 0016). */
export type PomodoroTaskMinutesTable = { user_id: string; task_key: string; minutes: number };

/** One private check-in per user and day (migration 0009); deleted for real, never tombstoned. */
export type HealthCheckinsTable = {
  id: string;
  user_id: string;
  day: IsoDay;
  energy: number | null;
  mood: number | null;
  sleep_minutes: number | null;
  movement_minutes: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  seq: Generated<number>;
};
