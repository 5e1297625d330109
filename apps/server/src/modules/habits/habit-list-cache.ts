// The habits list, serialised, kept per (user, archived, today) for the user's change counter it was
// built at: every write of the user moves the counter (operations.ts), so a cached answer is never
// stale, and a new day (in the user's zone) is a new key. Building the list reads a year of check-ins
// and computes every habit's streaks (~10 ms for 30 habits); serving it again costs one indexed read.
// LRU by Map order, bounded by entries and bytes.
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;

export function habitListCache() {
  const entries = new Map<string, { seq: number; json: Buffer }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.json.length;
    entries.delete(key);
  };
  return {
    get(key: string, seq: number): Buffer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.seq !== seq) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },
    set(key: string, seq: number, json: Buffer): void {
      const current = entries.get(key);
      // A slower build of an older state never replaces a newer one.
      if (current && current.seq > seq) return;
      drop(key);
      entries.set(key, { seq, json });
      bytes += json.length;
      while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
  };
}
