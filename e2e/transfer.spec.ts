// Import and export in settings: a Todoist CSV export comes in through the screens (preview with
// counts, then the import) and its tasks show in the list; the export links download Nova's JSON.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { root } from './env.ts';
import { api, expect, newAccount, test, useAccount } from './fixtures.ts';
import { translator } from './labels.ts';

const t = translator('en');

// Each test has an account of its own: the import test counts every task of its account.
test.beforeEach(async ({ page }) => {
  await useAccount(page, await newAccount());
});

async function openTransfer(page: Page) {
  await page.goto('/app');
  await page.getByRole('button', { name: t('common', 'nav.settings') }).click();
  const dialog = page.getByRole('dialog', { name: t('common', 'settings.title') });
  await dialog.getByText(t('common', 'settings.transfer'), { exact: true }).click();
  await expect(dialog.getByRole('heading', { name: t('transfer', 'import.title') })).toBeVisible();
  return dialog;
}

test('a Todoist CSV export: previewed with counts, imported, and its tasks are in the list', async ({
  page,
}) => {
  const dialog = await openTransfer(page);
  await dialog.getByLabel(t('transfer', 'import.source')).selectOption('todoist-csv');
  await dialog
    .getByLabel(t('transfer', 'import.file'))
    .setInputFiles(join(root, 'apps', 'server', 'test', 'fixtures', 'todoist-project.csv'));
  await dialog.getByRole('button', { name: t('transfer', 'import.preview') }).click();
  const counts = dialog.getByRole('list', { name: t('transfer', 'import.willImport') });
  await expect(counts).toContainText(t('transfer', 'counts.tasks', { count: 5 }));
  await expect(dialog.getByText(/Row 14, CONTENT:/)).toBeVisible();
  expect(await api(page).tasks(), 'nothing is written before the import').toHaveLength(0);

  await dialog.getByRole('button', { name: t('transfer', 'import.confirm'), exact: true }).click();
  await expect(dialog.getByText(t('transfer', 'import.done'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Renew the car insurance', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Подготовить отчёт за квартал', { exact: true }).first()).toBeVisible();
  expect((await api(page).tasks()).map((task) => task.title).sort()).toEqual(
    [
      'Book the dentist',
      'Renew the car insurance',
      'Répondre à Amélie au sujet du devis',
      'Water the plants',
      'Подготовить отчёт за квартал',
    ].sort(),
  );
});

test('the export link downloads everything as Nova JSON', async ({ page }) => {
  await api(page).write('POST', '/api/tasks', { title: 'Exported errand' });
  const dialog = await openTransfer(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: t('transfer', 'export.json') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^nova-export-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const document: unknown = JSON.parse(await readFile(path, 'utf8'));
  expect(document).toMatchObject({ format: 'nova-planner-export', version: 1 });
  expect(JSON.stringify(document)).toContain('Exported errand');
});
