// Random tasks, Pomodoro sessions and changes of them (fast-check), and their writing straight into
// the tables (every trigger sees them), for the tests of the rows analytics keeps
// (modules/analytics/analytics-rollups.test.ts, analytics-sums.test.ts): instants over two years from
// 2025-01-01 UTC, across the DST changes of the zones below.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Db } from '../src/db/database.ts';

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

/** The ids of the rows `write` made, for the changes. */
export type RandomIds = { taskIds: string[]; sessionIds: string[] };

/** Writes random rows of one user (replacing their tasks and sessions) and changes them. */
export function randomRows(db: () => Db, userId: () => string, strategyIds: () => Array<string | null>) {
  const at = (minute: number, second = 0) => new Date(START + minute * 60_000 + second * 1000).toISOString();

  /** Random tasks and sessions written straight into their tables (the triggers see every row). */
  async function write(tasks: RandomTask[], sessions: RandomSession[]) {
    await db().deleteFrom('pomodoro_sessions').where('user_id', '=', userId()).execute();
    await db().deleteFrom('tasks').where('user_id', '=', userId()).execute();
    const taskIds: string[] = [];
    for (const t of tasks) {
      const id = randomUUID();
      taskIds.push(id);
      await db()
        .insertInto('tasks')
        .values({
          id,
          user_id: userId(),
          title: 'Random',
          status: t.completed ? 'completed' : 'waiting',
          completed_at: t.completed || t.staleCompletedAt ? at(t.minute, t.second) : null,
          deleted_at: t.deleted ? at(0) : null,
          total_time_spent: t.clockSeconds,
          strategy_id: strategyIds()[t.strategy % strategyIds().length] ?? null,
          importance: t.importance,
          urgency: t.urgency,
          type: t.idea ? 'idea' : 'task',
          created_at: at(0),
          updated_at: at(0),
          seq: 1,
        })
        .execute();
    }
    const sessionIds: string[] = [];
    for (const s of sessions) {
      const id = randomUUID();
      sessionIds.push(id);
      const started = at(s.minute, s.second);
      await db()
        .insertInto('pomodoro_sessions')
        .values({
          id,
          user_id: userId(),
          task_id: s.task < 0 ? null : (taskIds[s.task % Math.max(1, taskIds.length)] ?? null),
          kind: s.kind,
          planned_minutes: s.minutes,
          started_at: started,
          ended_at: started,
          completed: s.completed,
          created_at: started,
          updated_at: started,
        })
        .execute();
    }
    return { taskIds, sessionIds };
  }

  /** Random updates, deletes and new rows. */
  async function change(ids: RandomIds, changes: RandomChange[]) {
    for (const c of changes) await applyChange(ids, c);
  }

  async function applyChange(ids: RandomIds, c: RandomChange) {
    const minute = at(c.minute, c.second);
    if (c.on === 'task') {
      const id = ids.taskIds[c.which % Math.max(1, ids.taskIds.length)];
      if (!id) return;
      const row = db().updateTable('tasks').where('id', '=', id);
      if (c.what === 'delete') await db().deleteFrom('tasks').where('id', '=', id).execute();
      else if (c.what === 'tombstone') await row.set({ deleted_at: at(0) }).execute();
      else if (c.what === 'revive') await row.set({ deleted_at: null }).execute();
      else if (c.what === 'complete') await row.set({ status: 'completed', completed_at: minute }).execute();
      else if (c.what === 'reopen') await row.set({ status: 'waiting' }).execute();
      else if (c.what === 'clock') await row.set({ total_time_spent: c.amount * 60 }).execute();
      else if (c.what === 'move') await row.set({ completed_at: minute }).execute();
      else if (c.what === 'level')
        await row.set({ importance: 1 + (c.amount % 3), urgency: 1 + (c.minute % 3) }).execute();
      else if (c.what === 'idea') await row.set({ type: c.amount % 2 ? 'idea' : 'task' }).execute();
      else if (c.what === 'strategy')
        await row.set({ strategy_id: strategyIds()[c.amount % strategyIds().length] ?? null }).execute();
      else await row.set({ title: 'Renamed' }).execute();
    } else {
      const id = ids.sessionIds[c.which % Math.max(1, ids.sessionIds.length)];
      if (!id) return;
      const row = db().updateTable('pomodoro_sessions').where('id', '=', id);
      if (c.what === 'delete') await db().deleteFrom('pomodoro_sessions').where('id', '=', id).execute();
      else if (c.what === 'tombstone') await row.set({ deleted_at: at(0) }).execute();
      else if (c.what === 'revive') await row.set({ deleted_at: null }).execute();
      else if (c.what === 'complete') await row.set({ completed: 1, kind: 'work' }).execute();
      else if (c.what === 'reopen') await row.set({ completed: 0 }).execute();
      else if (c.what === 'clock') await row.set({ planned_minutes: c.amount }).execute();
      else if (c.what === 'move') await row.set({ started_at: minute }).execute();
      else await row.set({ task_id: null }).execute();
    }
  }

  return { write, change, applyChange };
}
