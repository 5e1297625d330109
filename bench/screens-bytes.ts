// What the matrix (/priorities), strategies (/strategy), tags (/tags) and the status walkthrough
// (/task-manager-test) download on a first load for an account of 10,000 tasks (BENCH_SCREEN_TASKS;
// bench/seed-tasks.ts: 80 % open, 20 % completed, 10 strategies, 20 tags): each screen opened in a
// fresh browser context (no HTTP cache, no stored query cache) of headless Chromium (CHROME_PATH),
// signed in, and watched until nothing is in flight for 1.5 s (the event stream aside). Counted per
// screen: the bytes of every /api answer as received (headers and body, compressed as the server
// sent it to a browser) and decoded (the JSON the app parses), how many there were, the same for everything (HTML, JS, CSS, fonts), and the
// time from navigation to the last answer. Goal: each screen's API bytes <= 150 KB at 10,000 tasks.
// NOVA_BENCH_BUNDLE runs another build (an older commit's), to compare before and after.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type Goal, report, startServer } from './lib.ts';
import { chromePath, returningUserStorage } from './lighthouse.ts';
import { seedTasks, signUpOverHttp } from './seed-tasks.ts';

const total = Number(process.env.BENCH_SCREEN_TASKS ?? 10_000);
const screens = [
  ['matrix', '/priorities'],
  ['strategies', '/strategy'],
  ['tags', '/tags'],
  ['walkthrough', '/task-manager-test'],
] as const;
/** Quiet for this long: the screen asked for all it shows. */
const QUIET_MS = 1500;
const API_GOAL_KB = 150;

type Figures = {
  apiBytes: number;
  /** The same answers decoded (the JSON the app parses). */
  apiJsonBytes: number;
  apiRequests: number;
  allBytes: number;
  requests: number;
  settledMs: number;
};

/** Opens `path` and counts what arrives until nothing is in flight for QUIET_MS. */
async function firstLoad(page: Page, url: string): Promise<Figures> {
  const figures: Figures = {
    apiBytes: 0,
    apiJsonBytes: 0,
    apiRequests: 0,
    allBytes: 0,
    requests: 0,
    settledMs: 0,
  };
  let inFlight = 0;
  let lastAt = Date.now();
  const counted: Array<Promise<void>> = [];
  // The realtime stream stays open for as long as the page lives: not a download that ends.
  const isStream = (requestUrl: string) => new URL(requestUrl).pathname.startsWith('/api/events');
  page.on('request', (request) => {
    if (isStream(request.url())) return;
    inFlight += 1;
  });
  const settle = (requestUrl: string) => {
    if (isStream(requestUrl)) return;
    inFlight -= 1;
    lastAt = Date.now();
  };
  page.on('requestfailed', (request) => settle(request.url()));
  page.on('requestfinished', (request) => {
    const done = request
      .sizes()
      .then(async (sizes) => {
        const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
        figures.requests += 1;
        figures.allBytes += bytes;
        if (new URL(request.url()).pathname.startsWith('/api/')) {
          figures.apiRequests += 1;
          figures.apiBytes += bytes;
          const body = await (await request.response())?.body().catch(() => null);
          figures.apiJsonBytes += body?.byteLength ?? 0;
        }
      })
      .catch(() => undefined)
      .finally(() => settle(request.url()));
    counted.push(done);
  });
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  while (inFlight > 0 || Date.now() - lastAt < QUIET_MS) await page.waitForTimeout(100);
  await Promise.all(counted);
  figures.settledMs = lastAt - started;
  return figures;
}

const { chromium } = await import('playwright-core');
const app = await startServer('screens-bytes');
const metrics: Record<string, number | string> = { tasks: total };
const goals: Goal[] = [];
try {
  const session = await signUpOverHttp(app.server.url);
  const completed = Math.round(total * 0.2);
  await seedTasks({
    databaseUrl: join(app.dataDir, 'nova.sqlite'),
    userId: session.userId,
    openTasks: total - completed,
    completedTasks: completed,
  });
  const [name = '', value = ''] = session.cookie.split('=');
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    for (const [label, path] of screens) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      await context.addCookies([{ name, value, url: app.server.url }]);
      await context.addInitScript((entries) => {
        for (const [key, stored] of Object.entries(entries)) localStorage.setItem(key, stored);
      }, returningUserStorage);
      try {
        const figures = await firstLoad(await context.newPage(), `${app.server.url}${path}`);
        const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
        metrics[`${label}ApiKb`] = kb(figures.apiBytes);
        metrics[`${label}ApiJsonKb`] = kb(figures.apiJsonBytes);
        metrics[`${label}ApiRequests`] = figures.apiRequests;
        metrics[`${label}AllKb`] = kb(figures.allBytes);
        metrics[`${label}Requests`] = figures.requests;
        metrics[`${label}SettledMs`] = figures.settledMs;
        goals.push({ metric: `${label}ApiKb`, max: API_GOAL_KB, unit: 'KB' });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await app.stop();
}
report('screens-bytes', metrics, goals);
