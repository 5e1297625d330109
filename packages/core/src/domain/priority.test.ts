import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  analysisLevel,
  energyLevel,
  isCommunicationTitle,
  type Levels,
  moveToQuadrant,
  type PriorityCode,
  type PriorityLabel,
  priorityCode,
  priorityLabel,
  type Quadrant,
  quadrantInfo,
  quadrantOf,
  quadrants,
  type TimeOfDay,
  timeOfDayGroup,
} from './priority.ts';

const L = (importance: number, urgency: number): Levels => ({ importance, urgency });

describe('priority code and quadrant', () => {
  const cases: Array<[Levels, PriorityCode, Quadrant]> = [
    [L(1, 1), '1-1', 'eliminate'],
    [L(5, 5), '1-1', 'eliminate'],
    [L(6, 5), '2-1', 'schedule'],
    [L(5, 6), '1-2', 'delegate'],
    [L(6, 6), '2-2', 'do'],
    [L(10, 10), '2-2', 'do'],
    [L(10, 1), '2-1', 'schedule'],
    [L(1, 10), '1-2', 'delegate'],
  ];
  for (const [levels, code, quadrant] of cases) {
    test(`${levels.importance}/${levels.urgency} -> ${code} ${quadrant}`, () => {
      assert.equal(priorityCode(levels), code);
      assert.equal(quadrantOf(levels), quadrant);
      assert.equal(quadrantInfo[quadrant].code, code);
    });
  }
  test('every quadrant has i18n keys, not text', () => {
    for (const q of quadrants) {
      assert.match(quadrantInfo[q].titleKey, /^quadrant\.\w+\.title$/);
      assert.match(quadrantInfo[q].meaningKey, /^quadrant\.\w+\.meaning$/);
    }
  });
});

describe('moveToQuadrant keeps nuance', () => {
  const cases: Array<[Levels, Quadrant, Levels]> = [
    [L(1, 1), 'do', L(8, 8)],
    [L(9, 2), 'do', L(9, 8)],
    [L(9, 7), 'do', L(9, 7)],
    [L(9, 7), 'eliminate', L(3, 3)],
    [L(9, 7), 'schedule', L(9, 3)],
    [L(9, 7), 'delegate', L(3, 7)],
    [L(2, 5), 'eliminate', L(2, 5)],
    [L(2, 5), 'delegate', L(2, 8)],
    [L(6, 6), 'eliminate', L(3, 3)],
    [L(5, 5), 'do', L(8, 8)],
  ];
  for (const [from, quadrant, to] of cases) {
    test(`${from.importance}/${from.urgency} dropped on ${quadrant} -> ${to.importance}/${to.urgency}`, () => {
      const moved = moveToQuadrant(from, quadrant);
      assert.deepEqual(moved, to);
      assert.equal(quadrantOf(moved), quadrant);
    });
  }
});

describe('priority labels', () => {
  const cases: Array<[Levels, PriorityLabel]> = [
    [L(8, 8), 'critical'],
    [L(10, 9), 'critical'],
    [L(8, 7), 'high'],
    [L(6, 6), 'high'],
    [L(9, 2), 'important'],
    [L(2, 9), 'urgent'],
    [L(3, 3), 'regular'],
    [L(5, 1), 'regular'],
    [L(1, 1), 'low'],
    [L(2, 2), 'low'],
  ];
  for (const [levels, label] of cases) {
    test(`${levels.importance}/${levels.urgency} -> ${label}`, () =>
      assert.equal(priorityLabel(levels), label));
  }
});

describe('energy and analysis levels from importance x urgency', () => {
  const cases: Array<[Levels, 'high' | 'medium' | 'low', 'high' | 'medium' | 'low']> = [
    [L(1, 1), 'low', 'low'],
    [L(1, 5), 'low', 'low'],
    [L(2, 3), 'medium', 'low'],
    [L(2, 4), 'medium', 'low'],
    [L(3, 3), 'medium', 'medium'],
    [L(1, 11 - 1), 'medium', 'medium'],
    [L(11, 1), 'medium', 'medium'],
    [L(3, 4), 'high', 'medium'],
    [L(3, 5), 'high', 'medium'],
    [L(4, 4), 'high', 'high'],
    [L(10, 10), 'high', 'high'],
  ];
  for (const [levels, energy, analysis] of cases) {
    test(`product ${levels.importance * levels.urgency}: energy ${energy}, analysis ${analysis}`, () => {
      assert.equal(energyLevel(levels), energy);
      assert.equal(analysisLevel(levels), analysis);
    });
  }
});

describe('time-of-day group', () => {
  const cases: Array<[string, Levels, TimeOfDay]> = [
    ['Write report', L(4, 3), 'morning'],
    ['Call mom', L(4, 3), 'morning'],
    ['Call mom', L(1, 1), 'afternoon'],
    ['Team meeting', L(1, 1), 'afternoon'],
    ['Answer EMAIL from Anna', L(1, 1), 'afternoon'],
    ['Reply to e-mail', L(1, 1), 'afternoon'],
    ['Позвонить врачу', L(1, 1), 'afternoon'],
    ['Звонок в банк', L(1, 1), 'afternoon'],
    ['Встреча с командой', L(1, 1), 'afternoon'],
    ['Проверить почту', L(1, 1), 'afternoon'],
    ['Appeler le plombier', L(1, 1), 'afternoon'],
    ['Réunion d’équipe', L(1, 1), 'afternoon'],
    ['REUNION budget', L(1, 1), 'afternoon'],
    ['Envoyer un e-mail', L(1, 1), 'afternoon'],
    ['Почти готово', L(1, 1), 'evening'],
    ['Read a book', L(2, 3), 'afternoon'],
    ['Read a book', L(1, 5), 'evening'],
    ['Читать книгу', L(1, 1), 'evening'],
  ];
  for (const [title, levels, group] of cases) {
    test(`'${title}' ${levels.importance}/${levels.urgency} -> ${group}`, () =>
      assert.equal(timeOfDayGroup({ title, ...levels }), group));
  }
  test('isCommunicationTitle ignores case and accents', () => {
    assert.ok(isCommunicationTitle('RÉUNION'));
    assert.equal(isCommunicationTitle('Garden'), false);
  });
});
