// End-to-end tests in Debian's chromium (/usr/bin/chromium; Playwright's own browsers are not
// downloaded) against a fresh server and a loopback OIDC issuer started by global-setup.ts.
import { defineConfig } from '@playwright/test';
import { e2eEnv, reservePorts } from './env.ts';

await reservePorts();
const { baseURL } = e2eEnv();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // One browser at a time: on 2 cores a second Chromium doubles every test's time for ~15% less wall
  // time, and makes each test's time depend on what the other one runs (docs/decisions/0009).
  workers: 1,
  // Never retried: `npm run test:flaky` shows a flake rate instead of hiding one.
  retries: 0,
  reporter: 'list',
  // Measured with `npm run test:flaky -- --repeat 3 --busy` (one worker, one core kept busy, load 6-7):
  // the longest test other than delegation.spec.ts:85 (45 s of its own) takes 7.7 s at most; a
  // single expect p99 0.49 s, max 1.4 s; a Playwright call p99 0.64 s, max 1.6 s. Each limit is at
  // least 3x its figure (docs/decisions/0009-e2e-on-two-cores.md).
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    // The app honours prefers-reduced-motion (no enter/leave animations), so waits for a dialog to
    // close or a row to appear do not include animation frames; newcomer.spec.ts keeps full motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
