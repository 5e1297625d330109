import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  AUTOSAVE_DELAY_MS,
  type AutosaveEvent,
  type AutosaveStatus,
  autosaveReducer,
  createAutosave,
  ERROR_VISIBLE_MS,
  SAVED_VISIBLE_MS,
  type Timers,
  visibleFor,
} from './autosave.ts';

/** A fake clock: timers fire only when advanced. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    set(callback, ms) {
      const id = nextId++;
      queue.set(id, { at: now + ms, callback });
      return id;
    },
    clear(handle) {
      queue.delete(handle as number);
    },
  };
  async function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const due = [...queue.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      queue.delete(due[0]);
      now = due[1].at;
      due[1].callback();
      await flushPromises();
    }
    now = until;
    await flushPromises();
  }
  return { timers, advance };
}

const flushPromises = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setup(results: Array<'ok' | 'fail'> = []) {
  const clock = fakeTimers();
  const saved: string[] = [];
  const statuses: AutosaveStatus[] = [];
  const autosave = createAutosave<string>({
    timers: clock.timers,
    onStatus: (s) => statuses.push(s),
    save: async (value) => {
      saved.push(value);
      if ((results.shift() ?? 'ok') === 'fail') throw new Error('offline');
    },
  });
  return { autosave, saved, statuses, advance: clock.advance };
}

test('reducer table', () => {
  const cases: Array<[AutosaveStatus, AutosaveEvent, AutosaveStatus]> = [
    ['idle', 'saveStarted', 'saving'],
    ['saving', 'saveSucceeded', 'saved'],
    ['saving', 'saveFailed', 'error'],
    ['saved', 'expired', 'idle'],
    ['error', 'expired', 'idle'],
    ['saving', 'expired', 'saving'],
    ['idle', 'expired', 'idle'],
    ['saved', 'saveStarted', 'saving'],
    ['error', 'saveStarted', 'saving'],
    ['saving', 'saveDropped', 'idle'],
  ];
  for (const [from, event, to] of cases) assert.equal(autosaveReducer(from, event), to, `${from} + ${event}`);
  assert.equal(visibleFor('saved'), 2000);
  assert.equal(visibleFor('error'), 5000);
  assert.equal(visibleFor('saving'), null);
  assert.equal(AUTOSAVE_DELAY_MS, 3000);
});

test('saves 3 s after the last keystroke, once, with the latest text', async () => {
  const { autosave, saved, statuses, advance } = setup();
  autosave.change('a');
  await advance(2000);
  autosave.change('ab');
  await advance(2999);
  assert.deepEqual(saved, []);
  await advance(1);
  assert.deepEqual(saved, ['ab']);
  assert.deepEqual(statuses, ['saving', 'saved']);
  await advance(SAVED_VISIBLE_MS);
  assert.deepEqual(statuses, ['saving', 'saved', 'idle']);
});

test('a failure shows error for 5 s and keeps the text for the next try', async () => {
  const { autosave, saved, statuses, advance } = setup(['fail', 'ok']);
  autosave.change('x');
  await advance(AUTOSAVE_DELAY_MS);
  assert.equal(autosave.status(), 'error');
  assert.equal(autosave.hasPending(), true);
  await advance(ERROR_VISIBLE_MS - 1);
  assert.equal(autosave.status(), 'error');
  await advance(1);
  assert.equal(autosave.status(), 'idle');
  assert.equal(await autosave.flush(), true);
  assert.deepEqual(saved, ['x', 'x']);
  assert.deepEqual(statuses, ['saving', 'error', 'idle', 'saving', 'saved']);
});

test('edits during a save are saved after it, never in parallel', async () => {
  const clock = fakeTimers();
  let release: () => void = () => {};
  const calls: string[] = [];
  let running = 0;
  let maxRunning = 0;
  const autosave = createAutosave<string>({
    timers: clock.timers,
    onStatus: () => {},
    save: (value) => {
      calls.push(value);
      running++;
      maxRunning = Math.max(maxRunning, running);
      return new Promise<void>((resolve) => {
        release = () => {
          running--;
          resolve();
        };
      });
    },
  });
  autosave.change('one');
  await clock.advance(AUTOSAVE_DELAY_MS);
  autosave.change('two');
  await clock.advance(AUTOSAVE_DELAY_MS);
  assert.deepEqual(calls, ['one']);
  release();
  await flushPromises();
  assert.deepEqual(calls, ['one', 'two']);
  release();
  await flushPromises();
  assert.equal(maxRunning, 1);
  assert.equal(autosave.hasPending(), false);
});

test('flush saves at once; discard and dispose drop the pending text', async () => {
  const { autosave, saved, advance } = setup();
  autosave.change('now');
  assert.equal(await autosave.flush(), true);
  assert.deepEqual(saved, ['now']);
  autosave.change('dropped');
  autosave.discard();
  await advance(AUTOSAVE_DELAY_MS);
  assert.deepEqual(saved, ['now']);
  autosave.change('late');
  autosave.dispose();
  await advance(AUTOSAVE_DELAY_MS);
  assert.deepEqual(saved, ['now']);
});

test('a new save while "saved" is showing goes straight to saving', async () => {
  const { autosave, statuses, advance } = setup();
  autosave.change('a');
  await advance(AUTOSAVE_DELAY_MS);
  autosave.change('b');
  await autosave.flush();
  assert.deepEqual(statuses, ['saving', 'saved', 'saving', 'saved']);
  await advance(SAVED_VISIBLE_MS);
  assert.equal(autosave.status(), 'idle');
});

test('a save the caller drops (a resolved conflict) goes quietly back to idle', async () => {
  const clock = fakeTimers();
  const statuses: AutosaveStatus[] = [];
  const autosave = createAutosave<string>({
    timers: clock.timers,
    onStatus: (s) => statuses.push(s),
    save: async () => 'dropped',
  });
  autosave.change('mine');
  assert.equal(await autosave.flush(), false);
  assert.deepEqual(statuses, ['saving', 'idle']);
  assert.equal(autosave.hasPending(), false);
});
