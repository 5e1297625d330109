// The Pomodoro hook: the pure state machine (features/pomodoro/pomodoro.ts) in a shared, persisted
// store, driven by Date.now() and timers only (so Playwright's clock can fast-forward it), and its
// effects turned into the chime, a spoken phase change, a notification and the task's time accounting.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type PomodoroEffect,
  type PomodoroEvent,
  type PomodoroPhase,
  pomodoroTransition,
  withTaskClock,
} from '../pomodoro.ts';
import { playChime } from '../pomodoro-alerts.ts';
import { getPomodoroSnapshot, readPomodoro, subscribePomodoro, writePomodoro } from '../pomodoro-store.ts';
import { reportFinishedWork } from '../report-session.ts';
import { usePomodoroTaskClock } from './use-pomodoro-task-clock.ts';

export type PhaseEnd = { phase: PomodoroPhase; late: boolean };

export type PomodoroCallbacks = {
  /** A phase ran out (announce it, notify). */
  onPhaseEnd: (end: PhaseEnd) => void;
  /** The task's status could not be changed. */
  onTaskClockError: () => void;
};

export function usePomodoro({ onPhaseEnd, onTaskClockError }: PomodoroCallbacks) {
  const state = useSyncExternalStore(subscribePomodoro, getPomodoroSnapshot);
  const [now, setNow] = useState(() => Date.now());
  const phaseEnd = useRef(onPhaseEnd);
  phaseEnd.current = onPhaseEnd;

  const clock = usePomodoroTaskClock({
    onOwned: (taskId, owned) => {
      const current = getPomodoroSnapshot();
      // Only a work phase still running for that task keeps the ownership flag.
      const running = current.phase === 'work' && current.status === 'running' && current.taskId === taskId;
      const next = withTaskClock(current, owned && running);
      if (next !== current) writePomodoro(next);
    },
    onError: onTaskClockError,
  });

  const runEffects = useCallback(
    (effects: PomodoroEffect[]) => {
      let workTaskId: string | null = null;
      for (const effect of effects) {
        if (effect.type === 'workStarted') clock.workStarted(effect.taskId);
        else if (effect.type === 'workStopped') {
          workTaskId = effect.taskId;
          clock.workStopped(effect.taskId, effect.ownsTaskClock);
        } else {
          // A finished work phase earns a Pomodoro (progress ledger), even one that ended unseen.
          if (effect.phase === 'work') void reportFinishedWork(workTaskId, effect.at);
          if (!effect.late) playChime();
          phaseEnd.current({ phase: effect.phase, late: effect.late });
        }
      }
    },
    [clock],
  );

  const dispatch = useCallback(
    (event: PomodoroEvent) => {
      // Read from storage: another tab (or another timer here) may already have handled a phase end,
      // and then this transition finds nothing left to do.
      const { state: next, effects } = pomodoroTransition(readPomodoro(), event);
      writePomodoro(next);
      setNow(Date.now());
      runEffects(effects);
    },
    [runEffects],
  );

  // Catch up once on mount: phases that ended while the page was closed end now.
  useEffect(() => {
    dispatch({ type: 'tick', now: Date.now() });
  }, [dispatch]);

  // While running: a display tick each second and an exact wake-up at the phase end.
  const { status, endsAt } = state;
  useEffect(() => {
    if (status !== 'running' || endsAt === null) return;
    setNow(Date.now());
    const interval = setInterval(() => setNow(Date.now()), 1000);
    const end = setTimeout(
      () => dispatch({ type: 'tick', now: Date.now() }),
      Math.max(0, endsAt - Date.now()),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') dispatch({ type: 'tick', now: Date.now() });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(interval);
      clearTimeout(end);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [status, endsAt, dispatch]);

  return { state, now, dispatch };
}
