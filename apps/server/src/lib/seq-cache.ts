// Serialised answers kept for the user's change counter they were built at (user_sync.seq, moved by
// every write of the user: operations.ts): a cached answer is served only while the counter is the
// same, so it is never stale. LRU by Map order, bounded by entries and bytes; a slower build of an
// older state never replaces a newer one. Used by the task lists, habits, progress and analytics.
// Besides each cache's own budget, all of them together hold at most ALL_SEQ_CACHES_MAX_BYTES (issue
// 14: the process stays within 150 MB RSS under load; their budgets alone added up to 144 MB): a
// cache that writes past it gives up its own least recently used answers first. An answer's size is
// its bytes as kept (packed-json.ts sizeOf: JSON bytes or brotli, and the compressed forms made for
// it since, which count from the moment they exist).
import { trackCache } from './metrics.ts';
import { onGrowth, type PackedJson, sizeOf } from './packed-json.ts';

export const ALL_SEQ_CACHES_MAX_BYTES = 32 * 1024 * 1024;
let allBytes = 0;
// A cache that is dropped (a closed app's; tests make many) leaves the shared total with its bytes.
const released = new FinalizationRegistry<{ bytes: number }>((held) => {
  allBytes -= held.bytes;
});

/** Bytes held by every live seq cache together. */
export function allSeqCacheBytes(): number {
  return allBytes;
}

export type SeqCache<V extends PackedJson = Buffer> = {
  get(key: string, seq: number): V | undefined;
  set(key: string, seq: number, json: V): void;
  /**
   * The answer for `key` at `seq`: cached, or built by `build` and cached. Callers asking for the same
   * key and seq while it is being built share that one build (and its memory) instead of each making
   * their own: a 10,000-task list is ~5 MB of JSON and several times that while it is made.
   */
  getOrBuild(key: string, seq: number, build: () => Promise<V>): Promise<V>;
  /** What it holds now (GET /metrics reports it under its name). */
  stats(): { entries: number; bytes: number };
};

export function seqCache<V extends PackedJson = Buffer>({
  name,
  maxEntries,
  maxBytes,
}: {
  name: string;
  maxEntries: number;
  maxBytes: number;
}): SeqCache<V> {
  type Entry = { seq: number; json: V; bytes: number };
  const entries = new Map<string, Entry>();
  type Build = { seq: number; build: () => Promise<V>; json: Promise<V> };
  // The build running for a key, and the one that waits for it (for the newest state asked since).
  const building = new Map<string, { seq: number; json: Promise<V>; next?: Build }>();
  const start = (key: string, seq: number, build: () => Promise<V>): Promise<V> => {
    const json = build().then((made) => {
      cache.set(key, seq, made);
      return made;
    });
    const slot: { seq: number; json: Promise<V>; next?: Build } = { seq, json };
    building.set(key, slot);
    const done = () => {
      if (building.get(key) === slot) building.delete(key);
    };
    json.then(done, done);
    return json;
  };
  // Its bytes, in an object of their own that the finalizer above can read once the cache is gone.
  const held = { bytes: 0 };
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    onGrowth(entry.json, null);
    held.bytes -= entry.bytes;
    allBytes -= entry.bytes;
    entries.delete(key);
  };
  // Over the shared budget, a cache keeps at least its newest answer: one cache cannot starve
  // another, and the total exceeds the budget by at most one answer per cache.
  const overShared = () => allBytes > ALL_SEQ_CACHES_MAX_BYTES && entries.size > 1;
  const evict = () => {
    while (entries.size > maxEntries || held.bytes > maxBytes || overShared()) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };
  /** A kept answer got a compressed form: its bytes count from now on. */
  const regrow = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    const bytes = sizeOf(entry.json);
    held.bytes += bytes - entry.bytes;
    allBytes += bytes - entry.bytes;
    entry.bytes = bytes;
    evict();
  };
  const cache: SeqCache<V> = {
    stats: () => ({ entries: entries.size, bytes: held.bytes }),
    get(key, seq) {
      const entry = entries.get(key);
      if (!entry || entry.seq !== seq) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },
    set(key, seq, json) {
      const current = entries.get(key);
      if (current && current.seq > seq) return;
      drop(key);
      const bytes = sizeOf(json);
      // One answer may take at most a quarter of the budget.
      if (bytes > maxBytes / 4) return;
      const entry: Entry = { seq, json, bytes };
      entries.set(key, entry);
      onGrowth(json, () => regrow(key, entry));
      held.bytes += bytes;
      allBytes += bytes;
      evict();
    },
    getOrBuild(key, seq, build) {
      const cached = cache.get(key, seq);
      if (cached) return Promise.resolve(cached);
      const slot = building.get(key);
      if (!slot) return start(key, seq, build);
      if (slot.seq >= seq) return slot.json;
      // An older state is being built: this one waits for it, then one build for the newest state
      // asked meanwhile serves everyone who waited (it reads the database after they all asked).
      if (slot.next) {
        if (slot.next.seq < seq) Object.assign(slot.next, { seq, build });
        return slot.next.json;
      }
      const pending = { seq, build };
      const settled = slot.json.then(
        () => undefined,
        () => undefined,
      );
      const next = Object.assign(pending, {
        json: settled.then(() => start(key, pending.seq, pending.build)),
      });
      slot.next = next;
      return next.json;
    },
  };
  trackCache(name, cache);
  released.register(cache, held);
  return cache;
}
