// Renders the installable app's PNG icons from public/favicon.svg with the same Chromium the e2e
// tests use (no image tool needed): 192 and 512 px "any", a 512 px "maskable" one whose artwork stays
// inside the safe circle on a full-bleed background, and the 180 px apple-touch icon.
// Run: node apps/web/scripts/make-icons.ts (then commit apps/web/public/icons/*).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = join(import.meta.dirname, '..', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const star = svg.slice(svg.indexOf('<path'), svg.indexOf('</svg>'));
// Full bleed, artwork scaled to 70% around the centre: inside the maskable safe zone (a 40% radius).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b9cff"/><stop offset="1" stop-color="#5b6ee1"/></linearGradient></defs>
  <rect width="64" height="64" fill="url(#g)"/><g transform="translate(9.6 9.6) scale(0.7)">${star}</g></svg>`;

const outputs: Array<{ file: string; size: number; source: string }> = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, source: maskable },
];

mkdirSync(join(publicDir, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, source } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const body = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
    await page.screenshot({ path: join(publicDir, 'icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
