// What the assistant reads of the user's planner, through the repositories of the modules that own
// it: the newest tasks (tasks module) in the engine's shape, and the strategies (strategies module).
import type { AssistantTask } from '../../assistant-engine/assistant.ts';
import type { Db } from '../../db/database.ts';
import { strategyRepo } from '../strategies/strategy.repo.ts';
import { taskListRepo } from '../tasks/task-list.repo.ts';

/** The most tasks the assistant looks at (newest first beyond it); keeps prompts and CPU bounded. */
export const ASSISTANT_TASKS_MAX = 2000;

export function assistantContext(db: Db) {
  return {
    async tasks(userId: string): Promise<AssistantTask[]> {
      const rows = await taskListRepo(db).newest(userId, ASSISTANT_TASKS_MAX);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        status: r.status,
        importance: r.importance,
        urgency: r.urgency,
        startDate: r.start_date ?? r.due_date,
        createdAt: r.created_at,
        durationMinutes: r.duration_minutes,
        strategyId: r.strategy_id,
      }));
    },

    /** Highest priority first (the order strategy suggestions score them in). */
    strategies(userId: string) {
      return strategyRepo(db).forScoring(userId);
    },
  };
}

export type AssistantContext = ReturnType<typeof assistantContext>;
