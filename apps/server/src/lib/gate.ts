// At most `limit` runs of some work at once; the others wait their turn, first come first served.
// Bounds what work of unbounded size may hold in memory together (task-list.service.ts: whole-list
// builds), whatever the number of requests or users asking.
export type Gate = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Runs going on and runs waiting (for tests and /metrics-style checks). */
  stats(): { running: number; waiting: number };
};

export function gate(limit: number): Gate {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      if (running < limit) running++;
      // The run that finishes hands its place over (running stays the same).
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
