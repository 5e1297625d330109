import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { taskSummary } from '../../../test/task-summary.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { taskErrorKey } from './task-errors.ts';
import { activeFilterCount, focusTask, listParams, taskStats } from './task-view.ts';

const task = (id: string, over: Partial<TaskSummary> = {}): TaskSummary => taskSummary({ id, ...over });

describe('listParams', () => {
  it('builds the query of a view with search and filters', () => {
    assert.deepEqual(listParams('active', '  report ', { type: 'idea', tagId: '' }, '2025-03-10'), {
      view: 'active',
      type: 'idea',
      q: 'report',
    });
    assert.deepEqual(listParams('today', '', {}, '2025-03-10'), { view: 'today', today: '2025-03-10' });
    assert.deepEqual(listParams('completed', '', { from: '2025-03-10', to: '2025-03-01' }, 'x'), {
      view: 'completed',
      from: '2025-03-01',
      to: '2025-03-10',
    });
  });
  it('counts active filters', () => {
    assert.equal(activeFilterCount({}), 0);
    assert.equal(activeFilterCount({ status: 'waiting', quadrant: 'do', tagId: '' }), 2);
  });
});

describe('focusTask', () => {
  it('prefers the running task, then the core ranking, never an idea', () => {
    assert.equal(focusTask([task('a'), task('b', { status: 'inProgress' })])?.id, 'b');
    assert.equal(focusTask([task('a'), task('b', { importance: 9, urgency: 9 })])?.id, 'b');
    assert.equal(focusTask([task('i', { type: 'idea', importance: 9, urgency: 9 }), task('a')])?.id, 'a');
    assert.equal(focusTask([task('c', { status: 'completed' })]), null);
  });
});

describe('taskStats', () => {
  it('counts open, due today, done today and time spent', () => {
    const today = '2025-03-10';
    const doneAt = new Date(2025, 2, 10, 12).toISOString();
    const stats = taskStats(
      [task('a', { startDate: '2025-03-10', totalTimeSpent: 60 }), task('b', { startDate: '2025-03-12' })],
      [
        task('c', { status: 'completed', updatedAt: doneAt, totalTimeSpent: 120 }),
        task('d', { status: 'completed' }),
      ],
      today,
    );
    assert.deepEqual(stats, { open: 2, dueToday: 1, doneToday: 1, secondsSpent: 180 });
  });
});

describe('taskErrorKey', () => {
  it('maps stable codes to SPEC messages', () => {
    assert.equal(taskErrorKey('mvdAdd', new ApiRequestError(409, 'mvd_limit', 'x')), 'toast.mvdLimit');
    assert.equal(
      taskErrorKey('create', new ApiRequestError(401, 'unauthenticated', 'x')),
      'toast.notAuthenticated',
    );
    assert.equal(
      taskErrorKey(
        'create',
        new ApiRequestError(400, 'validation_failed', 'x', [{ path: 'title', message: 'm' }]),
      ),
      'toast.titleEmpty',
    );
    assert.equal(taskErrorKey('delete', new Error('x')), 'toast.deleteFailed');
    assert.equal(
      taskErrorKey('mvdRemove', new ApiRequestError(0, 'network_error', 'x')),
      'toast.mvdRemoveFailed',
    );
  });
});
