// The fields a task edit can set (the keys of UpdateTaskBody other than opId and baseVersion). Kept
// apart from the zod contracts so the web app's shell can name them without loading zod.
export const taskEditFields = [
  'title',
  'description',
  'startDate',
  'dueDate',
  'startTime',
  'durationMinutes',
  'importance',
  'urgency',
  'strategyId',
  'type',
  'tagIds',
] as const;
export type TaskEditField = (typeof taskEditFields)[number];
