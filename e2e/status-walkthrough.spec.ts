// /task-manager-test exactly as SPEC §2 words it (in Russian, its own language): the empty message,
// Enter and «Задача» add a task, «Идея» an idea with its badge, the counters follow every change,
// and a row's actions walk a task through Начать -> Остановить -> Начать -> Завершить -> Возобновить,
// then «Удалить». SPEC's literal texts are written out here on purpose.
import type { Page } from '@playwright/test';
import { api, expect, prepareStorage, signUp, test } from './fixtures.ts';

const counter = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function expectCounters(
  page: Page,
  total: number,
  waiting: number,
  inProgress: number,
  completed: number,
) {
  await expect(counter(page, 'Всего')).toHaveText(String(total));
  await expect(counter(page, 'Ожидают')).toHaveText(String(waiting));
  await expect(counter(page, 'В работе')).toHaveText(String(inProgress));
  await expect(counter(page, 'Завершены')).toHaveText(String(completed));
}

test('the test task screen adds, walks through statuses, counts and deletes', async ({ page }) => {
  await prepareStorage(page, { language: 'ru' });
  await signUp(page);
  await page.goto('/task-manager-test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const emptyText = 'Задач пока нет. Добавьте первую задачу выше!';
  await expect(page.getByText(emptyText)).toBeVisible();
  await expectCounters(page, 0, 0, 0, 0);

  const box = page.getByRole('textbox', { name: 'Новая задача или идея' });
  const taskButton = page.getByRole('button', { name: 'Задача', exact: true });
  const ideaButton = page.getByRole('button', { name: 'Идея', exact: true });
  // Nothing to add yet: both buttons wait for text.
  await expect(taskButton).toBeDisabled();
  await expect(ideaButton).toBeDisabled();

  await box.fill('Купить молоко');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await box.fill('Написать маме');
  await taskButton.click();
  await box.fill('Поход в горы');
  await ideaButton.click();

  const row = (title: string) => page.getByRole('listitem').filter({ hasText: title });
  for (const title of ['Купить молоко', 'Написать маме', 'Поход в горы'])
    await expect(row(title)).toBeVisible();
  await expect(page.getByText(emptyText)).toBeHidden();
  await expect(row('Поход в горы').getByText('Идея', { exact: true })).toBeVisible();
  await expect(row('Купить молоко').getByText('Идея', { exact: true })).toHaveCount(0);
  await expectCounters(page, 3, 3, 0, 0);
  const saved = await api(page).tasks();
  expect(saved.find((t) => t.title === 'Поход в горы')?.type).toBe('idea');
  expect(saved.find((t) => t.title === 'Купить молоко')?.type).toBe('task');

  const milk = row('Купить молоко');
  const action = (name: string) => milk.getByRole('button', { name, exact: true });
  await action('Начать').click();
  await expect(action('Завершить')).toBeVisible();
  await expect(action('Остановить')).toBeVisible();
  await expect(action('Начать')).toHaveCount(0);
  await expect(milk).toContainText('В работе'); // the status, read out next to the icon
  await expectCounters(page, 3, 2, 1, 0);

  await action('Остановить').click();
  await expect(action('Начать')).toBeVisible();
  await expectCounters(page, 3, 3, 0, 0);

  await action('Начать').click();
  await action('Завершить').click();
  await expect(action('Возобновить')).toBeVisible();
  await expectCounters(page, 3, 2, 0, 1);
  await expect.poll(async () => (await api(page).taskTitled('Купить молоко')).status).toBe('completed');

  await action('Возобновить').click();
  await expect(action('Начать')).toBeVisible();
  await expectCounters(page, 3, 3, 0, 0);

  for (const title of ['Купить молоко', 'Написать маме', 'Поход в горы']) {
    await row(title).getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(row(title)).toHaveCount(0);
  }
  await expect(page.getByText(emptyText)).toBeVisible();
  await expectCounters(page, 0, 0, 0, 0);
  expect(await api(page).tasks()).toHaveLength(0);
});
