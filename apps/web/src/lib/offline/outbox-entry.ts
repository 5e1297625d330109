// One queued write of the offline outbox (SPEC §3's pending operation, kept in IndexedDB rather than
// localStorage: ARCHITECTURE "Offline"): what to send, in which order, for whom, and, once the server
// refused it, why. `isOutboxEntry` is the gate for what comes back from storage: anything else is
// unreadable and gets discarded (SPEC §4).

export type OutboxMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type OutboxError = { status: number; code: string; message: string };

export type OutboxEntry = {
  /** The write's operation id: the key, so the same write is never queued twice. */
  opId: string;
  /** Order of sending: ascending, assigned when the write was made. */
  seq: number;
  /** The signed-in user who made it; only their session sends it. */
  userId: string;
  method: OutboxMethod;
  path: string;
  body?: unknown;
  /** What it is, for the sync panel ("task", "micro-step", "mvd"…), from the path. */
  kind: string;
  createdAt: number;
  state: 'pending' | 'refused';
  error?: OutboxError;
};

const methods: readonly string[] = ['POST', 'PATCH', 'PUT', 'DELETE'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOutboxError(value: unknown): value is OutboxError {
  return (
    isObject(value) &&
    typeof value.status === 'number' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string'
  );
}

export function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (!isObject(value)) return false;
  return (
    typeof value.opId === 'string' &&
    value.opId.length > 0 &&
    typeof value.seq === 'number' &&
    Number.isFinite(value.seq) &&
    typeof value.userId === 'string' &&
    typeof value.method === 'string' &&
    methods.includes(value.method) &&
    typeof value.path === 'string' &&
    value.path.startsWith('/api/') &&
    typeof value.kind === 'string' &&
    typeof value.createdAt === 'number' &&
    (value.state === 'pending' || value.state === 'refused') &&
    (value.error === undefined || isOutboxError(value.error))
  );
}

/** "task", "micro-step", "mvd", "strategy", "tag", "habit"… from /api/<resource>/…, for the sync panel. */
export function kindOfPath(path: string): string {
  const parts = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const resource = parts[1] ?? 'other';
  if (resource === 'tasks' && parts.includes('micro-tasks')) return 'microStep';
  if (resource === 'tasks' && parts[3] === 'status') return 'status';
  if (resource === 'tasks' && parts[3] === 'tags') return 'tag';
  const known: Record<string, string> = {
    tasks: 'task',
    mvd: 'mvd',
    strategies: 'strategy',
    tags: 'tag',
    habits: 'habit',
    recurring: 'habit',
    health: 'health',
    reviews: 'review',
    'pomodoro-sessions': 'pomodoro',
    progress: 'game',
  };
  return known[resource] ?? 'other';
}

/** The opId of a write: the body's `opId`, else the `opId=` of its query string. */
export function opIdOf(path: string, body: unknown): string | undefined {
  if (isObject(body) && typeof body.opId === 'string') return body.opId;
  const query = path.indexOf('?');
  if (query === -1) return undefined;
  return new URLSearchParams(path.slice(query + 1)).get('opId') ?? undefined;
}
