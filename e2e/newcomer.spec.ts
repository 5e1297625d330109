// A newcomer's first visit, in two tests: landing -> sign-up with e-mail -> the app -> the language in
// settings (kept across a reload); then the theme (kept across a reload) -> sign out to the landing page.
import type { Page } from '@playwright/test';
import { expect, password, prepareStorage, signUp, test, uniqueEmail } from './fixtures.ts';
import { tr } from './labels.ts';

// Labels of the settings button and logout, and the heading of /app (its first view, "Active"), per
// interface language (from apps/web/src/locales).
const labels = {
  en: { settings: 'Settings', logout: 'Log out', tasks: 'Active' },
  ru: { settings: 'Настройки', logout: 'Выйти', tasks: 'Активные' },
  fr: { settings: 'Paramètres', logout: 'Se déconnecter', tasks: 'Actives' },
} as const;
const languageNames = { en: 'English', ru: 'Русский', fr: 'Français' } as const;

async function openSettings(page: Page, lang: keyof typeof labels) {
  await page.getByRole('button', { name: labels[lang].settings }).click();
  return page.getByRole('dialog');
}

async function chooseLanguage(page: Page, from: keyof typeof labels, to: keyof typeof labels) {
  const dialog = await openSettings(page, from);
  await dialog.getByRole('combobox', { name: tr(from, 'common', 'settings.language') }).click();
  await page.getByRole('option', { name: languageNames[to] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(dialog.getByRole('heading', { name: labels[to].settings })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

// The one journey with the animations on (the rest of the suite runs with reduced motion).
test.use({ reducedMotion: 'no-preference' });

test('a newcomer signs up and sets the language, kept across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Start planning' }).first().click();

  // Signed out, /app sends the newcomer to /auth, which offers to create an account.
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('E-mail').fill(uniqueEmail('newcomer'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/app$/);
  // A first visit opens the welcome tour; skipping it gives the screen back.
  await page.getByRole('dialog').getByRole('button', { name: 'Skip tour' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: labels.en.tasks })).toBeVisible();

  await chooseLanguage(page, 'en', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: labels.ru.tasks })).toBeVisible();
  await chooseLanguage(page, 'ru', 'en');
  await chooseLanguage(page, 'en', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: labels.fr.tasks })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: labels.fr.tasks })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

// The rest of the first visit, for an account made through the API with French chosen: a journey this
// long in one test passed its 30 s budget with a core busy.
test('a newcomer sets the bright theme, keeps it across a reload, and signs out', async ({ page }) => {
  await prepareStorage(page, { tour: false, language: 'fr' });
  await signUp(page);
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: labels.fr.tasks })).toBeVisible();

  const dialog = await openSettings(page, 'fr');
  await dialog.locator('input[name="theme"][value="bright"]').check({ force: true });
  await expect(page.locator('html')).toHaveClass(/\bbright\b/);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: labels.fr.tasks })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveClass(/\bbright\b/);

  const again = await openSettings(page, 'fr');
  await again.getByRole('button', { name: labels.fr.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  const session = await page.request.get('/api/auth/session');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();
});
