// Habits (/habits): add one from the form, count towards a daily target, undo, see the run and the
// 12-week table; a check-in made on another device shows live; the screen in French on a phone.
import {
  api,
  expect,
  expectAxeClean,
  newAccount,
  oneAccountForThisFile,
  synced,
  test,
  useAccount,
} from './fixtures.ts';
import { translator } from './labels.ts';

const t = translator('en');
oneAccountForThisFile();

type HabitJson = {
  id: string;
  name: string;
  progress: { todayCount: number; doneToday: boolean; current: number };
};
type HabitList = { habits: HabitJson[]; today: string };

test('adds a habit, counts towards its target, undoes, and shows the run and the last 12 weeks', async ({
  page,
}) => {
  await page.goto('/habits');
  await expect(page.getByRole('heading', { level: 1, name: t('habits', 'title') })).toBeVisible();
  await expect(page.getByText(t('habits', 'empty'))).toBeVisible();

  const form = page.getByRole('form', { name: t('habits', 'create.label') });
  await form.getByRole('textbox', { name: t('habits', 'create.name') }).fill('Glass of water');
  await form.getByRole('spinbutton', { name: t('habits', 'create.target') }).fill('2');
  await form.getByRole('button', { name: t('habits', 'create.submit') }).click();

  const card = page.getByRole('listitem', { name: 'Glass of water' });
  await expect(card).toContainText(t('habits', 'note.first'));
  await card.getByRole('button', { name: t('habits', 'checkIn.counted', { count: 0, target: 2 }) }).click();
  await card.getByRole('button', { name: t('habits', 'checkIn.counted', { count: 1, target: 2 }) }).click();
  await expect(
    card.getByRole('button', { name: t('habits', 'checkIn.counted', { count: 2, target: 2 }) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText(t('habits', 'note.done'));
  await expect(card).toContainText(t('habits', 'streak.day', { count: 1 }));

  await synced(page);
  const { habits } = await api(page).read<HabitList>('/api/habits');
  expect(habits.find((h) => h.name === 'Glass of water')?.progress).toMatchObject({
    todayCount: 2,
    doneToday: true,
  });

  await card.getByText(t('habits', 'heatmap.show'), { exact: true }).click();
  const table = card.getByRole('table', { name: t('habits', 'heatmap.caption', { name: 'Glass of water' }) });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('rowheader', { name: t('habits', 'weekday.1') })).toBeVisible();
  await expectAxeClean(page);

  await card.getByRole('button', { name: t('habits', 'checkIn.undo') }).click();
  await expect(
    card.getByRole('button', { name: t('habits', 'checkIn.counted', { count: 0, target: 2 }) }),
  ).toBeVisible();
  await expect(card).toContainText(t('habits', 'note.first'));
  await expect
    .poll(
      async () =>
        (await api(page).read<HabitList>('/api/habits')).habits.find((h) => h.name === 'Glass of water')
          ?.progress.todayCount,
    )
    .toBe(0);
});

test('a check-in made on another device shows without a reload', async ({ page }) => {
  const habit = await api(page).write<HabitJson>('POST', '/api/habits', { name: 'Stretch' });
  await page.goto('/habits');
  const card = page.getByRole('listitem', { name: 'Stretch' });
  await expect(card.getByRole('button', { name: t('habits', 'checkIn.today') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'open');
  const { today } = await api(page).read<HabitList>('/api/habits');
  await api(page.context().request).write('POST', `/api/habits/${habit.id}/check-ins`, { day: today });
  await expect(card.getByRole('button', { name: t('habits', 'checkIn.doneToday') })).toBeVisible();
});

test('habits due today show in the right panel of /app, with their check-in', async ({ page }) => {
  await api(page).write('POST', '/api/habits', { name: 'Vitamins' });
  await page.goto('/app');
  const card = page.getByRole('region', { name: t('habits', 'today.title') });
  const checkIn = card.getByRole('button', { name: t('habits', 'today.checkIn', { name: 'Vitamins' }) });
  await expect(checkIn).toHaveAttribute('aria-pressed', 'false');
  await checkIn.click();
  await expect(checkIn).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(
      async () =>
        (await api(page).read<HabitList>('/api/habits')).habits.find((h) => h.name === 'Vitamins')?.progress
          .doneToday,
    )
    .toBe(true);
  await card.getByRole('link', { name: t('habits', 'today.all') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('habits', 'title') })).toBeVisible();
});

test('changes a habit in its dialog, and takes a rest day without breaking anything', async ({ page }) => {
  await api(page).write('POST', '/api/habits', { name: 'Read' });
  await page.goto('/habits');
  const card = page.getByRole('listitem', { name: 'Read' });
  await card.getByRole('button', { name: t('habits', 'edit.open', { name: 'Read' }) }).click();
  const dialog = page.getByRole('dialog', { name: t('habits', 'edit.title', { name: 'Read' }) });
  await dialog.getByRole('textbox', { name: t('habits', 'create.name') }).fill('Read 10 pages');
  await dialog.getByRole('textbox', { name: t('habits', 'edit.icon') }).fill('📚');
  await dialog.getByRole('combobox', { name: t('habits', 'create.schedule') }).selectOption('everyNDays');
  await dialog.getByRole('spinbutton', { name: t('habits', 'create.interval') }).fill('2');
  await dialog.getByRole('combobox', { name: t('habits', 'edit.timeOfDay') }).selectOption('evening');
  await dialog.getByRole('button', { name: t('habits', 'edit.save') }).click();
  await expect(dialog).toBeHidden();

  const renamed = page.getByRole('listitem', { name: '📚 Read 10 pages' });
  await expect(renamed).toContainText(t('habits', 'schedule.everyNDaysText', { count: 2 }));
  type Saved = {
    name: string;
    icon: string;
    schedule: unknown;
    timeOfDay: string;
    history: Array<{ frozen: boolean }>;
  };
  const saved = async () =>
    (await api(page).read<{ habits: Saved[] }>('/api/habits')).habits.find((h) => h.name === 'Read 10 pages');
  await synced(page);
  expect(await saved()).toMatchObject({
    icon: '📚',
    schedule: { kind: 'everyNDays', interval: 2 },
    timeOfDay: 'evening',
  });

  const rest = renamed.getByRole('button', { name: t('habits', 'checkIn.rest') });
  await rest.click();
  await expect(renamed.getByRole('button', { name: t('habits', 'checkIn.restTaken') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await saved())?.history.some((h) => h.frozen)).toBe(true);
});

test.describe('in French on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const fr = translator('fr');

  test('checks in a habit and archives it', async ({ page }) => {
    await useAccount(page, await newAccount(), 'fr');
    await api(page).write('POST', '/api/habits', {
      name: 'Marcher',
      schedule: { kind: 'timesPerWeek', times: 3 },
    });
    await page.goto('/habits');
    const card = page.getByRole('listitem', { name: 'Marcher' });
    await expect(card).toContainText(fr('habits', 'schedule.timesPerWeekText', { count: 3 }));
    await card.getByRole('button', { name: fr('habits', 'checkIn.today') }).click();
    await expect(card.getByRole('button', { name: fr('habits', 'checkIn.doneToday') })).toBeVisible();
    await expect(card).toContainText(fr('habits', 'rate.value', { rate: 100 }));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);

    await card.getByRole('button', { name: fr('habits', 'archive', { name: 'Marcher' }) }).click();
    await expect(card).toBeHidden();
    await page.getByRole('button', { name: fr('habits', 'showArchived') }).click();
    await expect(page.getByRole('listitem', { name: 'Marcher' })).toBeVisible();
  });
});

test('adds a recurring task, pauses and resumes it, and skips the next one', async ({ page }) => {
  await page.goto('/habits');
  const form = page.getByRole('form', { name: t('habits', 'recurring.create.label') });
  await form.getByRole('textbox', { name: t('habits', 'recurring.create.title') }).fill('Water the plants');
  await form.getByRole('combobox', { name: t('habits', 'create.schedule') }).selectOption('weekdays');
  await form.getByRole('button', { name: t('habits', 'weekday.1') }).click();
  await form.getByRole('button', { name: t('habits', 'weekday.4') }).click();
  await form.getByLabel(t('habits', 'recurring.create.time')).fill('08:30');
  await form.getByRole('button', { name: t('habits', 'recurring.create.submit') }).click();

  const card = page.getByRole('listitem', { name: 'Water the plants' });
  const days = `${t('habits', 'weekday.1')}, ${t('habits', 'weekday.4')}`;
  await expect(card).toContainText(t('habits', 'recurring.rhythm.weeklyAt', { days, time: '08:30' }));
  await synced(page);
  const { templates } = await api(page).read<{
    templates: Array<{ title: string; pattern: { daysOfWeek: number[] }; time: string }>;
  }>('/api/recurring-templates');
  expect(templates.find((x) => x.title === 'Water the plants')).toMatchObject({
    pattern: { daysOfWeek: [1, 4] },
    time: '08:30',
  });

  await card.getByRole('button', { name: t('habits', 'recurring.pause') }).click();
  await expect(card).toContainText(t('habits', 'recurring.paused'));
  await card.getByRole('button', { name: t('habits', 'recurring.resume') }).click();
  await expect(card.getByRole('button', { name: t('habits', 'recurring.pause') })).toBeVisible();
  type Template = { title: string; nextOccurrence: string | null; skipDays: string[] };
  const plants = async () =>
    (await api(page).read<{ templates: Template[] }>('/api/recurring-templates')).templates.find(
      (x) => x.title === 'Water the plants',
    );
  const before = (await plants())?.nextOccurrence;
  expect(before).toBeTruthy();
  await card.getByRole('button', { name: t('habits', 'recurring.skipNext') }).click();
  await expect.poll(async () => (await plants())?.skipDays).toEqual([before]);
  const after = (await plants())?.nextOccurrence ?? '';
  expect(after > (before ?? '')).toBe(true);
  await expectAxeClean(page);
});
