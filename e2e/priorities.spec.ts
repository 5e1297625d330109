// The Eisenhower matrix (/priorities): a task crosses squares by pointer drag, by keyboard (Space,
// arrow, Space on its handle) and by its "Move to…" menu; each time its priority code changes on the
// card and on the server, and the square counts follow. New tasks start at importance = urgency = 1
// ("1-1", neither important nor urgent). One account for the file; each test makes its own tasks.
import type { Page } from '@playwright/test';
import { api, expect, oneAccountForThisFile, test } from './fixtures.ts';
import { translator } from './labels.ts';

const t = translator('en');
oneAccountForThisFile();

test.use({
  // Tall enough for the 2x2 grid to fit, so a drag never needs to scroll.
  viewport: { width: 1280, height: 1200 },
});

const square = (page: Page, quadrant: 'do' | 'schedule' | 'delegate' | 'eliminate') =>
  page.getByRole('region', {
    name: t('priorities', 'regionLabel', {
      title: t('priorities', `quadrant.${quadrant}.title`),
      meaning: t('priorities', `quadrant.${quadrant}.meaning`),
    }),
  });
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });
const handle = (page: Page, title: string) =>
  page.getByRole('button', { name: t('priorities', 'card.drag', { title }), exact: true });

async function openMatrixWith(page: Page, title: string): Promise<string> {
  const { id } = await api(page).createTask({ title });
  await page.goto('/priorities');
  await expect(page.getByRole('heading', { level: 1, name: t('priorities', 'title') })).toBeVisible();
  await expect(square(page, 'eliminate').getByRole('listitem').filter({ hasText: title })).toContainText(
    t('priorities', 'card.priority', { code: '1-1' }),
  );
  return id;
}

async function expectMoved(
  page: Page,
  id: string,
  title: string,
  to: 'do' | 'schedule' | 'delegate',
  code: string,
) {
  await expect(square(page, to).getByRole('listitem').filter({ hasText: title })).toContainText(
    t('priorities', 'card.priority', { code }),
  );
  await expect(square(page, 'eliminate').getByText(title)).toHaveCount(0);
  await expect.poll(async () => (await api(page).task(id)).priority).toBe(code);
}

test('a task dragged with the pointer from "let go" to "do now" becomes 2-2', async ({ page }) => {
  const title = 'Pointer drag: renew passport';
  const id = await openMatrixWith(page, title);
  const from = await handle(page, title).boundingBox();
  const target = await square(page, 'do').boundingBox();
  if (!from || !target) throw new Error('the card or the square has no box');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 6 px activation distance, then across in steps so dnd-kit sees the pointer travel.
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await expect(square(page, 'do')).toHaveClass(/ring-2/); // the square under the card lights up
  await page.mouse.up();
  await expectMoved(page, id, title, 'do', '2-2');
  const saved = await api(page).task(id);
  expect(saved.importance).toBeGreaterThanOrEqual(6);
  expect(saved.urgency).toBeGreaterThanOrEqual(6);
});

test('a task moved with the keyboard (Space, arrow up, Space) becomes 2-1', async ({ page }) => {
  const title = 'Keyboard move: plan the garden';
  const id = await openMatrixWith(page, title);
  await handle(page, title).focus();
  // Each key waits for dnd-kit's spoken answer: a drop pressed before the sensor has moved the card
  // over the next square (a frame later, slower on a busy machine) would leave it where it was.
  const spoken = page.locator('[id^="DndLiveRegion"]');
  const quadrant = (q: string) => t('priorities', `quadrant.${q}.title`);
  await page.keyboard.press('Space');
  // An arrow key moves the lifted card only once the sensor has measured it (dnd-kit then says which
  // square it is over) and listens for keys, which it starts doing in a timer after the lift. The
  // pick-up's announcement comes before both; on a busy page Chromium runs the next key press before
  // that timer (input goes first), and the arrow was lost: "is over Neither important nor urgent".
  // So: wait for "over" the square it is in, then for one timer of the page's own, queued after it.
  await expect(spoken).toContainText(t('priorities', 'dnd.over', { title, quadrant: quadrant('eliminate') }));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowUp');
  await expect(spoken).toContainText(t('priorities', 'dnd.over', { title, quadrant: quadrant('schedule') }));
  await page.keyboard.press('Space');
  await expectMoved(page, id, title, 'schedule', '2-1');
  // Focus follows the card to its new square.
  await expect(handle(page, title)).toBeFocused();
  // The detail of the task on /app says the same.
  await page.goto('/app');
  await page.locator('button[data-task-title]').filter({ hasText: title }).click();
  await expect(page.getByRole('dialog')).toContainText(t('task-detail', 'priority.result'));
  await expect(page.getByRole('dialog').getByText('2-1', { exact: true })).toBeVisible();
});

test('a task sent through its "Move to…" menu becomes 1-2', async ({ page }) => {
  const title = 'Menu move: answer the landlord';
  const id = await openMatrixWith(page, title);
  await page
    .getByRole('button', { name: t('priorities', 'card.moveToLabel', { title }), exact: true })
    .click();
  await page.getByRole('menuitem', { name: t('priorities', 'quadrant.delegate.title') }).click();
  await expectMoved(page, id, title, 'delegate', '1-2');
  await expect(card(page, title)).toHaveCount(1);
});
