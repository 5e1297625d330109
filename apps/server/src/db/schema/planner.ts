// Table types of the planner: the per-user sync counter, strategies, tasks, micro-tasks, the MVD,
// tags, comments, attachments, delegation assignments and notifications.
import type { Generated } from 'kysely';
import type { Flag, IsoDay, IsoTime, JsonText, SyncColumns } from './columns.ts';

export type UserSyncTable = {
  user_id: string;
  seq: Generated<number>;
  purged_seq: Generated<number>;
};

export type StrategiesTable = SyncColumns & {
  id: string;
  user_id: string;
  name: string;
  description: Generated<string>;
  color: Generated<string>;
  /** 1 low, 2 medium, 3 high. */
  priority: Generated<number>;
  position: Generated<number>;
};

export type TasksTable = SyncColumns & {
  id: string;
  user_id: string;
  owner_id: string | null;
  title: string;
  description: Generated<string>;
  status: Generated<string>;
  importance: Generated<number>;
  urgency: Generated<number>;
  start_date: IsoDay | null;
  due_date: IsoDay | null;
  /** `HH:mm`. */
  start_time: string | null;
  duration_minutes: number | null;
  /** Seconds. */
  total_time_spent: Generated<number>;
  time_started: IsoTime | null;
  time_completed: IsoTime | null;
  is_paused: Generated<Flag>;
  type: Generated<'task' | 'idea'>;
  strategy_id: string | null;
  is_delegated: Generated<Flag>;
  position: Generated<number>;
  completed_at: IsoTime | null;
  /** JSON `{ field: { v, by } }`: the version and writer that last changed each editable field. */
  field_versions: Generated<JsonText>;
};

export type MicroTasksTable = SyncColumns & {
  id: string;
  task_id: string;
  user_id: string;
  title: string;
  completed: Generated<Flag>;
  position: Generated<number>;
  estimate_minutes: number | null;
  source: Generated<'user' | 'ai'>;
};

export type MvdTasksTable = SyncColumns & {
  id: string;
  user_id: string;
  task_id: string;
  day: IsoDay;
};

export type TagsTable = SyncColumns & {
  id: string;
  user_id: string;
  name: string;
  color: string | null;
};

export type TaskTagsTable = {
  task_id: string;
  tag_id: string;
  user_id: string;
  created_at: IsoTime;
};

export type AuthorKind = 'owner' | 'assignee';

export type CommentsTable = SyncColumns & {
  id: string;
  task_id: string;
  user_id: string;
  author_email: string | null;
  author_name: string;
  author_kind: AuthorKind;
  text: string;
};

export type AttachmentsTable = SyncColumns & {
  id: string;
  task_id: string;
  user_id: string;
  name: string;
  type: string;
  size: number;
  storage_key: string;
  uploaded_by: AuthorKind;
};

export type TaskAssignmentsTable = SyncColumns & {
  id: string;
  task_id: string;
  user_id: string;
  assignee_email: string;
  assignee_name: string | null;
  language: string | null;
  token_hash: string;
  status: Generated<string>;
  assigned_at: IsoTime;
  completed_at: IsoTime | null;
  revoked_at: IsoTime | null;
};

export type NotificationsTable = SyncColumns & {
  id: string;
  user_id: string;
  task_id: string | null;
  kind: string;
  author_email: string | null;
  author_name: string | null;
  data: Generated<JsonText>;
  read_at: IsoTime | null;
};

/**
 * Live tasks per user, status, day (coalesce(start_date, due_date), '' for none) and quadrant side
 * (importance/urgency at or above the line: 1), kept by triggers on tasks (migration 0019); the
 * sidebar's counts read it. Rows may fall to zero.
 */
export type TaskCountsTable = {
  user_id: string;
  status: string;
  day: string;
  important: number;
  urgent: number;
  n: number;
  /** Seconds spent on the group's tasks (migration 0020); bigint, so PostgreSQL answers a string. */
  seconds: Generated<number | string>;
};

/** Live tasks per user, strategy and status, kept by triggers on tasks (migration 0021). Rows may fall to zero. */
export type StrategyTaskCountsTable = {
  user_id: string;
  strategy_id: string;
  status: string;
  n: number;
};

/** Live tasks per user, tag and status, kept by triggers on tasks and task_tags (migration 0021). */
export type TagTaskCountsTable = {
  user_id: string;
  tag_id: string;
  status: string;
  n: number;
};
