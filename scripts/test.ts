// `npm test`: everything CI runs, in order, stopping at the first failing step.
//   lint -> typecheck -> unit + server tests on SQLite -> web component tests -> server tests on
//   PostgreSQL -> build web -> e2e
// Ends with one line `N passed, N failed` (node test runner + Vitest + Playwright counts) and a non-zero exit
// code on any failure. `--only <step>[,<step>]` or `--skip <step>[,<step>]` narrow a local run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isRecord } from '../packages/core/src/guards.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const tmp = join(root, '.tmp', 'test');
// The project's bin folder first, as npm does: tools with `#!/usr/bin/env node` (playwright, the
// servers it starts) then run on the project's Node 24 even when this script was started by path.
const projectPath = [join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter);

const pgUrl = process.env.NOVA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// `apps/web/src/**/*.test.ts` (node --test, type stripping) never matches the `.test.tsx` component
// tests: those need JSX and a DOM, and run with Vitest in the tests-web step.
// Two cores here: two test files at a time keeps both busy without starving the servers under test.
const concurrency = process.env.NOVA_TEST_CONCURRENCY ?? '2';
// Node's compile cache (code and TypeScript stripping, checked against each file's contents): every
// test file is its own process and loads most of the server; with the cache that load took 0.55 s
// instead of 1.2 s (~160 files, on a 2-core machine): the two server steps ~25% faster.
const compileCache = process.env.NODE_COMPILE_CACHE ?? join(root, '.tmp', 'compile-cache');

const serverSuites = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const allSuites = [
  'packages/core/src/**/*.test.ts',
  ...serverSuites,
  'apps/web/src/**/*.test.ts',
  'apps/web/scripts/**/*.test.ts',
  'scripts/**/*.test.ts',
];

type Counts = { passed: number; failed: number };
type Step = {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Reads pass/fail counts after the step ran. */
  counts?: () => Counts;
};

function nodeTestStep(name: string, globs: string[], env: Record<string, string>): Step {
  const tap = join(tmp, `${name}.tap`);
  return {
    name,
    command: process.execPath,
    args: [
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-timeout=120000',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...globs,
    ],
    env,
    counts: () => tapCounts(tap),
  };
}

/** The totals a TAP stream from `node --test` ends with (`# pass N`, `# fail N`, `# cancelled N`). */
function tapCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const text = readFileSync(file, 'utf8');
  const total = (key: string) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: total('pass'), failed: total('fail') + total('cancelled') };
}

/** A number field of a JSON report, 0 when it is missing or not a number. */
const countOf = (value: unknown, key: string): number => {
  const field = isRecord(value) ? value[key] : undefined;
  return typeof field === 'number' ? field : 0;
};

/** Vitest's JSON report. A file that failed to load has no failed test in it: it counts as one. */
function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const results = isRecord(report) && Array.isArray(report.testResults) ? report.testResults : [];
  const brokenFiles = results.filter(
    (result) =>
      isRecord(result) &&
      result.status === 'failed' &&
      Array.isArray(result.assertionResults) &&
      result.assertionResults.length === 0,
  ).length;
  return {
    passed: countOf(report, 'numPassedTests'),
    failed: countOf(report, 'numFailedTests') + brokenFiles,
  };
}

/** Playwright's JSON report: its stats. */
function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const stats = isRecord(report) ? report.stats : undefined;
  return {
    passed: countOf(stats, 'expected') + countOf(stats, 'flaky'),
    failed: countOf(stats, 'unexpected'),
  };
}

const e2eJson = join(tmp, 'e2e.json');
const webJson = join(tmp, 'tests-web.json');
const steps: Step[] = [
  { name: 'lint', command: bin('biome'), args: ['check', '--error-on-warnings', '.'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  nodeTestStep('tests-sqlite', allSuites, { NOVA_TEST_DB: 'sqlite' }),
  {
    // Component tests of the web app (Testing Library in happy-dom): apps/web/vitest.config.ts.
    name: 'tests-web',
    command: bin('vitest'),
    args: [
      'run',
      '--root',
      'apps/web',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${webJson}`,
    ],
    counts: () => vitestCounts(webJson),
  },
  nodeTestStep('tests-postgres', serverSuites, { NOVA_TEST_DB: 'postgres', NOVA_TEST_PG_URL: pgUrl }),
  { name: 'build-web', command: 'npm', args: ['run', '--silent', 'build', '-w', '@nova/web'] },
  { name: 'build-server', command: 'npm', args: ['run', '--silent', 'build', '-w', '@nova/server'] },
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    counts: () => playwrightCounts(e2eJson),
  },
];

function run(step: Step): Promise<number> {
  return new Promise((resolveExit) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: projectPath,
        NODE_COMPILE_CACHE: compileCache,
        FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
        ...step.env,
      },
    });
    child.on('error', (error) => {
      console.error(`cannot run ${step.command}: ${error.message}`);
      resolveExit(127);
    });
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0)));
  });
}

function names(value: string | undefined): Set<string> | undefined {
  return value ? new Set(value.split(',').map((name) => name.trim())) : undefined;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: 'string' }, skip: { type: 'string' } } });
  const only = names(values.only);
  const skip = names(values.skip) ?? new Set<string>();
  for (const name of [...(only ?? []), ...skip]) {
    if (!steps.some((step) => step.name === name)) {
      console.error(`unknown step "${name}"; steps: ${steps.map((step) => step.name).join(', ')}`);
      return 2;
    }
  }

  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const total: Counts = { passed: 0, failed: 0 };
  const times: string[] = [];
  const started = performance.now();
  let failedStep: string | undefined;

  for (const step of steps) {
    if ((only && !only.has(step.name)) || skip.has(step.name)) continue;
    console.log(`\n=== ${step.name} ===`);
    const stepStarted = performance.now();
    const code = await run(step);
    const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
    const counts = step.counts?.();
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
    }
    const tally = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
    times.push(`  ${step.name.padEnd(15)} ${seconds.padStart(6)} s  ${code === 0 ? 'ok' : 'FAILED'}${tally}`);
    console.log(
      `=== ${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds}s${tally} ===`,
    );
    if (code !== 0) {
      failedStep = step.name;
      break;
    }
  }

  const minutes = ((performance.now() - started) / 60000).toFixed(1);
  console.log(
    `\nstep times (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}):\n${times.join('\n')}`,
  );
  console.log(
    `\n${failedStep ? `stopped at step "${failedStep}"` : 'all steps passed'} after ${minutes} min`,
  );
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return failedStep || total.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
