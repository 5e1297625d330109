// The full task list as a browser receives it, and where the CPU went while it was asked for
// (docs/decisions/0016-list-figures.md). The load generator runs in this process on the same cores as
// the server, so each run also reports the share of the machine's cores used by the load generator
// (process.cpuUsage()), by the server (/proc/<pid>/stat, all its threads) and by everything else
// (/proc/stat less those two), the megabytes per second the load generator took in, and the 1-minute
// load average at its end.
//
// Two load generators. autocannon 9, which the other benches use, parses answers in JavaScript
// (http-parser-js) and appends every body to a string (`req.body += data`): 468 KB of UTF-8 decoding
// per list, and far more per byte for binary bodies such as brotli, where it measures itself rather
// than the server. `undiciLoad` below uses undici (llhttp) and only counts the body's bytes, as a
// browser's network stack receives them (it then decompresses on the user's device, not on the
// server's): for the 49 KB brotli list it costs about a sixth of autocannon's CPU per answer. Figures as browsers receive them: `brotli*`, with the Accept-Encoding
// a browser sends.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Pool } from 'undici';
import { getStatus } from '../scripts/server-process.ts';
import { freePort, machineBusyMs, percentile, processCpuMs, removeDir, round, tempDataDir } from './lib.ts';
import { autocannon, benchDuration } from './load.ts';

/** What Chrome (and Firefox over HTTPS) send: the server picks brotli. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd';

type LoadOptions = { url: string; connections: number; headers: Record<string, string>; durationS: number };
export type LoadSummary = {
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Body and header bytes received per second. */
  bytesPerSecond: number;
  non200: number;
};
type LoadGenerator = (options: LoadOptions) => Promise<LoadSummary>;

/** autocannon, as the other benches run it. */
export const autocannonLoad: LoadGenerator = async ({ url, connections, headers, durationS }) => {
  const result = await autocannon({ url, connections, headers, duration: durationS });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    non200: result.requests.total - (result.statusCodeStats['200']?.count ?? 0),
  };
};

/** `connections` keep-alive loops of GETs on undici, counting body bytes without decoding them. */
export const undiciLoad: LoadGenerator = async ({ url, connections, headers, durationS }) => {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections });
  const latencies: number[] = [];
  let bytes = 0;
  let non200 = 0;
  const counter = () =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
  const one = async () => {
    const started = performance.now();
    await pool.stream({ path: `${target.pathname}${target.search}`, method: 'GET', headers }, (res) => {
      if (res.statusCode !== 200) non200 += 1;
      for (const [name, value] of Object.entries(res.headers))
        bytes += name.length + String(value).length + 4;
      return counter();
    });
    latencies.push(performance.now() - started);
  };
  const began = performance.now();
  const end = began + durationS * 1000;
  const loop = async () => {
    while (performance.now() < end) await one();
  };
  try {
    await Promise.all(Array.from({ length: connections }, loop));
  } finally {
    await pool.close();
  }
  const seconds = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    latencyP50Ms: round(percentile(sorted, 50)),
    latencyP99Ms: round(percentile(sorted, 99)),
    bytesPerSecond: bytes / seconds,
    non200,
  };
};

export type CpuRun = LoadSummary & {
  /** Percent of all the machine's cores over the run. */
  loadGeneratorCpuPct: number;
  serverCpuPct: number;
  othersCpuPct: number;
  /** What the load generator took in, MB/s. */
  receivedMBps: number;
  load1m: number;
};

/** A 2 s warm-up, then a measured run with the CPU accounting around it. */
export async function measureWithCpu(
  load: LoadGenerator,
  options: Omit<LoadOptions, 'durationS'>,
  serverPid: number,
  durationS = benchDuration,
): Promise<CpuRun> {
  await load({ ...options, durationS: 2 });
  const started = performance.now();
  const client0 = process.cpuUsage();
  const server0 = processCpuMs(serverPid);
  const machine0 = machineBusyMs();
  const summary = await load({ ...options, durationS });
  const client = process.cpuUsage(client0);
  const clientMs = (client.user + client.system) / 1000;
  const serverMs = processCpuMs(serverPid) - server0;
  const machineMs = machineBusyMs() - machine0;
  const capacityMs = (performance.now() - started) * availableParallelism();
  const pct = (ms: number) => round((100 * ms) / capacityMs);
  return {
    ...summary,
    loadGeneratorCpuPct: pct(clientMs),
    serverCpuPct: pct(serverMs),
    othersCpuPct: pct(Math.max(0, machineMs - clientMs - serverMs)),
    receivedMBps: round(summary.bytesPerSecond / 1e6),
    load1m: round(loadavg()[0] ?? 0, 2),
  };
}

/** One answer's body as sent on the wire (no decompression) and its encoding. */
function wireBody(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

// A bare node:http server answering every request with the same bytes: no routing, session, database
// or cache lookup. What a load generator reaches against it is this machine's ceiling at that moment
// for answers of that size, whatever the server does.
const bareServer = `
const body = require('node:fs').readFileSync(process.argv[1]);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
require('node:http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.argv[2]), '127.0.0.1');
`;

/** `work` against the bare server answering `body`, given its URL and pid. */
async function withBareServer<T>(body: Buffer, work: (url: string, pid: number) => Promise<T>): Promise<T> {
  const dir = tempDataDir('bare');
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', bareServer, file, String(port)], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let tries = 0; (await getStatus(url)) !== 200; tries++) {
      if (tries > 500) throw new Error('the bare server did not answer');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return await work(url, child.pid ?? 0);
  } finally {
    child.kill('SIGTERM');
    await exited;
    removeDir(dir);
  }
}

/**
 * The full list uncompressed and as browsers ask for it, with both load generators, and the bare
 * server's ceiling for the uncompressed list; as report() metrics (each run's load average beside it).
 */
export async function listAsBrowsersReceive(
  url: string,
  headers: Record<string, string>,
  serverPid: number,
  connections: number,
): Promise<Record<string, number | string>> {
  const browser = { ...headers, 'accept-encoding': browserAcceptEncoding };
  const plain = await wireBody(url, headers);
  const sent = await wireBody(url, browser);
  if (sent.encoding !== 'br') throw new Error(`expected a brotli answer, got ${sent.encoding}`);
  const out: Record<string, number | string> = { brotliResponseKb: Math.round(sent.body.length / 1024) };
  const nova = (load: LoadGenerator, runHeaders: Record<string, string>) => () =>
    measureWithCpu(load, { url, connections, headers: runHeaders }, serverPid);
  const bare = (load: LoadGenerator) => () =>
    withBareServer(plain.body, (bareUrl, pid) =>
      measureWithCpu(load, { url: bareUrl, connections, headers: {} }, pid),
    );
  const runs = [
    ['brotli', nova(undiciLoad, browser)],
    ['identity', nova(undiciLoad, headers)],
    ['identityAutocannon', nova(autocannonLoad, headers)],
    ['brotliAutocannon', nova(autocannonLoad, browser)],
    ['bareIdentityAutocannon', bare(autocannonLoad)],
    ['bareIdentity', bare(undiciLoad)],
  ] as const;
  for (const [name, measure] of runs) {
    const run = await measure();
    out[`${name}RequestsPerSecond`] = run.requestsPerSecond;
    out[`${name}LatencyP99Ms`] = run.latencyP99Ms;
    out[`${name}Non200`] = run.non200;
    out[`${name}ReceivedMBps`] = run.receivedMBps;
    out[`${name}LoadGeneratorCpuPct`] = run.loadGeneratorCpuPct;
    out[`${name}ServerCpuPct`] = run.serverCpuPct;
    out[`${name}OthersCpuPct`] = run.othersCpuPct;
    out[`${name}Load1m`] = run.load1m;
  }
  return out;
}
