// Analytics (/analytics) with data seeded through the API: a task with an estimate, in the minimum
// viable day, started and completed today; the page in ru, en and fr shows it, a chart's table reads
// it, axe is clean; an empty account explains what will appear; the page fits a 390 px phone.
import { api, expect, expectAxeClean, newAccount, test, useAccount } from './fixtures.ts';
import { type Lang, translator } from './labels.ts';

type Charts = { today: string; completedPerDay: Array<{ day: string; count: number }> };

async function seedOneDay(page: import('@playwright/test').Page) {
  const http = api(page);
  const task = await http.write<{ id: string }>('POST', '/api/tasks', {
    title: 'Write report',
    durationMinutes: 30,
  });
  await http.write('POST', '/api/mvd', { taskId: task.id });
  await http.write('POST', `/api/tasks/${task.id}/status`, { status: 'inProgress' });
  await http.write('POST', `/api/tasks/${task.id}/status`, { status: 'completed' });
  const charts = await http.read<Charts>('/api/analytics?range=30');
  expect(charts.completedPerDay).toEqual([{ day: charts.today, count: 1 }]);
  return charts.today;
}

for (const lang of ['ru', 'en', 'fr'] as const satisfies readonly Lang[]) {
  test(`the page in ${lang}: seeded figures, a chart's table, ranges, axe clean`, async ({ page }) => {
    const t = translator(lang);
    const account = await newAccount({ language: lang });
    await useAccount(page, account, lang);
    const today = await seedOneDay(page);

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: t('analytics', 'title') })).toBeVisible();
    const perDay = page.getByRole('region', { name: t('analytics', 'perDay.title') });
    await perDay.getByRole('button', { name: t('analytics', 'table.show') }).click();
    const table = perDay.getByRole('table', { name: t('analytics', 'perDay.title') });
    await expect(table).toBeVisible();
    const label = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await expect(table.getByRole('row', { name: `${label} 1`, exact: true })).toBeVisible();
    // The MVD day was hit: 100 %.
    await expect(page.getByRole('region', { name: t('analytics', 'mvd.title') })).toContainText('100%');
    await expect(
      page.getByRole('region', { name: t('analytics', 'hours.title') }).getByRole('table'),
    ).toBeAttached();

    await page.getByText(t('analytics', 'range.7'), { exact: true }).click();
    await expect(page.getByRole('radio', { name: t('analytics', 'range.7') })).toBeChecked();
    await expect(table.getByRole('row')).toHaveCount(8);
    await expectAxeClean(page);
  });
}

test('an empty account explains what each chart will show, at 390 px, in dark theme', async ({ page }) => {
  const t = translator('en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  const account = await newAccount({ language: 'en' });
  await useAccount(page, account, 'en');
  await page.goto('/analytics');
  await expect(page.getByText(t('analytics', 'perDay.empty'))).toBeVisible();
  await expect(page.getByText(t('analytics', 'calibration.empty'))).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
});

test('with data at 390 px: charts fit the screen, tables open', async ({ page }) => {
  const t = translator('en');
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await newAccount({ language: 'en' });
  await useAccount(page, account, 'en');
  await seedOneDay(page);
  await page.goto('/analytics');
  // Seconds of clock are no focus minute yet: that chart explains itself, the weekly one has the task.
  await expect(page.getByText(t('analytics', 'focus.empty'))).toBeVisible();
  const perWeek = page.getByRole('region', { name: t('analytics', 'perWeek.title') });
  await perWeek.getByRole('button', { name: t('analytics', 'table.show') }).click();
  await expect(perWeek.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
});
