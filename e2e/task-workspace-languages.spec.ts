// The key steps of the task workspace again in English and in French (the Russian journey is
// task-workspace.spec.ts): capture from the keyboard, start, complete with a congratulation, and the
// minimum viable day's limit toast. English is the browser's language here; French is chosen in the
// settings dialog, as a user would.
import { expect, signUp, test } from './fixtures.ts';
import { type Lang, languageNames, translator } from './labels.ts';
import {
  captureFromKeyboard,
  completeTask,
  fillMvdToLimit,
  openApp,
  quickAdd,
  startTask,
} from './workspace-steps.ts';

const titles: Record<Exclude<Lang, 'ru'>, string[]> = {
  en: [
    'Prepare the quarterly report',
    'Call the dentist',
    'Buy groceries',
    'Clean the kitchen',
    'Morning walk',
  ],
  fr: [
    'Préparer le rapport',
    'Appeler le dentiste',
    'Faire les courses',
    'Ranger la cuisine',
    'Balade matinale',
  ],
};

for (const lang of ['en', 'fr'] as const) {
  test(`key steps of the task workspace in ${languageNames[lang]}`, async ({ page }) => {
    const t = translator(lang);
    const en = translator('en');
    const [report, call, groceries, kitchen, walk] = titles[lang] as [string, string, string, string, string];
    await signUp(page);
    await openApp(page, en, { tour: true });

    if (lang !== 'en') {
      await page.getByRole('button', { name: en('common', 'nav.settings') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: en('common', 'settings.language') }).click();
      await page.getByRole('option', { name: languageNames[lang] }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: t('tasks', 'views.active') })).toBeVisible();
      await quickAdd(page, t).focus();
    }

    await captureFromKeyboard(page, t, [
      { title: report },
      { title: call },
      { title: groceries },
      { title: kitchen },
      { title: walk, idea: true },
    ]);
    await startTask(page, t, report);
    await completeTask(page, t, report);
    await fillMvdToLimit(page, t, [call, groceries, kitchen, walk]);
  });
}
