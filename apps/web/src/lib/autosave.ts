// Autosave (the task description's, SPEC §4/§9): save 3 s after the last keystroke; the visible state
// goes idle -> saving -> saved (back to idle after 2 s) or error (cleared after 5 s). Framework-free
// and timer-injectable so it is tested with a fake clock; the React hook only wires it to a mutation.

export const AUTOSAVE_DELAY_MS = 3000;
export const SAVED_VISIBLE_MS = 2000;
export const ERROR_VISIBLE_MS = 5000;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';
export type AutosaveEvent = 'saveStarted' | 'saveSucceeded' | 'saveFailed' | 'saveDropped' | 'expired';

/** The visible state. `expired` is the 2 s / 5 s timer; it only clears saved or error. */
export function autosaveReducer(status: AutosaveStatus, event: AutosaveEvent): AutosaveStatus {
  switch (event) {
    case 'saveStarted':
      return 'saving';
    case 'saveSucceeded':
      return 'saved';
    case 'saveFailed':
      return 'error';
    case 'saveDropped':
      return 'idle';
    case 'expired':
      return status === 'saved' || status === 'error' ? 'idle' : status;
  }
}

/** How long a state stays on screen before `expired`; null when it stays until the next event. */
export function visibleFor(status: AutosaveStatus): number | null {
  if (status === 'saved') return SAVED_VISIBLE_MS;
  if (status === 'error') return ERROR_VISIBLE_MS;
  return null;
}

export type Timers = {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  // The handle is the one `set` above returned, setTimeout's own; Timers keeps it opaque for fakes.
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type AutosaveOptions<T> = {
  /**
   * Saves a value. Resolving 'dropped' means the caller deliberately gave the value up (e.g. a conflict
   * it resolved another way): the state goes quietly back to idle instead of saved or error.
   */
  save: (value: T) => Promise<unknown>;
  onStatus: (status: AutosaveStatus) => void;
  delayMs?: number;
  timers?: Timers;
};

export type Autosave<T> = {
  /** A new value was typed: (re)starts the 3 s wait. */
  change: (value: T) => void;
  /** Save what is pending now (closing the view); resolves false when that save failed. */
  flush: () => Promise<boolean>;
  /** Forget the pending value (the task was reloaded after a conflict). */
  discard: () => void;
  hasPending: () => boolean;
  status: () => AutosaveStatus;
  dispose: () => void;
};

/**
 * One save at a time; edits made during a save are saved after it. A failed save keeps its value
 * pending, so the next keystroke or a flush tries again; nothing typed is silently dropped.
 */
export function createAutosave<T>(options: AutosaveOptions<T>): Autosave<T> {
  const timers = options.timers ?? realTimers;
  const delay = options.delayMs ?? AUTOSAVE_DELAY_MS;
  let status: AutosaveStatus = 'idle';
  let pending: { value: T } | null = null;
  let inFlight: Promise<boolean> | null = null;
  let debounce: unknown = null;
  let expiry: unknown = null;
  let disposed = false;

  const emit = (event: AutosaveEvent) => {
    if (disposed) return;
    const next = autosaveReducer(status, event);
    if (expiry !== null) timers.clear(expiry);
    expiry = null;
    const ms = visibleFor(next);
    if (ms !== null && event !== 'expired') expiry = timers.set(() => emit('expired'), ms);
    if (next !== status) {
      status = next;
      options.onStatus(next);
    }
  };

  const run = (): Promise<boolean> => {
    if (inFlight) return inFlight.then(() => (pending ? run() : true));
    if (!pending) return Promise.resolve(true);
    const { value } = pending;
    pending = null;
    emit('saveStarted');
    inFlight = options.save(value).then(
      (outcome) => {
        inFlight = null;
        emit(outcome === 'dropped' ? 'saveDropped' : 'saveSucceeded');
        return outcome !== 'dropped';
      },
      () => {
        inFlight = null;
        // Keep the failed value unless something newer was typed meanwhile.
        pending ??= { value };
        emit('saveFailed');
        return false;
      },
    );
    return inFlight;
  };

  const clearDebounce = () => {
    if (debounce !== null) timers.clear(debounce);
    debounce = null;
  };

  return {
    change(value) {
      if (disposed) return;
      pending = { value };
      clearDebounce();
      debounce = timers.set(() => {
        debounce = null;
        void run();
      }, delay);
    },
    flush() {
      clearDebounce();
      return run();
    },
    discard() {
      clearDebounce();
      pending = null;
    },
    hasPending: () => pending !== null || inFlight !== null,
    status: () => status,
    dispose() {
      clearDebounce();
      if (expiry !== null) timers.clear(expiry);
      disposed = true;
    },
  };
}
