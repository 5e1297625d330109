// Sign-in through a real OpenID Connect provider on loopback (apps/server/test/oidc-issuer.ts):
// the provider button on /auth, the provider's own login and consent pages, then the app.
import { oidcClient } from './env.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

test('signs in with the configured OpenID Connect provider', async ({ page }) => {
  const email = uniqueEmail('oidc');
  await page.goto('/auth');
  await page.getByRole('link', { name: `Continue with ${oidcClient.name}` }).click();

  // The issuer's pages (see oidc-issuer.ts): login, then consent.
  await expect(page).toHaveTitle('Sign-in');
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Password').fill('any password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveTitle('Authorize');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Skip tour' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Active' })).toBeVisible();
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { email: string } | null;
  };
  expect(session.user?.email).toBe(email);
});
