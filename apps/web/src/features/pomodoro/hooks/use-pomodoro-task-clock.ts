// How Pomodoro work time reaches the task's time spent, without ever counting a second twice.
//
// The API has no "add seconds" call on purpose: time spent is only ever added by the server's status
// accounting (core domain/status.ts), which adds the seconds since time_started when a task leaves
// inProgress. So the timer never adds seconds itself; it drives the task's own clock:
//   - a work phase starts (or resumes) for a task that is not in progress: the timer starts it
//     (waiting/scheduled -> inProgress, paused -> inProgress) and remembers that it owns the clock;
//   - work stops (phase end, pause, skip, reset): if the timer owns the clock, it pauses the task
//     (inProgress -> paused), and the server adds exactly the seconds worked;
//   - the task was already in progress (the user pressed Start): its clock already counts this time,
//     so the timer leaves it alone — adding the Pomodoro's seconds too would count them twice;
//   - a completed or cancelled task is not restarted; the timer simply runs without accounting.
// Operations run one after another, so a quick start-then-pause cannot leave a task running.
// Known limit: if the page stays closed past a work phase's end, the task is paused on the next visit,
// and the server counts until then (it takes no end time); the owned flag survives the reload for that.
import { canTransition } from '@nova/core/domain/status';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useChangeTaskStatus } from '../../../lib/api/change-task-status.ts';
import { fetchTask, taskKeys } from '../../../lib/api/tasks.ts';

export type TaskClockCallbacks = {
  /** The timer now owns (true) or no longer owns (false) the clock of `taskId`. */
  onOwned: (taskId: string, owned: boolean) => void;
  onError: () => void;
};

export function usePomodoroTaskClock({ onOwned, onError }: TaskClockCallbacks) {
  const client = useQueryClient();
  const change = useChangeTaskStatus();
  const mutate = useRef(change.mutateAsync);
  mutate.current = change.mutateAsync;
  const callbacks = useRef({ onOwned, onError });
  callbacks.current = { onOwned, onError };
  const queue = useRef<Promise<void>>(Promise.resolve());
  const owned = useRef<string | null>(null);

  const enqueue = useCallback((operation: () => Promise<void>) => {
    queue.current = queue.current.then(operation).catch(() => callbacks.current.onError());
  }, []);

  const statusOf = useCallback(
    async (taskId: string) => {
      const task = await client.fetchQuery({
        queryKey: taskKeys.detail(taskId),
        queryFn: ({ signal }) => fetchTask(taskId, signal),
        staleTime: 0,
      });
      return task.status;
    },
    [client],
  );

  /** Work began for `taskId`. */
  const workStarted = useCallback(
    (taskId: string | null) => {
      if (!taskId) return;
      enqueue(async () => {
        const status = await statusOf(taskId);
        if (status === 'inProgress' || !canTransition(status, 'inProgress')) return;
        await mutate.current({ id: taskId, status: 'inProgress' });
        owned.current = taskId;
        callbacks.current.onOwned(taskId, true);
      });
    },
    [enqueue, statusOf],
  );

  /** Work stopped; `ownedBefore` is the flag persisted with the timer (it survives reloads). */
  const workStopped = useCallback(
    (taskId: string | null, ownedBefore: boolean) => {
      if (!taskId) return;
      enqueue(async () => {
        if (owned.current !== taskId && !ownedBefore) return;
        owned.current = null;
        callbacks.current.onOwned(taskId, false);
        // The user may have completed or stopped it meanwhile: then their change already counted.
        if ((await statusOf(taskId)) !== 'inProgress') return;
        await mutate.current({ id: taskId, status: 'paused' });
      });
    },
    [enqueue, statusOf],
  );

  return useMemo(() => ({ workStarted, workStopped }), [workStarted, workStopped]);
}
