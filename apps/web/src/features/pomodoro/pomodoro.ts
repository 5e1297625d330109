// The Pomodoro timer as a pure state machine (SPEC §9: 25 min work, 5 min rest). Every moment comes in
// as `now` (ms since the epoch, from Date.now() in the app), so the timer is exact after a reload and
// under a fake clock: nothing counts ticks, everything is recomputed from timestamps.
//
// Flow: a work phase starts when the user asks; when it ends the rest phase runs on its own; when the
// rest ends the next work phase waits for the user (no nagging). Skip ends the current phase now.
// Transitions return effects; the hook turns them into sound, notifications, announcements and the
// task's time accounting (see use-pomodoro-task-clock.ts for why that never double-counts).
import { isRecord } from '@nova/core/guards';

export const WORK_MS = 25 * 60 * 1000;
export const REST_MS = 5 * 60 * 1000;
/** A phase end noticed later than this (the tab was closed or asleep) is not rung or notified. */
export const LATE_END_MS = 60 * 1000;

export type PomodoroPhase = 'work' | 'rest';
export type PomodoroStatus = 'idle' | 'running' | 'paused';

export type PomodoroState = {
  phase: PomodoroPhase;
  status: PomodoroStatus;
  /** When the running phase ends (ms); null unless running. */
  endsAt: number | null;
  /** Time left while idle or paused (ms). */
  remainingMs: number;
  /** The task the current work phase counts for. */
  taskId: string | null;
  /** Start of the current running work segment (ms); null when no work is running. */
  workStartedAt: number | null;
  /** Whether this timer started the task's clock (set by the hook, kept across reloads). */
  ownsTaskClock: boolean;
  /** Work phases finished since the last reset. */
  completedWork: number;
};

export type PomodoroEffect =
  /** Work time began for a task (start or resume of a work phase). */
  | { type: 'workStarted'; taskId: string | null; at: number }
  /** Work time stopped (phase end, pause, skip or reset); `seconds` is the segment's length. */
  | { type: 'workStopped'; taskId: string | null; seconds: number; at: number; ownsTaskClock: boolean }
  /** A phase ran out (not on skip or reset). `late` when it ended long before we noticed. */
  | { type: 'phaseEnded'; phase: PomodoroPhase; at: number; late: boolean };

export type PomodoroEvent =
  | { type: 'start'; now: number; taskId: string | null }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'reset'; now: number }
  | { type: 'skip'; now: number }
  | { type: 'tick'; now: number };

export type PomodoroTransition = { state: PomodoroState; effects: PomodoroEffect[] };

export const phaseDuration = (phase: PomodoroPhase): number => (phase === 'work' ? WORK_MS : REST_MS);

export const initialPomodoroState: PomodoroState = {
  phase: 'work',
  status: 'idle',
  endsAt: null,
  remainingMs: WORK_MS,
  taskId: null,
  workStartedAt: null,
  ownsTaskClock: false,
  completedWork: 0,
};

/** Milliseconds left in the current phase at `now`. */
export function remainingAt(state: PomodoroState, now: number): number {
  if (state.status === 'running' && state.endsAt !== null) return Math.max(0, state.endsAt - now);
  return state.remainingMs;
}

/** 0..1, how much of the current phase has passed. */
export function progressAt(state: PomodoroState, now: number): number {
  const total = phaseDuration(state.phase);
  return Math.min(1, Math.max(0, 1 - remainingAt(state, now) / total));
}

/** "MM:SS" for a number of milliseconds, rounding up so the display never shows 00:00 early. */
export function formatClock(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

function stopWork(state: PomodoroState, at: number): PomodoroEffect[] {
  if (state.phase !== 'work' || state.workStartedAt === null) return [];
  const seconds = Math.max(0, Math.floor((at - state.workStartedAt) / 1000));
  return [{ type: 'workStopped', taskId: state.taskId, seconds, at, ownsTaskClock: state.ownsTaskClock }];
}

const restRunningFrom = (state: PomodoroState, from: number): PomodoroState => ({
  ...state,
  phase: 'rest',
  status: 'running',
  endsAt: from + REST_MS,
  remainingMs: REST_MS,
  workStartedAt: null,
  ownsTaskClock: false,
});

const workIdle = (state: PomodoroState): PomodoroState => ({
  ...state,
  phase: 'work',
  status: 'idle',
  endsAt: null,
  remainingMs: WORK_MS,
  workStartedAt: null,
  ownsTaskClock: false,
});

/** Runs out every phase whose end is at or before `now` (several after a long absence). */
function catchUp(state: PomodoroState, now: number): PomodoroTransition {
  let current = state;
  const effects: PomodoroEffect[] = [];
  while (current.status === 'running' && current.endsAt !== null && current.endsAt <= now) {
    const at = current.endsAt;
    const late = now - at > LATE_END_MS;
    if (current.phase === 'work') {
      effects.push(...stopWork(current, at));
      effects.push({ type: 'phaseEnded', phase: 'work', at, late });
      current = { ...restRunningFrom(current, at), completedWork: current.completedWork + 1 };
    } else {
      effects.push({ type: 'phaseEnded', phase: 'rest', at, late });
      current = workIdle(current);
    }
  }
  return { state: current, effects };
}

export function pomodoroTransition(state: PomodoroState, event: PomodoroEvent): PomodoroTransition {
  // Whatever the user does, first let phases that already ran out end where they should have.
  const caught = catchUp(state, event.now);
  const s = caught.state;
  const effects = [...caught.effects];
  const { now } = event;

  switch (event.type) {
    case 'tick':
      return caught;
    case 'start': {
      if (s.status !== 'idle') return caught;
      const taskId = s.phase === 'work' ? event.taskId : s.taskId;
      const next: PomodoroState = {
        ...s,
        status: 'running',
        endsAt: now + s.remainingMs,
        taskId,
        workStartedAt: s.phase === 'work' ? now : null,
      };
      if (s.phase === 'work') effects.push({ type: 'workStarted', taskId, at: now });
      return { state: next, effects };
    }
    case 'pause': {
      if (s.status !== 'running' || s.endsAt === null) return caught;
      effects.push(...stopWork(s, now));
      const next: PomodoroState = {
        ...s,
        status: 'paused',
        remainingMs: Math.max(0, s.endsAt - now),
        endsAt: null,
        workStartedAt: null,
        ownsTaskClock: false,
      };
      return { state: next, effects };
    }
    case 'resume': {
      if (s.status !== 'paused') return caught;
      const next: PomodoroState = {
        ...s,
        status: 'running',
        endsAt: now + s.remainingMs,
        workStartedAt: s.phase === 'work' ? now : null,
      };
      if (s.phase === 'work') effects.push({ type: 'workStarted', taskId: s.taskId, at: now });
      return { state: next, effects };
    }
    case 'skip': {
      if (s.phase === 'work') {
        effects.push(...stopWork(s, now));
        return { state: restRunningFrom(s, now), effects };
      }
      return { state: workIdle(s), effects };
    }
    case 'reset': {
      effects.push(...stopWork(s, now));
      return { state: { ...initialPomodoroState }, effects };
    }
  }
}

/** Records that the hook started (true) or handed back (false) the task's clock. */
export function withTaskClock(state: PomodoroState, owns: boolean): PomodoroState {
  return state.ownsTaskClock === owns ? state : { ...state, ownsTaskClock: owns };
}

// Persistence: the state is plain JSON; anything unreadable or out of range starts afresh.

export const POMODORO_STORAGE_KEY = 'pomodoro-state';

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function parsePomodoroState(raw: string | null): PomodoroState {
  if (!raw) return { ...initialPomodoroState };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...initialPomodoroState };
  }
  if (!isRecord(value)) return { ...initialPomodoroState };
  const v = value;
  const phase = v.phase === 'work' || v.phase === 'rest' ? v.phase : null;
  const status = v.status === 'idle' || v.status === 'running' || v.status === 'paused' ? v.status : null;
  if (!phase || !status) return { ...initialPomodoroState };
  const endsAt = isFiniteNumber(v.endsAt) ? v.endsAt : null;
  if (status === 'running' && endsAt === null) return { ...initialPomodoroState };
  const max = phaseDuration(phase);
  const remainingMs = isFiniteNumber(v.remainingMs) ? Math.min(max, Math.max(0, v.remainingMs)) : max;
  return {
    phase,
    status,
    endsAt: status === 'running' ? endsAt : null,
    remainingMs,
    taskId: typeof v.taskId === 'string' ? v.taskId : null,
    workStartedAt:
      status === 'running' && phase === 'work' && isFiniteNumber(v.workStartedAt) ? v.workStartedAt : null,
    ownsTaskClock: v.ownsTaskClock === true,
    completedWork: isFiniteNumber(v.completedWork) && v.completedWork >= 0 ? Math.floor(v.completedWork) : 0,
  };
}

export const serializePomodoroState = (state: PomodoroState): string => JSON.stringify(state);
