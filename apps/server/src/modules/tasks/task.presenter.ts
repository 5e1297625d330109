// Task rows as the API shows them: the list summary (exactly what the list screen needs) and the full
// task of the detail view (contracts/tasks.ts).
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import type { Tag } from '@nova/core/contracts/tags';
import type { Task, TaskSummary } from '@nova/core/contracts/tasks';
import { priorityCode } from '@nova/core/domain/priority';
import { initialTaskStatus, isTaskStatus } from '@nova/core/domain/status';
import type { TaskRow } from './task.repo.ts';
import type { SummaryRow } from './task-list.repo.ts';

export function toSummary(row: SummaryRow, tagIds: string[], inMvd: boolean): TaskSummary {
  return {
    id: row.id,
    title: row.title,
    status: isTaskStatus(row.status) ? row.status : initialTaskStatus,
    type: row.type,
    importance: row.importance,
    urgency: row.urgency,
    priority: priorityCode(row),
    startDate: row.start_date ?? row.due_date,
    startTime: row.start_time,
    durationMinutes: row.duration_minutes,
    strategyId: row.strategy_id,
    tagIds,
    microTotal: Number(row.micro_total ?? 0),
    microDone: Number(row.micro_done ?? 0),
    inMvd,
    isDelegated: row.is_delegated === 1,
    totalTimeSpent: row.total_time_spent,
    timeStarted: row.time_started,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** The full task of the detail view. */
export function toTask(row: TaskRow, microTasks: MicroTask[], tags: Tag[], inMvd: boolean): Task {
  let done = 0;
  for (const micro of microTasks) if (micro.completed) done++;
  return {
    ...toSummary(
      { ...row, micro_total: microTasks.length, micro_done: done },
      tags.map((t) => t.id),
      inMvd,
    ),
    description: row.description,
    dueDate: row.due_date,
    timeCompleted: row.time_completed,
    completedAt: row.completed_at,
    ownerId: row.owner_id,
    microTasks,
    tags,
    createdAt: row.created_at,
  };
}
