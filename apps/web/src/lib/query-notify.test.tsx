// The once-per-frame notifications (query-notify.ts) with a real QueryClient and React: answers that
// arrive before a frame render once, together; with no frame (a hidden tab) the fallback timer renders.
import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FALLBACK_MS, frameScheduler } from './query-notify.ts';

afterEach(() => notifyManager.setScheduler(defaultScheduler));

/** A promise and its resolve, for a query answered when the test says. */
function deferred(): { promise: Promise<string>; resolve: (value: string) => void } {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Two queries answered by hand, and how many times the component rendered. */
function renderTwoQueries() {
  const answers = { a: deferred(), b: deferred(), c: deferred() };
  const renders = { count: 0 };
  function Screen() {
    renders.count += 1;
    const a = useQuery({ queryKey: ['a'], queryFn: () => answers.a.promise });
    const b = useQuery({ queryKey: ['b'], queryFn: () => answers.b.promise });
    const c = useQuery({ queryKey: ['c'], queryFn: () => answers.c.promise });
    return <p>{[a.data, b.data, c.data].map((d) => d ?? '-').join(' ')}</p>;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return { answers, renders };
}

const microtasks = () => new Promise<void>((done) => setTimeout(done, 0));
/** Long enough for the default scheduling's task (setTimeout 0) to have run. */
const aTaskLater = () => new Promise<void>((done) => setTimeout(done, 20));

test('answers arriving before a frame are rendered once, together, when the frame comes', async () => {
  // Frames come when the test says; the fallback timer is far enough not to fire meanwhile.
  const frames: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  const setTimer = globalThis.setTimeout;
  vi.stubGlobal('setTimeout', (callback: () => void, ms?: number) =>
    setTimer(callback, ms === FALLBACK_MS ? 60_000 : ms),
  );
  notifyManager.setScheduler(frameScheduler());
  const { answers, renders } = renderTwoQueries();
  expect(screen.getByText('- - -')).toBeInTheDocument();
  // The fetches' start (each query's pending → fetching) was queued too: the first frame runs it.
  await act(async () => {
    frames.shift()?.();
    await microtasks();
  });
  const before = renders.count;

  answers.a.resolve('A');
  answers.b.resolve('B');
  answers.c.resolve('C');
  await act(microtasks);
  // Answered, but nothing rendered before the frame.
  expect(renders.count).toBe(before);
  expect(screen.getByText('- - -')).toBeInTheDocument();
  expect(frames).toHaveLength(1);

  await act(async () => {
    frames.shift()?.();
    await microtasks();
  });
  expect(screen.getByText('A B C')).toBeInTheDocument();
  // One render for the three answers (StrictMode is not on here: one render is one call).
  expect(renders.count).toBe(before + 1);
});

test('the default scheduling renders answers a task apart one by one (what the frame batching saves)', async () => {
  const { answers, renders } = renderTwoQueries();
  await act(microtasks);
  const before = renders.count;
  await act(async () => {
    answers.a.resolve('A');
    await aTaskLater();
    answers.b.resolve('B');
    await aTaskLater();
    answers.c.resolve('C');
    await aTaskLater();
  });
  expect(screen.getByText('A B C')).toBeInTheDocument();
  expect(renders.count).toBe(before + 3);
});

test('with no animation frame (a hidden tab) the answers render after the fallback timer', async () => {
  let cancelled = 0;
  vi.stubGlobal('requestAnimationFrame', () => 1); // never called back, as in a hidden tab
  vi.stubGlobal('cancelAnimationFrame', () => {
    cancelled += 1;
  });
  notifyManager.setScheduler(frameScheduler());
  const { answers, renders } = renderTwoQueries();
  const started = performance.now();
  await act(() => new Promise((done) => setTimeout(done, FALLBACK_MS + 50)));
  const before = renders.count;
  answers.a.resolve('A');
  answers.b.resolve('B');
  answers.c.resolve('C');
  await act(microtasks);
  expect(screen.getByText('- - -')).toBeInTheDocument();
  await act(() => new Promise((done) => setTimeout(done, FALLBACK_MS + 50)));
  expect(screen.getByText('A B C')).toBeInTheDocument();
  expect(renders.count).toBe(before + 1);
  expect(performance.now() - started).toBeGreaterThanOrEqual(2 * FALLBACK_MS);
  // The timer's run gave up the frame it no longer needs.
  expect(cancelled).toBeGreaterThanOrEqual(1);
});
