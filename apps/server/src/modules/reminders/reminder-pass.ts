// The reminder pass, run by the scheduler beside the recurring generation (modules/recurring/
// scheduler.ts): it collects what is due at `now` (task reminders, snoozes, habits' reminder times,
// the planning nudge), moves each past the owner's quiet hours, claims it by (reminder key, due
// instant) in reminder_deliveries and sends only what this call claimed, to each of the owner's
// devices. Exactly once across passes and processes: a second pass, or another server process on the
// same PostgreSQL database, finds the key taken. A crash between the claim and the send loses that one
// reminder rather than sending it twice.
import { isTimeZone } from '@nova/core/ai/dates';
import type { ReminderPayload } from '@nova/core/contracts/reminders';
import { type HabitSchedule, scheduledOnDay } from '@nova/core/domain/habits';
import {
  afterQuietHours,
  dailyInstants,
  dayOf,
  isDue,
  type QuietHours,
  REMINDER_GRACE_MS,
} from '@nova/core/domain/reminders';
import type { Db } from '../../db/database.ts';
import { scheduleOf, startDayOf } from '../habits/habit.presenter.ts';
import type { GenerationResult } from '../recurring/generator.ts';
import { ACTION_TOKEN_TTL_MS, signActionToken } from './action-token.ts';
import type { PushSender } from './push-sender.ts';
import { reminderRepo, type SubscriptionRow } from './reminder.repo.ts';
import { type HabitReminderRow, type OwnerColumns, reminderDueRepo } from './reminder-due.repo.ts';

/** How far back a pass looks: the longest quiet window (a day) plus the grace. */
const LOOK_BACK_MS = 24 * 60 * 60_000 + REMINDER_GRACE_MS;
/**
 * Messages in flight at once. A real push service answers in tens of milliseconds over the internet:
 * 8 at a time would need over a minute for 5,000 reminders due together; 32 keeps such a pass well
 * inside the scheduler's minute (bench/reminder-pass.ts) without opening hundreds of sockets.
 */
const CONCURRENCY = 32;

export type ReminderPassResult = { due: number; sent: number; lost: number; removed: number };
export type ReminderSource = { kind: 'task' | 'habit' | 'planning'; id: string | null };

/** A reminder as found, before the claim. */
type Candidate = {
  key: string;
  source: ReminderSource;
  kind: ReminderPayload['kind'];
  title: string | null;
  url: string;
  tag: string;
  snoozeId?: string;
};

/** A reminder due now: its claim key and what the notification says. */
export type Due = {
  key: string;
  dueAt: string;
  userId: string;
  source: ReminderSource;
  payload: Omit<ReminderPayload, 'token'>;
  snoozeId: string | undefined;
};

const languages = ['ru', 'en', 'fr'] as const;
export const languageOf = (value: string | null): ReminderPayload['lang'] =>
  languages.find((l) => l === value) ?? 'en';
export const zoneOf = (value: string | null) => (value !== null && isTimeZone(value) ? value : 'UTC');
const quietOf = (o: OwnerColumns): QuietHours | null =>
  o.quiet_start !== null && o.quiet_end !== null ? { start: o.quiet_start, end: o.quiet_end } : null;

/** A habit's stored schedule, or null when its columns do not read as one (that habit is skipped). */
function scheduleOrNull(row: HabitReminderRow): HabitSchedule | null {
  try {
    return scheduleOf(row);
  } catch {
    return null;
  }
}

export const taskUrl = (taskId: string) => `/app?task=${encodeURIComponent(taskId)}`;

const taskCandidate = (taskId: string, title: string | null): Candidate => ({
  key: `task:${taskId}`,
  source: { kind: 'task', id: taskId },
  kind: 'task',
  title,
  url: taskUrl(taskId),
  tag: `task-${taskId}`,
});

const habitCandidate = (row: Pick<HabitReminderRow, 'id' | 'name'>): Candidate => ({
  key: `habit:${row.id}`,
  source: { kind: 'habit', id: row.id },
  kind: 'habit',
  title: row.name,
  url: '/habits',
  tag: `habit-${row.id}`,
});

const planningCandidate = (userId: string): Candidate => ({
  key: `planning:${userId}`,
  source: { kind: 'planning', id: null },
  kind: 'planning',
  title: null,
  url: '/app',
  tag: 'planning',
});

/** Runs `work` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(lanes);
}

/** Sends one payload to each device; which answered "gone" and which took it. */
export async function sendToDevices(
  send: PushSender,
  devices: readonly SubscriptionRow[],
  bodyFor: (device: SubscriptionRow) => string,
) {
  const gone: string[] = [];
  const sent: string[] = [];
  // One user's devices a few at a time (at most 20): the pass runs many users at once.
  await eachLimited(devices, 4, async (device) => {
    const outcome = await send(device, bodyFor(device));
    if (outcome === 'gone') gone.push(device.id);
    if (outcome === 'sent') sent.push(device.id);
  });
  return { gone, sent };
}

export type ReminderPass = ReturnType<typeof reminderPass>;

export function reminderPass({ db, send, secret }: { db: Db; send: PushSender; secret: string }) {
  /** Everything whose shown instant (after quiet hours) is due at `now`, claimed before or not. */
  async function collect(now: number): Promise<Due[]> {
    const repo = reminderDueRepo(db);
    const from = new Date(now - LOOK_BACK_MS).toISOString();
    const to = new Date(now).toISOString();
    const due: Due[] = [];
    const add = (owner: OwnerColumns, at: number, c: Candidate) => {
      const shown = afterQuietHours(at, zoneOf(owner.time_zone), quietOf(owner));
      if (!isDue(shown, now)) return;
      const { key, source, snoozeId, ...shownPart } = c;
      due.push({
        key,
        dueAt: new Date(at).toISOString(),
        userId: owner.user_id,
        source,
        snoozeId,
        payload: { v: 1, lang: languageOf(owner.language), ...shownPart },
      });
    };

    for (const row of await repo.dueTasks(from, to)) {
      add(row, Date.parse(row.remind_at), taskCandidate(row.task_id, row.title));
    }
    for (const row of await repo.dueSnoozes(from, to)) {
      const id = row.source_id;
      let candidate: Candidate | null = null;
      // A task done, cancelled or deleted since, or a habit gone: nothing to bring back.
      if (row.kind === 'task' && id !== null && row.task_live === 1)
        candidate = taskCandidate(id, row.task_title);
      if (row.kind === 'habit' && id !== null && row.habit_name !== null)
        candidate = habitCandidate({ id, name: row.habit_name });
      if (row.kind === 'planning') candidate = planningCandidate(row.user_id);
      if (candidate)
        add(row, Date.parse(row.fire_at), { ...candidate, key: `snooze:${row.id}`, snoozeId: row.id });
    }
    await collectHabits(now, add);
    for (const row of await repo.planningNudges()) {
      for (const at of dailyInstants(now, row.planning_time, zoneOf(row.time_zone))) {
        add(row, at, planningCandidate(row.user_id));
      }
    }
    return due;
  }

  /** Habits on their scheduled days, unless checked in that day already. */
  async function collectHabits(now: number, add: (owner: OwnerColumns, at: number, c: Candidate) => void) {
    const repo = reminderDueRepo(db);
    const found: Array<{ row: HabitReminderRow; at: number; day: string }> = [];
    for (const row of await repo.habitReminders()) {
      const zone = zoneOf(row.time_zone);
      const schedule = scheduleOrNull(row);
      if (schedule === null) continue;
      const start = startDayOf(row);
      for (const at of dailyInstants(now, row.reminder_time, zone)) {
        const day = dayOf(at, zone);
        if (scheduledOnDay(schedule, start, day)) found.push({ row, at, day });
      }
    }
    const done = await repo.checkedIn(
      [...new Set(found.map((f) => f.row.id))],
      [...new Set(found.map((f) => f.day))],
    );
    for (const { row, at, day } of found) {
      if (!done.has(`${row.id}|${day}`)) add(row, at, habitCandidate(row));
    }
  }

  /** The notification's body for one device: in its language, with a snooze token for the reminder. */
  function bodyOf(item: Due, now: number): (device: SubscriptionRow) => string {
    const token = signActionToken(secret, {
      u: item.userId,
      k: item.source.kind,
      s: item.source.id,
      e: now + ACTION_TOKEN_TTL_MS,
    });
    return (device) =>
      JSON.stringify({
        ...item.payload,
        lang: device.language === null ? item.payload.lang : languageOf(device.language),
        token,
      } satisfies ReminderPayload);
  }

  async function runOnce(at: Date): Promise<ReminderPassResult> {
    const now = at.getTime();
    const nowIso = at.toISOString();
    const repo = reminderRepo(db);
    const log = reminderDueRepo(db);
    const result: ReminderPassResult = { due: 0, sent: 0, lost: 0, removed: 0 };
    const found = await collect(now);
    const claims = found.map((d) => ({ reminder_key: d.key, due_at: d.dueAt, user_id: d.userId }));
    // Reminders stay due for the grace period: the ones sent by an earlier pass are skipped on a read.
    const before = await log.claimed(claims);
    const due = found.filter((d) => !before.has(`${d.key}|${d.dueAt}`));
    result.due = due.length;
    const won = await log.claim(
      claims.filter((c) => !before.has(`${c.reminder_key}|${c.due_at}`)),
      nowIso,
    );
    const mine = due.filter((d) => won.has(`${d.key}|${d.dueAt}`));
    result.lost = due.length - mine.length;
    await repo.removeSnoozes(mine.flatMap((d) => (d.snoozeId ? [d.snoozeId] : [])));
    const devices = await repo.subscriptionsOf([...new Set(mine.map((d) => d.userId))]);
    const byUser = Map.groupBy(devices, (d) => d.user_id);
    const gone = new Set<string>();
    const sent = new Set<string>();
    await eachLimited(mine, CONCURRENCY, async (item) => {
      const outcome = await sendToDevices(send, byUser.get(item.userId) ?? [], bodyOf(item, now));
      for (const id of outcome.gone) gone.add(id);
      for (const id of outcome.sent) sent.add(id);
      result.sent += outcome.sent.length;
    });
    result.removed = gone.size;
    await repo.removeGone([...gone]);
    await repo.markSent([...sent], nowIso);
    const horizon = new Date(now - LOOK_BACK_MS).toISOString();
    await log.pruneDeliveries(horizon);
    await log.dropStaleSnoozes(horizon);
    return result;
  }

  /** The next task reminder or snooze: the in-process timer's wake-up (daily ones: its minute sleep). */
  async function nextWakeAt(now: Date): Promise<number | null> {
    const next = await reminderDueRepo(db).nextAfter(now.toISOString());
    return next === null ? null : Date.parse(next);
  }

  return { runOnce, nextWakeAt };
}

type Pass = { runOnce(now: Date): Promise<GenerationResult>; nextWakeAt(): Promise<number | null> };

/**
 * The recurring generator with the reminder pass run after each of its passes, for the one scheduler
 * (modules/recurring/scheduler.ts): a failing reminder pass is logged and never fails generation, and
 * the timer wakes for whichever comes first.
 */
export function withReminders<G extends Pass>(
  generator: G,
  deps: {
    db: Db;
    send: PushSender;
    secret: string;
    clock: { now(): Date };
    log?: { warn(obj: object, msg: string): void };
  },
): G {
  const reminders = reminderPass(deps);
  /**
   * The instant up to which a pass has looked (the `now` of the last one that went through). The
   * next wake-up is the first reminder after it, not after the clock's now: one falling due while a
   * pass ran (after its `now`, before the re-arming read) would otherwise wait for the minute's
   * wake-up; it comes due in the past, so the scheduler wakes after its shortest sleep.
   */
  let covered: Date | null = null;
  return {
    ...generator,
    async runOnce(now: Date) {
      const result = await generator.runOnce(now);
      try {
        await reminders.runOnce(now);
        covered = now;
      } catch (error) {
        deps.log?.warn({ err: error }, 'reminder pass failed; retrying at the next wake-up');
      }
      return result;
    },
    async nextWakeAt() {
      const [a, b] = await Promise.all([
        generator.nextWakeAt(),
        reminders.nextWakeAt(covered ?? deps.clock.now()),
      ]);
      if (a === null) return b;
      return b === null ? a : Math.min(a, b);
    },
  };
}
