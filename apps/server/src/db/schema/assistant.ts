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
  /** The day through which occurrences are handled (created, skipped, missed or passed by an edit). */
  last_generated_on: IsoDay | null;
  /** `HH:MM` in the user's time zone; null: the time of day's clock. */
  start_time: string | null;
  /** Null: the day the template was created. */
  start_date: IsoDay | null;
  end_date: IsoDay | null;
  max_count: number | null;
  handled_count: Generated<number>;
  missed_count: Generated<number>;
  /** YYYY-MM-DD[] the user chose to skip. */
  skip_days: Generated<JsonText>;
  /** Tag ids the generated tasks get. */
  tag_ids: Generated<JsonText>;
  /** When the template next fires; null: due now (not computed yet). */
  next_fire_at: IsoTime | null;
};

/** One handled occurrence of a template: its (template_id, day) key makes generation exactly-once. */
export type RecurringOccurrencesTable = {
  template_id: string;
  user_id: string;
  day: IsoDay;
  task_id: string | null;
  kind: 'created' | 'skipped';
  created_at: IsoTime;
};
