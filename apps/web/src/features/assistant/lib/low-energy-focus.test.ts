import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DailyPrioritiesDto } from '@nova/core/contracts/ai';
import { preferLightFocus } from './low-energy-focus.ts';

const data: DailyPrioritiesDto = {
  topPriority: { taskId: 'heavy', reason: 'Due today', confidence: 80 },
  sprintTasks: [
    { taskId: 'medium', reason: 'Half done', estimatedTime: '30 min', estimatedMinutes: 30 },
    { taskId: 'light', reason: 'Quick win', estimatedTime: '15 min', estimatedMinutes: 15 },
  ],
  insights: { workload: 'light', focusAreas: [], recommendations: [] },
  summary: '',
  source: 'local',
};

const tasks = new Map([
  ['heavy', { importance: 8, urgency: 8 }],
  ['medium', { importance: 3, urgency: 3 }],
  ['light', { importance: 1, urgency: 2 }],
]);

describe('today’s focus on a low-energy day', () => {
  it('the lightest task leads with its reason; the former top stays in the sprint', () => {
    const out = preferLightFocus(data, tasks);
    assert.deepEqual(out.topPriority, { taskId: 'light', reason: 'Quick win', confidence: 80 });
    assert.deepEqual(
      out.sprintTasks.map((s) => [s.taskId, s.reason]),
      [
        ['heavy', 'Due today'],
        ['medium', 'Half done'],
      ],
    );
  });

  it('unchanged when the top is already the lightest, or the tasks are unknown', () => {
    const light = new Map([...tasks, ['heavy', { importance: 1, urgency: 1 }]]);
    assert.equal(preferLightFocus(data, light), data);
    assert.equal(preferLightFocus(data, new Map()), data);
  });
});
