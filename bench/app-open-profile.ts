// Where /app's opening spends its main-thread long tasks (issue 14, bench/lighthouse.ts): a returning
// user with PROFILE_TASKS open tasks (default 10,000, +20 % completed: bench/seed-tasks.ts) opening
// /app in a fresh browser context each run, phone-sized with the CPU slowed 4x; the runs, what is
// printed and the other PROFILE_* settings are bench/trace-tasks.ts's. As in bench/lighthouse.ts, each
// run's context first visits /app once (not recorded, not slowed down) and keeps what that visit
// leaves on the device (the last-known data in IndexedDB), then loses the service worker, Cache
// Storage and the HTTP cache: the recorded open restores the stored data, with no code cached.
// PROFILE_COLD=1 skips that visit (a first open: nothing stored).
//   node bench/app-open-profile.ts
import { FIRST_ROW, startSeededApp } from './lighthouse.ts';
import { profileOpenings } from './trace-tasks.ts';

const openTasks = Number(process.env.PROFILE_TASKS ?? 10_000);
const cold = Boolean(process.env.PROFILE_COLD);

const app = await startSeededApp('app-open-profile', {
  openTasks,
  completedTasks: Math.round(openTasks / 5),
});
try {
  const url = `${app.server.url}/app`;
  await profileOpenings({
    url,
    label: `${openTasks} open tasks, ${cold ? 'first visit' : 'returning user'}`,
    cookie: app.cookie,
    serverUrl: app.server.url,
    // The list, the right panel and the idle prefetches are in by then.
    recordMs: 8000,
    prepare: cold
      ? undefined
      : async (context) => {
          const page = await context.newPage();
          await page.goto(url);
          await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
          // The stored copy of the data is written half a second after the last answer.
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(2_000);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Storage.clearDataForOrigin', {
            origin: app.server.url,
            storageTypes: 'service_workers,cache_storage',
          });
          await cdp.send('Network.clearBrowserCache');
          await page.close();
        },
  });
} finally {
  await app.stop();
}
