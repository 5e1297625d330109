// Which cached queries a realtime event makes stale (notify-then-fetch). Pure, so it is tested alone.
// Keys are literal prefixes of the key factories in this folder (tasks.ts, mvd-cache.ts, strategies.ts,
// tags.ts); micro-tasks live under a task's detail key.

type Key = readonly string[];

const TASKS: Key = ['tasks'];
const TASK_LISTS: Key = ['tasks', 'list'];
const MVD: Key = ['mvd'];
const STRATEGIES: Key = ['strategies'];
const TAGS: Key = ['tags'];
/** features/habits/api/habits.ts */
const HABITS: Key = ['habits'];
/** features/habits/api/recurring.ts */
const RECURRING: Key = ['recurring'];
/** progress.ts */
const PROGRESS: Key = ['progress'];
/** lib/api/health.ts */
const HEALTH: Key = ['health'];
/** features/review/api/reviews.ts */
const REVIEWS: Key = ['reviews'];

/** Query key prefixes to invalidate for one event type; empty for events this layer does not own. */
export function keysForEvent(type: string, ids: readonly string[] = []): Key[] {
  const [resource] = type.split('.');
  switch (resource) {
    case 'task':
      // Strategy progress and tag counts count tasks.
      return [TASKS, MVD, STRATEGIES, TAGS];
    case 'micro-task':
    case 'microTask':
      return ids.length > 0 ? [TASK_LISTS, ...ids.map((id) => ['tasks', 'detail', id])] : [TASKS];
    case 'mvd':
      return [MVD, TASK_LISTS];
    case 'strategy':
      return [STRATEGIES, TASKS];
    case 'tag':
      return [TAGS, TASKS];
    case 'habit':
      return [HABITS];
    case 'recurring':
      return [RECURRING];
    case 'progress':
    case 'achievement':
      return [PROGRESS];
    case 'health':
      return [HEALTH];
    case 'review':
      return [REVIEWS];
    default:
      return [];
  }
}

/** The union of several events' keys without duplicates (a burst of events costs one refetch each). */
export function keysForEvents(events: ReadonlyArray<{ type: string; ids: readonly string[] }>): Key[] {
  const seen = new Map<string, Key>();
  for (const event of events) {
    for (const key of keysForEvent(event.type, event.ids)) seen.set(key.join('\u0000'), key);
  }
  // A broader prefix already covers its children.
  const keys = [...seen.values()];
  return keys.filter(
    (key) =>
      !keys.some(
        (other) => other !== key && other.length < key.length && other.every((p, i) => key[i] === p),
      ),
  );
}

/**
 * What a (re)opened stream makes stale: everything the realtime events keep fresh (this file's keys
 * and the collaboration keys of notifications.ts), since events sent while the stream was down were
 * not heard. The assistant's answers are not here: asking again costs an AI call.
 */
export const RESYNC_KEYS: readonly Key[] = [
  TASKS,
  MVD,
  STRATEGIES,
  TAGS,
  HABITS,
  RECURRING,
  PROGRESS,
  HEALTH,
  REVIEWS,
  ['comments'],
  ['attachments'],
  ['delegation'],
  ['notifications'],
];

/** Whether a cached query should be asked again after the stream opened at `openedAt`. */
export function staleAfterStreamOpen(
  queryKey: readonly unknown[],
  dataUpdatedAt: number,
  openedAt: number,
): boolean {
  if (dataUpdatedAt >= openedAt) return false;
  return RESYNC_KEYS.some((key) => key.every((part, i) => queryKey[i] === part));
}
