// Recurring tasks through Nova's chat, end to end with the server's scheduler: a recurring task asked
// for in Russian is created as a template and today's occurrence arrives in the list on its own; a
// template is paused from the chat in French by its name.
import type { Page } from '@playwright/test';
import { api, expect, newAccount, test, useAccount, waitForScreen } from './fixtures.ts';
import { type Lang, translator } from './labels.ts';

type Template = { id: string; title: string; paused: boolean };

async function chat(page: Page, lang: Lang, message: string): Promise<void> {
  const t = translator(lang);
  await page.getByRole('button', { name: t('assistant', 'bar.chat') }).click();
  const panel = page.getByRole('dialog', { name: t('assistant', 'chat.title') });
  const input = panel.getByRole('textbox', { name: t('assistant', 'chat.inputLabel') });
  await input.fill(message);
  await input.press('Enter');
  const apply = panel.getByRole('button', { name: new RegExp(`^${t('assistant', 'chat.apply')}`) });
  await expect(apply).toHaveCount(1);
  await apply.click();
  await expect(panel.getByText(t('assistant', 'chat.state.applied'), { exact: true })).toBeVisible();
}

test('in Russian: “каждый день пить воду” becomes a recurring task, and today’s task arrives by itself', async ({
  page,
}) => {
  await useAccount(page, await newAccount(), 'ru');
  await page.goto('/app');
  await waitForScreen(page);
  await chat(page, 'ru', 'каждый день пить воду');

  const templates = (await api(page).read<{ templates: Template[] }>('/api/recurring-templates')).templates;
  expect(templates.map((x) => [x.title, x.paused])).toEqual([['Пить воду', false]]);
  // The server's scheduler creates today's occurrence; the list hears of it and shows it.
  // In the task list (the chat's reply lists the title too).
  const tasks = page.getByRole('list', { name: translator('ru')('tasks', 'row.list') });
  await expect(tasks.getByText('Пить воду', { exact: true })).toBeVisible();
  expect((await api(page).tasks()).filter((task) => task.title === 'Пить воду')).toHaveLength(1);
});

test('in French: “mets en pause arroser les plantes” pauses that template', async ({ page }) => {
  await useAccount(page, await newAccount(), 'fr');
  const template = await api(page).write<Template>('POST', '/api/recurring-templates', {
    title: 'Arroser les plantes',
    pattern: { type: 'weekly', daysOfWeek: [1, 4] },
  });
  await page.goto('/app');
  await waitForScreen(page);
  await chat(page, 'fr', 'mets en pause arroser les plantes');
  await expect
    .poll(async () => (await api(page).read<Template>(`/api/recurring-templates/${template.id}`)).paused)
    .toBe(true);
});
