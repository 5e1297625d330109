import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type StrategyForScoring, scoreStrategy, scoringText, suggestStrategy } from './strategy.ts';
import { lifeAreaOfWord } from './strategy-keywords.ts';

const S = (id: string, name: string, description = '', priority = 2): StrategyForScoring => ({
  id,
  name,
  description,
  priority,
});

describe('scoreStrategy', () => {
  const cases: Array<[string, StrategyForScoring, { title: string; description?: string }, number]> = [
    ['nothing in common', S('s', 'Garden'), { title: 'Pay taxes' }, 0],
    ['name match only (no bucket for "Nova")', S('s', 'Nova'), { title: 'Ship nova release' }, 10],
    ['name match + health bucket', S('s', 'Health'), { title: 'Health check-up' }, 15],
    ['bucket hit only', S('s', 'Health'), { title: 'Book a dentist' }, 5],
    [
      'two description words > 3 chars (short ones ignored)',
      S('s', 'Side', 'write the novel and blog posts'),
      { title: 'Blog about my novel' },
      4,
    ],
    [
      'description word found in the task description',
      S('s', 'Side', 'novel'),
      { title: 'x', description: '<p>my <b>novel</b></p>' },
      2,
    ],
    ['accents and case ignored', S('s', 'Santé'), { title: 'RDV santé' }, 15],
    ['Russian inflection through stems', S('s', 'Здоровье'), { title: 'Записаться к врачу' }, 5],
    ['ё is е', S('s', 'Учёба'), { title: 'учеба: курс' }, 15],
    ['French stems', S('s', 'Travail'), { title: 'Finir le rapport du projet' }, 5],
    ['the name must start a word: Work is not in Homework', S('s', 'Work'), { title: 'Homework' }, 0],
    ['the name may start a longer word (inflections)', S('s', 'Проект'), { title: 'Проекты' }, 10 + 5],
    [
      'a word goes to its longest stem: workout is health, not work',
      S('s', 'Career'),
      { title: 'Workout' },
      0,
    ],
    ['two buckets', S('s', 'Life', 'home and family'), { title: 'Clean the house with family' }, 2 + 5 + 5],
  ];
  for (const [name, strategy, task, score] of cases) {
    test(`${name}: ${score}`, () => assert.equal(scoreStrategy(strategy, scoringText(task)), score));
  }
});

describe('suggestStrategy', () => {
  const work = S('work', 'Career', 'projects and clients', 2);
  const health = S('health', 'Health', 'sport and sleep', 3);
  const home = S('home', 'Home', '', 1);
  const cases: Array<
    [string, { title: string; description?: string }, StrategyForScoring[], string | null, number?]
  > = [
    ['no strategies', { title: 'Anything' }, [], null],
    ['below the minimum of 3', { title: 'Something else' }, [work, health, home], null],
    ['best score wins', { title: 'Finish the clients projects' }, [work, health, home], 'work', 2 + 2 + 5],
    ['Russian task to a health strategy', { title: 'Тренировка в зале' }, [work, health, home], 'health', 5],
    ['French task to home', { title: 'Faire le ménage à la maison' }, [work, health, home], 'home', 5],
    [
      'a tie goes to the higher strategy priority',
      { title: 'Gym then kitchen' },
      [S('a', 'Home', '', 1), S('b', 'Fitness', '', 3)],
      'b',
      5,
    ],
    [
      'a tie at equal priority keeps the first',
      { title: 'Gym then kitchen' },
      [S('a', 'Home'), S('b', 'Fitness')],
      'a',
      5,
    ],
  ];
  for (const [name, task, strategies, expectedId, score] of cases) {
    test(name, () => {
      const suggestion = suggestStrategy(task, strategies);
      if (expectedId === null) return assert.equal(suggestion, null);
      assert.deepEqual(suggestion, { strategyId: expectedId, score, confidence: 8 });
    });
  }
});

describe('life area of a word', () => {
  const cases: Array<[string, string | null]> = [
    ['workout', 'health'],
    ['work', 'work'],
    ['homework', 'learning'],
    ['здоровье', 'health'],
    ['другой', null],
    ['parent', 'relationships'],
    ['transparent', null],
  ];
  for (const [word, area] of cases)
    test(`${word} -> ${area}`, () => assert.equal(lifeAreaOfWord(word), area));
});
