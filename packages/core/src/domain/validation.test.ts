import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { z } from 'zod';
import {
  clientIdSchema,
  durationMinutesSchema,
  isoDateSchema,
  isValidIsoDate,
  levelSchema,
  normalizeTaskTitle,
  opIdSchema,
  startTimeSchema,
  strategyColorSchema,
  strategyPriorityFromWord,
  strategyPrioritySchema,
  TASK_TITLE_EMPTY_KEY,
  TASK_TITLE_EMPTY_MESSAGE_RU,
  tagColorSchema,
  tagNameKey,
  tagNameSchema,
  taskDescriptionSchema,
  taskTitleSchema,
  taskTypeSchema,
} from './validation.ts';

type Case = [input: unknown, valid: boolean, output?: unknown];

function table(name: string, schema: z.ZodType, cases: Case[]): void {
  describe(name, () => {
    for (const [input, valid, output] of cases) {
      const label =
        typeof input === 'string' && input.length > 40 ? `${input.length} chars` : JSON.stringify(input);
      test(`${label} is ${valid ? 'accepted' : 'refused'}`, () => {
        const result = schema.safeParse(input);
        assert.equal(result.success, valid, result.success ? '' : result.error.issues[0]?.message);
        if (valid && output !== undefined) assert.deepEqual(result.data, output);
      });
    }
  });
}

table('task title', taskTitleSchema, [
  ['Buy milk', true, 'Buy milk'],
  ['  padded  ', true, 'padded'],
  ['', false],
  ['   \t\n ', false],
  ['x'.repeat(500), true],
  ['x'.repeat(501), false],
  [` ${'x'.repeat(500)} `, true],
  [42, false],
  [null, false],
]);

test('a blank title says SPEC’s message', () => {
  const result = taskTitleSchema.safeParse('  ');
  assert.equal(result.success, false);
  assert.equal(result.error?.issues[0]?.message, 'Task title cannot be empty');
  assert.equal(TASK_TITLE_EMPTY_MESSAGE_RU, 'Название задачи не может быть пустым');
});

describe('normalizeTaskTitle', () => {
  const cases: Array<[string, string | { key: string }]> = [
    [' Call mom ', 'Call mom'],
    ['', { key: TASK_TITLE_EMPTY_KEY }],
    ['  ', { key: TASK_TITLE_EMPTY_KEY }],
    ['y'.repeat(501), { key: 'errors.taskTitleTooLong' }],
  ];
  for (const [input, expected] of cases) {
    test(JSON.stringify(input.slice(0, 20)), () => {
      const result = normalizeTaskTitle(input);
      if (typeof expected === 'string') return assert.deepEqual(result, { ok: true, value: expected });
      assert.equal(result.ok, false);
      if (!result.ok) {
        assert.equal(result.error.key, expected.key);
        assert.equal(result.error.code, 'validation_failed');
      }
    });
  }
});

table('description', taskDescriptionSchema, [
  ['', true],
  ['d'.repeat(20_000), true],
  ['d'.repeat(20_001), false],
]);

table('importance / urgency', levelSchema, [
  [1, true],
  [10, true],
  [0, false],
  [11, false],
  [5.5, false],
  ['5', false],
]);

table('duration minutes', durationMinutesSchema, [
  [0, true],
  [1440, true],
  [1441, false],
  [-1, false],
  [2.5, false],
]);

table('ISO date', isoDateSchema, [
  ['2026-03-01', true],
  ['2024-02-29', true],
  ['2025-02-29', false],
  ['2026-02-30', false],
  ['2026-04-31', false],
  ['2026-13-01', false],
  ['2026-3-1', false],
  ['2026-03-01T00:00:00Z', false],
  ['tomorrow', false],
]);

test('isValidIsoDate agrees with the schema', () => {
  assert.equal(isValidIsoDate('2026-12-31'), true);
  assert.equal(isValidIsoDate('2026-02-30'), false);
});

table('start time', startTimeSchema, [
  ['00:00', true],
  ['09:30', true],
  ['23:59', true],
  ['24:00', false],
  ['9:30', false],
  ['12:60', false],
  ['12:30:00', false],
]);

table('task type', taskTypeSchema, [
  ['task', true],
  ['idea', true],
  ['note', false],
]);

table('strategy colour', strategyColorSchema, [
  ['blue', true],
  ['amber', true],
  ['teal', true],
  ['gray', false],
  ['Blue', false],
  ['#ff0000', false],
]);

table('strategy priority', strategyPrioritySchema, [
  [1, true],
  [3, true],
  [0, false],
  [4, false],
  [2.5, false],
]);

describe('strategyPriorityFromWord', () => {
  const cases: Array<[string, number | null]> = [
    ['low', 1],
    ['Medium', 2],
    [' HIGH ', 3],
    ['urgent', null],
    ['toString', null],
  ];
  for (const [word, value] of cases)
    test(`${word} -> ${value}`, () => assert.equal(strategyPriorityFromWord(word), value));
});

table('tag name', tagNameSchema, [
  ['work', true, 'work'],
  ['  Home  ', true, 'Home'],
  ['', false],
  ['   ', false],
  ['t'.repeat(50), true],
  ['t'.repeat(51), false],
]);

table('tag colour', tagColorSchema, [
  ['gray', true],
  ['lime', true],
  ['black', false],
]);

describe('tagNameKey: unique per user regardless of case', () => {
  const cases: Array<[string, string, boolean]> = [
    ['Work', 'work', true],
    [' WORK ', 'work', true],
    ['Ёлка', 'ёлка', true],
    ['café', 'cafe', false],
    ['cafe\u0301', 'café', true],
  ];
  for (const [a, b, same] of cases)
    test(`${a} vs ${b}`, () => assert.equal(tagNameKey(a) === tagNameKey(b), same));
});

table('client id', clientIdSchema, [
  ['0190a5d2-7c3e-7b1a-9f00-0123456789ab', true],
  ['f47ac10b-58cc-4372-a567-0e02b2c3d479', true],
  ['not-a-uuid', false],
]);

table('operation id', opIdSchema, [
  ['op-1', true],
  ['o'.repeat(100), true],
  ['o'.repeat(101), false],
  ['', false],
]);
