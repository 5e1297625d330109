import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiRequestError } from '../../lib/api-client.ts';
import { taskErrorKey } from './task-errors.ts';
import { activeFilterCount, listParams } from './task-view.ts';

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
