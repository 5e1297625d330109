// Two Nova server processes on one PostgreSQL database behind a small round-robin reverse proxy
// (http-proxy-3): the scale-out setup of docs/scale-out.md, and what apps/server/test/scale-out.test.ts
// starts. Each process is a real `node <entry> serve` (the bundle `npm start` runs, or the same CLI from
// source), with the same DATABASE_URL, SESSION_SECRET and DATA_DIR and a port of its own; the proxy
// sends each request to the next process in turn, streams answers through unbuffered (the live-update
// stream GET /api/events stays open for hours) and names the process that answered in x-nova-upstream.
//
//   DATABASE_URL=postgres://… node scripts/two-process.ts    # proxy on PORT (3000), processes on free ports
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProxyServer } from 'http-proxy-3';
import { freePort, type ServerProcess, spawnServer, waitForHealth } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type TwoProcesses = {
  /** The proxy's address: what browsers open (PUBLIC_URL of both processes). */
  url: string;
  servers: readonly [ServerProcess, ServerProcess];
  /** Which process (0 or 1) the proxy sends the next request to. */
  nextUpstream(): number;
  /** Requests the proxy sent to each process so far. */
  hits: readonly [number, number];
  stop(): Promise<void>;
};

export type TwoProcessOptions = {
  databaseUrl: string;
  /** What each process runs with `serve`: the server bundle, or apps/server/src/cli.ts. */
  entry: string;
  /** The proxy's port (0: any free one). */
  port?: number;
  /** Shared by both processes (attachments live there). */
  dataDir: string;
  /** Extra environment for both processes (SESSION_SECRET, LOG_LEVEL, METRICS_TOKEN …). */
  env?: Record<string, string>;
};

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** The round-robin proxy in front of `targets` (filled in once the processes have their ports). */
function roundRobinProxy(targets: string[]) {
  // Keep-alive to the processes; no timeout on either side: an event stream is open for hours.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const proxy = createProxyServer({ agent, xfwd: true });
  let next = 0;
  const hits: [number, number] = [0, 0];
  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    hits[index] = (hits[index] ?? 0) + 1;
    res.setHeader('x-nova-upstream', String(index));
    proxy.web(req, res, { target: targets[index] }, (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream ${index} failed: ${error.message}`);
    });
  });
  // Node's own limits on the incoming side would cut a long stream; the processes keep theirs.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  return {
    server,
    hits,
    nextUpstream: () => next,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
        proxy.close();
      }),
  };
}

export async function startTwoProcesses(options: TwoProcessOptions): Promise<TwoProcesses> {
  const targets: string[] = [];
  const proxy = roundRobinProxy(targets);
  const proxyPort = await listen(proxy.server, options.port ?? 0);
  const url = `http://127.0.0.1:${proxyPort}`;
  mkdirSync(options.dataDir, { recursive: true });
  const spawnOne = async () =>
    spawnServer({
      bundle: options.entry,
      cwd: root,
      port: await freePort(),
      dataDir: options.dataDir,
      env: { DATABASE_URL: options.databaseUrl, PUBLIC_URL: url, TRUST_PROXY: 'true', ...options.env },
    });
  const started: ServerProcess[] = [];
  try {
    const first = await spawnOne();
    started.push(first);
    // Without an explicit SESSION_SECRET the second process must read the one the first wrote to DATA_DIR.
    if (!options.env?.SESSION_SECRET) await waitForHealth(first, { timeoutMs: 60_000 });
    const second = await spawnOne();
    started.push(second);
    await Promise.all(started.map((s) => waitForHealth(s, { timeoutMs: 60_000, intervalMs: 50 })));
    targets.push(first.url, second.url);
    return {
      url,
      servers: [first, second],
      nextUpstream: proxy.nextUpstream,
      hits: proxy.hits,
      async stop() {
        await proxy.close();
        await Promise.all(started.map((s) => s.stop()));
      },
    };
  } catch (error) {
    await proxy.close();
    await Promise.all(started.map((s) => s.stop()));
    throw error;
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error('two-process: set DATABASE_URL=postgres://… (several processes need PostgreSQL)');
    process.exit(2);
  }
  const { buildServerIfStale, buildWebIfStale, serverBundle } = await import('./start.ts');
  buildWebIfStale();
  buildServerIfStale();
  const env: Record<string, string> = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
  if (process.env.SESSION_SECRET) env.SESSION_SECRET = process.env.SESSION_SECRET;
  // The address users open, when the proxy sits behind another (TLS) one; else the proxy's own.
  if (process.env.PUBLIC_URL) env.PUBLIC_URL = process.env.PUBLIC_URL;
  const running = await startTwoProcesses({
    databaseUrl,
    entry: serverBundle,
    port: Number(process.env.PORT ?? 3000),
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')),
    env,
  });
  for (const server of running.servers) {
    server.child.stdout?.pipe(process.stdout);
    server.child.stderr?.pipe(process.stderr);
  }
  console.log(`Nova Planner on ${running.url}: processes ${running.servers.map((s) => s.url).join(' and ')}`);
  const stop = () => {
    running.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** A SESSION_SECRET for a throwaway setup (the test's). */
export const randomSecret = () => randomBytes(32).toString('base64url');
