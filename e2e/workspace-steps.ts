// Steps on /app shared by the journey spec (Russian) and its English and French repeats: each takes
// the page and a translator, acts like a keyboard-and-mouse user, and checks what the screen says.
import { expect, type Page } from '@playwright/test';
import { api } from './fixtures.ts';
import type { T } from './labels.ts';

/** The row's title button (opens the detail); titles in a spec never contain one another. */
export const rowTitle = (page: Page, title: string) =>
  page.locator('button[data-task-title]').filter({ hasText: title });

/** The task list of /app (the rows; the MVD panel repeats some of their buttons). */
export const taskList = (page: Page, t: T) =>
  page.getByRole('list', { name: t('tasks', 'row.list'), exact: true });

export const quickAdd = (page: Page, t: T) =>
  page.getByRole('textbox', { name: t('tasks', 'quickAdd.label'), exact: true });

/** The toast region of sonner (one toast at a time, SPEC §8). */
export const toasts = (page: Page) => page.locator('[data-sonner-toaster]');

/**
 * First screen of a newcomer: the welcome tour is skipped and focus lands back in quick add; without
 * the tour, quick add has focus as soon as the screen opens.
 */
export async function openApp(page: Page, t: T, { tour }: { tour: boolean }): Promise<void> {
  await page.goto('/app');
  if (tour) {
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: t('tasks', 'onboarding.steps.capture.title') }),
    ).toBeVisible();
    await dialog
      .getByRole('button', { name: t('tasks', 'onboarding.skip') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1, name: t('tasks', 'views.active') })).toBeVisible();
  await expect(quickAdd(page, t)).toBeFocused();
}

/**
 * Types each title into the focused quick-add box and presses Enter (Shift+Enter for the ideas);
 * nothing but the keyboard. Checks the rows and, through the API, the types saved.
 */
export async function captureFromKeyboard(
  page: Page,
  t: T,
  items: ReadonlyArray<{ title: string; idea?: boolean }>,
): Promise<void> {
  const box = quickAdd(page, t);
  for (const { title, idea } of items) {
    await expect(box).toBeFocused();
    await page.keyboard.type(title);
    await page.keyboard.press(idea ? 'Shift+Enter' : 'Enter');
    await expect(box).toHaveValue('');
  }
  for (const { title, idea } of items) {
    const row = rowTitle(page, title);
    await expect(row).toBeVisible();
    if (idea) await expect(row).toContainText(t('tasks', 'row.idea'));
  }
  const captured = async () =>
    (await api(page).tasks()).filter((task) => items.some((item) => item.title === task.title));
  await expect.poll(async () => (await captured()).length).toBe(items.length);
  const saved = await captured();
  for (const { title, idea } of items) {
    expect(saved.find((task) => task.title === title)?.type, title).toBe(idea ? 'idea' : 'task');
  }
}

/** The row's start button; afterwards the row offers pause instead. */
export async function startTask(page: Page, t: T, title: string): Promise<void> {
  const list = taskList(page, t);
  await list.getByRole('button', { name: t('tasks', 'action.start', { title }), exact: true }).click();
  await expect(
    list.getByRole('button', { name: t('tasks', 'action.pause', { title }), exact: true }),
  ).toBeVisible();
  await expect.poll(async () => (await api(page).taskTitled(title)).status).toBe('inProgress');
}

/** The row's check button completes the task; a calm congratulation follows. */
export async function completeTask(page: Page, t: T, title: string): Promise<void> {
  await taskList(page, t)
    .getByRole('button', { name: t('tasks', 'action.complete', { title }), exact: true })
    .click();
  await expect(toasts(page).getByText(t('tasks', 'toast.congrats', { title }))).toBeVisible();
  await expect.poll(async () => (await api(page).taskTitled(title)).status).toBe('completed');
}

/** Stars three tasks for the minimum viable day, then a fourth: refused with SPEC's toast. */
export async function fillMvdToLimit(page: Page, t: T, titles: readonly [string, string, string, string]) {
  const list = taskList(page, t);
  const star = (title: string) =>
    list.getByRole('button', { name: t('tasks', 'row.mvdAdd', { title }), exact: true });
  const mvd = page.getByRole('region', { name: t('tasks', 'mvd.title') });
  for (const [index, title] of titles.slice(0, 3).entries()) {
    await star(title).click();
    await expect(
      list.getByRole('button', { name: t('tasks', 'row.mvdRemove', { title }), exact: true }),
    ).toBeVisible();
    await expect(mvd.getByText(t('tasks', 'mvd.count', { count: index + 1 }))).toBeVisible();
    await expect(mvd.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  }
  const fourth = titles[3];
  await star(fourth).click();
  await expect(toasts(page).getByText(t('tasks', 'toast.mvdLimit'))).toBeVisible();
  // Nothing changed: still three, and the fourth keeps its empty star.
  await expect(mvd.getByText(t('tasks', 'mvd.count', { count: 3 }))).toBeVisible();
  await expect(star(fourth)).toBeVisible();
  const inMvd = (await api(page).tasks()).filter((task) => task.inMvd).map((task) => task.title);
  expect(inMvd.sort()).toEqual(titles.slice(0, 3).sort());
}
