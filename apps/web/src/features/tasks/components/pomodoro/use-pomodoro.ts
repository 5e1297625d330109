// The Pomodoro hook: the pure state machine (features/tasks/lib/pomodoro.ts) persisted in localStorage,
// driven by Date.now() and timers only (so Playwright's clock can fast-forward it), and its effects
// turned into the chime, a notification, a spoken phase change and the task's time accounting.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '../../../../lib/storage.ts';
import {
  POMODORO_STORAGE_KEY,
  type PomodoroEffect,
  type PomodoroEvent,
  type PomodoroPhase,
  type PomodoroState,
  parsePomodoroState,
  pomodoroTransition,
  serializePomodoroState,
  withTaskClock,
} from '../../lib/pomodoro.ts';
import { playChime } from './pomodoro-alerts.ts';
import { usePomodoroTaskClock } from './use-pomodoro-task-clock.ts';

export type PhaseEnd = { phase: PomodoroPhase; late: boolean };

export type PomodoroCallbacks = {
  /** A phase ran out (announce it, notify). */
  onPhaseEnd: (end: PhaseEnd) => void;
  /** The task's status could not be changed. */
  onTaskClockError: () => void;
};

const load = (): PomodoroState => parsePomodoroState(readStored(POMODORO_STORAGE_KEY));

export function usePomodoro({ onPhaseEnd, onTaskClockError }: PomodoroCallbacks) {
  const [state, setState] = useState<PomodoroState>(load);
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  const callbacks = useRef({ onPhaseEnd });
  callbacks.current = { onPhaseEnd };

  const commit = useCallback((next: PomodoroState) => {
    stateRef.current = next;
    writeStored(POMODORO_STORAGE_KEY, serializePomodoroState(next));
    setState(next);
    setNow(Date.now());
  }, []);

  const clock = usePomodoroTaskClock({
    onOwned: (taskId, owned) => {
      const current = stateRef.current;
      // Only a work phase still running for that task keeps the ownership flag.
      const running = current.phase === 'work' && current.status === 'running' && current.taskId === taskId;
      if (owned && !running) return;
      const next = withTaskClock(current, owned && running);
      if (next !== current) commit(next);
    },
    onError: onTaskClockError,
  });

  const runEffects = useCallback(
    (effects: PomodoroEffect[]) => {
      for (const effect of effects) {
        if (effect.type === 'workStarted') clock.workStarted(effect.taskId);
        else if (effect.type === 'workStopped') clock.workStopped(effect.taskId, effect.ownsTaskClock);
        else {
          if (!effect.late) playChime();
          callbacks.current.onPhaseEnd({ phase: effect.phase, late: effect.late });
        }
      }
    },
    [clock],
  );

  const dispatch = useCallback(
    (event: PomodoroEvent) => {
      // Storage is the source of truth, so a second tab that already handled a phase end wins.
      const { state: next, effects } = pomodoroTransition(load(), event);
      commit(next);
      runEffects(effects);
    },
    [commit, runEffects],
  );

  // Catch up once on mount: phases that ended while the page was closed end now.
  useEffect(() => {
    dispatch({ type: 'tick', now: Date.now() });
  }, [dispatch]);

  // While running: a display tick each second and an exact wake-up at the phase end.
  const { status, endsAt } = state;
  useEffect(() => {
    if (status !== 'running' || endsAt === null) return;
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

  // Another tab started, paused or reset the timer: show the same.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== POMODORO_STORAGE_KEY) return;
      const next = parsePomodoroState(event.newValue);
      stateRef.current = next;
      setState(next);
      setNow(Date.now());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return { state, now, dispatch };
}
