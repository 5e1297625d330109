// The outbox: every write of the app goes here first (kept in IndexedDB), then to the server in the
// order it was made, one at a time. While online a new write is sent at once and its caller gets the
// server's answer as before; offline, or when the network drops on the way, the caller is told
// QUEUED (the change stays on screen) and the write waits for the connection (SPEC §4). A write the
// server refuses (a 4xx: a validation error, a deleted task) is never dropped silently: a caller that
// is still waiting gets the error as before (its screen shows it and rolls back); a write replayed
// later stays in the outbox as refused, with its reason, until the user retries or discards it.
// Pure of the DOM and of the API client: the app passes in how to send, where to store and whether the
// browser is online, so the unit tests drive it with an in-memory store and a fake server.
import type { OutboxStore } from './offline-db.ts';
import { offlineLog } from './offline-log.ts';
import { kindOfPath, type OutboxEntry, type OutboxError, type OutboxMethod, opIdOf } from './outbox-entry.ts';

/** What a write's caller gets when the write was kept for later instead of answered. */
export type Queued = { readonly queued: true };
export const QUEUED: Queued = Object.freeze({ queued: true });
export const isQueued = (value: unknown): value is Queued => value === QUEUED;

export type OutboxRequest = { method: OutboxMethod; path: string; body?: unknown };

export type OutboxSnapshot = {
  /** Writes of the signed-in user waiting to be sent (refused ones not counted). */
  pending: number;
  refused: readonly OutboxEntry[];
  syncing: boolean;
};

/** How a failed send is treated: wait and try again, or keep as refused. */
export type FailureKind = 'transient' | 'refused';

export function classifyFailure(error: unknown): FailureKind {
  const status = statusOf(error);
  if (status === undefined) return 'transient';
  // No answer, timeouts, rate limits, server trouble, a session that needs signing in again: later.
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'transient';
  return 'refused';
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

function toOutboxError(error: unknown): OutboxError {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    status: typeof record.status === 'number' ? record.status : 0,
    code: typeof record.code === 'string' ? record.code : 'unknown',
    message: typeof record.message === 'string' ? record.message : String(error),
  };
}

export type OutboxOptions = {
  store: () => Promise<OutboxStore>;
  /** Sends one write; throws the API error (with `status`) when it fails. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  isOnline: () => boolean;
  userId: () => string | null;
  /** After a replay delivered writes nobody was waiting for: the app refetches what it shows. */
  onReplayed?: () => void;
  /** After a refused write was discarded: the app refetches so its local change disappears. */
  onDiscarded?: (entry: OutboxEntry) => void;
  /** Milliseconds before the next attempts after a transient failure (the last one repeats). */
  retryDelays?: readonly number[];
  now?: () => number;
};

export type Outbox = ReturnType<typeof createOutbox>;

type Waiter = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** What the outbox and its sender share. */
type Core = {
  options: OutboxOptions;
  /** Callers still waiting for a write's answer, by opId. */
  waiters: Map<string, Waiter>;
  /** The store's entries as last read or written here (the store stays the truth across reloads). */
  entries: OutboxEntry[];
  syncing: boolean;
  publish: () => void;
};

function settleWaiters(core: Core): void {
  for (const waiter of core.waiters.values()) waiter.resolve(QUEUED);
  core.waiters.clear();
}

const without = (entries: OutboxEntry[], opId: string) => entries.filter((row) => row.opId !== opId);

/** A failed send: later (transient), to the waiting caller, or kept as refused. */
async function onSendFailure(core: Core, store: OutboxStore, entry: OutboxEntry, error: unknown) {
  if (classifyFailure(error) === 'transient') {
    offlineLog(`sync of ${entry.kind} ${entry.opId} failed, kept for later`, error);
    return 'stopped' as const;
  }
  const waiter = core.waiters.get(entry.opId);
  if (waiter) {
    // The caller is still there to show the refusal and roll its change back.
    core.waiters.delete(entry.opId);
    await store.delete(entry.opId);
    core.entries = without(core.entries, entry.opId);
    waiter.reject(error);
    return 'continue' as const;
  }
  const refused: OutboxEntry = { ...entry, state: 'refused', error: toOutboxError(error) };
  offlineLog(`${entry.kind} ${entry.opId} refused by the server: ${refused.error?.code}`);
  await store.put(refused);
  core.entries = core.entries.map((row) => (row.opId === entry.opId ? refused : row));
  return 'continue' as const;
}

/** The one sender: passes over the pending writes in order, retries later after a transient failure. */
function createSender(core: Core) {
  const { options } = core;
  const delays = options.retryDelays ?? [1_000, 2_000, 5_000, 10_000, 30_000];
  let running: Promise<void> | null = null;
  /** A flush was asked for since the running pass read the store: one more pass follows. */
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 30_000;
    failures += 1;
    retryTimer = setTimeout(() => void flush(), delay);
  }

  /** Sends the user's pending writes in order until none is left or one fails for now. */
  async function drain(): Promise<'done' | 'stopped'> {
    const store = await options.store();
    let replayed = false;
    do {
      again = false;
      core.entries = await store.all();
      const user = options.userId();
      const queue = core.entries.filter((entry) => entry.state === 'pending' && entry.userId === user);
      for (const entry of queue) {
        if (!options.isOnline()) return 'stopped';
        try {
          const answer = await options.send(entry);
          await store.delete(entry.opId);
          core.entries = without(core.entries, entry.opId);
          failures = 0;
          const waiter = core.waiters.get(entry.opId);
          if (waiter) {
            core.waiters.delete(entry.opId);
            waiter.resolve(answer);
          } else replayed = true;
        } catch (error) {
          if ((await onSendFailure(core, store, entry, error)) === 'stopped') {
            scheduleRetry();
            return 'stopped';
          }
        }
        core.publish();
      }
    } while (again);
    // A waiter whose entry another tab sent (or discarded) has no answer to wait for here; one whose
    // entry arrived after the last look stays for the next pass (flush starts it: `again`).
    for (const [opId, waiter] of core.waiters) {
      if ((await store.get(opId))?.state === 'pending') continue;
      core.waiters.delete(opId);
      waiter.resolve(QUEUED);
    }
    if (replayed) options.onReplayed?.();
    return 'done';
  }

  /** Passes until nobody asked for another; `running` is cleared in the same turn as the last check. */
  async function run(): Promise<void> {
    try {
      for (;;) {
        const outcome = await drain();
        if (outcome === 'stopped') settleWaiters(core);
        if (outcome === 'stopped' || !again) break;
      }
    } catch (error) {
      offlineLog('sync failed', error);
      settleWaiters(core);
      scheduleRetry();
    } finally {
      running = null;
      core.syncing = false;
      core.publish();
    }
  }

  /** Starts sending (or notes that the running pass must look again). Resolves when the pass ends. */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (!options.isOnline() || options.userId() === null) {
      settleWaiters(core);
      return options.store().then(async (store) => {
        core.entries = await store.all();
        core.publish();
      });
    }
    clearTimeout(retryTimer);
    core.syncing = true;
    core.publish();
    running = run();
    return running;
  }

  return { flush, dispose: () => clearTimeout(retryTimer) };
}

export function createOutbox(options: OutboxOptions) {
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let lastSeq = 0;
  let snapshot: OutboxSnapshot = { pending: 0, refused: [], syncing: false };
  const core: Core = {
    options,
    waiters: new Map(),
    entries: [],
    syncing: false,
    publish() {
      const user = options.userId();
      const mine = core.entries.filter((entry) => entry.userId === user);
      snapshot = {
        pending: mine.filter((entry) => entry.state === 'pending').length,
        refused: mine.filter((entry) => entry.state === 'refused'),
        syncing: core.syncing,
      };
      for (const listener of listeners) listener();
    },
  };
  const sender = createSender(core);

  function nextSeq(): number {
    // Time-ordered across reloads and tabs, strictly increasing within this page.
    lastSeq = Math.max(lastSeq + 1, now() * 1000);
    return lastSeq;
  }

  /** Queues one write and, online, sends it: resolves with the answer, or QUEUED when kept for later. */
  async function submit<T>(request: OutboxRequest): Promise<T | Queued> {
    const user = options.userId();
    const opId = opIdOf(request.path, request.body);
    if (!opId || user === null) throw new Error(`outbox: ${request.path} needs an opId and a session`);
    const entry: OutboxEntry = {
      opId,
      seq: nextSeq(),
      userId: user,
      method: request.method,
      path: request.path,
      ...(request.body === undefined ? {} : { body: request.body }),
      kind: kindOfPath(request.path),
      createdAt: now(),
      state: 'pending',
    };
    const store = await options.store();
    // Dedupe by opId: the same write submitted twice is queued (and sent) once.
    if (await store.add(entry)) core.entries = [...core.entries, entry];
    core.publish();
    if (!options.isOnline()) return QUEUED;
    const answer = new Promise<unknown>((resolve, reject) => {
      core.waiters.set(opId, { resolve, reject });
    });
    void sender.flush();
    // The answer's type is the route's (T) or the QUEUED marker; send() is the typed-fetch boundary.
    return answer as Promise<T | Queued>;
  }

  async function retry(opId: string): Promise<void> {
    const store = await options.store();
    const entry = await store.get(opId);
    if (!entry) return;
    const { error: _error, ...rest } = entry;
    await store.put({ ...rest, state: 'pending' });
    core.entries = core.entries.map((row) => (row.opId === opId ? { ...rest, state: 'pending' } : row));
    core.publish();
    await sender.flush();
  }

  async function discard(opId: string): Promise<void> {
    const store = await options.store();
    const entry = await store.get(opId);
    await store.delete(opId);
    core.entries = without(core.entries, opId);
    core.publish();
    if (entry) options.onDiscarded?.(entry);
  }

  return {
    submit,
    flush: sender.flush,
    retry,
    discard,
    /** Reads the store again (another tab may have changed it) and tells the listeners. */
    async reload(): Promise<void> {
      core.entries = await (await options.store()).all();
      core.publish();
    },
    snapshot: (): OutboxSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose(): void {
      sender.dispose();
      listeners.clear();
    },
  };
}
