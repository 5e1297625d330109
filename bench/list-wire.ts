// The full task list as a browser receives it, and where the CPU went while autocannon asked for it
// (docs/decisions/0016-list-figures.md): the same list uncompressed and with the Accept-Encoding a
// browser sends (brotli chosen), each run with the share of the machine's cores used by the load
// generator (this process: autocannon runs in its main thread, measured with process.cpuUsage()), by
// the server (/proc/<pid>/stat) and by everything else (/proc/stat less those two), the megabytes per
// second the load generator had to take in, and the 1-minute load average beside it.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { getStatus } from '../scripts/server-process.ts';
import { freePort, removeDir, round, tempDataDir } from './lib.ts';
import { type AutocannonResult, autocannon, benchDuration } from './load.ts';

/** What Chrome (and Firefox over HTTPS) send: the server picks brotli. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd';

const ticksPerSecond = 100; // USER_HZ on Linux

/** User + system CPU time of a process (all its threads) in ms, from /proc/<pid>/stat. */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Busy CPU time of the whole machine in ms (every core), from /proc/stat. */
function machineBusyMs(): number {
  const [cpu = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, user, nice, system, idle, iowait, irq, softirq, steal] = cpu.trim().split(/\s+/).map(Number);
  void idle;
  void iowait;
  const busy = [user, nice, system, irq, softirq, steal].reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return (busy * 1000) / ticksPerSecond;
}

export type CpuRun = {
  result: AutocannonResult;
  /** Percent of all the machine's cores over the run. */
  clientCpuPct: number;
  serverCpuPct: number;
  othersCpuPct: number;
  /** Bytes per second the load generator received (headers and bodies), in MB/s. */
  receivedMBps: number;
  load1m: number;
};

/** A 2 s warm-up, then a measured autocannon run with the CPU accounting around it. */
export async function measureWithCpu(
  options: { url: string; connections: number; headers: Record<string, string> },
  serverPid: number,
  duration = benchDuration,
): Promise<CpuRun> {
  await autocannon({ ...options, duration: 2 });
  const capacityMsPerS = availableParallelism() * 1000;
  const started = performance.now();
  const client0 = process.cpuUsage();
  const server0 = processCpuMs(serverPid);
  const machine0 = machineBusyMs();
  const result = await autocannon({ ...options, duration });
  const client = process.cpuUsage(client0);
  const clientMs = (client.user + client.system) / 1000;
  const serverMs = processCpuMs(serverPid) - server0;
  const machineMs = machineBusyMs() - machine0;
  const capacity = ((performance.now() - started) / 1000) * capacityMsPerS;
  const pct = (ms: number) => round((100 * ms) / capacity);
  return {
    result,
    clientCpuPct: pct(clientMs),
    serverCpuPct: pct(serverMs),
    othersCpuPct: pct(Math.max(0, machineMs - clientMs - serverMs)),
    receivedMBps: round(result.throughput.average / 1e6),
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
// or cache lookup. What autocannon reaches against it is the ceiling of this machine at this moment
// for answers of that size, whatever the server does.
const bareServer = `
const { readFileSync } = require('node:fs');
const body = readFileSync(process.argv[1]);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
if (process.argv[2] !== 'identity') headers['content-encoding'] = process.argv[2];
require('node:http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.argv[3]), '127.0.0.1');
`;

/** autocannon against the bare server holding `body` (with CPU accounting). */
async function bareCeiling(body: Buffer, encoding: string, connections: number): Promise<CpuRun> {
  const dir = tempDataDir('bare');
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', bareServer, file, encoding, String(port)], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let tries = 0; (await getStatus(url)) !== 200; tries++) {
      if (tries > 500) throw new Error('the bare server did not answer');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return await measureWithCpu({ url, connections, headers: {} }, child.pid ?? 0);
  } finally {
    child.kill('SIGTERM');
    await exited;
    removeDir(dir);
  }
}

/** Both runs of the full list (identity, then brotli as a browser asks), as report() metrics. */
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
  const runs = [
    ['identity', () => measureWithCpu({ url, connections, headers }, serverPid)],
    ['brotli', () => measureWithCpu({ url, connections, headers: browser }, serverPid)],
    ['bareIdentity', () => bareCeiling(plain.body, 'identity', connections)],
    ['bareBrotli', () => bareCeiling(sent.body, 'br', connections)],
  ] as const;
  for (const [name, measure] of runs) {
    const run = await measure();
    out[`${name}RequestsPerSecond`] = Math.round(run.result.requests.average);
    out[`${name}LatencyP99Ms`] = run.result.latency.p99;
    out[`${name}ReceivedMBps`] = run.receivedMBps;
    out[`${name}AutocannonCpuPct`] = run.clientCpuPct;
    out[`${name}ServerCpuPct`] = run.serverCpuPct;
    out[`${name}OthersCpuPct`] = run.othersCpuPct;
    out[`${name}Load1m`] = run.load1m;
  }
  return out;
}
