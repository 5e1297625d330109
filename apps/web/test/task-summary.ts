// Test support for the web app's unit tests: a TaskSummary (the task list row of the API contract)
// with neutral defaults, so a test names only the fields it is about.
import type { TaskSummary } from '@nova/core/contracts/tasks';

export function taskSummary(over: Partial<TaskSummary> = {}): TaskSummary {
  const id = over.id ?? 'a';
  return {
    id,
    title: id,
    status: 'waiting',
    type: 'task',
    importance: 1,
    urgency: 1,
    priority: '1-1',
    startDate: null,
    startTime: null,
    durationMinutes: null,
    strategyId: null,
    tagIds: [],
    microTotal: 0,
    microDone: 0,
    inMvd: false,
    isDelegated: false,
    totalTimeSpent: 0,
    timeStarted: null,
    version: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}
