// Time spent (seconds) as hours and minutes for display, and the live total of a running task.
import { elapsedSeconds } from '@nova/core/domain/status';

export type DurationParts =
  | { key: 'spent.seconds'; values: { s: number } }
  | { key: 'spent.minutes'; values: { m: number } }
  | { key: 'spent.hoursMinutes'; values: { h: number; m: number } };

/** i18n key and values: under a minute in seconds, then minutes, then hours and minutes. */
export function durationParts(totalSeconds: number): DurationParts {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  if (seconds < 60) return { key: 'spent.seconds', values: { s: seconds } };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'spent.minutes', values: { m: minutes } };
  return { key: 'spent.hoursMinutes', values: { h: Math.floor(minutes / 60), m: minutes % 60 } };
}

/** Stored total plus the running session, counted the way the server's status change will count it. */
export function liveTimeSpent(
  task: { status: string; totalTimeSpent: number; timeStarted: string | null },
  now: Date,
): number {
  const running = task.status === 'inProgress' ? elapsedSeconds(task.timeStarted, now) : 0;
  return task.totalTimeSpent + running;
}
