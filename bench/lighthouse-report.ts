// What bench/lighthouse.ts reads from one Lighthouse report (its shape as used here, so the type
// checker does not load Lighthouse's own types): the metrics of a run, and where the main thread's
// time went — the work by kind, the scripts that cost most, the long tasks and the LCP element with
// its phases — printed for the run the figures stand for.
import { round } from './lib.ts';
import type { TraceEvent } from './trace-tasks.ts';

type TableItem = Record<string, unknown>;
type Audit = {
  numericValue?: number;
  errorMessage?: string;
  details?: { type?: string; items?: TableItem[] };
};
export type LighthouseReport = {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
};

export type LighthouseRun = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's time to interactive (not in the score since Lighthouse 10, still measured). */
  ttiMs: number;
  cls: number;
  siMs: number;
  /** Where the time went, one line each (printDiagnostics). */
  diagnostics: string[];
  /** From the run's trace (cpuBlocking): NaN without one. */
  cpuTbtMs: number;
  mainThreadCpuMs: number;
};

/**
 * What the page's main thread itself costs in a run, from the trace Lighthouse simulated from: its
 * thread CPU time over the load, and a blocking time computed as Lighthouse's mobile TBT is (each task
 * after the first contentful paint counts its time x4, less 50 ms) but from each task's thread CPU
 * time instead of its wall time. Wall time includes the waits for a core that the other processes on a
 * busy 2-core machine cause (other benchmarks, the server, Chromium's other threads — the service
 * worker's install among them — and Lighthouse itself); thread CPU time does not, so this figure says
 * how much of the TBT is the page's own work. (The observed FCP, not the simulated one, bounds it.)
 */
export function cpuBlocking(trace: unknown): { cpuTbtMs: number; mainThreadCpuMs: number } {
  const events =
    typeof trace === 'object' && trace !== null && 'traceEvents' in trace && Array.isArray(trace.traceEvents)
      ? (trace.traceEvents as TraceEvent[])
      : [];
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(thread(e)))
      busy.set(thread(e), (busy.get(thread(e)) ?? 0) + (e.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return { cpuTbtMs: Number.NaN, mainThreadCpuMs: Number.NaN };
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && thread(e) === main)?.ts ?? 0;
  let cpuTbtMs = 0;
  let mainThreadCpuMs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || thread(e) !== main) continue;
    const cpuMs = (e.tdur ?? 0) / 1000;
    mainThreadCpuMs += cpuMs;
    if (e.ts >= fcp) cpuTbtMs += Math.max(0, 4 * cpuMs - 50);
  }
  return { cpuTbtMs: Math.round(cpuTbtMs), mainThreadCpuMs: Math.round(mainThreadCpuMs) };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || url;

function items(report: LighthouseReport, id: string): TableItem[] {
  return report.audits[id]?.details?.items ?? [];
}

/** The LCP element and its phases (Lighthouse 12: a list of two tables). */
function lcpLines(report: LighthouseReport): string[] {
  const tables = items(report, 'largest-contentful-paint-element');
  const lines: string[] = [];
  for (const table of tables) {
    const rows = Array.isArray(table.items) ? (table.items as TableItem[]) : [];
    for (const row of rows) {
      const node = row.node as TableItem | undefined;
      if (node) lines.push(`LCP element: ${text(node.selector)} ${text(node.snippet).slice(0, 120)}`);
      if (typeof row.phase === 'string') lines.push(`LCP phase ${row.phase}: ${num(row.timing)} ms`);
    }
  }
  return lines;
}

function diagnosticsOf(report: LighthouseReport): string[] {
  const work = items(report, 'mainthread-work-breakdown')
    .map((row) => `${text(row.groupLabel) || text(row.group)} ${num(row.duration)}`)
    .join(', ');
  const scripts = items(report, 'bootup-time')
    .slice(0, 6)
    .map((row) => `${short(text(row.url))} ${num(row.total)} (parse ${num(row.scriptParseCompile)})`)
    .join(', ');
  const longTasks = items(report, 'long-tasks')
    .slice(0, 8)
    .map((row) => `${num(row.duration)}@${num(row.startTime)} ${short(text(row.url))}`)
    .join(', ');
  return [
    `main thread (ms): ${work}`,
    `scripts (ms): ${scripts}`,
    `long tasks (ms@start): ${longTasks}`,
    ...lcpLines(report),
  ];
}

export function runOf(report: LighthouseReport, trace?: unknown): LighthouseRun {
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    ttiMs: Math.round(metric('interactive')),
    cls: round(metric('cumulative-layout-shift'), 3),
    siMs: Math.round(metric('speed-index')),
    diagnostics: diagnosticsOf(report),
    ...cpuBlocking(trace),
  };
}

export function printDiagnostics(title: string, run: LighthouseRun): void {
  console.log(
    `\n${title}: score ${run.score}, TBT ${run.tbtMs} ms (from thread CPU: ${run.cpuTbtMs} ms), LCP ${run.lcpMs} ms, main thread CPU ${run.mainThreadCpuMs} ms`,
  );
  for (const line of run.diagnostics) console.log(`  ${line}`);
}
