// The shared part of the opening profiles (bench/mindmap-open-profile.ts, bench/app-open-profile.ts):
// opens a page PROFILE_RUNS times (default 3), each in a fresh browser context of one headless
// Chromium, phone-sized (412 x 823, touch) with the CPU slowed PROFILE_CPU times (default 4), and
// records a Chrome trace and a CPU profile of each open. Printed per run: every main-thread task of
// 50 ms or more (what Lighthouse's TBT counts, though Lighthouse simulates the slowdown instead of
// applying it), its share over 50 ms added up, and for each task the functions that took the most of
// it (inclusive, React's own frames left out) and the most by themselves. PROFILE_SAVE=<dir> keeps the
// trace and the profile of each run (open them in Chrome's DevTools). Build the web app unminified
// (`npx vite build --minify false` in apps/web) to read function names; that build is slower, so
// compare figures only between builds made alike. The load average is printed: a busy machine
// stretches every task (the thread CPU time beside each, and its own sum over 50 ms, less so).
// Also printed: how many times React committed during the open. PROFILE_QUIET=1 prints only each
// run's sums and commits, and records no CPU profile (unless PROFILE_SAVE). A profile that names its page's data (`data`) also prints the main thread's
// tasks in the first seconds after that response arrived, by their thread CPU: the largest, and each
// one's CPU times 4 over 50 ms added up, which is how Lighthouse's mobile run counts the tasks it saw
// (it loads the page at full speed and multiplies each task by 4), and the same times 8 (each task
// taking twice its CPU time, as on a busy machine). Run it at PROFILE_CPU=1 to read it that way:
// thread CPU is stretched less than wall time by the other processes of a busy machine.
/// <reference lib="dom" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { chromePath, returningUserStorage } from './lighthouse.ts';

const runs = Number(process.env.PROFILE_RUNS ?? 3);
const cpu = Number(process.env.PROFILE_CPU ?? 4);
const saveDir = process.env.PROFILE_SAVE;
const quiet = Boolean(process.env.PROFILE_QUIET);
/** Quiet runs print no functions: no CPU sampling then (unless kept), whose own cost lengthens the tasks. */
const sampling = !quiet || Boolean(saveDir);
const noSamples: CpuProfile = { nodes: [], startTime: 0, samples: [], timeDeltas: [] };
const LONG_MS = 50;

/** A Chrome trace event, as the benches read them (lighthouse-report.ts too). */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (less stretched than `dur` when other processes share the CPU). */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; requestId?: string } };
};
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const frameName = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'}@${
    f.url
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '') ?? ''
  }:${f.lineNumber}`;
/** React's scheduler and reconciler frames: in every task, so they say nothing about which. */
const reactFrame = /@react:|@with-selector:|^\((root|program|idle)\)/;

/** The renderer's main thread: the CrRendererMain thread with the most task time. */
function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const t of tasks) busy.set(`${t.pid}:${t.tid}`, (busy.get(`${t.pid}:${t.tid}`) ?? 0) + (t.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  return tasks.filter((t) => `${t.pid}:${t.tid}` === main).sort((a, b) => a.ts - b.ts);
}

/** Each long task with the functions that took most of it (CPU samples inside the task's span). */
function describe(events: TraceEvent[], profile: CpuProfile, navigationTs: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stamps: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    stamps.push(at);
  }
  const lines: string[] = [];
  let blocking = 0;
  let blockingCpu = 0;
  let count = 0;
  for (const task of mainThreadTasks(events)) {
    const cpuMs = (task.tdur ?? 0) / 1000;
    if (cpuMs >= LONG_MS) blockingCpu += cpuMs - LONG_MS;
    const ms = (task.dur ?? 0) / 1000;
    if (ms < LONG_MS) continue;
    blocking += ms - LONG_MS;
    count += 1;
    const inclusive = new Map<string, number>();
    const self = new Map<string, number>();
    for (let i = 0; i < stamps.length; i++) {
      const stamp = stamps[i] ?? 0;
      if (stamp < task.ts || stamp > task.ts + (task.dur ?? 0)) continue;
      const spent = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const leaf = byId.get(profile.samples[i] ?? -1);
      if (!leaf) continue;
      self.set(frameName(leaf.callFrame), (self.get(frameName(leaf.callFrame)) ?? 0) + spent);
      const seen = new Set<string>();
      for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
        const name = frameName(byId.get(id)?.callFrame ?? leaf.callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + spent);
      }
    }
    const top = (m: Map<string, number>, n: number, skip: RegExp | null) =>
      [...m]
        .filter(([name]) => !skip?.test(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, t]) => `${name} ${Math.round(t)}`)
        .join(' | ');
    lines.push(
      `  task at ${Math.round((task.ts - navigationTs) / 1000)} ms: ${Math.round(ms)} ms (thread CPU ${Math.round(cpuMs)})`,
    );
    lines.push(`    most of it: ${top(inclusive, 10, reactFrame) || '-'}`);
    lines.push(`    by itself:  ${top(self, 6, null)}`);
  }
  lines.push(
    `  ${count} tasks over ${LONG_MS} ms, their time over ${LONG_MS} added up: ${Math.round(blocking)} ms wall, ${Math.round(blockingCpu)} ms thread CPU`,
  );
  return lines;
}

/** The page's tasks in the `data.windowMs` after the response whose URL matches `data.url` ended. */
function afterData(events: TraceEvent[], data: NonNullable<OpeningProfile['data']>): string {
  const sent = events.filter(
    (e) => e.name === 'ResourceSendRequest' && data.url.test(e.args?.data?.url ?? ''),
  );
  const ids = new Set(sent.map((e) => e.args?.data?.requestId));
  const end = events.find((e) => e.name === 'ResourceFinish' && ids.has(e.args?.data?.requestId))?.ts;
  if (end === undefined) return `  after ${data.label}: no such response`;
  // The tasks of the thread that asked for the data (the page's main thread).
  const [page] = sent;
  const cpus = events
    .filter((t) => t.name === 'RunTask' && t.ph === 'X' && t.pid === page?.pid && t.tid === page?.tid)
    .filter((t) => t.ts >= end && t.ts < end + data.windowMs * 1000)
    .map((t) => (t.tdur ?? 0) / 1000);
  const total = cpus.reduce((sum, c) => sum + c, 0);
  const over = (times: number) =>
    Math.round(cpus.reduce((sum, c) => sum + Math.max(0, times * c - LONG_MS), 0));
  return `  after ${data.label}: ${cpus.length} tasks, ${Math.round(total)} ms thread CPU, the largest ${Math.max(0, ...cpus).toFixed(1)} ms; times 4 over ${LONG_MS} added up: ${over(4)} ms (times 8, each task taking twice its CPU time on a busy machine: ${over(8)} ms)`;
}

export type OpeningProfile = {
  /** The page opened in each run. */
  url: string;
  /** What the first printed line says the page is. */
  label: string;
  /** The session cookie ("name=value") for the server at `serverUrl`. */
  cookie: string;
  serverUrl: string;
  /** How long after the navigation each open is recorded. */
  recordMs: number;
  /**
   * Run in each run's fresh context before the recorded open (not recorded, not slowed down): e.g. a
   * first visit that leaves the last-known data behind.
   */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** The page's own data (a response whose URL matches `url`): what follows it is summed on its own. */
  data?: { url: RegExp; label: string; windowMs: number };
};

/** Opens `url` PROFILE_RUNS times as described at the top of this file, printing each run's long tasks. */
export async function profileOpenings(options: OpeningProfile): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  console.log(
    `${options.url} (${options.label}), CPU ${cpu}x, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  try {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const [name = '', value = ''] = options.cookie.split('=');
      await context.addCookies([{ name, value, url: options.serverUrl }]);
      await context.addInitScript((entries) => {
        for (const [key, item] of Object.entries(entries)) localStorage.setItem(key, item);
      }, returningUserStorage);
      await options.prepare?.(context);
      // React's commits, counted through the hook React DevTools use (production builds call it too).
      await context.addInitScript(() => {
        const counted = window as unknown as {
          reactCommits: number;
          __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
        };
        counted.reactCommits = 0;
        counted.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => {},
          onScheduleFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          onCommitFiberRoot: () => {
            counted.reactCommits += 1;
          },
        };
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      if (sampling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      const started = Date.now();
      await page.goto(options.url, { waitUntil: 'commit' });
      // No polling for what the page shows (a waiting locator runs in the page and shows in the profile).
      await page.waitForTimeout(Math.max(0, options.recordMs - (Date.now() - started)));
      const commits = await page.evaluate(() => (window as unknown as { reactCommits: number }).reactCommits);
      const profile = sampling
        ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
        : noSamples;
      const trace = await browser.stopTracing();
      const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? profile.startTime;
      if (saveDir) {
        writeFileSync(join(saveDir, `open-${run}.json`), trace);
        writeFileSync(join(saveDir, `open-${run}.cpuprofile`), JSON.stringify(profile));
      }
      const lines = [...describe(events, profile, navigation), `  React commits: ${commits}`];
      if (options.data) lines.push(afterData(events, options.data));
      console.log(`run ${run}:`);
      for (const line of quiet ? lines.slice(options.data ? -3 : -2) : lines) console.log(line);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
