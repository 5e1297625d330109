// Lighthouse performance of /app for a returning user with 1,000 and with 10,000 open tasks (+20 %
// completed, micro-tasks, tags, strategies, a full MVD: bench/seed-tasks.ts), mobile and desktop
// presets, against one `nova serve` per size on this machine. Each form factor runs LIGHTHOUSE_RUNS
// times (default 3) in the same headless Chromium (CHROME_PATH, default /usr/bin/chromium); every
// metric is the median of its runs, with the runs beside it (the spread). LIGHTHOUSE_TASKS picks the
// sizes (default "1000,10000"). Goals at both sizes: mobile >= 90 with TBT <= 200 ms, desktop >= 95.
// The load average is taken before and after each size: the other engineers share the 2 cores.
//
// How the page is loaded, as a returning user on their own phone after the app changed: one visit of
// /app before the runs (a real browser load, not measured) leaves what the app keeps on the device —
// the last-known data in IndexedDB, the tour marked as seen in localStorage; then each run is a cold
// load: Lighthouse clears the HTTP cache, the service worker and Cache Storage first (its defaults),
// keeps cookies, localStorage and IndexedDB. So no run is helped by cached code, and every run (not
// only the first) restores the stored data as the user's browser would. The session cookie goes in
// as an extra header. Mobile is Lighthouse's default: Moto G Power screen, simulated slow 4G and 4x
// CPU slowdown; desktop is its desktop preset. LIGHTHOUSE_SAVE=<dir> writes every run's full report
// and trace there; the median mobile run's main-thread breakdown, scripts and LCP element are printed.
// Beside each TBT: the one the page's own main-thread work gives from its thread CPU time (CpuTbtMs,
// bench/lighthouse-report.ts cpuBlocking), which the machine's load does not stretch, and that
// thread's CPU time. LIGHTHOUSE_FORM_FACTORS=mobile (or desktop) runs one form factor only.
//
// Also the shared setup of the /app benches (app-bundle.ts, quick-add-latency.ts, offline-open.ts,
// mindmap-open.ts): startSeededApp(), withAppPage() for a Playwright page signed in on it, and
// withLighthouse().
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { median, report, round, type ServerProcess, startServer } from './lib.ts';
import { type LighthouseReport, type LighthouseRun, printDiagnostics, runOf } from './lighthouse-report.ts';
import { type SeedOptions, seedTasks, signUpOverHttp } from './seed-tasks.ts';

export type { LighthouseRun };

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** localStorage the app reads on /app: the tour was seen (apps/web/src/lib/preferences.ts). */
export const returningUserStorage: Record<string, string> = { 'show-onboarding': 'false' };

export type SeededApp = {
  server: ServerProcess;
  cookie: string;
  /** The cookie as Playwright wants it. */
  cookieFor: (url: string) => { name: string; value: string; url: string };
  seed: Awaited<ReturnType<typeof seedTasks>>;
  stop: () => Promise<void>;
};

/**
 * A fresh server (temp DATA_DIR) with one signed-up user holding the task seed: 1,000 open tasks
 * unless `size` says otherwise.
 */
export async function startSeededApp(
  label: string,
  size: Pick<SeedOptions, 'openTasks' | 'completedTasks'> = {},
): Promise<SeededApp> {
  const { server, dataDir, stop } = await startServer(label);
  try {
    const session = await signUpOverHttp(server.url);
    const databaseUrl = join(dataDir, 'nova.sqlite');
    const seed = await seedTasks({ databaseUrl, userId: session.userId, ...size });
    const [name = '', value = ''] = session.cookie.split('=');
    return {
      server,
      cookie: session.cookie,
      cookieFor: (url) => ({ name, value, url }),
      seed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs `work` with a fresh seeded app (startSeededApp) and a page of headless Chromium (playwright-core,
 * chromePath) signed in as its user, the tour seen, 1350x940; closes the browser and stops the app after.
 */
export async function withAppPage<T>(
  label: string,
  work: (app: SeededApp, page: Page) => Promise<T>,
  size: { openTasks?: number; completedTasks?: number } = {},
) {
  const { chromium } = await import('playwright-core');
  const app = await startSeededApp(label, size);
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
    try {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      await context.addCookies([app.cookieFor(app.server.url)]);
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, returningUserStorage);
      return await work(app, await context.newPage());
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
}

type LighthouseModule = {
  default: (
    url: string,
    flags: Record<string, unknown>,
    config?: unknown,
  ) => Promise<{ lhr: LighthouseReport; artifacts?: { Trace?: unknown } } | undefined>;
  desktopConfig: unknown;
};
type ChromeLauncher = {
  launch: (opts: {
    chromePath: string;
    chromeFlags: string[];
  }) => Promise<{ port: number; kill: () => void }>;
};

export type MeasureLighthouse = (
  url: string,
  formFactor: 'desktop' | 'mobile',
  runs: number,
) => Promise<LighthouseRun[]>;

export type LighthouseOptions = {
  /**
   * A page of the origin opened once in the same profile before `work` (signed in, loaded until
   * `ready` shows and the page has been quiet a moment), so the runs find what a visit leaves behind.
   */
  warmUp?: { url: string; ready: string };
};

/** Reports written to LIGHTHOUSE_SAVE so far in this process: the next file's number. */
let savedReports = 0;

/**
 * Runs `work` with one headless Chromium (chromePath) for Lighthouse, its profile holding the
 * returning user's localStorage for `serverUrl`'s origin; `measure` loads a page `runs` times with the
 * session `cookie` (a run whose trace Lighthouse could not read is measured again, once).
 */
export async function withLighthouse<T>(
  serverUrl: string,
  cookie: string,
  work: (measure: MeasureLighthouse) => Promise<T>,
  options: LighthouseOptions = {},
): Promise<T> {
  // Loaded here, not at the top: the other /app benches import startSeededApp from this file.
  const lighthouseModule: string = 'lighthouse';
  // Imported by a name in a variable, so the type checker does not load lighthouse's own types: its
  // shape as used here.
  const { default: lighthouse, desktopConfig } = (await import(lighthouseModule)) as LighthouseModule;
  const { launch }: ChromeLauncher = await import('chrome-launcher');
  const { chromium } = await import('playwright-core');

  const chrome = await launch({ chromePath, chromeFlags });
  try {
    // The tour flag (and the warm-up visit), through the same browser profile Lighthouse will use.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const [context] = cdp.contexts();
    if (!context) throw new Error('Chrome over CDP has no browser context');
    const setup = await context.newPage();
    await setup.goto(`${serverUrl}/api/health`);
    await setup.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, returningUserStorage);
    if (options.warmUp) {
      const [name = '', value = ''] = cookie.split('=');
      await context.addCookies([{ name, value, url: serverUrl }]);
      await setup.goto(options.warmUp.url);
      await setup.locator(options.warmUp.ready).first().waitFor({ timeout: 60_000 });
      // The stored copy of the data is written half a second after the last answer.
      await setup.waitForLoadState('networkidle');
      await setup.waitForTimeout(2_000);
      await context.clearCookies();
    }
    await setup.close();
    await cdp.close();

    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { cookie },
    };
    const saveDir = process.env.LIGHTHOUSE_SAVE;
    if (saveDir) mkdirSync(saveDir, { recursive: true });
    const measure: MeasureLighthouse = async (url, formFactor, runs) => {
      const config = formFactor === 'desktop' ? desktopConfig : undefined;
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        let result = await lighthouse(url, flags, config);
        // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP, NO_LCP on a busy machine)
        // scores 0 and says nothing about the page: measured again, once.
        const failure = (r: { lhr: LighthouseReport } | undefined) =>
          r?.lhr.runtimeError?.code ??
          ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
            .map((id) => r?.lhr.audits[id]?.errorMessage)
            .find(Boolean) ??
          (r?.lhr.categories.performance.score === null ? 'no score' : undefined);
        if (failure(result)) {
          console.warn(`${formFactor} run ${i + 1}: ${failure(result)}; measuring again`);
          result = await lighthouse(url, flags, config);
        }
        if (!result) throw new Error('Lighthouse returned no result');
        const { runWarnings } = result.lhr;
        if (runWarnings.length) console.warn(`${formFactor} run ${i + 1}: ${runWarnings.join(' | ')}`);
        if (saveDir) {
          savedReports += 1;
          const file = join(saveDir, `${String(savedReports).padStart(2, '0')}-${formFactor}.json`);
          writeFileSync(file, JSON.stringify(result.lhr));
          // The trace the metrics were simulated from (open it in Chrome's DevTools).
          if (result.artifacts?.Trace)
            writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
        }
        results.push(runOf(result.lhr, result.artifacts?.Trace));
      }
      return results;
    };
    return await work(measure);
  } finally {
    chrome.kill();
  }
}

/** The first row of /app's task list (apps/web/src/features/tasks/components/task-list.tsx). */
export const FIRST_ROW = 'button[data-task-title]';
const loadAverage = () => loadavg().map((value) => round(value, 2));

/**
 * Median of each metric over the runs, and the runs' scores and TBTs as the spread. A run Lighthouse
 * could not read even when measured again (a metric it could not compute) is left out of the medians
 * and shown as NaN in the spread.
 */
function summarise(prefix: string, runs: LighthouseRun[]): Record<string, number | string> {
  const read = runs.filter((r) => [r.score, r.fcpMs, r.lcpMs, r.tbtMs].every(Number.isFinite) && r.score > 0);
  const med = (pick: (run: LighthouseRun) => number) => median(read.map(pick));
  return {
    [`${prefix}Score`]: med((r) => r.score),
    [`${prefix}Scores`]: runs.map((r) => r.score).join(' '),
    [`${prefix}TbtMs`]: med((r) => r.tbtMs),
    [`${prefix}Tbts`]: runs.map((r) => r.tbtMs).join(' '),
    // The TBT the page's own main-thread work gives, without the waits for a core (cpuBlocking).
    [`${prefix}CpuTbtMs`]: med((r) => r.cpuTbtMs),
    [`${prefix}MainThreadCpuMs`]: med((r) => r.mainThreadCpuMs),
    [`${prefix}FcpMs`]: med((r) => r.fcpMs),
    [`${prefix}LcpMs`]: med((r) => r.lcpMs),
    [`${prefix}SpeedIndexMs`]: med((r) => r.siMs),
    [`${prefix}TtiMs`]: med((r) => r.ttiMs),
    [`${prefix}Cls`]: med((r) => r.cls),
  };
}

/** LIGHTHOUSE_FORM_FACTORS: "mobile,desktop" (the default), or one of them (quicker A/B runs). */
const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');

/** 1000 -> "1k", 10000 -> "10k": the suffix of a size's metric names. */
const sizeLabel = (tasks: number) =>
  tasks >= 1000 && tasks % 1000 === 0 ? `${tasks / 1000}k` : String(tasks);

async function measureSize(openTasks: number, runs: number): Promise<Record<string, number | string>> {
  const label = sizeLabel(openTasks);
  const app = await startSeededApp(`lighthouse-${label}`, {
    openTasks,
    completedTasks: Math.round(openTasks / 5),
  });
  try {
    const before = loadAverage();
    const url = `${app.server.url}/app`;
    const { desktop, mobile } = await withLighthouse(
      app.server.url,
      app.cookie,
      async (measure) => ({
        desktop: formFactors.includes('desktop') ? await measure(url, 'desktop', runs) : [],
        mobile: formFactors.includes('mobile') ? await measure(url, 'mobile', runs) : [],
      }),
      { warmUp: { url, ready: FIRST_ROW } },
    );
    const after = loadAverage();
    const middle = mobile.find((r) => r.score === median(mobile.map((m) => m.score))) ?? mobile[0];
    if (middle) printDiagnostics(`mobile, ${label} tasks, median run`, middle);
    return {
      [`tasks${label}`]: app.seed.tasks,
      ...(mobile.length ? summarise(`mobile${label}`, mobile) : {}),
      ...(desktop.length ? summarise(`desktop${label}`, desktop) : {}),
      [`load${label}Before`]: before.join(' '),
      [`load${label}After`]: after.join(' '),
    };
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const sizes = (process.env.LIGHTHOUSE_TASKS ?? '1000,10000').split(',').map(Number);
  const metrics: Record<string, number | string> = { runsPerFormFactor: runs };
  const goals = [];
  for (const size of sizes) {
    Object.assign(metrics, await measureSize(size, runs));
    const label = sizeLabel(size);
    if (formFactors.includes('mobile'))
      goals.push(
        { metric: `mobile${label}Score`, min: 90, unit: 'points' },
        { metric: `mobile${label}TbtMs`, max: 200, unit: 'ms' },
      );
    if (formFactors.includes('desktop'))
      goals.push({ metric: `desktop${label}Score`, min: 95, unit: 'points' });
  }
  report('lighthouse', metrics, goals);
}

if (import.meta.main) await main();
