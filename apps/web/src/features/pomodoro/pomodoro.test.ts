// The Pomodoro state machine: phases, pause/resume, skip and reset, computed from timestamps.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  formatClock,
  initialPomodoroState,
  LATE_END_MS,
  type PomodoroEvent,
  type PomodoroState,
  parsePomodoroState,
  pomodoroTransition,
  progressAt,
  REST_MS,
  remainingAt,
  serializePomodoroState,
  WORK_MS,
  withTaskClock,
} from './pomodoro.ts';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const MIN = 60_000;

function run(events: PomodoroEvent[], from: PomodoroState = initialPomodoroState) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const result = pomodoroTransition(state, event);
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects };
}

test('durations follow SPEC §9: 25 minutes of work, 5 of rest', () => {
  assert.equal(WORK_MS, 25 * MIN);
  assert.equal(REST_MS, 5 * MIN);
  assert.equal(remainingAt(initialPomodoroState, T0), WORK_MS);
});

test('transition table', () => {
  const cases: Array<{
    name: string;
    events: PomodoroEvent[];
    phase: string;
    status: string;
    remaining: number;
    at: number;
    effects: string[];
  }> = [
    {
      name: 'start runs the work phase',
      events: [{ type: 'start', now: T0, taskId: 't1' }],
      phase: 'work',
      status: 'running',
      remaining: 20 * MIN,
      at: T0 + 5 * MIN,
      effects: ['workStarted'],
    },
    {
      name: 'pause keeps the remaining time',
      events: [
        { type: 'start', now: T0, taskId: 't1' },
        { type: 'pause', now: T0 + 10 * MIN },
      ],
      phase: 'work',
      status: 'paused',
      remaining: 15 * MIN,
      at: T0 + 60 * MIN,
      effects: ['workStarted', 'workStopped'],
    },
    {
      name: 'resume continues from the paused remainder',
      events: [
        { type: 'start', now: T0, taskId: 't1' },
        { type: 'pause', now: T0 + 10 * MIN },
        { type: 'resume', now: T0 + 40 * MIN },
      ],
      phase: 'work',
      status: 'running',
      remaining: 10 * MIN,
      at: T0 + 45 * MIN,
      effects: ['workStarted', 'workStopped', 'workStarted'],
    },
    {
      name: 'work ends into a running rest',
      events: [
        { type: 'start', now: T0, taskId: 't1' },
        { type: 'tick', now: T0 + WORK_MS },
      ],
      phase: 'rest',
      status: 'running',
      remaining: 4 * MIN,
      at: T0 + 26 * MIN,
      effects: ['workStarted', 'workStopped', 'phaseEnded'],
    },
    {
      name: 'rest ends into an idle work phase',
      events: [
        { type: 'start', now: T0, taskId: 't1' },
        { type: 'tick', now: T0 + WORK_MS },
        { type: 'tick', now: T0 + WORK_MS + REST_MS },
      ],
      phase: 'work',
      status: 'idle',
      remaining: WORK_MS,
      at: T0 + 90 * MIN,
      effects: ['workStarted', 'workStopped', 'phaseEnded', 'phaseEnded'],
    },
    {
      name: 'skip during work starts the rest now',
      events: [
        { type: 'start', now: T0, taskId: 't1' },
        { type: 'skip', now: T0 + 3 * MIN },
      ],
      phase: 'rest',
      status: 'running',
      remaining: REST_MS,
      at: T0 + 3 * MIN,
      effects: ['workStarted', 'workStopped'],
    },
    {
      name: 'skip during rest goes back to an idle work phase',
      events: [
        { type: 'start', now: T0, taskId: 't1' },
        { type: 'skip', now: T0 + MIN },
        { type: 'skip', now: T0 + 2 * MIN },
      ],
      phase: 'work',
      status: 'idle',
      remaining: WORK_MS,
      at: T0 + 2 * MIN,
      effects: ['workStarted', 'workStopped'],
    },
    {
      name: 'reset midway stops the work and starts afresh',
      events: [
        { type: 'start', now: T0, taskId: 't1' },
        { type: 'reset', now: T0 + 7 * MIN },
      ],
      phase: 'work',
      status: 'idle',
      remaining: WORK_MS,
      at: T0 + 8 * MIN,
      effects: ['workStarted', 'workStopped'],
    },
    {
      name: 'pause while idle and resume while running change nothing',
      events: [
        { type: 'pause', now: T0 },
        { type: 'start', now: T0, taskId: null },
        { type: 'resume', now: T0 + MIN },
        { type: 'start', now: T0 + MIN, taskId: 'other' },
      ],
      phase: 'work',
      status: 'running',
      remaining: 24 * MIN,
      at: T0 + MIN,
      effects: ['workStarted'],
    },
    {
      name: 'a long absence runs out both phases',
      events: [
        { type: 'start', now: T0, taskId: 't1' },
        { type: 'tick', now: T0 + 3 * 60 * MIN },
      ],
      phase: 'work',
      status: 'idle',
      remaining: WORK_MS,
      at: T0 + 3 * 60 * MIN,
      effects: ['workStarted', 'workStopped', 'phaseEnded', 'phaseEnded'],
    },
  ];
  for (const c of cases) {
    const { state, effects } = run(c.events);
    assert.equal(state.phase, c.phase, c.name);
    assert.equal(state.status, c.status, c.name);
    assert.equal(remainingAt(state, c.at), c.remaining, c.name);
    assert.deepEqual(
      effects.map((e) => e.type),
      c.effects,
      c.name,
    );
  }
});

test('work seconds: a full phase counts 25 minutes, measured to the phase end, not to when we noticed', () => {
  const { effects, state } = run([
    { type: 'start', now: T0, taskId: 't1' },
    { type: 'tick', now: T0 + WORK_MS + 2 * MIN },
  ]);
  const stopped = effects.find((e) => e.type === 'workStopped');
  assert.deepEqual(stopped, {
    type: 'workStopped',
    taskId: 't1',
    seconds: 25 * 60,
    at: T0 + WORK_MS,
    ownsTaskClock: false,
  });
  const ended = effects.find((e) => e.type === 'phaseEnded');
  assert.deepEqual(ended, { type: 'phaseEnded', phase: 'work', at: T0 + WORK_MS, late: true });
  assert.equal(state.completedWork, 1);
  // The rest started when the work ended, so 2 of its 5 minutes are gone.
  assert.equal(remainingAt(state, T0 + WORK_MS + 2 * MIN), 3 * MIN);
});

test('a phase end noticed within a minute is on time', () => {
  const { effects } = run([
    { type: 'start', now: T0, taskId: null },
    { type: 'tick', now: T0 + WORK_MS + LATE_END_MS },
  ]);
  assert.equal(effects.find((e) => e.type === 'phaseEnded')?.late, false);
});

test('segments: pausing midway reports only the worked seconds; each segment separately', () => {
  const { effects } = run([
    { type: 'start', now: T0, taskId: 't1' },
    { type: 'pause', now: T0 + 90_500 },
    { type: 'resume', now: T0 + 10 * MIN },
    { type: 'skip', now: T0 + 12 * MIN },
  ]);
  const seconds = effects.flatMap((e) => (e.type === 'workStopped' ? [e.seconds] : []));
  assert.deepEqual(seconds, [90, 120]);
});

test('no work is reported for rest, for an idle reset, or twice for one segment', () => {
  const { effects } = run([
    { type: 'reset', now: T0 },
    { type: 'start', now: T0, taskId: 't1' },
    { type: 'skip', now: T0 + MIN },
    { type: 'pause', now: T0 + 2 * MIN },
    { type: 'reset', now: T0 + 3 * MIN },
  ]);
  assert.equal(effects.filter((e) => e.type === 'workStopped').length, 1);
});

test('the task of a work phase is the one given at its start', () => {
  const { state } = run([
    { type: 'start', now: T0, taskId: 'a' },
    { type: 'pause', now: T0 + MIN },
    { type: 'resume', now: T0 + 2 * MIN },
  ]);
  assert.equal(state.taskId, 'a');
});

test('task clock ownership travels with the stop effect, then is cleared', () => {
  const started = run([{ type: 'start', now: T0, taskId: 't1' }]).state;
  const owned = withTaskClock(started, true);
  const paused = pomodoroTransition(owned, { type: 'pause', now: T0 + MIN });
  assert.deepEqual(paused.effects[0], {
    type: 'workStopped',
    taskId: 't1',
    seconds: 60,
    at: T0 + MIN,
    ownsTaskClock: true,
  });
  assert.equal(paused.state.ownsTaskClock, false);
  assert.equal(withTaskClock(owned, true), owned);
});

test('progress and clock display', () => {
  const running = run([{ type: 'start', now: T0, taskId: null }]).state;
  assert.equal(progressAt(running, T0), 0);
  assert.equal(progressAt(running, T0 + WORK_MS / 2), 0.5);
  assert.equal(progressAt(running, T0 + 2 * WORK_MS), 1);
  const cases: Array<[number, string]> = [
    [WORK_MS, '25:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-5, '00:00'],
  ];
  for (const [ms, text] of cases) assert.equal(formatClock(ms), text, String(ms));
});

test('persistence round-trips and survives a reload mid-phase', () => {
  const running = run([{ type: 'start', now: T0, taskId: 't1' }]).state;
  const restored = parsePomodoroState(serializePomodoroState(withTaskClock(running, true)));
  assert.deepEqual(restored, withTaskClock(running, true));
  // Reloaded 10 minutes later: the same end time, so 15 minutes left.
  assert.equal(remainingAt(restored, T0 + 10 * MIN), 15 * MIN);
  const paused = run([{ type: 'pause', now: T0 + 4 * MIN }], running).state;
  assert.deepEqual(parsePomodoroState(serializePomodoroState(paused)), paused);
});

test('unreadable stored state starts afresh', () => {
  const bad = [
    null,
    '',
    'not json',
    '42',
    'null',
    '{"phase":"nap","status":"idle"}',
    '{"phase":"work","status":"running"}',
  ];
  for (const raw of bad) assert.deepEqual(parsePomodoroState(raw), initialPomodoroState, String(raw));
  const clamped = parsePomodoroState('{"phase":"rest","status":"paused","remainingMs":99999999}');
  assert.equal(clamped.remainingMs, REST_MS);
});
