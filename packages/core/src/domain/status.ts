// Task statuses, the transition table (the only place that says which status may follow which) and
// the time accounting of SPEC §4 that runs on every status change.
//
// Reading of SPEC §4's "waiting ... adds elapsed time only when a pause flag is set": the flag is
// "the clock is running" — the old status is inProgress and a start time exists. So Остановить
// (inProgress -> waiting) keeps the minutes worked, while Возобновить (completed -> waiting) and
// paused -> waiting add nothing, because completing or pausing already counted that time; adding it
// again would count the same work twice. Leaving inProgress for any status stops the clock the same way.
import { type DomainError, fail, ok, type Result } from './result.ts';

export const taskStatuses = [
  'waiting',
  'inProgress',
  'paused',
  'completed',
  'cancelled',
  'scheduled',
] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** The status of a new task. */
export const initialTaskStatus: TaskStatus = 'waiting';

/** The named user actions; i18n keys are `taskAction.<action>`. */
export const statusActions = [
  'start',
  'complete',
  'stop',
  'pause',
  'resume',
  'cancel',
  'schedule',
  'unschedule',
  'reopen',
] as const;
export type StatusAction = (typeof statusActions)[number];

/**
 * from -> to -> the action that performs it. Anything not listed is refused with invalid_transition.
 * The test screen's four actions are start (Начать), complete (Завершить), stop (Остановить) and
 * reopen (Возобновить). Completed and cancelled tasks only reopen to waiting, so a finished task
 * never restarts its clock by accident; a running task is stopped or paused before it is rescheduled.
 */
export const transitionTable: {
  readonly [F in TaskStatus]: { readonly [T in Exclude<TaskStatus, F>]?: StatusAction };
} = {
  waiting: { inProgress: 'start', completed: 'complete', cancelled: 'cancel', scheduled: 'schedule' },
  inProgress: { completed: 'complete', waiting: 'stop', paused: 'pause', cancelled: 'cancel' },
  paused: {
    inProgress: 'resume',
    completed: 'complete',
    waiting: 'stop',
    cancelled: 'cancel',
    scheduled: 'schedule',
  },
  completed: { waiting: 'reopen' },
  cancelled: { waiting: 'reopen' },
  scheduled: { inProgress: 'start', completed: 'complete', waiting: 'unschedule', cancelled: 'cancel' },
};

const isStatusAction = (value: unknown): value is StatusAction => statusActions.some((a) => a === value);

export function isTaskStatus(value: unknown): value is TaskStatus {
  // Not guards.ts's isOneOf: this module is in the web app's first load and on the shared page, where one
  // more tiny shared chunk would be one more request (apps/web/scripts/measure-bundle.ts).
  return taskStatuses.some((status) => status === value);
}

/** The action that moves `from` to `to`, or null when the table does not allow it. */
export function transitionAction(from: TaskStatus, to: TaskStatus): StatusAction | null {
  if (from === to) return null;
  const row: { readonly [T in TaskStatus]?: StatusAction } = transitionTable[from];
  return row[to] ?? null;
}

export function canTransition(from: TaskStatus, to: TaskStatus): boolean {
  return transitionAction(from, to) !== null;
}

/** What the UI may offer for a task in `from`, in table order. */
export function nextStatuses(from: TaskStatus): Array<{ status: TaskStatus; action: StatusAction }> {
  return Object.entries(transitionTable[from]).flatMap(([status, action]) =>
    isTaskStatus(status) && isStatusAction(action) ? [{ status, action }] : [],
  );
}

/** i18n key of a status label (Done, Active, Waiting, Paused, Cancelled, Scheduled, Unknown). */
export function statusLabelKey(status: string): string {
  return isTaskStatus(status) ? `status.${status}` : 'status.unknown';
}

/** The task fields a status change reads and writes. Times are ISO 8601 strings (UTC). */
export type TaskClock = {
  status: TaskStatus;
  timeStarted: string | null;
  timeCompleted: string | null;
  /** When the task last became completed, whether or not it was ever started (the completed view). */
  completedAt: string | null;
  /** Seconds. */
  totalTimeSpent: number;
  /** Mirrors `status === 'paused'` (the tasks.is_paused column). */
  isPaused: boolean;
};

export type StatusNotification = { kind: 'status'; old: TaskStatus; new: TaskStatus };

export type StatusChange = {
  fields: TaskClock;
  /** False when the task already had the requested status: nothing to write, no notification. */
  changed: boolean;
  action: StatusAction | null;
  /** Whole seconds added to totalTimeSpent by this change. */
  addedSeconds: number;
  notification: StatusNotification | null;
  /** Completed or cancelled tasks leave the minimum viable day / focus set. */
  removeFromMvd: boolean;
  congratulate: boolean;
};

export type InvalidTransitionError = DomainError<'invalid_transition'> & { from: TaskStatus; to: TaskStatus };

/** Whole seconds from `startedIso` to `now`; 0 when there is no start, it is unreadable or in the future. */
export function elapsedSeconds(startedIso: string | null, now: Date): number {
  if (!startedIso) return 0;
  const started = Date.parse(startedIso);
  if (Number.isNaN(started)) return 0;
  return Math.max(0, Math.floor((now.getTime() - started) / 1000));
}

export function applyStatusChange(
  task: TaskClock,
  newStatus: TaskStatus,
  now: Date,
): Result<StatusChange, InvalidTransitionError> {
  const old = task.status;
  if (old === newStatus) {
    return ok({
      fields: { ...task },
      changed: false,
      action: null,
      addedSeconds: 0,
      notification: null,
      removeFromMvd: false,
      congratulate: false,
    });
  }
  const action = transitionAction(old, newStatus);
  if (!action) {
    return fail({
      code: 'invalid_transition',
      message: `A task cannot go from ${old} to ${newStatus}`,
      key: 'errors.invalidTransition',
      from: old,
      to: newStatus,
    });
  }

  const nowIso = now.toISOString();
  // The pause flag of SPEC §4 (see the header): only a running clock has time to add.
  const clockRunning = old === 'inProgress' && task.timeStarted !== null;
  const addedSeconds = clockRunning ? elapsedSeconds(task.timeStarted, now) : 0;
  const fields: TaskClock = {
    ...task,
    status: newStatus,
    totalTimeSpent: task.totalTimeSpent + addedSeconds,
    isPaused: newStatus === 'paused',
  };

  switch (newStatus) {
    case 'inProgress':
      fields.timeStarted = nowIso;
      fields.timeCompleted = null;
      fields.completedAt = null;
      break;
    case 'completed':
      // "completed, when a start time exists, records time_completed"; time_started stays so the
      // pair describes the last work session.
      if (task.timeStarted !== null) fields.timeCompleted = nowIso;
      fields.completedAt = nowIso;
      break;
    case 'waiting':
      fields.timeStarted = null;
      fields.timeCompleted = null;
      fields.completedAt = null;
      break;
    case 'paused':
    case 'cancelled':
    case 'scheduled':
      fields.timeStarted = null;
      fields.completedAt = null;
      break;
  }

  return ok({
    fields,
    changed: true,
    action,
    addedSeconds,
    notification: { kind: 'status', old, new: newStatus },
    removeFromMvd: newStatus === 'completed' || newStatus === 'cancelled',
    congratulate: newStatus === 'completed',
  });
}
