// Random tasks, Pomodoro sessions and changes of them (fast-check) for the tests of the rows analytics
// keeps (modules/analytics/analytics-rollups.test.ts): instants over two years from 2025-01-01 UTC,
// across the DST changes of the zones below.
import fc from 'fast-check';

/** Whole-hour, half-hour and 45-minute offsets, a 30-minute DST shift, a change that skips midnight. */
export const zones = [
  'UTC',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'America/Santiago',
];
export const START = Date.parse('2025-01-01T00:00:00.000Z');
export const SPAN_MINUTES = 2 * 365 * 24 * 60;

/** The local hour (0..23) of an instant in a zone, by the zone rules (Intl). */
export function hourIn(instant: Date, zone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(instant),
  );
}

const minute = fc.integer({ min: 0, max: SPAN_MINUTES });
const second = fc.integer({ min: 0, max: 59 });

export const randomTask = fc.record({
  completed: fc.boolean(),
  /** A task reopened keeps its completed_at: it must not count. */
  staleCompletedAt: fc.boolean(),
  deleted: fc.constantFrom(false, false, false, true),
  minute,
  second,
  clockSeconds: fc.constantFrom<number>(0, 60, 1500, 3600, 86_399),
  strategy: fc.nat(2),
  importance: fc.integer({ min: 1, max: 3 }),
  urgency: fc.integer({ min: 1, max: 3 }),
  idea: fc.constantFrom(false, false, false, true),
});
export type RandomTask = typeof randomTask extends fc.Arbitrary<infer T> ? T : never;

export const randomSession = fc.record({
  kind: fc.constantFrom('work' as const, 'work' as const, 'break' as const),
  completed: fc.constantFrom(1 as const, 1 as const, 0 as const),
  /** An index into the tasks written with it; -1: no task. */
  task: fc.integer({ min: -1, max: 5 }),
  minutes: fc.integer({ min: 1, max: 60 }),
  minute,
  second,
});
export type RandomSession = typeof randomSession extends fc.Arbitrary<infer S> ? S : never;

export const randomChange = fc.record({
  on: fc.constantFrom('task' as const, 'session' as const),
  which: fc.nat(),
  what: fc.constantFrom(
    'delete',
    'tombstone',
    'revive',
    'complete',
    'reopen',
    'clock',
    'move',
    'level',
    'idea',
    'strategy',
    'other',
  ),
  minute,
  second,
  amount: fc.integer({ min: 1, max: 90 }),
});
export type RandomChange = typeof randomChange extends fc.Arbitrary<infer C> ? C : never;
