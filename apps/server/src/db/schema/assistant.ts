// Table types of the assistant and reviews: saved groupings, review sessions, learned behaviour
// patterns and recurring templates.
import type { Generated } from 'kysely';
import type { Flag, IsoDay, IsoTime, JsonText, SyncColumns } from './columns.ts';

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
