// One memory-reducing full garbage collection shortly after start-up. Loading and running ~700 bundled
// modules and the migrations grows V8's young generation to its 32 MB maximum (2 x 16 MB semi-spaces)
// and leaves start-up garbage in the old one; an idle server never allocates enough to trigger the
// collection that would give it back (V8's memory reducer waits for a major GC that never comes), so
// the process sat at ~120 MB RSS for good. One collection with the "last resort" flavour compacts the
// heap and shrinks the young generation to its minimum, which grows again under load up to
// --max-semi-space-size (scripts/start.ts). It takes ~100 ms, once, off the request path (an unref'd
// timer).
// Measured in docs/decisions/0015-lean-server.md.
// The same collection also drops the bytecode of every function not running then (V8's
// --stress-flush-code, on for that one collection only): most of it is start-up's (module bodies, the
// contracts' schema builders, migrations, route registration), which never runs again; a function
// that runs later is compiled again from its source on its next call, as on its first call after
// start (lazy compilation, V8's default). ~1.2 MB of bytecode and its metadata, ~1.5 MB of RSS
// (docs/decisions/0029-lean-memory.md).
// Before it, Node's compile cache (cli.ts enableCompileCache) is flushed: Node keeps every cache entry
// it read or made (~3 MB for the bundle's chunks) until the process exits, to write the new ones then;
// a flush writes those (none when the cache was accepted) and frees them all. Chunks loaded later
// start new entries, written at exit as before.
// limitHeapGrowth: V8 lets the old generation grow to up to four times what was live after the last
// full collection when it judges collections cheap; every whole-list build of a 10,000-task account
// leaves ~20 MB there to collect, and the rss-load peak was ~60 MB higher. One and a half times is
// the limit here: with whole lists built in batches (task-list.service.ts) little is promoted per
// build, and 50 took ~10-15 MB off the rss-load peak against 100 for ~5 % more CPU per whole-list build.
// Set once the modules are loaded, not on the command line: V8 counts the flag in its code-cache
// check, and given at start it made Node compile its own built-in modules again (~70 ms of start-up).
import { flushCompileCache } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

function isGc(value: unknown): value is Gc {
  return typeof value === 'function';
}

/** Collects once, `delayMs` from now (unref'd: it never keeps the process alive). */
export function settleMemoryAfterStart(delayMs = 1000): void {
  setTimeout(() => {
    flushCompileCache();
    // V8 exposes `gc` to contexts made after the flag is set; the one made here is dropped at once.
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    if (!isGc(gc)) return;
    setFlagsFromString('--stress-flush-code');
    try {
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    } finally {
      setFlagsFromString('--no-stress-flush-code');
    }
  }, delayMs).unref();
}

/** The old generation grows to (1 + this / 100) times what was live after a full collection. */
export const HEAP_GROWING_PERCENT = 50;

export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
