// Telling the user when a field merge (issue 12, @nova/core/domain/field-merge) replaced someone's
// value, with what it takes to put it back:
// - "kept": this device's edit reached the server after another device had changed the same field; the
//   answer lists those fields with the values it replaced (undo writes them back);
// - "replaced": another device's write replaced a value this device wrote; seen when the task comes
//   back from the server (a realtime refetch) at a newer version with a different value (undo writes
//   this device's value back).
// The outbox's sender reports every write's answer here (`noteTaskAnswer`), whoever waited for it;
// `watchTaskCache` compares what the server sends back with what this device last wrote. This device's
// own writes through other routes (a tag added to the task, a strategy assigned) make it forget what
// it remembered for the tasks they touch: only another device's write is ever reported as "replaced".
import type { OverwrittenField, Task, TaskSummary } from '@nova/core/contracts/tasks';
import { type TaskEditField, taskEditFields } from '@nova/core/domain/task-edit-fields';
import type { QueryClient } from '@tanstack/react-query';

export type MergeNotice = {
  kind: 'kept' | 'replaced';
  taskId: string;
  taskTitle: string;
  /** The fields named in the notice and the value undo writes back to each. */
  fields: Array<{ field: TaskEditField; undo: unknown }>;
  /** The version undo is made on. */
  version: number;
};

type Written = { value: unknown; version: number };

const listeners = new Set<(notice: MergeNotice) => void>();
/** What this device last wrote to each field of a task, as the server answered it. */
const written = new Map<string, Map<TaskEditField, Written>>();
const MAX_TRACKED_TASKS = 200;

export function onMergeNotice(listener: (notice: MergeNotice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(notice: MergeNotice): void {
  for (const listener of listeners) listener(notice);
}

const taskEditPath = /^\/api\/tasks\/([^/?]+)$/;
/** A write under one task (its tags, status, micro-steps; deleting it): that task's fields may move. */
const oneTaskPath = /^\/api\/tasks\/([^/?]+)(?:[/?]|$)/;
/** Writes that change fields of many tasks at once (a strategy's task list, deleting a tag or a strategy). */
const manyTasksPath = /^\/api\/(?:tags|strategies)(?:[/?]|$)/;

/**
 * This device's own write through another route than the task edit (adding a tag, assigning a
 * strategy, deleting a tag) changes fields this device wrote before: what it remembered is forgotten,
 * or its own later change would come back as "another device replaced your value".
 */
function forgetOwnChange(write: { method: string; path: string }): void {
  if (write.method === 'GET') return;
  if (manyTasksPath.test(write.path)) {
    written.clear();
    return;
  }
  const match = oneTaskPath.exec(write.path);
  if (match && !(write.method === 'PATCH' && taskEditPath.test(write.path))) {
    written.delete(decodeURIComponent(match[1] ?? ''));
  }
}

const isTaskAnswer = (value: unknown): value is Task & { overwritten?: OverwrittenField[] } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { version?: unknown }).version === 'number';

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x) => b.includes(x));
  return a === b;
}

/** The fields a task edit's body set. */
function editedFields(body: unknown): TaskEditField[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  return taskEditFields.filter((field) => record[field] !== undefined);
}

/** A write the server answered (sent at once or replayed): remembers it and reports what it replaced. */
export function noteTaskAnswer(
  write: { method: string; path: string; body?: unknown },
  answer: unknown,
): void {
  forgetOwnChange(write);
  if (write.method !== 'PATCH' || !isTaskAnswer(answer)) return;
  const match = taskEditPath.exec(write.path);
  if (!match || decodeURIComponent(match[1] ?? '') !== answer.id) return;
  const mine = written.get(answer.id) ?? new Map<TaskEditField, Written>();
  for (const field of editedFields(write.body)) {
    mine.set(field, { value: answer[field], version: answer.version });
  }
  written.delete(answer.id);
  written.set(answer.id, mine);
  if (written.size > MAX_TRACKED_TASKS) written.delete(written.keys().next().value ?? '');
  const overwritten = answer.overwritten ?? [];
  if (overwritten.length === 0) return;
  emit({
    kind: 'kept',
    taskId: answer.id,
    taskTitle: answer.title,
    fields: overwritten.map(({ field, previous }) => ({ field, undo: previous })),
    version: answer.version,
  });
}

/** Fields a list row shows as they are stored (a row's startDate falls back to the due date). */
const summaryFields: ReadonlySet<TaskEditField> = new Set([
  'title',
  'importance',
  'urgency',
  'startTime',
  'durationMinutes',
  'strategyId',
  'type',
  'tagIds',
]);

/** Compares a task the server sent with what this device wrote to it; reports each replaced field once. */
export function checkServerCopy(task: Task | TaskSummary, isDetail: boolean): void {
  const mine = written.get(task.id);
  if (!mine) return;
  const replaced: MergeNotice['fields'] = [];
  for (const [field, write] of mine) {
    if (task.version <= write.version || (!isDetail && !summaryFields.has(field))) continue;
    const now = (task as Record<string, unknown>)[field];
    mine.delete(field);
    if (!sameValue(now, write.value)) replaced.push({ field, undo: write.value });
  }
  if (mine.size === 0) written.delete(task.id);
  if (replaced.length === 0) return;
  emit({ kind: 'replaced', taskId: task.id, taskTitle: task.title, fields: replaced, version: task.version });
}

/** Watches what the server sends for tasks (fetches, not this device's own cache edits). */
export function watchTaskCache(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (written.size === 0) return;
    const [scope, part] = event.query.queryKey;
    if (scope !== 'tasks') return;
    const data: unknown = event.action.data;
    if (part === 'detail' && isTaskAnswer(data)) checkServerCopy(data, true);
    if (part === 'list' && typeof data === 'object' && data !== null && 'tasks' in data) {
      const rows = (data as { tasks: TaskSummary[] }).tasks;
      for (const row of rows) if (written.has(row.id)) checkServerCopy(row, false);
    }
  });
}

/** Forgets every remembered write (signing out; tests). */
export function resetMergeNotices(): void {
  written.clear();
}
