// axe finds no serious or critical violations on each screen of the shell.
import { expectAxeClean, signUp, test, waitForScreen } from './fixtures.ts';

const publicScreens = [
  { name: 'landing', path: '/' },
  { name: 'auth', path: '/auth' },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'guide', path: '/guide' },
  { name: 'blog', path: '/blog' },
];

for (const screen of publicScreens) {
  test(`${screen.name} (${screen.path}) has no serious accessibility violations`, async ({ page }) => {
    await page.goto(screen.path);
    await waitForScreen(page);
    await expectAxeClean(page);
  });
}

test('app placeholder (/app) and settings dialog have no serious accessibility violations', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/app');
  await waitForScreen(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog').waitFor();
  await expectAxeClean(page);
});
