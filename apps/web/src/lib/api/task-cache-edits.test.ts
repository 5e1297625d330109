// The cache edits every task write shares (tasks.ts): a changed row leaves the lists it no longer
// matches and joins those it now matches (a card dropped on another square of the matrix, a status of
// the walkthrough), paged or whole; the cached counts move with it once, and the server's answer that
// follows does not count it twice.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskCounts, TaskList } from '@nova/core/contracts/tasks';
import { QueryClient } from '@tanstack/react-query';
import { task } from '../../../test/task.ts';
import { taskSummary } from '../../../test/task-summary.ts';
import { taskKeys, writeTask, writeTaskSummary } from './tasks.ts';

const doSquare = taskKeys.paged({ view: 'active', quadrant: 'do', order: 'updated' });
const scheduleSquare = taskKeys.paged({ view: 'active', quadrant: 'schedule', order: 'updated' });
const countsKey = taskKeys.counts('2025-03-10', 4);

function client() {
  const c = new QueryClient();
  const card = taskSummary({ id: 'u1', importance: 9, urgency: 9, priority: '2-2' });
  c.setQueryData<TaskList>(doSquare, { tasks: [card], seq: 4, nextCursor: null });
  c.setQueryData<TaskList>(scheduleSquare, {
    tasks: [taskSummary({ id: 's1', importance: 9, urgency: 2 })],
    seq: 4,
    nextCursor: 'held-end',
  });
  c.setQueryData<TaskCounts>(countsKey, {
    seq: 4,
    views: { all: 2, active: 2, today: 0, upcoming: 0, completed: 0 },
    quadrants: { do: 1, schedule: 40, delegate: 0, eliminate: 0 },
  });
  return c;
}
const ids = (c: QueryClient, key: readonly unknown[]) =>
  c.getQueryData<TaskList>(key)?.tasks.map((t) => t.id);

describe('writeTaskSummary and writeTask', () => {
  it('move a row from one square’s list to the head of the other’s, and the counts with it once', () => {
    const c = client();
    writeTaskSummary(c, 'u1', { urgency: 3, priority: '2-1' });
    assert.deepEqual(ids(c, doSquare), []);
    assert.deepEqual(ids(c, scheduleSquare), ['u1', 's1']);
    assert.equal(c.getQueryData<TaskList>(scheduleSquare)?.nextCursor, 'held-end');
    assert.deepEqual(c.getQueryData<TaskCounts>(countsKey)?.quadrants, {
      do: 0,
      schedule: 41,
      delegate: 0,
      eliminate: 0,
    });
    // The server's answer: the same move, a newer version; counted already.
    writeTask(c, task({ id: 'u1', importance: 9, urgency: 3, priority: '2-1', version: 2 }));
    assert.deepEqual(ids(c, scheduleSquare), ['u1', 's1']);
    assert.equal(c.getQueryData<TaskList>(scheduleSquare)?.tasks[0]?.version, 2);
    assert.equal(c.getQueryData<TaskCounts>(countsKey)?.quadrants.schedule, 41);
  });

  it('a row this device never held is not counted (its old place is unknown)', () => {
    const c = client();
    writeTaskSummary(c, 'elsewhere', { urgency: 3 });
    assert.equal(c.getQueryData<TaskCounts>(countsKey)?.quadrants.schedule, 40);
    assert.deepEqual(ids(c, scheduleSquare), ['s1']);
  });
});
