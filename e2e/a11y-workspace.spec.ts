// axe finds no serious or critical violations on the task workspace's screens, with real content on
// them: /app (and with the task detail open), /priorities, /strategy, /tags and /task-manager-test.
// One account for the file, filled once through the API: tasks in several states and quadrants, an
// idea, micro-steps, a strategy, a tag.

import { e2eEnv } from './env.ts';
import {
  api,
  expect,
  expectAxeClean,
  newAccount,
  type StorageState,
  test,
  useAccount,
  waitForScreen,
} from './fixtures.ts';
import { translator } from './labels.ts';

const t = translator('en');
let account: { state: StorageState };
const detailTask = 'Write the grant application';

test.beforeAll(async ({ playwright }) => {
  account = await newAccount();
  const http = await playwright.request.newContext({
    baseURL: e2eEnv().baseURL,
    storageState: account.state,
  });
  try {
    const client = api(http);
    const { id: strategyId } = await client.write<{ id: string }>('POST', '/api/strategies', {
      name: 'Work',
      description: 'Job and career',
      color: 'blue',
      priority: 3,
    });
    const { id: tagId } = await client.write<{ id: string }>('POST', '/api/tags', {
      name: 'deep-work',
      color: 'green',
    });
    const main = await client.write<{ id: string }>('POST', '/api/tasks', {
      title: detailTask,
      description: '<p>Due <strong>Friday</strong>.</p>',
      importance: 9,
      urgency: 8,
      strategyId,
      tagIds: [tagId],
    });
    for (const title of ['Outline the budget', 'Ask Dana for numbers']) {
      await client.write('POST', `/api/tasks/${main.id}/micro-tasks`, { title });
    }
    await client.write('POST', '/api/tasks', { title: 'Plan the holidays', importance: 8, urgency: 2 });
    await client.write('POST', '/api/tasks', { title: 'Reply to the school', importance: 2, urgency: 9 });
    await client.write('POST', '/api/tasks', { title: 'Try a pottery class', type: 'idea' });
    const running = await client.write<{ id: string }>('POST', '/api/tasks', { title: 'Tidy the desk' });
    await client.write('POST', `/api/tasks/${running.id}/status`, { status: 'inProgress' });
    const done = await client.write<{ id: string }>('POST', '/api/tasks', { title: 'Pay the rent' });
    await client.write('POST', `/api/tasks/${done.id}/status`, { status: 'completed' });
    await client.write('POST', '/api/mvd', { taskId: main.id });
  } finally {
    await http.dispose();
  }
});
test.beforeEach(async ({ page }) => {
  await useAccount(page, account);
});

test('/app has no serious accessibility violations', async ({ page }) => {
  await page.goto('/app');
  await waitForScreen(page);
  await expect(page.locator('button[data-task-title]').filter({ hasText: detailTask })).toBeVisible();
  await expect(page.getByRole('region', { name: t('pomodoro', 'title') }).getByRole('timer')).toBeVisible();
  await expectAxeClean(page);
});

test('/app with the task detail open has no serious accessibility violations', async ({ page }) => {
  await page.goto('/app');
  await page.locator('button[data-task-title]').filter({ hasText: detailTask }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('checkbox', { name: 'Outline the budget' })).toBeVisible();
  // The rich-text editor is its own chunk: wait until it replaced its placeholder.
  await expect(sheet.getByText(t('task-detail', 'description.loading'))).toHaveCount(0);
  await expect(sheet.getByText('Friday')).toBeVisible();
  await expectAxeClean(page);
});

for (const screen of [
  { path: '/priorities', ready: 'Plan the holidays' },
  { path: '/strategy', ready: detailTask },
  { path: '/tags', ready: 'deep-work' },
  { path: '/task-manager-test', ready: 'Try a pottery class' },
]) {
  test(`${screen.path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(screen.path);
    await waitForScreen(page);
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    await expectAxeClean(page);
  });
}
