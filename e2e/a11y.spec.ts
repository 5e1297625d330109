// axe finds no serious or critical violations on each screen of the shell (the task workspace's
// screens with content: a11y-workspace.spec.ts).
import { expect, expectAxeClean, signUp, test, waitForScreen } from './fixtures.ts';

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

test('/app with the welcome tour, then the settings dialog, have no serious accessibility violations', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/app');
  const tour = page.getByRole('dialog');
  await expect(tour).toBeVisible();
  await expectAxeClean(page);
  await tour.getByRole('button', { name: 'Skip tour' }).first().click();
  await expect(tour).toBeHidden();
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog').waitFor();
  await expectAxeClean(page);
});
