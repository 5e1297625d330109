// The Kysely view of the schema the migrations create: one table type per table, same on SQLite and
// PostgreSQL. Conventions (docs/decisions/0003-data-model.md): ids and times are text (UTC ISO-8601,
// `YYYY-MM-DDTHH:mm:ss.sssZ`), dates are `YYYY-MM-DD`, booleans are integer 0/1, JSON values are text.
import type { Generated } from 'kysely';

/** UTC ISO-8601 timestamp text, e.g. `2025-01-31T09:30:00.000Z`. */
export type IsoTime = string;
/** Calendar day text, `YYYY-MM-DD`. */
export type IsoDay = string;
/** 0 or 1. */
export type Flag = 0 | 1;
/** JSON serialised to text; parse and validate with the zod schema of its owner. */
export type JsonText = string;

/** Columns every syncable row carries (see withSync in migrations/helpers.ts). */
export type SyncColumns = {
  created_at: IsoTime;
  updated_at: IsoTime;
  /** Soft delete: a tombstone clients learn about through `?since=`. */
  deleted_at: IsoTime | null;
  /** Optimistic version, incremented on every update. */
  version: Generated<number>;
  /** The owner's change sequence number at the last write (from user_sync.seq). */
  seq: Generated<number>;
};

// ---------- identity ----------

export type UsersTable = {
  id: string;
  email: string | null;
  name: string;
  password_hash: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  last_seen_at: IsoTime;
  user_agent: string | null;
};

export type AccountsTable = {
  id: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string | null;
  created_at: IsoTime;
};

export type AuthFlowsTable = {
  id: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  created_at: IsoTime;
  expires_at: IsoTime;
};

export type UserSettingsTable = {
  user_id: string;
  language: string | null;
  theme: string | null;
  coach_persona: string | null;
  data: Generated<JsonText>;
  updated_at: IsoTime;
};

export type AppliedOperationsTable = {
  user_id: string;
  op_id: string;
  status_code: number;
  response_body: string;
  created_at: IsoTime;
};

// ---------- planner ----------

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

// ---------- assistant and reviews ----------

export type TaskGroupingsTable = SyncColumns & {
  id: string;
  user_id: string;
  strategy: string;
  groups: Generated<JsonText>;
  ungrouped_tasks: Generated<JsonText>;
  efficiency_score: Generated<number>;
};

export type ReviewSessionsTable = SyncColumns & {
  id: string;
  user_id: string;
  type: string;
  started_at: IsoTime;
  current_task_index: Generated<number>;
  tasks_to_review: Generated<JsonText>;
  session_data: Generated<JsonText>;
  completed: Generated<Flag>;
  completed_at: IsoTime | null;
};

export type BehaviourPatternsTable = {
  user_id: string;
  work_style: string | null;
  motivation_type: string | null;
  planning_horizon: string | null;
  delegation_tendency: number | null;
  breakdown_preference: Flag | null;
  communication_style: Generated<string>;
  preferred_techniques: Generated<JsonText>;
  analysis_count: Generated<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
};

export type RecurringTemplatesTable = SyncColumns & {
  id: string;
  user_id: string;
  title: string;
  description: Generated<string>;
  category: string | null;
  /** Minutes. */
  estimated_duration: number | null;
  pattern_type: 'daily' | 'weekly' | 'custom';
  time_of_day: 'morning' | 'afternoon' | 'evening' | null;
  days_of_week: Generated<JsonText>;
  interval_days: number | null;
  strategy_id: string | null;
  importance: Generated<number>;
  urgency: Generated<number>;
  is_active: Generated<Flag>;
  last_generated_on: IsoDay | null;
};

// ---------- mind maps ----------

export type MindMapsTable = SyncColumns & {
  id: string;
  user_id: string;
  title: string;
  description: Generated<string>;
  viewport: Generated<JsonText>;
};

export type MindMapNodesTable = SyncColumns & {
  id: string;
  mind_map_id: string;
  user_id: string;
  name: Generated<string>;
  description: Generated<string>;
  color: Generated<string>;
  task_id: string | null;
  x: Generated<number>;
  y: Generated<number>;
  style: Generated<JsonText>;
};

export type MindMapEdgesTable = SyncColumns & {
  id: string;
  mind_map_id: string;
  user_id: string;
  source_node_id: string;
  target_node_id: string;
  label: string | null;
  style: Generated<JsonText>;
};

// ---------- habits and progress ----------

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
};

export type HabitCheckinsTable = SyncColumns & {
  id: string;
  habit_id: string;
  user_id: string;
  day: IsoDay;
  count: Generated<number>;
};

export type XpEventsTable = {
  id: string;
  user_id: string;
  kind: string;
  amount: number;
  source_id: string | null;
  created_at: IsoTime;
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

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  auth_flows: AuthFlowsTable;
  user_settings: UserSettingsTable;
  applied_operations: AppliedOperationsTable;
  user_sync: UserSyncTable;
  strategies: StrategiesTable;
  tasks: TasksTable;
  micro_tasks: MicroTasksTable;
  mvd_tasks: MvdTasksTable;
  tags: TagsTable;
  task_tags: TaskTagsTable;
  comments: CommentsTable;
  attachments: AttachmentsTable;
  task_assignments: TaskAssignmentsTable;
  notifications: NotificationsTable;
  task_groupings: TaskGroupingsTable;
  review_sessions: ReviewSessionsTable;
  behaviour_patterns: BehaviourPatternsTable;
  recurring_templates: RecurringTemplatesTable;
  mind_maps: MindMapsTable;
  mind_map_nodes: MindMapNodesTable;
  mind_map_edges: MindMapEdgesTable;
  habits: HabitsTable;
  habit_checkins: HabitCheckinsTable;
  xp_events: XpEventsTable;
  achievements: AchievementsTable;
  user_progress: UserProgressTable;
  pomodoro_sessions: PomodoroSessionsTable;
};

/** Tables whose rows carry SyncColumns and are served by `?since=` delta sync. */
export const SYNCED_TABLES = [
  'strategies',
  'tasks',
  'micro_tasks',
  'mvd_tasks',
  'tags',
  'comments',
  'attachments',
  'task_assignments',
  'notifications',
  'task_groupings',
  'review_sessions',
  'recurring_templates',
  'mind_maps',
  'mind_map_nodes',
  'mind_map_edges',
  'habits',
  'habit_checkins',
  'pomodoro_sessions',
] as const satisfies ReadonlyArray<keyof Database>;
