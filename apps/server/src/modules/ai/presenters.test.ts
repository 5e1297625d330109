// The assistant's rows read back through the contract's schemas: good rows become their DTOs, and a
// bad stored value is a StoredValueError naming its column (not a value of the wrong type).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toGroupingRecord } from './grouping.presenter.ts';
import type { GroupingRow } from './grouping.repo.ts';
import { toPatterns, toPatternsRow } from './patterns.presenter.ts';
import type { PatternsRow } from './patterns.repo.ts';
import { toTemplate } from './recurring.presenter.ts';
import type { TemplateRow } from './recurring.repo.ts';
import { StoredValueError } from './stored-value.ts';

const at = '2026-11-21T09:00:00.000Z';
const now = Date.parse(at);

const grouping: GroupingRow = {
  id: 'g1',
  strategy: 'by_context',
  groups: JSON.stringify([
    {
      id: 'group-1',
      name: 'Calls',
      description: '',
      color: 'blue',
      tasks: ['a', 'b'],
      priority: 'high',
      estimatedTime: '30 min',
      suggestedOrder: 1,
    },
  ]),
  ungrouped_tasks: '["c"]',
  efficiency_score: 80,
  created_at: at,
};

const patterns: PatternsRow = {
  user_id: 'u1',
  work_style: 'batch',
  motivation_type: null,
  planning_horizon: 'weekly',
  delegation_tendency: 2,
  breakdown_preference: 1,
  communication_style: 'concise',
  preferred_techniques: '["pomodoro"]',
  analysis_count: 3,
  created_at: at,
  updated_at: at,
};

const template: TemplateRow = {
  id: 't1',
  user_id: 'u1',
  title: 'Gym',
  description: '',
  category: null,
  estimated_duration: 45,
  pattern_type: 'weekly',
  time_of_day: 'morning',
  days_of_week: '[1,5]',
  interval_days: null,
  strategy_id: null,
  importance: 1,
  urgency: 1,
  is_active: 1,
  last_generated_on: null,
  start_time: null,
  start_date: null,
  end_date: null,
  max_count: null,
  handled_count: 0,
  missed_count: 0,
  skip_days: '[]',
  tag_ids: '[]',
  next_fire_at: null,
  created_at: at,
  updated_at: at,
  deleted_at: null,
  version: 1,
  seq: 1,
};

function assertStoredError(read: () => unknown, column: string): void {
  assert.throws(
    read,
    (error: unknown) => error instanceof StoredValueError && error.column === column,
    column,
  );
}

describe('assistant presenters', () => {
  test('good rows become their DTOs', () => {
    const record = toGroupingRecord(grouping, now);
    assert.equal(record.strategy, 'by_context');
    assert.deepEqual(record.groups[0]?.tasks, ['a', 'b']);
    assert.deepEqual(record.ungroupedTasks, ['c']);
    assert.equal(record.reusable, true);

    const p = toPatterns(patterns);
    assert.deepEqual(p, {
      workStyle: 'batch',
      motivationType: null,
      planningHorizon: 'weekly',
      delegationTendency: 2,
      breakdownPreference: true,
      communicationStyle: 'concise',
      preferredTechniques: ['pomodoro'],
      analysisCount: 3,
    });
    assert.deepEqual(toPatternsRow('u1', p, at), patterns);

    const t = toTemplate(template);
    assert.equal(t.category, 'personal');
    assert.deepEqual(t.pattern, { type: 'weekly', timeOfDay: 'morning', daysOfWeek: [1, 5], interval: null });
    assert.equal(t.isActive, true);
  });

  test('an unknown communication style still reads as friendly', () => {
    assert.equal(toPatterns({ ...patterns, communication_style: 'shouty' }).communicationStyle, 'friendly');
  });

  test('a bad stored value is an error naming its column', () => {
    const cases: Array<[string, () => unknown]> = [
      ['task_groupings.strategy', () => toGroupingRecord({ ...grouping, strategy: 'by_mood' }, now)],
      ['task_groupings.groups', () => toGroupingRecord({ ...grouping, groups: '[{"id":"x"}]' }, now)],
      ['task_groupings.groups', () => toGroupingRecord({ ...grouping, groups: 'not json' }, now)],
      [
        'task_groupings.ungrouped_tasks',
        () => toGroupingRecord({ ...grouping, ungrouped_tasks: '[1]' }, now),
      ],
      ['behaviour_patterns.work_style', () => toPatterns({ ...patterns, work_style: 'chaotic' })],
      ['behaviour_patterns.motivation_type', () => toPatterns({ ...patterns, motivation_type: 'fear' })],
      ['behaviour_patterns.planning_horizon', () => toPatterns({ ...patterns, planning_horizon: 'yearly' })],
      [
        'behaviour_patterns.preferred_techniques',
        () => toPatterns({ ...patterns, preferred_techniques: '{}' }),
      ],
      ['recurring_templates.category', () => toTemplate({ ...template, category: 'hobby' })],
      ['recurring_templates.days_of_week', () => toTemplate({ ...template, days_of_week: '[0, 8]' })],
    ];
    for (const [column, read] of cases) assertStoredError(read, column);
  });
});
