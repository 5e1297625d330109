// Micro-task rows as the API shows them (contracts/micro-tasks.ts).
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import type { Selectable } from 'kysely';
import type { MicroTasksTable } from '../../db/schema.ts';

export type MicroTaskRow = Selectable<MicroTasksTable>;

export function toMicroTask(row: MicroTaskRow): MicroTask {
  return {
    id: row.id,
    taskId: row.task_id,
    title: row.title,
    completed: row.completed === 1,
    position: row.position,
    estimateMinutes: row.estimate_minutes,
    source: row.source,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
