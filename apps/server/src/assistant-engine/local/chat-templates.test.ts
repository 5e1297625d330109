// The chat finds the user's own recurring template by its name, in any inflection, in ru, en and fr:
// pausing it, or changing its pattern ("make evening yoga weekdays only") even without a change verb;
// a new template whose name only shares a word with an existing one is still a new template.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localChat } from './chat.ts';
import { type ChatTemplate, matchTemplate } from './template-match.ts';

const templates: ChatTemplate[] = [
  { id: 'ru', title: 'Вечерняя йога', isActive: true },
  { id: 'en', title: 'Evening yoga', isActive: true },
  { id: 'fr', title: 'Yoga du soir', isActive: true },
  { id: 'run', title: 'Morning run', isActive: true },
];
const weekdays = { type: 'weekly', timeOfDay: 'evening', daysOfWeek: [1, 2, 3, 4, 5], interval: null };

function chat(message: string, locale: 'ru' | 'en' | 'fr') {
  return localChat({
    message,
    locale,
    tasks: [],
    strategies: [],
    templates,
    persona: 'kaia',
    now: new Date('2026-11-25T10:00:00Z'),
    timeZone: 'Europe/Paris',
  }).actions;
}

describe('the chat and the user’s recurring templates', () => {
  const cases: Array<[string, 'ru' | 'en' | 'fr', string, string, unknown?]> = [
    ['pause my evening yoga', 'en', 'pause_recurring_task', 'en'],
    ['поставь вечернюю йогу на паузу', 'ru', 'pause_recurring_task', 'ru'],
    ['приостанови вечернюю йогу', 'ru', 'pause_recurring_task', 'ru'],
    ['mets en pause le yoga du soir', 'fr', 'pause_recurring_task', 'fr'],
    ['make evening yoga weekdays only', 'en', 'update_recurring_pattern', 'en', weekdays],
    ['пусть вечерняя йога будет только по будням', 'ru', 'update_recurring_pattern', 'ru', weekdays],
    ['le yoga du soir seulement en semaine', 'fr', 'update_recurring_pattern', 'fr', weekdays],
    ['change my run to weekdays', 'en', 'update_recurring_pattern', 'run'],
  ];
  for (const [message, locale, type, id, pattern] of cases) {
    it(`${locale}: “${message}” -> ${type} of ${id}`, () => {
      const [action] = chat(message, locale);
      assert.equal(action?.type, type);
      assert.equal(action?.recurringTemplateId, id);
      if (pattern) assert.deepEqual(action?.pattern, pattern);
    });
  }

  it('a new routine that shares one word with a template is a new template', () => {
    const [action] = chat('every evening a run at 19:00', 'en');
    assert.equal(action?.type, 'create_recurring_task');
  });

  it('matching needs half of the name with a verb, the whole name without one', () => {
    assert.equal(matchTemplate('pause the run', templates)?.id, 'run');
    assert.equal(matchTemplate('a run every evening', templates, 1), null);
    assert.equal(matchTemplate('pause it', templates), null);
  });
});
