// `npm run test:flaky`: runs the e2e suite N times over (Playwright's --repeat-each, --retries=0) and
// prints, per test, how many runs passed and failed and its duration p50 / p95 / max, so a test that
// fails once in a while shows up as a flake rate instead of a lucky green; then the slowest single
// waits (expect and Playwright calls, from e2e/step-timings.ts) with their p99, which the timeouts in
// e2e/playwright.config.ts are measured against. `--busy` keeps one core busy
// with a spinning process for the whole run (the "busy neighbour" of CI), `--workers` overrides the
// config. Exits non-zero when any run of any test failed. Needs the builds (`npm run e2e` makes them;
// global-setup.ts rebuilds them when stale).
//   node scripts/flaky.ts [--repeat 5] [--busy] [--workers 2] [-- <more playwright args>]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { StepTiming } from '../e2e/step-timings.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Result = { status: string; duration: number };
type Spec = { title: string; file: string; line: number; tests: Array<{ results: Result[] }> };
type Suite = { specs?: Spec[]; suites?: Suite[] };

/** Every (test, run) of a Playwright JSON report, keyed by `file:line › title`. */
export function runsByTest(report: { suites?: Suite[] }): Map<string, Result[]> {
  const runs = new Map<string, Result[]>();
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      const key = `${spec.file}:${spec.line} › ${spec.title}`;
      const list = runs.get(key) ?? [];
      for (const test of spec.tests) list.push(...test.results);
      runs.set(key, list);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return runs;
}

/** The q-quantile (0..1) of the values, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export type Row = { test: string; runs: number; failed: number; p50: number; p95: number; max: number };

export function summarise(runs: Map<string, Result[]>): Row[] {
  return [...runs]
    .map(([test, results]) => {
      const durations = results.map((r) => r.duration);
      return {
        test,
        runs: results.length,
        failed: results.filter((r) => r.status !== 'passed' && r.status !== 'skipped').length,
        p50: quantile(durations, 0.5),
        p95: quantile(durations, 0.95),
        max: Math.max(0, ...durations),
      };
    })
    .sort((a, b) => b.failed - a.failed || b.max - a.max);
}

/** The slowest waits of the run, and the p99 per kind of wait (expect, Playwright call). */
export function slowestWaits(steps: readonly StepTiming[], top = 12): string {
  const passed = steps.filter((step) => step.passed);
  const lines = [...passed]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, top)
    .map(
      (s) =>
        `${`${(s.duration / 1000).toFixed(1)}s`.padStart(6)}  ${s.category.padEnd(6)} ${s.title.slice(0, 70)}  (${s.test.split(' › ')[0]}, line ${s.line ?? '?'})`,
    );
  const p99 = (category: StepTiming['category']) => {
    const durations = passed.filter((s) => s.category === category).map((s) => s.duration);
    return `${category} p99 ${(quantile(durations, 0.99) / 1000).toFixed(2)}s, max ${(Math.max(0, ...durations) / 1000).toFixed(2)}s over ${durations.length}`;
  };
  return [`slowest passing waits (${p99('expect')}; ${p99('pw:api')}):`, ...lines].join('\n');
}

function format(rows: Row[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)}s`.padStart(6);
  const lines = rows.map(
    (r) =>
      `${`${r.failed}/${r.runs}`.padStart(6)} ${`${((100 * r.failed) / Math.max(1, r.runs)).toFixed(0)}%`.padStart(4)} ${s(r.p50)} ${s(r.p95)} ${s(r.max)}  ${r.test}`,
  );
  return [' fails flake    p50    p95    max  test', ...lines].join('\n');
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      repeat: { type: 'string', default: '5' },
      busy: { type: 'boolean', default: false },
      workers: { type: 'string' },
    },
    allowPositionals: true,
  });
  const out = join(root, '.tmp', 'flaky');
  mkdirSync(out, { recursive: true });
  const json = join(out, 'e2e.json');
  const timings = join(out, 'steps.json');
  const busy = values.busy ? spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }) : undefined;
  const started = performance.now();
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const code = await new Promise<number>((resolveExit) => {
    const args = [
      'test',
      '-c',
      'e2e/playwright.config.ts',
      `--repeat-each=${values.repeat}`,
      '--retries=0',
      `--reporter=dot,json,${join(root, 'e2e', 'step-timings.ts')}`,
      ...(values.workers ? [`--workers=${values.workers}`] : []),
      ...positionals,
    ];
    const child = spawn(join(root, 'node_modules', '.bin', 'playwright'), args, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        // The project's Node 24 for playwright and the server it starts, as under npm.
        PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter),
        PLAYWRIGHT_JSON_OUTPUT_NAME: json,
        NOVA_STEP_TIMINGS: timings,
      },
    });
    child.on('exit', (exitCode) => resolveExit(exitCode ?? 1));
  });
  busy?.kill();
  const minutes = ((performance.now() - started) / 60000).toFixed(1);
  // Playwright's JSON report, in the shape runsByTest reads (flaky.test.ts pins it).
  const rows = summarise(runsByTest(JSON.parse(readFileSync(json, 'utf8')) as { suites?: Suite[] }));
  const runs = rows.reduce((sum, r) => sum + r.runs, 0);
  const failed = rows.reduce((sum, r) => sum + r.failed, 0);
  console.log(`\n${format(rows)}`);
  if (existsSync(timings)) {
    // Written by e2e/step-timings.ts in this run, as StepTiming[].
    console.log(`\n${slowestWaits(JSON.parse(readFileSync(timings, 'utf8')) as StepTiming[])}`);
  }
  console.log(
    `\n${rows.length} tests x ${values.repeat}${values.busy ? ', one core kept busy' : ''}: ${failed} of ${runs} runs failed in ${minutes} min (load average ${loadBefore} before, ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} after)`,
  );
  return failed > 0 || code !== 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
