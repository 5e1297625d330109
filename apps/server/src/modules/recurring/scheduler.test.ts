// The in-process scheduler's timing, with a stand-in generator: a pass at start, then a wake-up at the
// next fire instant (never later than its maximum sleep, never sooner than a second), passes that
// never overlap, and nothing after stop.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { GenerationResult, RecurringGenerator } from './generator.ts';
import { inProcessScheduler } from './scheduler.ts';

const empty: GenerationResult = { templates: 0, created: 0, skipped: 0, missed: 0, lost: 0 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function standIn(nextWake: () => number | null) {
  const passes: number[] = [];
  let running = 0;
  let overlapped = false;
  const generator: RecurringGenerator = {
    async runOnce(now) {
      running++;
      if (running > 1) overlapped = true;
      passes.push(now.getTime());
      await sleep(5);
      running--;
      return empty;
    },
    nextWakeAt: async () => nextWake(),
  };
  return { generator, passes, overlapped: () => overlapped };
}

describe('in-process recurring scheduler', () => {
  test('runs at start, then sleeps until the next fire instant, bounded by its maximum sleep', async () => {
    const clock = { now: () => new Date() };
    // Next fire 1.2 s away, but the scheduler never sleeps more than 300 ms here.
    const { generator, passes } = standIn(() => Date.now() + 1200);
    const scheduler = inProcessScheduler({ generator, clock, maxSleepMs: 300 });
    await scheduler.start();
    assert.equal(passes.length, 1, 'a catch-up pass at start');
    await sleep(700);
    await scheduler.stop();
    assert.ok(passes.length >= 2 && passes.length <= 4, `woke ${passes.length - 1} times in 0.7 s`);
    const after = passes.length;
    await sleep(400);
    assert.equal(passes.length, after, 'nothing after stop');
  });

  test('a due template never makes it spin: at least a second between wake-ups', async () => {
    const clock = { now: () => new Date() };
    const { generator, passes } = standIn(() => 0); // "due now", again and again
    const scheduler = inProcessScheduler({ generator, clock, maxSleepMs: 60_000 });
    await scheduler.start();
    await sleep(500);
    await scheduler.stop();
    assert.equal(passes.length, 1);
  });

  test('a poke while the next fire time is being read wakes it at once, not at the maximum sleep', async () => {
    const clock = { now: () => new Date() };
    let due: number | null = null;
    let reading: (() => void) | null = null;
    const passes: number[] = [];
    const generator: RecurringGenerator = {
      async runOnce(now) {
        passes.push(now.getTime());
        return empty;
      },
      // The read sees the state before the write, and the write's poke comes while it is under way.
      nextWakeAt: () =>
        new Promise((resolve) => {
          const seen = due;
          reading = () => resolve(seen);
        }),
    };
    const scheduler = inProcessScheduler({ generator, clock, maxSleepMs: 60_000 });
    const started = scheduler.start();
    while (!reading) await sleep(1);
    due = Date.now();
    scheduler.poke();
    (reading as () => void)();
    await started;
    reading = null;
    while (passes.length < 2) await sleep(5);
    assert.equal(passes.length, 2, 'a second pass within moments, not after a minute');
    while (!reading) await sleep(1);
    (reading as () => void)();
    await scheduler.stop();
  });

  test('passes asked for at once run one after the other', async () => {
    const clock = { now: () => new Date() };
    const { generator, passes, overlapped } = standIn(() => null);
    const scheduler = inProcessScheduler({ generator, clock });
    await Promise.all([scheduler.runOnce(), scheduler.runOnce(), scheduler.runOnce()]);
    assert.equal(passes.length, 3);
    assert.equal(overlapped(), false);
  });
});
