// The Kysely view of the schema the migrations create: one table type per table, same on SQLite and
// PostgreSQL. Conventions (docs/decisions/0003-data-model.md): ids and times are text (UTC ISO-8601,
// `YYYY-MM-DDTHH:mm:ss.sssZ`), dates are `YYYY-MM-DD`, booleans are integer 0/1, JSON values are text.
//
// The table types live by area in schema/*.ts; this module assembles them into `Database` and
// re-exports them, so repositories keep importing from db/schema.ts.

export type * from './schema/analytics.ts';
export type * from './schema/assistant.ts';
export type * from './schema/columns.ts';
export type * from './schema/identity.ts';
export type * from './schema/integrations.ts';
export type * from './schema/mind-maps.ts';
export type * from './schema/planner.ts';
export type * from './schema/progress.ts';

import type {
  AnalyticsDaysTable,
  AnalyticsHoursTable,
  AnalyticsLevelsTable,
  AnalyticsOffsetsTable,
  AnalyticsStrategiesTable,
  AnalyticsZonesTable,
} from './schema/analytics.ts';
import type {
  BehaviourPatternsTable,
  RecurringOccurrencesTable,
  RecurringTemplatesTable,
  ReviewSessionsTable,
  TaskGroupingsTable,
} from './schema/assistant.ts';
import type {
  AccountsTable,
  AppliedOperationsTable,
  AuthFlowsTable,
  SessionsTable,
  UserSettingsTable,
  UsersTable,
} from './schema/identity.ts';
import type {
  ApiTokensTable,
  CalendarFeedsTable,
  ImportSourcesTable,
  PushSubscriptionsTable,
  ReminderDeliveriesTable,
  ReminderSettingsTable,
  ReminderSnoozesTable,
  TaskRemindersTable,
} from './schema/integrations.ts';
import type { MindMapEdgesTable, MindMapNodesTable, MindMapsTable } from './schema/mind-maps.ts';
import type {
  AttachmentsTable,
  CommentsTable,
  MicroTasksTable,
  MvdTasksTable,
  NotificationsTable,
  StrategiesTable,
  StrategyTaskCountsTable,
  TagsTable,
  TagTaskCountsTable,
  TaskAssignmentsTable,
  TaskCountsTable,
  TasksTable,
  TaskTagsTable,
  UserSyncTable,
} from './schema/planner.ts';
import type {
  AchievementsTable,
  HabitCheckinsTable,
  HabitsTable,
  HealthCheckinsTable,
  PomodoroSessionsTable,
  PomodoroTaskMinutesTable,
  ProgressEventsTable,
  ProgressTalliesTable,
  UserProgressTable,
} from './schema/progress.ts';

export type Database = {
  calendar_feeds: CalendarFeedsTable;
  api_tokens: ApiTokensTable;
  import_sources: ImportSourcesTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  auth_flows: AuthFlowsTable;
  user_settings: UserSettingsTable;
  applied_operations: AppliedOperationsTable;
  user_sync: UserSyncTable;
  strategies: StrategiesTable;
  tasks: TasksTable;
  task_counts: TaskCountsTable;
  strategy_task_counts: StrategyTaskCountsTable;
  tag_task_counts: TagTaskCountsTable;
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
  recurring_occurrences: RecurringOccurrencesTable;
  mind_maps: MindMapsTable;
  mind_map_nodes: MindMapNodesTable;
  mind_map_edges: MindMapEdgesTable;
  habits: HabitsTable;
  habit_checkins: HabitCheckinsTable;
  progress_events: ProgressEventsTable;
  progress_tallies: ProgressTalliesTable;
  achievements: AchievementsTable;
  user_progress: UserProgressTable;
  pomodoro_sessions: PomodoroSessionsTable;
  pomodoro_task_minutes: PomodoroTaskMinutesTable;
  analytics_zones: AnalyticsZonesTable;
  analytics_offsets: AnalyticsOffsetsTable;
  analytics_days: AnalyticsDaysTable;
  analytics_hours: AnalyticsHoursTable;
  analytics_strategies: AnalyticsStrategiesTable;
  analytics_levels: AnalyticsLevelsTable;
  health_checkins: HealthCheckinsTable;
  push_subscriptions: PushSubscriptionsTable;
  task_reminders: TaskRemindersTable;
  reminder_settings: ReminderSettingsTable;
  reminder_snoozes: ReminderSnoozesTable;
  reminder_deliveries: ReminderDeliveriesTable;
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
