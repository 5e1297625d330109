// The rows' shared texts say exactly what i18next's t() says, in every language, whatever the title
// holds (interpolation and nesting syntax, the marker's own character, separators), and the labels
// made once per value stay right when the value changes.
import { quadrants } from '@nova/core/domain/priority';
import { statusActions } from '@nova/core/domain/status';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { rowTexts } from './task-row-texts.ts';

const titles = [
  'Write report',
  '',
  'Купить молоко',
  'réunion : élève',
  '{{title}} and {{date}}',
  '$t(row.idea) $t(tasks:row.delegated)',
  'a\u0000title\u0000b',
  '  spaced  ',
];

describe.each(['en', 'ru', 'fr'] as const)('rowTexts in %s', (language) => {
  // Made in each test: the app's i18n is initialised before the tests run, not when they are collected.
  const t = i18n.getFixedT(language, 'tasks');

  it('the labels around a title are what t() makes of it', () => {
    const texts = rowTexts(t, language);
    for (const title of titles) {
      for (const action of statusActions) {
        expect(texts.action(action, title)).toBe(t(`action.${action}`, { title }));
      }
      expect(texts.mvd(true, title)).toBe(t('row.mvdRemove', { title }));
      expect(texts.mvd(false, title)).toBe(t('row.mvdAdd', { title }));
      expect(texts.delete(title)).toBe(t('row.delete', { title }));
    }
  });

  it('asks i18next once per label, not once per row', () => {
    let calls = 0;
    // A counting wrapper; TFunction's overloads cannot be spelled out, so it is cast back to it.
    const counted = ((...args: Parameters<typeof t>) => {
      calls += 1;
      return t(...args);
    }) as typeof t;
    const texts = rowTexts(counted, language);
    const made = calls;
    for (const title of titles) {
      texts.action('complete', title);
      texts.delete(title);
      texts.mvd(false, title);
      texts.priority('2-1', 'schedule');
      texts.steps(1, 4);
    }
    // complete, delete, add to the MVD, the priority (with its quadrant) and the steps: once each,
    // whatever the number of rows.
    expect(calls - made).toBe(6);
  });

  it('the labels made once per value match t() for each value', () => {
    const texts = rowTexts(t, language);
    for (const code of ['2-2', '1-1']) {
      for (const quadrant of quadrants) {
        expect(texts.priority(code, quadrant)).toBe(
          t('row.priority', { code, quadrant: t(`quadrant.${quadrant}`) }),
        );
      }
    }
    for (const [done, total] of [
      [1, 4],
      [0, 3],
      [1, 4],
      [3, 3],
    ] as const) {
      expect(texts.steps(done, total)).toBe(t('row.steps', { done, total }));
      expect(texts.stepsLabel(done, total)).toBe(t('row.stepsLabel', { done, total }));
    }
    for (const date of ['1 Mar', '20 mars', '1 Mar']) {
      expect(texts.overdue(date)).toBe(t('row.overdue', { date }));
    }
    expect(texts.status('inProgress')).toBe(t('status.inProgress'));
    expect(texts.idea).toBe(t('row.idea'));
    expect(texts.delegated).toBe(t('row.delegated'));
  });
});
