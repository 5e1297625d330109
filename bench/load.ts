// HTTP load with autocannon for the throughput benches (health-throughput, task-create, tasks-list,
// ai-parse): its types, the run length (BENCH_DURATION), a measured run after a 2 s warm-up, and the
// figures every such bench reports from a result.

// autocannon ships no type declarations; these are the options and result fields we use.
export type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
export type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  idReplacement?: boolean;
};
const autocannonModule: string = 'autocannon';
// Imported by a name in a variable (autocannon ships no types): its shape as used here.
export const { default: autocannon } = (await import(autocannonModule)) as {
  default: (opts: AutocannonOptions) => Promise<AutocannonResult>;
};

/** Seconds of each measured run: BENCH_DURATION, 10 by default. */
export const benchDuration = Number(process.env.BENCH_DURATION ?? 10);

/** A 2 s warm-up (lets the JIT settle), then the run that is measured. */
export async function measureLoad(
  options: Omit<AutocannonOptions, 'duration'>,
  duration = benchDuration,
): Promise<AutocannonResult> {
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration });
}

/** Rate and latency of a run, under the metric names the benches report. */
export function rateAndLatency(result: AutocannonResult) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
  };
}

/** Requests that failed without an answer: errors plus timeouts. */
export const failures = (result: AutocannonResult): number => result.errors + result.timeouts;

/** How many answers had this status. */
export const statusCount = (result: AutocannonResult, status: number): number =>
  result.statusCodeStats[String(status)]?.count ?? 0;
