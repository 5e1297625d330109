// Seeds a user's progress ledger straight into the database (bench/progress.ts, bench/analytics.ts):
// `count` rows over two years of days, as the server's hooks write them: starts, completions (some
// reopened, their award revoked, some completed again), micro-steps, Pomodoros, habit check-ins, MVD
// days and reviews. The kept tallies (migration 0016) are filled from the same rows by core's fold,
// as the server's appends would have left them.
import type { Kysely } from 'kysely';
import { type ProgressEvent, type ProgressKind, tallyOf } from '../packages/core/src/domain/progress.ts';

const DAY_MS = 86_400_000;
const days = 730;

/** Kinds in the proportions a heavy user's ledger might hold. */
const mix: ProgressKind[] = [
  'pomodoro_finished',
  'pomodoro_finished',
  'pomodoro_finished',
  'task_started',
  'task_completed',
  'micro_step_done',
  'micro_step_done',
  'habit_checkin',
  'habit_checkin',
  'review_finished',
];

export function ledgerEvents(count: number, now: number): ProgressEvent[] {
  const events: ProgressEvent[] = [];
  for (let i = 0; events.length < count; i++) {
    const kind = mix[i % mix.length] ?? 'task_started';
    const day = new Date(now - ((i * 7919) % days) * DAY_MS).toISOString().slice(0, 10);
    const source = kind === 'mvd_completed' ? day : `${kind}-${i}`;
    events.push({ kind, source, day });
    // One completion in 20 is reopened (revoked) and half of those completed again.
    if (kind === 'task_completed' && i % 20 === 4 && events.length < count) {
      events.push({ kind, source, day, revoked: true });
      if (i % 40 === 4 && events.length < count) events.push({ kind, source, day });
    }
    if (i % 3 === 0 && events.length < count) events.push({ kind: 'mvd_completed', source: day, day });
  }
  return events;
}

// biome-ignore lint/suspicious/noExplicitAny: the bench writes tables by name on whichever schema it finds
export async function seedLedger(db: Kysely<any>, userId: string, count: number, now: number) {
  const events = ledgerEvents(count, now);
  const stamp = new Date(now).toISOString();
  for (let i = 0; i < events.length; i += 1000)
    await db
      .insertInto('progress_events')
      .values(
        events.slice(i, i + 1000).map((e) => ({
          user_id: userId,
          kind: e.kind,
          source_id: e.source,
          day: e.day,
          revoked: e.revoked ? 1 : 0,
          op_id: null,
          created_at: stamp,
        })),
      )
      .execute();
  const tallies = tallyOf(events).map((t) => ({ user_id: userId, kind: t.kind, day: t.day, count: t.count }));
  // Before migration 0016 (a baseline run on an older build) there is no table to fill.
  const kept = await db
    .selectFrom('progress_tallies')
    .select('user_id')
    .limit(1)
    .execute()
    .then(() => true)
    .catch(() => false);
  if (kept)
    for (let i = 0; i < tallies.length; i += 500)
      await db
        .insertInto('progress_tallies')
        .values(tallies.slice(i, i + 500))
        .execute();
  return { events: events.length, tallies: tallies.length, kept };
}
