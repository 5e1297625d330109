// Merge by field, never "pick a version" (issue 12), with two browser contexts signed in to one account
// (two sessions: two devices). The phone edits a task while offline (context.setOffline); the laptop
// edits the same task online. Different fields: both edits survive the reconnect. The same field: the
// later write (the phone's replay) wins, the phone is told what it replaced, the laptop is told its
// value was replaced, and its Undo puts it back through the outbox.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  api,
  clientAddress,
  expect,
  newAccount,
  password,
  prepareStorage,
  serviceWorkerControls,
  test,
} from './fixtures.ts';
import { translator } from './labels.ts';
import { rowTitle, toasts } from './workspace-steps.ts';

const t = translator('en');
type Account = Awaited<ReturnType<typeof newAccount>>;

const syncState = (page: Page) => page.locator('[data-sync-state]');

/** A context signed in to the account: the phone reuses its session, the laptop signs in anew. */
async function device(browser: Browser, account: Account, ownSession: boolean): Promise<Page> {
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  await prepareStorage(page, { tour: false });
  if (!ownSession) await context.addCookies(account.state.cookies);
  else {
    const session = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken?: string };
    const res = await page.request.post('/api/auth/sign-in', {
      data: { email: account.email, password },
      headers: { ...clientAddress(), ...(session.csrfToken ? { 'x-csrf-token': session.csrfToken } : {}) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.goto('/app');
  await expect(syncState(page)).toHaveAttribute('data-sync-state', 'synced');
  return page;
}

/** Opens the task's detail, renames it with the title editor, closes the detail. */
async function rename(page: Page, from: string, to: string): Promise<void> {
  await rowTitle(page, from).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: t('task-detail', 'title.edit') }).click();
  const input = sheet.getByRole('textbox', { name: t('task-detail', 'title.label') });
  await input.fill(to);
  await input.press('Enter');
  await expect(sheet.getByRole('heading', { name: to })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
}

/**
 * The phone: one visit with the task's detail opened, the app stored by the service worker (so every
 * part of it opens offline), then the network goes.
 */
async function goOffline(phone: Page, title: string): Promise<void> {
  await serviceWorkerControls(phone);
  await rowTitle(phone, title).click();
  await expect(phone.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(phone.getByRole('dialog')).toBeHidden();
  await phone.context().setOffline(true);
  await expect(syncState(phone)).toHaveAttribute('data-sync-state', 'offline');
}

test('two devices edit different fields of one task, one offline: both edits survive', async ({
  browser,
}) => {
  test.slow(); // two browser contexts, each with its own first load
  const account = await newAccount();
  const phone = await device(browser, account, false);
  const laptop = await device(browser, account, true);
  const task = await api(laptop).createTask({ title: 'Plan the trip' });
  await expect(rowTitle(phone, 'Plan the trip')).toBeVisible();
  await expect(rowTitle(laptop, 'Plan the trip')).toBeVisible();

  await goOffline(phone, 'Plan the trip');
  await rename(phone, 'Plan the trip', 'Plan the trip to Lyon');
  await expect(phone.getByTestId('sync-count')).toHaveText('1');

  // The laptop, online, raises the importance (the slider saves when it is left).
  await rowTitle(laptop, 'Plan the trip').click();
  const importance = laptop
    .getByRole('dialog')
    .getByRole('slider', { name: t('task-detail', 'priority.importance') });
  await importance.focus();
  await importance.press('ArrowRight');
  await importance.press('ArrowRight');
  await laptop.keyboard.press('Tab');
  await expect.poll(async () => (await api(laptop).task(task.id)).importance).toBe(3);
  await laptop.keyboard.press('Escape');

  await phone.context().setOffline(false);
  await expect(syncState(phone)).toHaveAttribute('data-sync-state', 'synced');
  const merged = await api(laptop).task(task.id);
  expect(merged.title).toBe('Plan the trip to Lyon');
  expect(merged.importance).toBe(3);
  // Nothing was overwritten: no notice on either device; the laptop shows the phone's title.
  await expect(rowTitle(laptop, 'Plan the trip to Lyon')).toBeVisible();
  // (The laptop's notice would come with the refetch that brought the new title, the phone's with the
  // answer that made the indicator say synced: both have happened.)
  for (const page of [phone, laptop]) {
    await expect(page.getByRole('button', { name: t('sync', 'merge.undo') })).toHaveCount(0);
  }
  await phone.context().close();
  await laptop.context().close();
});

test('the same field on both: the last write wins and the other device is told, with Undo', async ({
  browser,
}) => {
  test.slow(); // two browser contexts, each with its own first load
  const account = await newAccount();
  const phone = await device(browser, account, false);
  const laptop = await device(browser, account, true);
  const task = await api(laptop).createTask({ title: 'Draft the letter' });
  await expect(rowTitle(phone, 'Draft the letter')).toBeVisible();
  await expect(rowTitle(laptop, 'Draft the letter')).toBeVisible();

  await goOffline(phone, 'Draft the letter');
  await rename(phone, 'Draft the letter', 'Phone title');
  await expect(phone.getByTestId('sync-count')).toHaveText('1');
  await rename(laptop, 'Draft the letter', 'Laptop title');
  await expect.poll(async () => (await api(laptop).task(task.id)).title).toBe('Laptop title');

  await phone.context().setOffline(false);
  await expect(syncState(phone)).toHaveAttribute('data-sync-state', 'synced');
  expect((await api(laptop).task(task.id)).title).toBe('Phone title');
  const field = t('sync', 'field.title');
  await expect(toasts(phone)).toContainText(
    t('sync', 'merge.overwritten', { task: 'Phone title', fields: field }),
  );

  const notice = toasts(laptop)
    .locator('[data-sonner-toast]')
    .filter({
      hasText: t('sync', 'merge.replaced', { task: 'Phone title', fields: field }),
    });
  await expect(notice).toBeVisible();
  await expect(rowTitle(laptop, 'Phone title')).toBeVisible();
  await notice.getByRole('button', { name: t('sync', 'merge.undo') }).click();
  await expect(rowTitle(laptop, 'Laptop title')).toBeVisible();
  await expect.poll(async () => (await api(laptop).task(task.id)).title).toBe('Laptop title');
  await expect(syncState(laptop)).toHaveAttribute('data-sync-state', 'synced');
  await expect(rowTitle(phone, 'Laptop title')).toBeVisible();
  await phone.context().close();
  await laptop.context().close();
});
