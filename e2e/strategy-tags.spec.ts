// Strategies (/strategy) and tags (/tags): create one of each from its page, give it a task, and check
// both the screen and the server. One account for the file; the tests touch different things.
import { api, expect, oneAccountForThisFile, synced, test } from './fixtures.ts';
import { exactly, translator } from './labels.ts';

const t = translator('en');
oneAccountForThisFile();

type StrategyJson = { id: string; name: string; color: string; priority: number };

test('creates a strategy with a colour and a priority, then gives it a task', async ({ page }) => {
  const task = 'Book a morning run with a friend';
  await api(page).createTask({ title: task });
  await page.goto('/strategy');
  await expect(page.getByRole('heading', { level: 1, name: t('strategy', 'title') })).toBeVisible();

  await page.getByRole('button', { name: t('strategy', 'create') }).click();
  const dialog = page.getByRole('dialog', { name: t('strategy', 'form.createTitle') });
  await dialog.getByRole('textbox', { name: t('strategy', 'form.name') }).fill('Health');
  await dialog.getByRole('radio', { name: t('strategy', 'color.green'), exact: true }).check();
  await dialog.getByRole('radio', { name: t('strategy', 'priority.high'), exact: true }).check();
  await dialog.getByRole('button', { name: t('strategy', 'form.create'), exact: true }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Health' });
  await expect(card).toContainText(
    t('strategy', 'priority.badge', { priority: t('strategy', 'priority.high') }),
  );
  await expect(card).toContainText(t('strategy', 'color.named', { color: t('strategy', 'color.green') }));
  await synced(page);
  const { strategies } = await api(page).read<{ strategies: StrategyJson[] }>('/api/strategies');
  const saved = strategies.find((s) => s.name === 'Health');
  expect(saved).toMatchObject({ color: 'green', priority: 3 });

  await card.getByRole('button', { name: t('strategy', 'actions.assign') }).click();
  const assign = page.getByRole('dialog', { name: t('strategy', 'assign.title', { name: 'Health' }) });
  await assign.getByRole('checkbox', { name: task }).check();
  await assign.getByRole('button', { name: t('strategy', 'assign.submit', { count: 1 }) }).click();
  await expect(assign).toBeHidden();
  await expect(
    card.getByRole('list', { name: t('strategy', 'tasks.label', { name: 'Health' }) }),
  ).toContainText(task);
  await expect(card).toContainText(t('strategy', 'progress.text', { completed: 0, total: 1 }));
  await expect.poll(async () => (await api(page).taskTitled(task)).strategyId).toBe(saved?.id);
});

test('creates a tag, refuses the same name twice, and tags a task from its detail', async ({ page }) => {
  const task = 'Call the plumber back';
  await api(page).createTask({ title: task });
  await page.goto('/tags');
  await expect(page.getByRole('heading', { level: 1, name: t('tags', 'title') })).toBeVisible();

  const name = page.getByRole('textbox', { name: t('tags', 'create.label') });
  await name.fill('calls');
  await page.getByRole('button', { name: t('tags', 'create.submit') }).click();
  const list = page.getByRole('list', { name: t('tags', 'listLabel') });
  const row = list.getByRole('listitem').filter({ hasText: 'calls' });
  await expect(row).toBeVisible();
  await expect(name).toHaveValue('');

  // Names are unique whatever the case: the form explains instead of creating a second one.
  await name.fill('Calls');
  await page.getByRole('button', { name: t('tags', 'create.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('tags', 'errors.nameTaken', { name: 'Calls' }));
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.goto('/app');
  await page.locator('button[data-task-title]').filter({ hasText: task }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: t('task-detail', 'tags.add') }).click();
  await page.getByRole('textbox', { name: t('task-detail', 'tags.search') }).fill('cal');
  await page.getByRole('button', { name: exactly('calls') }).click();
  await expect(
    sheet.getByRole('button', { name: t('task-detail', 'tags.remove', { name: 'calls' }) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.locator('button[data-task-title]').filter({ hasText: task })).toContainText('#calls');

  await page.goto('/tags');
  await expect(row).toContainText(t('tags', 'count', { count: 1 }));
  await row.getByRole('button', { name: new RegExp(t('tags', 'count', { count: 1 })) }).click();
  await expect(row).toContainText(task);
});
