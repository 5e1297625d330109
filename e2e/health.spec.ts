// The health check-in in ru, en and fr on a 390 px phone: opt in on /app's card, one tap for energy,
// the week's table; the health view with its history; delete everything. Axe clean on both.
import { api, expect, expectAxeClean, newAccount, test, useAccount } from './fixtures.ts';
import { type Lang, languages, translator } from './labels.ts';

type Overview = {
  today: string;
  todayCheckIn: { energy: number | null; sleepHours: number | null } | null;
  history: Array<{ day: string }>;
};

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of languages) {
  test(`checks in energy and sleep, sees the week and deletes it all (${lang})`, async ({ page }) => {
    const t = translator(lang as Lang);
    await useAccount(page, await newAccount(), lang);
    await page.goto('/app');
    const card = page.getByRole('region', { name: t('health', 'title') });
    await card.getByRole('button', { name: t('health', 'card.start') }).click();
    const energy = card.getByRole('group', { name: t('health', 'fields.energy.label') });
    const low = energy.getByRole('button', { name: t('health', 'fields.energy.choice', { value: 2 }) });
    await low.click();
    await expect(low).toHaveAttribute('aria-pressed', 'true');
    const sleep = card.getByRole('group', { name: t('health', 'fields.sleepHours.label') });
    await sleep.getByRole('button', { name: t('health', 'fields.sleepHours.choice', { value: 7 }) }).click();
    await expect
      .poll(async () => (await api(page).read<Overview>('/api/health/check-ins')).todayCheckIn)
      .toMatchObject({ energy: 2, sleepHours: 7 });
    await card.getByRole('button', { name: t('health', 'trend.showTable') }).click();
    await expect(
      card.getByRole('table', { name: t('health', 'trend.caption') }).getByRole('row'),
    ).toHaveCount(8);
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await card.getByRole('link', { name: t('health', 'card.open') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('health', 'title') })).toBeVisible();
    const { today } = await api(page).read<Overview>('/api/health/check-ins');
    const history = page.getByRole('region', { name: t('health', 'page.history', { days: 30 }) });
    await expect(
      history.getByRole('button', { name: t('health', 'page.deleteDay', { day: today }) }),
    ).toBeVisible();
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: t('health', 'page.deleteAll') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('health', 'page.deleteAllTitle') });
    await confirm.getByRole('button', { name: t('health', 'page.deleteAllConfirm') }).click();
    await expect(history.getByText(t('health', 'page.noHistory'))).toBeVisible();
    // The screen clears at once; the delete reaches the server through the outbox right after.
    await expect
      .poll(async () => (await api(page).read<Overview>('/api/health/check-ins')).history)
      .toEqual([]);
  });
}
