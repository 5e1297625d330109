// Offline-first (issue 12) in Chromium with the network really cut (context.setOffline): after one
// visit /app opens offline (service worker + the persisted cache); creating, editing, completing and
// deleting offline shows at once, survives a reload and a browser restart (a persistent profile closed
// and opened again), and once online the server holds every change exactly once. A change the server
// refuses on replay stays visible with retry / discard.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { e2eEnv } from './env.ts';
import { api, expect, newAccount, prepareStorage, serviceWorkerControls, test } from './fixtures.ts';
import { translator } from './labels.ts';
import { quickAdd, rowTitle, taskList } from './workspace-steps.ts';

const t = translator('en');

/** The sync indicator's own state (SPEC §4), as the header renders it. */
const syncState = (page: Page) => page.locator('[data-sync-state]');
const syncButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${t('sync', 'button', { state: '' })}`) });

/** After the first visit: the service worker controls the page and the indicator says synced. */
async function readyForOffline(page: Page): Promise<void> {
  await serviceWorkerControls(page);
  await expect(syncState(page)).toHaveAttribute('data-sync-state', 'synced');
}

/** The right panel's count of open tasks (the account summary's, with this device's changes). */
const openCount = (page: Page) =>
  page
    .getByRole('region', { name: t('tasks', 'stats.title') })
    .locator('div', { has: page.locator('dt', { hasText: t('tasks', 'stats.open') }) })
    .locator('dd');

async function launchProfile(dir: string, account: Awaited<ReturnType<typeof newAccount>>) {
  const { baseURL } = e2eEnv();
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
    baseURL,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  await context.addCookies(account.state.cookies);
  return context;
}

async function firstPage(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await prepareStorage(page, { tour: false });
  return page;
}

test('opens offline after one visit; offline changes survive reload and restart and sync once', async () => {
  test.slow(); // two browser launches of its own (the restart) besides the steps
  const account = await newAccount();
  const dir = mkdtempSync(join(tmpdir(), 'nova-offline-'));
  try {
    let context = await launchProfile(dir, account);
    let page = await firstPage(context);
    const server = api(page);
    for (const title of ['Edit me', 'Complete me', 'Delete me']) await server.createTask({ title });

    await page.goto('/app');
    await expect(rowTitle(page, 'Delete me')).toBeVisible();
    await expect(openCount(page)).toHaveText('3');
    // A task's detail offline is its last-known one: this device opened it once (see the report).
    await rowTitle(page, 'Edit me').click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Edit me' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await readyForOffline(page);

    await test.step('the network goes: the app still opens, with the last-known tasks', async () => {
      await context.setOffline(true);
      await expect(syncState(page)).toHaveAttribute('data-sync-state', 'offline');
      await page.reload();
      await expect(rowTitle(page, 'Edit me')).toBeVisible();
      await expect(syncState(page)).toHaveAttribute('data-sync-state', 'offline');
    });

    await test.step('create, edit, complete and delete offline: shown at once, counted as waiting', async () => {
      await quickAdd(page, t).fill('Made offline');
      await quickAdd(page, t).press('Enter');
      await expect(rowTitle(page, 'Made offline')).toBeVisible();

      await rowTitle(page, 'Edit me').click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('button', { name: t('task-detail', 'title.edit') }).click();
      await sheet.getByRole('textbox', { name: t('task-detail', 'title.label') }).fill('Edited offline');
      await sheet.getByRole('textbox', { name: t('task-detail', 'title.label') }).press('Enter');
      await expect(sheet.getByRole('heading', { name: 'Edited offline' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      const list = taskList(page, t);
      await list
        .getByRole('button', { name: t('tasks', 'action.complete', { title: 'Complete me' }) })
        .click();
      await list.getByRole('button', { name: t('tasks', 'row.delete', { title: 'Delete me' }) }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('tasks', 'deleteDialog.confirm') })
        .click();
      await expect(rowTitle(page, 'Delete me')).toBeHidden();
      await expect(page.getByTestId('sync-count')).toHaveText('4');
      // The panel follows at once: one made, one completed, one deleted.
      await expect(openCount(page)).toHaveText('2');
      await expect(syncButton(page)).toHaveAccessibleName(
        t('sync', 'button', {
          state: `${t('sync', 'state.offline')}. ${t('sync', 'pendingCount', { count: 4 })}`,
        }),
      );
    });

    await test.step('reload offline: the changes are still there', async () => {
      await page.reload();
      await expect(rowTitle(page, 'Made offline')).toBeVisible();
      await expect(rowTitle(page, 'Edited offline')).toBeVisible();
      await expect(rowTitle(page, 'Delete me')).toBeHidden();
      await expect(page.getByTestId('sync-count')).toHaveText('4');
      await expect(openCount(page)).toHaveText('2');
    });

    await test.step('restart the browser, still offline: the changes are still there', async () => {
      await context.close();
      context = await launchProfile(dir, account);
      await context.setOffline(true);
      page = await firstPage(context);
      await page.goto('/app');
      await expect(rowTitle(page, 'Made offline')).toBeVisible();
      await expect(rowTitle(page, 'Edited offline')).toBeVisible();
      await expect(page.getByTestId('sync-count')).toHaveText('4');
      await expect(openCount(page)).toHaveText('2');
    });

    await test.step('online again: the queue replays and the server holds each change once', async () => {
      await context.setOffline(false);
      await expect(syncState(page)).toHaveAttribute('data-sync-state', 'synced');
      const all = (await api(page).read<{ tasks: Array<{ title: string; status: string }> }>('/api/tasks'))
        .tasks;
      expect(all.filter((task) => task.title === 'Made offline')).toHaveLength(1);
      expect(all.filter((task) => task.title === 'Edited offline')).toHaveLength(1);
      expect(all.find((task) => task.title === 'Edit me')).toBeUndefined();
      expect(all.find((task) => task.title === 'Complete me')?.status).toBe('completed');
      expect(all.find((task) => task.title === 'Delete me')).toBeUndefined();
      await expect(rowTitle(page, 'Made offline')).toBeVisible();
      await expect(openCount(page)).toHaveText('2');
    });
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a change the server refuses on replay stays visible with retry and discard', async ({
  page,
  context,
}) => {
  const account = await newAccount();
  await context.addCookies(account.state.cookies);
  await prepareStorage(page, { tour: false });
  const server = api(page);
  const doomed = await server.createTask({ title: 'Deleted elsewhere' });
  await page.goto('/app');
  await expect(rowTitle(page, 'Deleted elsewhere')).toBeVisible();
  await readyForOffline(page);

  await context.setOffline(true);
  await expect(syncState(page)).toHaveAttribute('data-sync-state', 'offline');
  await taskList(page, t)
    .getByRole('button', { name: t('tasks', 'action.complete', { title: 'Deleted elsewhere' }) })
    .click();
  await expect(page.getByTestId('sync-count')).toHaveText('1');
  // Meanwhile another device deletes the task (the API request does not go through the page).
  const other = await (await import('@playwright/test')).request.newContext({
    baseURL: e2eEnv().baseURL,
    storageState: account.state,
  });
  await api(other).write('DELETE', `/api/tasks/${doomed.id}?opId=${crypto.randomUUID()}`);
  await other.dispose();

  await context.setOffline(false);
  await expect(syncState(page)).toHaveAttribute('data-sync-state', 'pending');
  await syncButton(page).click();
  const refused = page.getByTestId('sync-refused');
  await expect(refused).toContainText(t('sync', 'kind.status'));
  await expect(refused).toContainText(t('sync', 'reason.not_found'));
  await refused.getByRole('button', { name: t('sync', 'retry') }).click();
  await expect(refused).toContainText(t('sync', 'reason.not_found'));
  await refused.getByRole('button', { name: t('sync', 'discard') }).click();
  await expect(refused).toBeHidden();
  await expect(syncState(page)).toHaveAttribute('data-sync-state', 'synced');
  await expect(rowTitle(page, 'Deleted elsewhere')).toBeHidden();
});
