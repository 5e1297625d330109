// When the generation pass runs, behind one interface (docs/decisions/0013-recurring-scheduler.md):
// - SQLite (one server process): an in-process timer that sleeps until the next fire instant, at most
//   a minute, and runs once at start to catch up;
// - PostgreSQL (one or several processes): graphile-worker runs the pass as a job, every minute from
//   its crontab, once at start, and at the next fire instant when that comes sooner than the minute;
//   a job runs in one process only (a named queue keeps passes one at a time across all processes).
// Either way the pass itself is exactly-once per (template, day) through the database key, so a pass
// that runs twice (a retry, an overlap) never duplicates a task.
import type { AddJobFunction, Runner, TaskList } from 'graphile-worker';
import type { Clock } from '../../lib/clock.ts';
import type { GenerationResult, RecurringGenerator } from './generator.ts';

export type Scheduler = {
  /** Starts running passes (and runs one now, to catch up after downtime). */
  start(): Promise<void>;
  /** Stops; waits for a pass under way. */
  stop(): Promise<void>;
  /** One pass at `now` (the clock's now by default), whatever the timer says. */
  runOnce(now?: Date): Promise<GenerationResult>;
  /**
   * A template changed (created, rescheduled, resumed): run a pass soon rather than at the next
   * wake-up, so a template due today brings its task within moments. Nothing before start().
   */
  poke(): void;
};

type Log = { warn(obj: object, msg: string): void };

const MINUTE = 60_000;
/** Never wake more often than this, even when a template stays due (a pass that keeps failing). */
const MIN_SLEEP_MS = 1000;

export function inProcessScheduler({
  generator,
  clock,
  log,
  maxSleepMs = MINUTE,
}: {
  generator: RecurringGenerator;
  clock: Clock;
  log?: Log;
  maxSleepMs?: number;
}): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  /**
   * A poke that came while no wake-up was set (a pass or the read of the next fire time under way).
   * The write behind it may have committed after that read, which then slept past it (up to a
   * minute: a reminder due in a moment came late when a pass was running, on a busy machine); such a
   * poke makes the wake-up immediate instead.
   */
  let pokedMeanwhile = false;

  /** Passes never overlap in this process: each waits for the one before. */
  function runOnce(now?: Date): Promise<GenerationResult> {
    const pass = running.then(() => generator.runOnce(now ?? clock.now()));
    running = pass.catch(() => {});
    return pass;
  }

  async function tick(): Promise<void> {
    timer = null;
    try {
      await runOnce();
    } catch (error) {
      log?.warn({ err: error }, 'recurring generation pass failed; retrying at the next wake-up');
    }
    if (started) await arm();
  }

  async function arm(): Promise<void> {
    let delay = maxSleepMs;
    pokedMeanwhile = false;
    try {
      const next = await generator.nextWakeAt();
      if (next !== null) delay = Math.min(maxSleepMs, Math.max(MIN_SLEEP_MS, next - clock.now().getTime()));
    } catch (error) {
      log?.warn({ err: error }, 'could not read the next recurring fire time');
    }
    if (!started) return;
    if (pokedMeanwhile) delay = 0;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  return {
    async start() {
      if (started) return;
      started = true;
      await tick();
    },
    poke() {
      if (!started) return;
      if (timer === null) {
        // A pass or its re-arming is under way: the re-arming reads the new state, or wakes at once.
        pokedMeanwhile = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), 0);
      timer.unref();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}

const TASK = 'nova_recurring_pass';
const QUEUE = 'nova_recurring';

/** graphile-worker on PostgreSQL: loaded only when the server runs on PostgreSQL. */
export function postgresScheduler({
  connectionString,
  generator,
  clock,
  log,
}: {
  connectionString: string;
  generator: RecurringGenerator;
  clock: Clock;
  log?: Log;
}): Scheduler {
  let runner: Runner | null = null;
  let starting: Promise<void> | null = null;

  /**
   * The crontab wakes every minute; what falls due sooner (a reminder set for a moment from now, a
   * snooze of 10 minutes) gets a job of its own at its instant, one pending at a time across every
   * process (same key: a newer one replaces it). graphile-worker picks a job scheduled ahead up at its
   * next poll (2 s), not up to a minute late.
   */
  async function wakeForNext(addJob: AddJobFunction): Promise<void> {
    try {
      const next = await generator.nextWakeAt();
      if (next === null) return;
      const delay = next - clock.now().getTime();
      if (delay >= MINUTE) return;
      const runAt = new Date(Date.now() + Math.max(MIN_SLEEP_MS, delay));
      await addJob(TASK, {}, { jobKey: `${TASK}_wake`, queueName: QUEUE, runAt, maxAttempts: 1 });
    } catch (error) {
      log?.warn({ err: error }, 'could not schedule the next recurring pass; the crontab wakes it');
    }
  }

  async function begin(): Promise<void> {
    const worker = await import('graphile-worker');
    const logger = new worker.Logger((scope) => (level, message) => {
      if (level === 'error' || level === 'warning') log?.warn({ scope }, `graphile-worker: ${message}`);
    });
    const taskList: TaskList = {
      [TASK]: async (_payload, helpers) => {
        await generator.runOnce(clock.now());
        await wakeForNext(helpers.addJob);
      },
    };
    runner = await worker.run({
      connectionString,
      concurrency: 1,
      maxPoolSize: 3,
      noHandleSignals: true,
      logger,
      taskList,
      // Every minute, queued once per tick however many processes run the crontab; one queue runs
      // one job at a time across all of them.
      crontab: `* * * * * ${TASK} ?id=${TASK}&queue=${QUEUE}&max=1`,
    });
    // The catch-up at start: one job whatever number of processes start together (same key).
    const utils = await worker.makeWorkerUtils({ connectionString, logger });
    try {
      await utils.addJob(TASK, {}, { jobKey: `${TASK}_start`, queueName: QUEUE, maxAttempts: 1 });
    } finally {
      await utils.release();
    }
  }

  return {
    async start() {
      starting ??= begin();
      await starting;
    },
    async stop() {
      await starting?.catch(() => {});
      await runner?.stop();
      runner = null;
      starting = null;
    },
    runOnce: (now) => generator.runOnce(now ?? clock.now()),
    poke() {
      // One pending poke job at a time across every process (same key: a newer poke replaces it).
      runner
        ?.addJob(TASK, {}, { jobKey: `${TASK}_poke`, queueName: QUEUE, maxAttempts: 1 })
        .catch((error: unknown) => log?.warn({ err: error }, 'could not queue a recurring pass'));
    },
  };
}
