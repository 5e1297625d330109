// Installability (issue 12): Lighthouse 12+ has no PWA category any more, so Chromium itself says
// whether /app can be installed. Signed in, once the service worker controls the page, the DevTools
// protocol's Page.getInstallabilityErrors must list nothing and Page.getAppManifest must parse the
// manifest without errors: start URL /app, standalone, icons of 192 and 512 px. The browser runs with
// a persistent profile: Playwright's ordinary contexts are off the record, which Chromium never
// installs from ("in-incognito", the only error it reported there).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { e2eEnv } from './env.ts';
import { expect, newAccount, prepareStorage, serviceWorkerControls, test } from './fixtures.ts';

test('Chromium finds /app installable: no installability errors and a complete manifest', async () => {
  const account = await newAccount();
  const { baseURL } = e2eEnv();
  const dir = mkdtempSync(join(tmpdir(), 'nova-pwa-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
    baseURL,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  try {
    await context.addCookies(account.state.cookies);
    const page = context.pages()[0] ?? (await context.newPage());
    await prepareStorage(page, { tour: false });
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await serviceWorkerControls(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    // The manifest as Chromium parsed it (URLs resolved against the manifest's own).
    const parsed = manifest.manifest;
    expect(parsed.startUrl).toBe(`${baseURL}/app`);
    // Chromium 156 spells the display mode as its own enum value ("kStandalone").
    expect(parsed.display).toMatch(/^k?standalone$/i);
    const pngIcons = (parsed.icons ?? []).filter((icon) => icon.type === 'image/png');
    expect(pngIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // Each of them is served as a PNG.
    for (const icon of pngIcons) {
      const response = await page.request.get(icon.url);
      expect(response.status(), icon.url).toBe(200);
      expect(response.headers()['content-type'], icon.url).toContain('image/png');
    }
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
