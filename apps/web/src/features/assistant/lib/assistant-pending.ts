// Unfinished AI imports (SPEC §3/§4 `pendingAITasks`): an object with a tasks list kept in
// localStorage until the cards are created or cleared. A non-empty list sets the "has pending tasks"
// state; a value that does not read as that object is removed. The storage is passed in, so the rules
// are tested without a browser.
import type { ParseCategory, ParsePriority } from '@nova/core/ai/limits';
import type { ImportDraft } from './assistant-import.ts';

export const PENDING_AI_TASKS_KEY = 'pendingAITasks';

export type PendingAiTasks = { tasks: ImportDraft[]; text: string; savedAt: string };

export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

const priorities: readonly ParsePriority[] = ['high', 'medium', 'low'];
const categories: readonly ParseCategory[] = ['work', 'home', 'health', 'personal', 'shopping', 'planning'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');
const minutesOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 1440 ? value : null;

/** One stored card, or null when it is not one (then the whole value counts as corrupt). */
function readDraft(value: unknown): ImportDraft | null {
  if (!isRecord(value) || typeof value.key !== 'string' || typeof value.title !== 'string') return null;
  const priority = priorities.find((p) => p === value.priority) ?? 'low';
  const category = categories.find((c) => c === value.category) ?? 'personal';
  const steps = Array.isArray(value.steps) ? value.steps : [];
  return {
    key: value.key.slice(0, 100),
    title: str(value.title, 500),
    description: str(value.description, 2000),
    priority,
    date: /^\d{4}-\d{2}-\d{2}$/.test(str(value.date, 10)) ? str(value.date, 10) : '',
    deadlineText: str(value.deadlineText, 50),
    category,
    minutes: minutesOf(value.minutes),
    estimate: str(value.estimate, 20),
    steps: steps
      .filter(isRecord)
      .slice(0, 5)
      .map((s) => ({ title: str(s.title, 80), minutes: minutesOf(s.minutes) })),
    tags: (Array.isArray(value.tags) ? value.tags : [])
      .filter((t): t is string => typeof t === 'string')
      .slice(0, 5),
  };
}

/** The stored imports; a corrupt value is removed and reads as none. */
export function readPendingAiTasks(store: KeyValueStore | undefined): PendingAiTasks | null {
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(PENDING_AI_TASKS_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || !Array.isArray(value.tasks)) throw new Error('not an object with tasks');
    const tasks: ImportDraft[] = [];
    for (const item of value.tasks) {
      const draft = readDraft(item);
      if (draft === null) throw new Error('a task is malformed');
      tasks.push(draft);
    }
    return {
      tasks,
      text: str(value.text, 10_000),
      savedAt: str(value.savedAt, 40),
    };
  } catch {
    clearPendingAiTasks(store);
    return null;
  }
}

/** SPEC §4: the "has pending tasks" state is set only by a non-empty list. */
export const hasPendingAiTasks = (pending: PendingAiTasks | null): boolean =>
  pending !== null && pending.tasks.length > 0;

/** Keeps the cards; an empty list removes the key (nothing pending). */
export function writePendingAiTasks(
  store: KeyValueStore | undefined,
  tasks: readonly ImportDraft[],
  text: string,
  now: Date = new Date(),
): void {
  if (!store) return;
  if (tasks.length === 0) {
    clearPendingAiTasks(store);
    return;
  }
  try {
    store.setItem(
      PENDING_AI_TASKS_KEY,
      JSON.stringify({ tasks: [...tasks], text, savedAt: now.toISOString() } satisfies PendingAiTasks),
    );
  } catch {
    // Storage full or disabled: the cards live while the dialog is open.
  }
}

export function clearPendingAiTasks(store: KeyValueStore | undefined): void {
  try {
    store?.removeItem(PENDING_AI_TASKS_KEY);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

/** The browser's localStorage, or undefined where it is unavailable. */
export function browserStore(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
