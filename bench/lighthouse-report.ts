// What bench/lighthouse.ts reads from one Lighthouse report (its shape as used here, so the type
// checker does not load Lighthouse's own types): the metrics of a run, and where the main thread's
// time went — the work by kind, the scripts that cost most, the long tasks and the LCP element with
// its phases — printed for the run the figures stand for.
import { round } from './lib.ts';

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
};

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

export function runOf(report: LighthouseReport): LighthouseRun {
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
  };
}

export function printDiagnostics(title: string, run: LighthouseRun): void {
  console.log(`\n${title}: score ${run.score}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms`);
  for (const line of run.diagnostics) console.log(`  ${line}`);
}
