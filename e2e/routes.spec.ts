// Route rules of the shell: guards, the not-found page and the /mindmap-new redirects.
import { expect, signUp, test } from './fixtures.ts';

test('guarded routes send a signed-out visitor to /auth', async ({ page }) => {
  for (const path of [
    '/app',
    '/priorities',
    '/strategy',
    '/analytics',
    '/gamification',
    '/habits',
    '/mindmap/x',
  ]) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer 404 JSON, not the app', async ({ page }) => {
  const response = await page.request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
});

test('/mindmap-new redirects to the mind maps', async ({ page }) => {
  await page.goto('/mindmap-new');
  await expect(page).toHaveURL(/\/auth$/); // /mindmap is guarded
  await signUp(page);
  await page.goto('/mindmap-new');
  await expect(page).toHaveURL(/\/mindmap$/);
  await page.goto('/mindmap-new/abc');
  await expect(page).toHaveURL(/\/mindmap\/abc$/);
});
