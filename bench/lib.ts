// Shared pieces of the benchmarks: free ports, temp data dirs, starting/stopping `nova serve`,
// and writing bench/results/<name>.json plus a short table on stdout.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** What `npm start` runs: the bundled server (bench/run-all.ts builds it when stale). */
export const cli = join(root, 'apps', 'server', 'dist', 'nova.js');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export function tempDataDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `nova-bench-${label}-`));
}

export function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

export type RunningServer = {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  /** Output of the process so far (for error messages). */
  output(): string;
  stop(): Promise<void>;
};

/** Spawns `node apps/server/dist/nova.js serve` on a port with a data dir; does not wait for it. */
export function spawnServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): RunningServer {
  const child = spawn(process.execPath, [cli, 'serve'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return {
    child,
    pid: child.pid ?? 0,
    port: opts.port,
    url: `http://127.0.0.1:${opts.port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** One GET without keep-alive; resolves with the status code, or 0 when nothing answers yet. */
export function getStatus(url: string): Promise<number> {
  return new Promise((resolveStatus) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      resolveStatus(res.statusCode ?? 0);
    });
    req.on('error', () => resolveStatus(0));
    req.end();
  });
}

/** Polls `url` every `intervalMs` until it answers 200; rejects if the process exits or time runs out. */
export async function waitFor200(
  server: RunningServer,
  path = '/api/health',
  opts: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = performance.now() + (opts.timeoutMs ?? 30_000);
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with code ${server.child.exitCode}:\n${server.output()}`);
    }
    if ((await getStatus(`${server.url}${path}`)) === 200) return;
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 5));
  }
  throw new Error(`no 200 from ${path} in time:\n${server.output()}`);
}

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM...). */
export function procStatusMb(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Math.round((kb / 1024) * 10) / 10;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export type Goal = { metric: string; max?: number; min?: number; unit: string };
export type GoalResult = Goal & { value: number; met: boolean };

export type BenchResult = {
  name: string;
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  metrics: Record<string, number | string>;
  goals: Record<string, GoalResult>;
};

/** Writes bench/results/<name>.json and prints the metrics and goals as a small table. */
export function report(name: string, metrics: Record<string, number | string>, goals: Goal[]): BenchResult {
  const goalResults: Record<string, GoalResult> = {};
  for (const goal of goals) {
    const value = Number(metrics[goal.metric]);
    const met =
      (goal.max === undefined || value <= goal.max) && (goal.min === undefined || value >= goal.min);
    goalResults[goal.metric] = { ...goal, value, met };
  }
  const result: BenchResult = {
    name,
    date: new Date().toISOString(),
    machine: {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
    metrics,
    goals: goalResults,
  };
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);

  // Long values (lists of runs or files) go below the table so the columns stay readable.
  const isLong = (value: number | string) => String(value).length > 24;
  const rows = Object.entries(metrics)
    .filter(([, value]) => !isLong(value))
    .map(([metric, value]) => {
      const goal = goalResults[metric];
      const target = goal
        ? `${goal.max !== undefined ? `<= ${goal.max}` : `>= ${goal.min}`} ${goal.unit}`
        : '';
      return [metric, String(value), target, goal ? (goal.met ? 'met' : 'MISSED') : ''];
    });
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[['metric', 'value', 'goal', ''], ...rows].map((r) => r[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${name}`);
  console.log(line(['metric', 'value', 'goal', '']));
  for (const row of rows) console.log(line(row));
  for (const [metric, value] of Object.entries(metrics))
    if (isLong(value)) console.log(`${metric}: ${value}`);
  return result;
}
