// The key steps of the task workspace again in English and in French (the Russian journey is
// task-workspace.spec.ts): capture from the keyboard, start, complete with a congratulation, and the
// minimum viable day's limit toast. English is the browser's language here; French is the stored
// language choice (choosing it in the settings dialog is newcomer.spec.ts's journey).
import { expect, prepareStorage, signUp, test } from './fixtures.ts';
import { type Lang, languageNames, translator } from './labels.ts';
import { captureFromKeyboard, completeTask, fillMvdToLimit, openApp, startTask } from './workspace-steps.ts';

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
    const [report, call, groceries, kitchen, walk] = titles[lang] as [string, string, string, string, string];
    await prepareStorage(page, { tour: true, language: lang });
    await signUp(page);
    await openApp(page, t, { tour: true });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

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
