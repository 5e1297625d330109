// One memory-reducing full garbage collection shortly after start-up. Loading and running ~700 bundled
// modules and the migrations grows V8's young generation to its 32 MB maximum (2 x 16 MB semi-spaces)
// and leaves start-up garbage in the old one; an idle server never allocates enough to trigger the
// collection that would give it back (V8's memory reducer waits for a major GC that never comes), so
// the process sat at ~120 MB RSS for good. One collection with the "last resort" flavour compacts the
// heap and shrinks the young generation to its minimum, which grows again under load as V8 sees fit
// (up to --max-semi-space-size, scripts/start.ts). It takes ~100 ms, once, off the request path (an
// unref'd timer).
// Measured in docs/decisions/0015-lean-server.md.
// Then the old generation's growth is capped: V8 lets it grow to twice what was live after the last
// full collection before the next one (--heap-growing-percent=100), not up to four times when it judges
// collections cheap; every whole-list build of a 10,000-task account leaves ~20 MB there to collect.
// Set here, not on the command line: V8 takes its flags into account when it checks code caches, and
// with this one given at start Node's own built-in modules were compiled again (~70 ms of start-up).
// The same timer writes Node's compile cache (enabled by cli.ts) to disk: it is otherwise written only
// when the process exits, which a killed or crashed server never does. (Nothing to write when this
// start read its code from the cache.)
import { flushCompileCache } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The old generation grows to (1 + this / 100) times what was live before a full collection. */
export const HEAP_GROWING_PERCENT = 100;

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

function isGc(value: unknown): value is Gc {
  return typeof value === 'function';
}

/** Collects once, `delayMs` from now (unref'd: it never keeps the process alive). */
export function settleMemoryAfterStart(delayMs = 1000): void {
  setTimeout(() => {
    // Before the flag below changes V8's flags (a cache is only used under the flags it was made
    // with), and before the collection, which then takes the writing's garbage too.
    flushCompileCache();
    // V8 exposes `gc` to contexts made after the flag is set; the one made here is dropped at once.
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    if (isGc(gc)) gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  }, delayMs).unref();
}
