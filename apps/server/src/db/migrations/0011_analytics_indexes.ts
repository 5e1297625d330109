// Indexes of the analytics screen (issue 10). Each chart reads one user's rows from an instant on, so
// each index leads with (user_id, instant) and carries the columns the aggregate needs: SQLite answers
// from the index alone, and PostgreSQL can too once the rows are all-visible.
//   tasks by completion: completions per day and hour, status clock, time per strategy, calibration;
//   tasks by creation: completion by energy level;
//   pomodoro sessions by start: focus minutes per day and per strategy.
import type { MigrationDb } from './helpers.ts';

const indexes: Array<{ name: string; table: string; columns: string[] }> = [
  {
    name: 'tasks_analytics_completed_idx',
    table: 'tasks',
    columns: [
      'user_id',
      'completed_at',
      'status',
      'deleted_at',
      'total_time_spent',
      'duration_minutes',
      'strategy_id',
    ],
  },
  {
    name: 'tasks_analytics_created_idx',
    table: 'tasks',
    columns: ['user_id', 'created_at', 'deleted_at', 'type', 'status', 'importance', 'urgency'],
  },
  {
    name: 'pomodoro_sessions_analytics_idx',
    table: 'pomodoro_sessions',
    columns: ['user_id', 'started_at', 'kind', 'completed', 'deleted_at', 'planned_minutes', 'task_id'],
  },
];

export async function up(db: MigrationDb): Promise<void> {
  for (const index of indexes) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const index of indexes) await db.schema.dropIndex(index.name).ifExists().execute();
}
