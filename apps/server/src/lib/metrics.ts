// What GET /metrics reports (issue 14), gathered here as plain process-wide state so that nothing
// loads the Prometheus client unless metrics are on (http/metrics.ts builds the registry then): open
// SSE streams, the bounded caches and PostgreSQL pools (held weakly: a closed app's drop out), and a
// hook the realtime bus calls with its lag once someone listens.

type CacheStats = { entries: number; bytes: number };
type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };

const caches = new Set<{ name: string; ref: WeakRef<{ stats(): CacheStats }> }>();
const pools = new Set<WeakRef<PoolStats>>();
let openStreams = 0;
let busLagObserver: ((seconds: number) => void) | null = null;

/** Counts a cache under its name while it lives. */
export function trackCache(name: string, cache: { stats(): CacheStats }): void {
  caches.add({ name, ref: new WeakRef(cache) });
}

/** Counts a PostgreSQL pool's connections while it lives. */
export function trackPool(pool: PoolStats): void {
  pools.add(new WeakRef(pool));
}

export const sseStreams = {
  opened: () => {
    openStreams++;
  },
  closed: () => {
    openStreams--;
  },
  count: () => openStreams,
};

/** Called by the realtime bus with the seconds between a change's publish and its arrival here. */
export function observeBusLag(seconds: number): void {
  busLagObserver?.(seconds);
}

export function onBusLag(observer: ((seconds: number) => void) | null): void {
  busLagObserver = observer;
}

/** Live caches' totals by name. */
export function cacheTotals(): Map<string, CacheStats> {
  const totals = new Map<string, CacheStats>();
  for (const entry of caches) {
    const cache = entry.ref.deref();
    if (!cache) {
      caches.delete(entry);
      continue;
    }
    const { entries, bytes } = cache.stats();
    const total = totals.get(entry.name) ?? { entries: 0, bytes: 0 };
    totals.set(entry.name, { entries: total.entries + entries, bytes: total.bytes + bytes });
  }
  return totals;
}

/** Live pools' connections summed: open, idle, and requests waiting for one. */
export function poolTotals(): { total: number; idle: number; waiting: number } {
  const sum = { total: 0, idle: 0, waiting: 0 };
  for (const ref of pools) {
    const pool = ref.deref();
    if (!pool) {
      pools.delete(ref);
      continue;
    }
    sum.total += pool.totalCount;
    sum.idle += pool.idleCount;
    sum.waiting += pool.waitingCount;
  }
  return sum;
}
