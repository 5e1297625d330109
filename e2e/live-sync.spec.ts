// Two browser contexts of the same user (a second device: the cookies copied, nothing else shared):
// what one does shows in the other without a reload (realtime events on /api/events, then a delta
// refetch). How fast is a benchmark's question (bench/sse-fanout.ts), not a timed assertion here: on a
// loaded 2-core machine the browser itself may take more than a second to paint.
import { api, expect, signUp, test, useAccount } from './fixtures.ts';
import { translator } from './labels.ts';
import { quickAdd, rowTitle, taskList } from './workspace-steps.ts';

const t = translator('en');

test('a second device of the same user sees changes live', async ({ page, browser }) => {
  await signUp(page);
  await page.addInitScript(() => localStorage.setItem('show-onboarding', 'false'));
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await useAccount(second, { state: await page.context().storageState() });
    await page.goto('/app');
    await second.goto('/app');
    await expect(quickAdd(page, t)).toBeFocused();
    await expect(second.getByText(t('tasks', 'empty.active'))).toBeVisible();
    // Both devices hear changes once their event stream is open (the page announces it).
    for (const device of [page, second]) {
      await expect(device.locator('html')).toHaveAttribute('data-realtime', 'open');
    }
    let reloads = 0;
    second.on('load', () => {
      reloads += 1;
    });

    // Created on the first device...
    const title = 'Seen on the other device';
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/tasks') && r.request().method() === 'POST',
    );
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    // ...it is on the second one.
    await expect(rowTitle(second, title)).toBeVisible();

    // Started on the second device, the first shows it running.
    const list = taskList(second, t);
    await list.getByRole('button', { name: t('tasks', 'action.start', { title }), exact: true }).click();
    await expect(
      taskList(page, t).getByRole('button', { name: t('tasks', 'action.pause', { title }), exact: true }),
    ).toBeVisible();

    // Starred on the first, the second's minimum viable day lists it.
    await taskList(page, t)
      .getByRole('button', { name: t('tasks', 'row.mvdAdd', { title }), exact: true })
      .click();
    await expect(
      second
        .getByRole('region', { name: t('tasks', 'mvd.title') })
        .getByRole('listitem')
        .filter({ hasText: title }),
    ).toBeVisible();
    expect(reloads, 'the second device never reloaded').toBe(0);
  } finally {
    await other.close();
  }
});

test('a device whose event stream was down catches up when it reconnects, without a reload', async ({
  page,
  browser,
}) => {
  await signUp(page);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await useAccount(second, { state: await page.context().storageState() });
    // The stream cannot connect (a network drop, a server restart): the browser keeps retrying.
    await second.route('**/api/events', (route) => route.abort('connectionreset'));
    await second.goto('/app');
    await expect(second.getByText(t('tasks', 'empty.active'))).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('data-realtime', 'connecting');
    let reloads = 0;
    second.on('load', () => {
      reloads += 1;
    });

    // A change while nobody can tell the second device about it...
    const title = 'Made while the stream was down';
    await api(page).createTask({ title });
    // ...is on its screen once the stream is back (the browser retries every 3 s, the server's
    // `retry:`), because a (re)opened stream asks again for what was fetched before it.
    await second.unroute('**/api/events');
    await expect(second.locator('html')).toHaveAttribute('data-realtime', 'open', { timeout: 15_000 });
    await expect(rowTitle(second, title)).toBeVisible();
    expect(reloads, 'the second device never reloaded').toBe(0);
  } finally {
    await other.close();
  }
});
