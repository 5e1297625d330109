// Property tests of core's AI validators (fast-check): whatever a provider returns — huge strings,
// wrong types, 50 tasks, dates in 1970 and 2999, unknown ids — the output obeys every limit.
// (They live here because fast-check is a server dev dependency; the validators are core's.)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addDays } from '@nova/core/ai/dates';
import {
  GROUP_MAX_TASKS,
  GROUP_MIN_TASKS,
  groupColors,
  PARSE_LIMITS,
  parseCategories,
} from '@nova/core/ai/limits';
import { chatActionTypes, validateChatReply } from '@nova/core/ai/validate-chat';
import { validateGrouping } from '@nova/core/ai/validate-grouping';
import { validateParsedTasks } from '@nova/core/ai/validate-parse';
import { validateDailyPriorities } from '@nova/core/ai/validate-priorities';
import { validateRecurringDetection } from '@nova/core/ai/validate-recurring';
import fc from 'fast-check';

const today = '2026-11-18';
const anyValue = fc.anything({ withBigInt: false, withNullPrototype: false });
const hugeString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ minLength: 500, maxLength: 5000 }),
  fc.constant('😀'.repeat(200)),
);
const dateLike = fc.oneof(
  fc.constantFrom(
    '1970-01-01',
    '2999-12-31',
    '2026-11-17',
    '2026-11-18',
    '2027-11-19',
    '2026-02-30',
    'tomorrow',
    '',
  ),
  fc
    .date({ min: new Date('1960-01-01'), max: new Date('3000-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
);
const rawTask = fc.record(
  {
    title: fc.oneof(hugeString, anyValue),
    description: fc.oneof(hugeString, anyValue),
    priority: fc.oneof(fc.constantFrom('high', 'срочно', 'важно', 'low', 'HIGH', 'urgent'), anyValue),
    deadline_text: fc.oneof(hugeString, anyValue),
    deadline_date: fc.oneof(dateLike, anyValue),
    category: fc.oneof(fc.constantFrom('работа', 'дом', 'health', 'покупки', 'xyz'), anyValue),
    estimated_time: fc.oneof(
      hugeString,
      fc.constantFrom('30 мин', '1.5 hours', 'полдня', 'toute la journée'),
      anyValue,
    ),
    subtasks: fc.oneof(
      fc.array(fc.oneof(fc.record({ title: hugeString, estimated_time: hugeString }), anyValue), {
        maxLength: 20,
      }),
      anyValue,
    ),
    tags: fc.oneof(fc.array(fc.oneof(hugeString, anyValue), { maxLength: 20 }), anyValue),
  },
  { requiredKeys: [] },
);

describe('validators hold every limit whatever the provider sends', () => {
  test('parsed tasks (SPEC §5)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ tasks: fc.array(rawTask, { maxLength: 50 }) }),
          fc.array(rawTask, { maxLength: 50 }),
          anyValue,
        ),
        (raw) => {
          const tasks = validateParsedTasks(raw, today);
          assert.ok(tasks.length <= PARSE_LIMITS.tasksMax);
          for (const t of tasks) {
            assert.ok(t.title.length >= 1 && t.title.length <= 100);
            assert.ok(t.description.length <= 500);
            assert.ok(t.deadline_text.length <= 50);
            assert.ok(t.estimated_time.length <= 20);
            assert.ok(['high', 'medium', 'low'].includes(t.priority));
            assert.ok((parseCategories as readonly string[]).includes(t.category));
            assert.ok(t.subtasks.length <= 5);
            t.subtasks.forEach((s, i) => {
              assert.ok(s.title.length >= 1 && s.title.length <= 80);
              assert.ok(s.estimated_time.length <= 20);
              assert.equal(s.order, i + 1);
            });
            assert.ok(t.tags.length <= 5 && t.tags.every((tag) => tag.length >= 1 && tag.length <= 20));
            if (t.deadline_date !== null) {
              assert.match(t.deadline_date, /^\d{4}-\d{2}-\d{2}$/);
              assert.ok(t.deadline_date >= today && t.deadline_date <= addDays(today, 366));
            }
            assert.ok(
              t.estimated_minutes === null ||
                (Number.isInteger(t.estimated_minutes) && t.estimated_minutes > 0),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  test('50 valid tasks become 8', () => {
    const raw = Array.from({ length: 50 }, (_, i) => ({
      title: `T${i}`,
      priority: 'high',
      deadline_text: '',
      category: 'дом',
    }));
    assert.equal(validateParsedTasks({ tasks: raw }, today).length, 8);
  });

  test('groupings (known ids, no duplicates, 2-6 per group, score 0-100)', () => {
    const known = Array.from({ length: 30 }, (_, i) => `t${i}`);
    const id = fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 }), anyValue);
    const group = fc.record(
      {
        name: fc.oneof(hugeString, anyValue),
        tasks: fc.oneof(fc.array(id, { maxLength: 30 }), anyValue),
        color: anyValue,
        priority: anyValue,
        suggested_order: anyValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ groups: fc.array(group, { maxLength: 15 }), efficiency_score: anyValue }),
          anyValue,
        ),
        (raw) => {
          const g = validateGrouping(raw, known, 'by_context');
          if (!g) return;
          const seen = new Set<string>();
          for (const grp of g.groups) {
            assert.ok(grp.tasks.length >= GROUP_MIN_TASKS && grp.tasks.length <= GROUP_MAX_TASKS);
            assert.ok((groupColors as readonly string[]).includes(grp.color));
            for (const t of grp.tasks) {
              assert.ok(known.includes(t));
              assert.ok(!seen.has(t));
              seen.add(t);
            }
          }
          for (const t of g.ungroupedTasks) assert.ok(!seen.has(t));
          assert.equal(seen.size + g.ungroupedTasks.length, known.length);
          assert.ok(
            Number.isInteger(g.efficiencyScore) && g.efficiencyScore >= 0 && g.efficiencyScore <= 100,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  test('daily priorities name a real open task or are rejected', () => {
    const open = new Set(['a', 'b', 'c', 'd', 'e']);
    const id = fc.oneof(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'ghost'), anyValue);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            topPriority: fc.oneof(
              fc.record({ taskId: id, reason: hugeString, confidence: anyValue }),
              anyValue,
            ),
            sprintTasks: fc.oneof(
              fc.array(fc.record({ taskId: id, reason: hugeString, estimatedTime: anyValue }), {
                maxLength: 10,
              }),
              anyValue,
            ),
            insights: anyValue,
            summary: fc.oneof(hugeString, anyValue),
          }),
          anyValue,
        ),
        (raw) => {
          const p = validateDailyPriorities(raw, open, 'moderate');
          if (!p) return;
          assert.ok(open.has(p.topPriority.taskId));
          assert.ok(p.topPriority.confidence >= 0 && p.topPriority.confidence <= 100);
          assert.ok(p.sprintTasks.length <= 3);
          const ids = p.sprintTasks.map((s) => s.taskId);
          assert.equal(new Set(ids).size, ids.length);
          assert.ok(ids.every((i) => open.has(i) && i !== p.topPriority.taskId));
          assert.ok(p.insights.recommendations.length <= 3);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('chat actions: known types and ids only, applied false', () => {
    const known = { tasks: new Set(['t1', 't2']), strategies: new Set(['s1']), templates: new Set(['r1']) };
    const action = fc.record(
      {
        type: fc.oneof(fc.constantFrom(...chatActionTypes), anyValue),
        taskId: fc.oneof(fc.constantFrom('t1', 't2', 'x'), anyValue),
        taskIds: anyValue,
        strategyId: fc.oneof(fc.constantFrom('s1', 's9'), anyValue),
        recurringTemplateId: fc.oneof(fc.constantFrom('r1', 'r9'), anyValue),
        taskData: fc.oneof(
          fc.record({ title: hugeString, importance: anyValue, startDate: dateLike }),
          anyValue,
        ),
        strategyData: fc.oneof(
          fc.record({ name: hugeString, color: anyValue, priority: anyValue }),
          anyValue,
        ),
        subtasks: anyValue,
        description: fc.oneof(hugeString, anyValue),
        applied: anyValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            message: fc.oneof(hugeString, anyValue),
            actions: fc.array(action, { maxLength: 30 }),
          }),
          anyValue,
        ),
        (raw) => {
          const reply = validateChatReply(raw, known, today, 'Ответ получен');
          assert.ok(reply.message.length >= 1 && reply.message.length <= 4000);
          assert.ok(reply.actions.length <= 10);
          for (const a of reply.actions) {
            assert.ok((chatActionTypes as readonly string[]).includes(a.type));
            assert.equal(a.applied, false);
            if (a.taskId !== null) assert.ok(known.tasks.has(a.taskId));
            assert.ok(a.taskIds.every((t) => known.tasks.has(t)));
            if (a.strategyId !== null) assert.ok(known.strategies.has(a.strategyId));
            if (a.recurringTemplateId !== null) assert.ok(known.templates.has(a.recurringTemplateId));
            if (a.taskData) {
              assert.ok(a.taskData.title.length >= 1 && a.taskData.title.length <= 100);
              assert.ok(a.taskData.importance >= 1 && a.taskData.importance <= 10);
            }
            assert.ok(a.subtasks.length <= 5);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  test('recurring detections: recurring only with a template and confidence >= 70', () => {
    fc.assert(
      fc.property(anyValue, fc.integer({ min: -50, max: 500 }), (template, confidence) => {
        const d = validateRecurringDetection({ template, confidence });
        assert.ok(d.confidence >= 0 && d.confidence <= 100);
        if (d.isRecurring) assert.ok(d.template !== null && d.confidence >= 70);
      }),
    );
  });
});
