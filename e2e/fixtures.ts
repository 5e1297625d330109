// Shared helpers of the end-to-end specs: unique accounts, a fast API sign-up that shares the page's
// cookies, and an axe check that fails on serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { expect, test } from '@playwright/test';

let counter = 0;

export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}

export const password = 'correct horse battery staple';

/**
 * Creates an account through the API with the page's own cookie jar (page.request shares the browser
 * context's cookies), so the page is signed in afterwards. The UI sign-up is covered by its own spec.
 */
export async function signUp(page: Page, email = uniqueEmail()): Promise<{ email: string }> {
  const session = await page.request.get('/api/auth/session');
  expect(session.ok()).toBe(true);
  const { csrfToken } = (await session.json()) as { csrfToken: string | null };
  const response = await page.request.post('/api/auth/sign-up', {
    data: { email, password, name: 'E2E' },
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email };
}

/** Waits until no lazy screen is loading any more (the full-screen spinner is gone). */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ has: page.locator('.animate-spin') })).toHaveCount(0);
}

/** Runs axe on the page as it is now; fails listing every serious or critical violation. */
export async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
