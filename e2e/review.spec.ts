// Review sessions from /app: a morning sync done with the keyboard alone (keep for today, move to the
// MVD, then a reload in the middle resumes at the same task, reschedule to tomorrow, a note, finish),
// with the decisions saved on the tasks; and the evening review opening on the day's wins.
import { api, expect, expectAxeClean, newAccount, test, useAccount } from './fixtures.ts';
import { translator } from './labels.ts';

const t = translator('en');

type Session = {
  id: string;
  day: string;
  currentIndex: number;
  tasks: Array<{ id: string; title: string }>;
} | null;
const openSession = async (page: Parameters<typeof api>[0]) =>
  (await api(page).read<{ session: Session }>('/api/reviews/open')).session;

test.beforeEach(async ({ page }) => {
  await useAccount(page, await newAccount());
});

test('a morning sync end to end with the keyboard, resumed after a reload', async ({ page }) => {
  const big = await api(page).write<{ id: string }>('POST', '/api/tasks', {
    title: 'Prepare the budget',
    importance: 8,
    urgency: 8,
  });
  const mid = await api(page).write<{ id: string }>('POST', '/api/tasks', {
    title: 'Call the plumber',
    importance: 5,
    urgency: 5,
  });
  const small = await api(page).write<{ id: string }>('POST', '/api/tasks', { title: 'Sort the mail' });

  await page.goto('/app');
  const card = page.getByRole('region', { name: t('review', 'card.title') });
  await card.getByRole('button', { name: t('review', 'card.morning') }).click();
  const dialog = page.getByRole('dialog', { name: t('review', 'types.morning_sync') });
  await expect(dialog.getByRole('heading', { name: 'Prepare the budget' })).toBeVisible();
  await expect(dialog).toContainText(t('review', 'walk.position', { position: 1, total: 3 }));
  await expect(dialog.getByRole('button', { name: /Keep for today/ })).toHaveAttribute(
    'aria-keyshortcuts',
    'K',
  );
  await expectAxeClean(page);

  await page.keyboard.press('k');
  await expect(dialog.getByRole('heading', { name: 'Call the plumber' })).toBeVisible();
  await page.keyboard.press('m');
  await expect(dialog.getByRole('heading', { name: 'Sort the mail' })).toBeVisible();
  await expect.poll(async () => (await openSession(page))?.currentIndex).toBe(2);

  // A reload (or another device) resumes where it stopped.
  await page.reload();
  const resume = page.getByRole('button', {
    name: t('review', 'card.resume.morning_sync', { done: 2, total: 3 }),
  });
  await resume.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Sort the mail' })).toBeVisible();
  await page.keyboard.press('r');
  await expect(dialog.getByRole('group', { name: t('review', 'reschedule.title') })).toBeVisible();
  await page.keyboard.press('t');
  await expect(dialog.getByText(t('review', 'summary.done'))).toBeVisible();

  const day = (await openSession(page))?.day ?? '';
  const notes = dialog.getByRole('textbox', { name: t('review', 'summary.notes.morning_sync') });
  await notes.focus();
  await page.keyboard.type('One thing at a time.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('review', 'finished.morning_sync'))).toBeVisible();

  const tomorrow = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  type Saved = { startDate: string | null; inMvd: boolean };
  const saved = (id: string) => api(page).read<Saved>(`/api/tasks/${id}`);
  // The screen moves on at once; the writes reach the server through the outbox, in order, right after.
  await expect.poll(() => openSession(page)).toBeNull();
  expect(await saved(big.id)).toMatchObject({ startDate: day });
  expect(await saved(mid.id)).toMatchObject({ inMvd: true });
  expect(await saved(small.id)).toMatchObject({ startDate: tomorrow });
  await expect(card.getByRole('button', { name: /Continue/ })).toHaveCount(0);
});

test('the evening review opens on the day’s wins, then walks what is still running', async ({ page }) => {
  const done = await api(page).write<{ id: string }>('POST', '/api/tasks', { title: 'Send the invoice' });
  await api(page).write('POST', `/api/tasks/${done.id}/status`, { status: 'inProgress' });
  await api(page).write('POST', `/api/tasks/${done.id}/status`, { status: 'completed' });
  const running = await api(page).write<{ id: string }>('POST', '/api/tasks', { title: 'Write the report' });
  await api(page).write('POST', `/api/tasks/${running.id}/status`, { status: 'inProgress' });

  await page.goto('/app');
  await page.getByRole('button', { name: t('review', 'card.evening') }).click();
  const dialog = page.getByRole('dialog', { name: t('review', 'types.evening_review') });
  await expect(dialog.getByRole('heading', { name: t('review', 'wins.title') })).toBeVisible();
  await expect(dialog).toContainText(t('review', 'wins.completed', { n: 1 }));
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: t('review', 'wins.walk') }).click();
  await expect(dialog.getByRole('heading', { name: 'Send the invoice' })).toBeVisible();
  await page.keyboard.press('n');
  await expect(dialog.getByRole('heading', { name: 'Write the report' })).toBeVisible();
  await page.keyboard.press('k');
  const notes = dialog.getByRole('textbox', { name: t('review', 'summary.notes.evening_review') });
  await notes.fill('Good focus after lunch.');
  await dialog.getByRole('button', { name: t('review', 'summary.finish') }).click();
  await expect(dialog).toBeHidden();
  // The dialog closes at once; the notes and the finish reach the server through the outbox after.
  await expect.poll(() => openSession(page)).toBeNull();
});
