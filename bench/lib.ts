// Shared pieces of the benchmarks: temp data dirs, a fresh bundled server per bench (withServer /
// startServer, on scripts/server-process.ts), /proc memory figures, and writing
// bench/results/<name>.json plus a short table on stdout.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isRecord } from '../packages/core/src/guards.ts';
import {
  freePort,
  type ServerProcess,
  spawnServer as spawnServerProcess,
  waitForHealth,
} from '../scripts/server-process.ts';

export { freePort, type ServerProcess, waitForHealth };

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * What `npm start` runs: the bundled server (bench/run-all.ts builds it when stale). NOVA_BENCH_BUNDLE
 * runs another build instead (an older commit's, to compare before and after on the same machine).
 */
export const cli = process.env.NOVA_BENCH_BUNDLE ?? join(root, 'apps', 'server', 'dist', 'nova.js');

export function tempDataDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `nova-bench-${label}-`));
}

export function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

/** Spawns the bundled server (`cli`) on a port with a data dir; does not wait for it. */
export function spawnServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): ServerProcess {
  return spawnServerProcess({ bundle: cli, cwd: root, ...options });
}

/** A bare Fastify hello (bench/fastify-hello.mjs), started like the server: the yardstick of cold start and RSS. */
export function spawnFastifyHello(options: { port: number; dataDir: string }): ServerProcess {
  return spawnServerProcess({ bundle: join(root, 'bench', 'fastify-hello.mjs'), cwd: root, ...options });
}

export type StartedServer = { server: ServerProcess; dataDir: string; stop(): Promise<void> };

/**
 * A fresh temp data dir and the bundled server on a free port, answering /api/health; `stop` stops it
 * and removes the dir (done here already if the start fails).
 */
export async function startServer(
  label: string,
  options: { env?: Record<string, string> } = {},
): Promise<StartedServer> {
  const dataDir = tempDataDir(label);
  const server = spawnServer({ port: await freePort(), dataDir, env: options.env });
  const stop = async () => {
    await server.stop();
    removeDir(dataDir);
  };
  try {
    await waitForHealth(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, dataDir, stop };
}

/** Runs `work` against a fresh server (startServer), then always stops it and removes its data dir. */
export async function withServer<T>(
  label: string,
  options: { env?: Record<string, string> },
  work: (server: ServerProcess, dataDir: string) => Promise<T>,
): Promise<T> {
  const started = await startServer(label, options);
  try {
    return await work(started.server, started.dataDir);
  } finally {
    await started.stop();
  }
}

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM...). */
export function procStatusMb(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Math.round((kb / 1024) * 10) / 10;
}

const ticksPerSecond = 100; // USER_HZ on Linux

/** User + system CPU time of a process (all its threads) in ms, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Busy CPU time of the whole machine in ms (every core), from /proc/stat. */
export function machineBusyMs(): number {
  const [cpu = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
  // cpu user nice system idle iowait irq softirq steal
  const ticks = cpu.trim().split(/\s+/).slice(1).map(Number);
  const busy = [0, 1, 2, 5, 6, 7].reduce((sum, i) => sum + (ticks[i] ?? 0), 0);
  return (busy * 1000) / ticksPerSecond;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return Number.NaN; // no values, no median
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The item at `index` of a list walked round and round (the index modulo the length). */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle: the list is empty');
  return item;
}

/** The p-th percentile (nearest rank) of values sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The length of a JSON answer's `tasks` list; throws when the answer has none. */
export function tasksLength(body: unknown): number {
  if (!isRecord(body) || !Array.isArray(body.tasks))
    throw new Error(`no tasks list in ${JSON.stringify(body)}`);
  return body.tasks.length;
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
  machine: { cpus: number; cpuModel: string; node: string; platform: string; loadAverage: number[] };
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
      // 1, 5 and 15 minutes when the figures were written: a figure means little without it.
      loadAverage: loadavg().map((value) => round(value, 2)),
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
        ? `${goal.max === undefined ? `>= ${goal.min}` : goal.min === undefined ? `<= ${goal.max}` : `${goal.min} to ${goal.max}`} ${goal.unit}`
        : '';
      return [metric, String(value), target, goal ? (goal.met ? 'met' : 'MISSED') : ''];
    });
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[['metric', 'value', 'goal', ''], ...rows].map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${name} (load average ${result.machine.loadAverage.join(' ')})`);
  console.log(line(['metric', 'value', 'goal', '']));
  for (const row of rows) console.log(line(row));
  for (const [metric, value] of Object.entries(metrics))
    if (isLong(value)) console.log(`${metric}: ${value}`);
  return result;
}

/** The PostgreSQL server benches use: NOVA_BENCH_PG_URL, else the test server every machine runs. */
export const benchPgAdminUrl = process.env.NOVA_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `work` with the URL of a fresh PostgreSQL database created beside NOVA_BENCH_PG_URL's and
 * dropped after; returns null (and says so) when that server cannot be reached.
 */
export async function withScratchPostgres<T>(
  label: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T | null> {
  const admin = new pg.Client({ connectionString: benchPgAdminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`${label}: PostgreSQL at NOVA_BENCH_PG_URL not reachable (${String(error)}): skipped`);
    return null;
  }
  const name = `nova_bench_${Math.random().toString(36).slice(2, 12)}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(benchPgAdminUrl);
    url.pathname = `/${name}`;
    return await work(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
