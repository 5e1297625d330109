// Where opening a 1,000-node mind map (issue 11, bench/mindmap-open.ts) spends its main-thread long
// tasks: the bench's `tree` map (or PROFILE_LAYOUT=grid, or PROFILE_PAGE=list for the empty map list:
// the app shell alone) opened PROFILE_RUNS times (default 3) in a fresh page of one headless
// Chromium, phone-sized (412 x 823, touch) with the CPU slowed 4x (PROFILE_CPU), a Chrome trace and a
// CPU profile of each open. Printed per run: every main-thread task of 50 ms or more (what
// Lighthouse's TBT counts, though Lighthouse simulates the slowdown instead of applying it), its
// share over 50 ms added up, and for each task the functions that took the most of it (inclusive,
// React's own frames left out) and the most by themselves. PROFILE_SAVE=<dir> keeps the trace and
// the profile of each run (open them in Chrome's DevTools). Build the web app unminified
// (`npx vite build --minify false` in apps/web) to read function names; that build is slower, so
// compare figures only between builds made alike. The load average is printed: a busy machine
// stretches every task (the thread CPU time beside each, and its own sum over 50 ms, less so).
// PROFILE_QUIET=1 prints only each run's sums.
//   node bench/mindmap-open-profile.ts
/// <reference lib="dom" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib.ts';
import { chromePath, returningUserStorage } from './lighthouse.ts';
import { createMindMapOverHttp, type MapLayout, mindMapDocumentJson } from './mindmap-seed.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const runs = Number(process.env.PROFILE_RUNS ?? 3);
const cpu = Number(process.env.PROFILE_CPU ?? 4);
const layout: MapLayout = process.env.PROFILE_LAYOUT === 'grid' ? 'grid' : 'tree';
const listOnly = process.env.PROFILE_PAGE === 'list';
const saveDir = process.env.PROFILE_SAVE;
/** How long after the navigation the open is recorded: the map's idle steps are done by then. */
const RECORD_MS = 7000;
const LONG_MS = 50;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (less stretched than `dur` when other processes share the CPU). */
  tdur?: number;
  args?: { name?: string };
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
  for (const task of mainThreadTasks(events)) {
    const cpuMs = (task.tdur ?? 0) / 1000;
    if (cpuMs >= LONG_MS) blockingCpu += cpuMs - LONG_MS;
    const ms = (task.dur ?? 0) / 1000;
    if (ms < LONG_MS) continue;
    blocking += ms - LONG_MS;
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
    `  tasks over ${LONG_MS} ms, their time over ${LONG_MS} added up: ${Math.round(blocking)} ms wall, ${Math.round(blockingCpu)} ms thread CPU`,
  );
  return lines;
}

const { server, stop } = await startServer('mindmap-open-profile');
try {
  const session = await signUpOverHttp(server.url);
  const mapId = await createMindMapOverHttp(server.url, session, mindMapDocumentJson(0, 0, layout));
  const url = listOnly ? `${server.url}/mindmap` : `${server.url}/mindmap/${mapId}`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  console.log(
    `${url} (${listOnly ? 'list' : layout}), CPU ${cpu}x, load ${loadavg()
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
      const [name = '', value = ''] = session.cookie.split('=');
      await context.addCookies([{ name, value, url: server.url }]);
      await context.addInitScript((entries) => {
        for (const [key, item] of Object.entries(entries)) localStorage.setItem(key, item);
      }, returningUserStorage);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      const started = Date.now();
      await page.goto(url, { waitUntil: 'commit' });
      // No polling for the first node (a waiting locator runs in the page and shows in the profile).
      await page.waitForTimeout(Math.max(0, RECORD_MS - (Date.now() - started)));
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const trace = await browser.stopTracing();
      const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? profile.startTime;
      if (saveDir) {
        writeFileSync(join(saveDir, `open-${run}.json`), trace);
        writeFileSync(join(saveDir, `open-${run}.cpuprofile`), JSON.stringify(profile));
      }
      const lines = describe(events, profile, navigation);
      console.log(`run ${run}:`);
      for (const line of process.env.PROFILE_QUIET ? lines.slice(-1) : lines) console.log(line);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await stop();
}
