// Progress (/gamification): completing a task earns XP and unlocks an achievement with a toast; the
// header shows the level; the settings switch turns every game element off (no header XP, no toast,
// a calm "turned off" screen); the screen in French on a phone; axe clean.
import { api, expect, expectAxeClean, newAccount, test, useAccount } from './fixtures.ts';
import { translator } from './labels.ts';
import { toasts } from './workspace-steps.ts';

const t = translator('en');

type Progress = {
  enabled: boolean;
  xp: number;
  level: number;
  achievements: Array<{ key: string; unlockedAt: string | null }>;
};
const unlocked = async (page: Parameters<typeof api>[0], key: string) =>
  (await api(page).read<Progress>('/api/progress')).achievements.find((a) => a.key === key)?.unlockedAt ??
  null;

test('completing a task earns XP and an achievement, with its toast; /gamification shows it', async ({
  page,
}) => {
  await useAccount(page, await newAccount());
  const title = 'Water the plants';
  await api(page).write('POST', '/api/tasks', { title });
  await page.goto('/app');
  const header = page.getByTestId('header-progress');
  await expect(header).toHaveAccessibleName(t('progress', 'header', { level: 1, xp: 0 }));
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'open');

  await page.getByRole('button', { name: t('tasks', 'action.complete', { title }), exact: true }).click();
  // One toast at a time: the unlock waits until the congratulation is closed.
  const congrats = toasts(page)
    .locator('[data-sonner-toast]')
    .filter({
      hasText: t('tasks', 'toast.congrats', { title }),
    });
  await expect(congrats).toBeVisible();
  await congrats.getByRole('button', { name: 'Close toast' }).click();
  const name = t('progress', 'achievements.first_task.name');
  await expect(toasts(page).getByText(t('progress', 'toastTitle', { name }))).toBeVisible();
  await expect(header).toHaveAccessibleName(t('progress', 'header', { level: 1, xp: 10 }));

  await header.click();
  await expect(page.getByRole('heading', { level: 1, name: t('progress', 'title') })).toBeVisible();
  await expect(page.getByTestId('progress-xp')).toHaveText(t('progress', 'xpTotal', { count: 10 }));
  await expect(page.getByTestId('progress-week')).toHaveText(t('progress', 'weekXp', { count: 10 }));
  await expect(page.getByTestId('progress-streak')).toHaveText('1');
  await expect(page.locator('[data-achievement="first_task"]')).toHaveAttribute('data-unlocked', 'true');
  await expect(page.locator('[data-achievement="tasks_10"]')).toContainText(
    t('progress', 'achievementProgress', { progress: 1, goal: 10 }),
  );
  await expectAxeClean(page);
});

test('the settings switch turns every game element off: no header XP, no toast, a calm screen', async ({
  page,
}) => {
  await useAccount(page, await newAccount());
  const title = 'Call the dentist';
  await api(page).write('POST', '/api/tasks', { title });
  await page.goto('/app');
  await expect(page.getByTestId('header-progress')).toBeVisible();
  await page.getByRole('button', { name: t('common', 'nav.settings') }).click();
  const dialog = page.getByRole('dialog', { name: t('common', 'settings.title') });
  const toggle = dialog.getByRole('switch', { name: t('progress', 'switchLabel') });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(async () => (await api(page).read<Progress>('/api/progress')).enabled).toBe(false);
  await expect(page.getByTestId('header-progress')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'open');
  await page.getByRole('button', { name: t('tasks', 'action.complete', { title }), exact: true }).click();
  await expect(toasts(page).getByText(t('tasks', 'toast.congrats', { title }))).toBeVisible();
  // The ledger still counts (and the achievement is stored), but nothing of the game shows.
  await expect.poll(() => unlocked(page, 'first_task')).not.toBeNull();
  await expect(
    toasts(page).getByText(
      t('progress', 'toastTitle', { name: t('progress', 'achievements.first_task.name') }),
    ),
  ).toHaveCount(0);
  await expect(page.getByTestId('header-progress')).toHaveCount(0);

  await page.goto('/gamification');
  await expect(page.getByRole('heading', { name: t('progress', 'offTitle') })).toBeVisible();
  await expect(page.getByTestId('progress-level')).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole('switch', { name: t('progress', 'switchLabel') }).click();
  await expect(page.getByTestId('progress-level')).toHaveText(t('progress', 'level', { level: 1 }));
  await expect(page.getByTestId('header-progress')).toBeVisible();
});

test.describe('in French on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const fr = translator('fr');

  test('a newcomer’s /gamification teaches what to do, fits the screen and is axe clean', async ({
    page,
  }) => {
    await useAccount(page, await newAccount(), 'fr');
    await page.goto('/gamification');
    await expect(page.getByRole('heading', { level: 1, name: fr('progress', 'title') })).toBeVisible();
    await expect(page.getByText(fr('progress', 'emptyTitle'))).toBeVisible();
    await expect(page.getByTestId('progress-level')).toHaveText(fr('progress', 'level', { level: 1 }));
    await expect(page.getByText(fr('progress', 'achievements.comeback.name'))).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    await expectAxeClean(page);
  });
});
