// When TanStack Query tells the screens about data answers: once per animation frame, all together.
// By default each answer's notification runs in a task of its own (setTimeout 0), so /app's opening
// requests (the list page, summary, counts, MVD, tags, strategies...) arriving a few milliseconds
// apart each cost a React render of their own, several long tasks on a slow phone. Here the
// notifications queued before the next frame run in one callback, where React batches them into one
// render (its automatic batching: every update of one task renders together). A hidden tab gets no
// animation frames: a timer runs the queue after FALLBACK_MS instead, whichever comes first.
import { notifyManager } from '@tanstack/react-query';

/** How long notifications wait when no animation frame comes (a hidden tab). */
export const FALLBACK_MS = 100;

/**
 * A scheduler that runs every callback given to it before the next animation frame (or FALLBACK_MS
 * later, if no frame comes first) in one go, in the order given.
 */
export function frameScheduler(): (callback: () => void) => void {
  let queue: (() => void)[] = [];
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    const callbacks = queue;
    queue = [];
    for (const callback of callbacks) callback();
  };
  return (callback) => {
    if (queue.push(callback) > 1) return;
    frame = requestAnimationFrame(run);
    timer = setTimeout(run, FALLBACK_MS);
  };
}

/** Makes TanStack Query notify once per frame (see above): once, before the first render. */
export function notifyOncePerFrame(): void {
  notifyManager.setScheduler(frameScheduler());
}
