import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chatAction } from '../../../../test/assistant.ts';
import { appendDescription, planAction, tasksMovedBy, undoFor } from './assistant-actions.ts';

const base = chatAction();
let n = 0;
const ids = () => `id-${++n}`;
const pattern = {
  type: 'weekly' as const,
  timeOfDay: 'morning' as const,
  daysOfWeek: [1, 3],
  interval: null,
};

describe('planAction and undoFor: each of the eleven types', () => {
  it('create -> POST /api/tasks with a client id; undo deletes it', () => {
    const step = planAction(
      {
        ...base,
        taskData: {
          title: ' Купить хлеб ',
          description: 'x',
          importance: 12,
          urgency: 0,
          startDate: '2026-11-22',
          durationMinutes: 30,
          strategyId: null,
        },
      },
      ids,
    );
    assert.equal(step?.kind, 'createTask');
    if (step?.kind !== 'createTask') return;
    assert.equal(step.body.title, 'Купить хлеб');
    assert.equal(step.body.importance, 10);
    assert.equal(step.body.urgency, 1);
    assert.equal(step.body.durationMinutes, 30);
    assert.equal(step.body.description, '<p>x</p>');
    assert.deepEqual(undoFor(step, {}), { kind: 'deleteTask', id: step.body.id });
  });
  it('create without a title is not applicable', () => {
    assert.equal(planAction({ ...base, taskData: null }, ids), null);
  });
  it('create_strategy -> POST /api/strategies; undo deletes it', () => {
    const step = planAction(
      {
        ...base,
        type: 'create_strategy',
        strategyData: { name: 'Health', description: '', color: 'green', priority: 2 },
      },
      ids,
    );
    assert.equal(step?.kind, 'createStrategy');
    if (step?.kind !== 'createStrategy') return;
    assert.deepEqual(step.assign, []);
    assert.deepEqual(undoFor(step, {}), { kind: 'deleteStrategy', id: step.body.id, restore: [] });
  });
  it('suggest_strategy_grouping creates the strategy and assigns its tasks', () => {
    const step = planAction(
      {
        ...base,
        type: 'suggest_strategy_grouping',
        taskIds: ['t1', 't2', 't1'],
        strategyData: { name: 'Home', description: '', color: 'orange', priority: 2 },
      },
      ids,
    );
    assert.ok(step);
    assert.deepEqual(tasksMovedBy(step), ['t1', 't2']);
  });
  it('assign_to_strategy; undo restores each task’s strategy', () => {
    const step = planAction({ ...base, type: 'assign_to_strategy', strategyId: 's1', taskIds: ['t1'] }, ids);
    assert.deepEqual(step, { kind: 'assignStrategy', strategyId: 's1', taskIds: ['t1'] });
    assert.ok(step);
    assert.deepEqual(undoFor(step, { strategies: [{ taskId: 't1', strategyId: null }] }), {
      kind: 'restoreStrategies',
      items: [{ taskId: 't1', strategyId: null }],
    });
    assert.equal(planAction({ ...base, type: 'assign_to_strategy', taskIds: ['t1'] }, ids), null);
  });
  for (const type of ['create_subtasks', 'suggest_task_breakdown'] as const) {
    it(`${type} -> micro-tasks; undo deletes them`, () => {
      const step = planAction(
        {
          ...base,
          type,
          taskId: 't1',
          subtasks: [
            { title: 'Step', estimatedMinutes: 15 },
            { title: ' ', estimatedMinutes: null },
          ],
        },
        ids,
      );
      assert.equal(step?.kind, 'createSteps');
      if (step?.kind !== 'createSteps') return;
      assert.equal(step.steps.length, 1);
      assert.equal(step.steps[0]?.estimateMinutes, 15);
      assert.deepEqual(undoFor(step, {}), { kind: 'deleteSteps', taskId: 't1', ids: [step.steps[0]?.id] });
    });
  }
  it('add_detailed_description appends; undo restores the previous text', () => {
    const step = planAction(
      { ...base, type: 'add_detailed_description', taskId: 't1', description: 'Goal: x.' },
      ids,
    );
    assert.deepEqual(step, { kind: 'appendDescription', taskId: 't1', text: 'Goal: x.' });
    assert.ok(step);
    assert.equal(appendDescription('<p>old</p>', 'Goal: x.'), '<p>old</p><p>Goal: x.</p>');
    assert.deepEqual(undoFor(step, { description: '<p>old</p>' }), {
      kind: 'setDescription',
      taskId: 't1',
      html: '<p>old</p>',
    });
  });
  for (const type of ['create_recurring_task', 'suggest_recurring_pattern'] as const) {
    it(`${type} -> a recurring template; undo pauses it`, () => {
      const step = planAction(
        {
          ...base,
          type,
          recurringTaskData: { title: 'Run', category: 'health', estimatedDuration: 30, pattern },
        },
        ids,
      );
      assert.equal(step?.kind, 'createTemplate');
      assert.ok(step);
      assert.deepEqual(undoFor(step, {}, { templateId: 'r1' }), {
        kind: 'updateTemplate',
        id: 'r1',
        body: { isActive: false },
      });
    });
  }
  it('pause_recurring_task; undo resumes', () => {
    const step = planAction({ ...base, type: 'pause_recurring_task', recurringTemplateId: 'r1' }, ids);
    assert.deepEqual(step, { kind: 'updateTemplate', id: 'r1', body: { isActive: false } });
    assert.ok(step);
    assert.deepEqual(undoFor(step, { template: { isActive: true, pattern } }), {
      kind: 'updateTemplate',
      id: 'r1',
      body: { isActive: true },
    });
  });
  it('update_recurring_pattern; undo puts the old pattern back', () => {
    const step = planAction(
      { ...base, type: 'update_recurring_pattern', recurringTemplateId: 'r1', pattern },
      ids,
    );
    assert.equal(step?.kind, 'updateTemplate');
    assert.ok(step);
    const old = { type: 'daily' as const, timeOfDay: null, daysOfWeek: [], interval: null };
    assert.deepEqual(undoFor(step, { template: { isActive: true, pattern: old } }), {
      kind: 'updateTemplate',
      id: 'r1',
      body: { pattern: old },
    });
  });
});
