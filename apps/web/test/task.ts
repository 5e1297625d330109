// Test support: a full Task (the detail of the API contract) and its micro-steps, built on the
// TaskSummary builder so a test names only the fields it is about.
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import type { Task } from '@nova/core/contracts/tasks';
import { taskSummary } from './task-summary.ts';

export function microStep(over: Partial<MicroTask> = {}): MicroTask {
  const id = over.id ?? 's1';
  return {
    id,
    taskId: 'a',
    title: id,
    completed: false,
    position: 1,
    estimateMinutes: null,
    source: 'user',
    version: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

export function task(over: Partial<Task> = {}): Task {
  const microTasks = over.microTasks ?? [];
  return {
    ...taskSummary({
      microTotal: microTasks.length,
      microDone: microTasks.filter((step) => step.completed).length,
      ...over,
    }),
    description: '',
    dueDate: null,
    timeCompleted: null,
    completedAt: null,
    ownerId: 'u1',
    microTasks,
    tags: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}
