// Serialised answers kept for the user's change counter they were built at (user_sync.seq, moved by
// every write of the user: operations.ts): a cached answer is served only while the counter is the
// same, so it is never stale. LRU by Map order, bounded by entries and bytes; a slower build of an
// older state never replaces a newer one. Used by the task lists and the habits list.
import { trackCache } from './metrics.ts';

export type SeqCache = {
  get(key: string, seq: number): Buffer | undefined;
  set(key: string, seq: number, json: Buffer): void;
  /** What it holds now (GET /metrics reports it under its name). */
  stats(): { entries: number; bytes: number };
};

export function seqCache({
  name,
  maxEntries,
  maxBytes,
}: {
  name: string;
  maxEntries: number;
  maxBytes: number;
}): SeqCache {
  const entries = new Map<string, { seq: number; json: Buffer }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.json.length;
    entries.delete(key);
  };
  const cache: SeqCache = {
    stats: () => ({ entries: entries.size, bytes }),
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
      // One answer may take at most a quarter of the budget.
      if (json.length > maxBytes / 4) return;
      entries.set(key, { seq, json });
      bytes += json.length;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
  };
  trackCache(name, cache);
  return cache;
}
