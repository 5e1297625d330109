// Parts of /app in lazy chunks that cannot load (a dropped connection, or a device gone offline before
// the service worker stored them) leave the screen standing (apps/web/src/lib/lazy-part.tsx). The
// chunks' requests are cut here as the browser would find them: disconnected.
import type { Page } from '@playwright/test';
import { api, expect, oneAccountForThisFile, synced, test } from './fixtures.ts';
import { translator } from './labels.ts';
import { rowTitle } from './workspace-steps.ts';

const t = translator('en');
oneAccountForThisFile();
// Chunks come from the network only: a service worker would answer from the chunks it stored.
test.use({ serviceWorkers: 'block' });

/** Cuts the requests for the named chunks; answers how many were cut so far. */
async function cut(page: Page, names: string): Promise<() => number> {
  let count = 0;
  await page.route(new RegExp(`/assets/(${names})-[^/]+\\.js$`), (route) => {
    count += 1;
    return route.abort('internetdisconnected');
  });
  return () => count;
}

test('a task opens and is edited when its estimate hint and collaboration chunks cannot load', async ({
  page,
}) => {
  await api(page).createTask({ title: 'Water the plants' });
  const cutSoFar = await cut(page, 'estimate-hint|collaboration-section');
  await page.goto('/app');
  await rowTitle(page, 'Water the plants').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: 'Water the plants' })).toBeVisible();
  await expect.poll(cutSoFar).toBeGreaterThanOrEqual(2);

  await sheet.getByRole('button', { name: t('task-detail', 'title.edit') }).click();
  const input = sheet.getByRole('textbox', { name: t('task-detail', 'title.label') });
  await input.fill('Water the plants twice');
  await input.press('Enter');
  await expect(sheet.getByRole('heading', { name: 'Water the plants twice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('common', 'crash.title') })).toHaveCount(0);
  await synced(page);
  expect((await api(page).taskTitled('Water the plants twice')).title).toBe('Water the plants twice');
});

test('a task whose detail cannot load says so, and the list stays', async ({ page }) => {
  await api(page).createTask({ title: 'Call the bank' });
  const cutSoFar = await cut(page, 'task-detail-sheet');
  await page.goto('/app');
  await rowTitle(page, 'Call the bank').click();
  await expect(page.getByText(t('common', 'partUnavailable'))).toBeVisible();
  expect(cutSoFar()).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t('common', 'crash.title') })).toHaveCount(0);
  await expect(rowTitle(page, 'Call the bank')).toBeVisible();
});
