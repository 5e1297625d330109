// A built Nova server (`node <bundle> serve`) as a child process, for the benchmarks (bench/lib.ts) and
// the end-to-end suite (e2e/global-setup.ts): free loopback ports, spawning with PORT/DATA_DIR/
// PUBLIC_URL/LOG_LEVEL, keeping the tail of its output (and piping it to a log if asked), waiting for
// a 200 on /api/health, and stopping it (SIGTERM, then SIGKILL after 5 s).
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import type { Writable } from 'node:stream';
import { serverEnv, serverNodeArgs } from './start.ts';

/** A port nothing listens on right now (the OS picks it; closed again before returning). */
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

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  /** performance.now() when the process was spawned. */
  startedAt: number;
  /** The last 4,000 characters of its stdout and stderr (for error messages). */
  output(): string;
  stop(): Promise<void>;
};

export type ServerOptions = {
  /** The server bundle to run, e.g. apps/server/dist/nova.js or a snapshot copy of it. */
  bundle: string;
  cwd: string;
  port: number;
  dataDir: string;
  /** Set after the defaults (PUBLIC_URL http://127.0.0.1:<port>, LOG_LEVEL warn), so it can override them. */
  env?: Record<string, string>;
  /** Where stdout and stderr also go, e.g. a log file stream. */
  log?: Writable;
};

/** Spawns `node <flags> <bundle> serve` as npm start does; does not wait for it to answer. */
export function spawnServer(options: ServerOptions): ServerProcess {
  const url = `http://127.0.0.1:${options.port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...serverNodeArgs, options.bundle, 'serve'], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // As `npm start` runs it, unless the environment says otherwise.
      ...serverEnv,
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  if (options.log) {
    child.stdout?.pipe(options.log);
    child.stderr?.pipe(options.log);
  }
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return {
    child,
    pid: child.pid ?? 0,
    port: options.port,
    url,
    startedAt,
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

/** Polls `path` every `intervalMs` until it answers 200; rejects if the process exits or time runs out. */
export async function waitForHealth(
  server: ServerProcess,
  options: { path?: string; intervalMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const path = options.path ?? '/api/health';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the Nova server exited with code ${server.child.exitCode}:\n${server.output()}`);
    }
    if ((await getStatus(`${server.url}${path}`)) === 200) return;
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 5));
  }
  throw new Error(`no 200 from ${path} within ${timeoutMs} ms:\n${server.output()}`);
}
