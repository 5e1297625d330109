import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ParsedTaskDto } from '@nova/core/contracts/ai';
import { parsedTask } from '../../../../test/assistant.ts';
import {
  blankDrafts,
  draftFromParsed,
  levelsForPriority,
  matchTags,
  planImport,
  textToDescriptionHtml,
} from './assistant-import.ts';

const parsed = (over: Partial<ParsedTaskDto> = {}): ParsedTaskDto =>
  parsedTask({
    title: 'Написать отчёт',
    priority: 'high',
    deadline_text: 'к 5 декабря',
    deadline_date: '2026-12-05',
    category: 'work',
    estimated_time: '2 часа',
    estimated_minutes: 120,
    subtasks: [
      { title: 'Составить план', estimated_time: '15 мин', order: 2 },
      { title: 'Собрать данные', estimated_time: '1 час', order: 1 },
    ],
    tags: ['отчёт'],
    ...over,
  });

describe('levelsForPriority (core quadrant move from the default levels)', () => {
  const cases = [
    ['high', { importance: 8, urgency: 8 }],
    ['medium', { importance: 8, urgency: 1 }],
    ['low', { importance: 1, urgency: 1 }],
  ] as const;
  for (const [priority, levels] of cases)
    it(priority, () => assert.deepEqual(levelsForPriority(priority), levels));
});

describe('draftFromParsed', () => {
  it('keeps the fields, orders the steps and reads their estimates', () => {
    const draft = draftFromParsed(parsed(), 'k1');
    assert.equal(draft.key, 'k1');
    assert.equal(draft.date, '2026-12-05');
    assert.deepEqual(draft.steps, [
      { title: 'Собрать данные', minutes: 60 },
      { title: 'Составить план', minutes: 15 },
    ]);
  });
  it('drops a date that is not YYYY-MM-DD', () => {
    assert.equal(draftFromParsed(parsed({ deadline_date: null }), 'k').date, '');
    assert.equal(draftFromParsed(parsed({ deadline_date: '5 Dec' }), 'k').date, '');
  });
});

describe('planImport', () => {
  const tags = [
    { id: 't-work', name: 'Работа' },
    { id: 't-report', name: 'отчёт' },
    { id: 't-other', name: 'other' },
  ];
  it('maps a card to the task body and its steps', () => {
    const plan = planImport(draftFromParsed(parsed({ description: 'Q4 <draft>' }), 'id-1'), {
      categoryLabel: 'работа',
      tags,
    });
    assert.deepEqual(plan?.task, {
      id: 'id-1',
      title: 'Написать отчёт',
      type: 'task',
      importance: 8,
      urgency: 8,
      startDate: '2026-12-05',
      durationMinutes: 120,
      description: '<p>Q4 &lt;draft&gt;</p>',
      tagIds: ['t-work', 't-report'],
    });
    assert.equal(plan?.steps.length, 2);
  });
  it('refuses a blank title (SPEC §5) and trims', () => {
    assert.equal(
      planImport({ ...draftFromParsed(parsed(), 'k'), title: '   ' }, { categoryLabel: '', tags: [] }),
      null,
    );
    assert.equal(
      planImport({ ...draftFromParsed(parsed(), 'k'), title: '  A  ' }, { categoryLabel: '', tags: [] })?.task
        .title,
      'A',
    );
  });
  it('leaves the date empty and the duration out when absent', () => {
    const plan = planImport(
      { ...draftFromParsed(parsed(), 'k'), date: '', minutes: null, steps: [{ title: ' ', minutes: null }] },
      { categoryLabel: 'x', tags: [] },
    );
    assert.equal(plan?.task.startDate, null);
    assert.equal('durationMinutes' in (plan?.task ?? {}), false);
    assert.deepEqual(plan?.steps, []);
  });
  it('blankDrafts lists cards without a title', () => {
    assert.deepEqual(
      blankDrafts([{ ...draftFromParsed(parsed(), 'a'), title: '' }, draftFromParsed(parsed(), 'b')]),
      ['a'],
    );
  });
});

it('textToDescriptionHtml: a paragraph per line, escaped', () => {
  assert.equal(textToDescriptionHtml('a & b\n\n "c"'), '<p>a &amp; b</p><p>&quot;c&quot;</p>');
  assert.equal(textToDescriptionHtml('   '), '');
});

it('matchTags is case-insensitive and ignores blanks', () => {
  assert.deepEqual(
    matchTags(
      ['WORK', ''],
      [
        { id: '1', name: 'work' },
        { id: '2', name: '' },
      ],
    ),
    ['1'],
  );
});
