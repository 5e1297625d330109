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

test('a tick being saved is not undone on screen by a refetch that a change elsewhere asks for', async ({
  page,
}) => {
  await signUp(page);
  const task = await api(page).createTask({ title: 'Paint the shed' });
  await api(page).write('POST', `/api/tasks/${task.id}/micro-tasks`, { title: 'Buy paint' });
  await useAccount(page, { state: await page.context().storageState() });
  await page.goto(`/app?task=${task.id}`);
  const box = page.getByRole('dialog').getByRole('checkbox', { name: 'Buy paint' });
  await expect(box).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'open');

  // The tick's request is held, as on a slow link; the box shows ticked at once.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/tasks/*/micro-tasks/*', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await box.click();
  await expect(box).toBeChecked();
  // Every frame from now on: does the box ever show unticked?
  await box.evaluate((input: HTMLInputElement) => {
    const seen = { unticked: 0, stop: false };
    Object.assign(window, { tickWatch: seen });
    const frame = () => {
      if (!input.checked) seen.unticked += 1;
      if (!seen.stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // Meanwhile a change elsewhere (another device): its event asks this tab to refetch the task, whose
  // server copy is still unticked. The refetch waits until the tick is saved.
  await api(page).createTask({ title: 'Changed elsewhere' });
  const seenEvent = page.waitForResponse((r) => r.url().includes('/api/tasks?view=active'), {
    timeout: 3000,
  });
  // Without the wait the refetch comes within a moment of the event; give it time to do harm.
  await seenEvent.catch(() => {});
  release();
  await expect(rowTitle(page, 'Changed elsewhere')).toBeAttached();
  await expect(box).toBeChecked();
  const unticked = await page.evaluate(() => {
    const seen = (window as unknown as { tickWatch: { unticked: number; stop: boolean } }).tickWatch;
    seen.stop = true;
    return seen.unticked;
  });
  expect(unticked, 'frames where the saved-in-flight tick showed unticked').toBe(0);
});
