// The JavaScript of /app, measured in the browser: Chromium (CHROME_PATH, default /usr/bin/chromium)
// opens /app as a returning user with 1,000 tasks (bench/seed-tasks.ts; the welcome tour already
// seen) and we list every script it fetches until the screen is complete — the list, the MVD panel
// and the Pomodoro timer shown — and nothing new arrives for a second. No clicks, no typing.
//
// The rule: JS for /app = those files, i.e. the entry script and theme script, the modulepreloads of
// index.html, the route's lazy chunk and its imports, the lazy parts the first screen renders (the
// Pomodoro timer) and the locale chunks of the language (English here). Each is counted as gzip -9
// of the built file in apps/web/dist (KB = 1,024 bytes), as bundle-size.ts does for the shell, so
// the figure does not depend on how the server compresses. What the browser actually received
// (brotli, when the build wrote .br files) is reported beside it. Goal: <= 250 KB gzip.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { report } from './lib.ts';
import { withAppPage } from './lighthouse.ts';
import { builtHtml, dist, gzipBytes } from './web-dist.ts';

const indexHtml = builtHtml('index.html');

await withAppPage('app-bundle', async (app, page) => {
  const scripts = new Map<string, number>(); // path -> bytes received (as encoded on the wire)
  let lastScriptAt = Date.now();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const path = new URL(request.url()).pathname;
    lastScriptAt = Date.now();
    const sizes = await request.sizes().catch(() => null);
    scripts.set(path, sizes ? sizes.responseBodySize : 0);
  });

  await page.goto(`${app.server.url}/app`);
  await page.locator('button[data-task-title]').first().waitFor();
  await page.locator('#pomodoro-panel [role="timer"]').waitFor();
  while (Date.now() - lastScriptAt < 1000) await page.waitForTimeout(200);

  const files = [...scripts.keys()].map((path) => ({ path, file: join(dist, path.replace(/^\//, '')) }));
  const missing = files.filter(({ file }) => !existsSync(file));
  if (missing.length) throw new Error(`not in apps/web/dist: ${missing.map((m) => m.path).join(' ')}`);
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const gzip = files.reduce((sum, { file }) => sum + gzipBytes(file), 0);
  const raw = files.reduce((sum, { file }) => sum + statSync(file).size, 0);
  const wire = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);

  // The same split as the rule above: what index.html names, and what came lazily after it.
  const named = new Set([...indexHtml.matchAll(/(?:src|href)="\.?(\/[^"]+\.js)"/g)].map((m) => m[1]));
  const lazy = files.filter(({ path }) => !named.has(path));
  const lazyGzip = lazy.reduce((sum, { file }) => sum + gzipBytes(file), 0);

  report(
    'app-bundle',
    {
      appJsGzipKb: kb(gzip),
      appJsRawKb: kb(raw),
      appJsReceivedKb: kb(wire),
      scripts: files.length,
      entryAndPreloadsGzipKb: kb(gzip - lazyGzip),
      lazyGzipKb: kb(lazyGzip),
      lazyFiles: lazy.map(({ path }) => path.replace('/assets/', '')).join(' '),
    },
    [{ metric: 'appJsGzipKb', max: 250, unit: 'KB' }],
  );
});
