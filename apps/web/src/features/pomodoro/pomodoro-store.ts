// One Pomodoro state per browser: kept in localStorage (it survives reloads), shared by every mounted
// timer in this tab through a tiny external store, and followed across tabs through `storage` events.
import { readStored, writeStored } from '../../lib/storage.ts';
import {
  POMODORO_STORAGE_KEY,
  type PomodoroState,
  parsePomodoroState,
  serializePomodoroState,
} from './pomodoro.ts';

const listeners = new Set<() => void>();
let snapshot: PomodoroState | null = null;

/** The stored state, read fresh: storage is the truth when several tabs run timers. */
export const readPomodoro = (): PomodoroState => parsePomodoroState(readStored(POMODORO_STORAGE_KEY));

export function getPomodoroSnapshot(): PomodoroState {
  snapshot ??= readPomodoro();
  return snapshot;
}

export function writePomodoro(next: PomodoroState): void {
  snapshot = next;
  writeStored(POMODORO_STORAGE_KEY, serializePomodoroState(next));
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== POMODORO_STORAGE_KEY) return;
  snapshot = parsePomodoroState(event.newValue);
  for (const listener of listeners) listener();
}

export function subscribePomodoro(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
