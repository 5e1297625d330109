import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { taskSummary } from '../../../test/task-summary.ts';
import {
  appendTaskPage,
  insertTaskInList,
  localIsoDate,
  mergeTaskDelta,
  patchTaskInList,
  removeTaskFromList,
  taskInView,
  taskMatchesList,
} from './task-list-cache.ts';

const row = (over: Partial<TaskSummary> = {}): TaskSummary =>
  taskSummary({ title: 'Write the report', ...over });

describe('localIsoDate', () => {
  it('formats the local calendar date', () => {
    assert.equal(localIsoDate(new Date(2025, 0, 5, 23, 59)), '2025-01-05');
  });
});

describe('taskInView', () => {
  const today = '2025-03-10';
  const cases: Array<[Partial<TaskSummary>, 'active' | 'today' | 'upcoming' | 'completed', boolean]> = [
    [{ status: 'waiting' }, 'active', true],
    [{ status: 'completed' }, 'active', false],
    [{ status: 'cancelled' }, 'active', false],
    [{ status: 'waiting', startDate: null }, 'today', false],
    [{ status: 'waiting', startDate: '2025-03-10' }, 'today', true],
    [{ status: 'waiting', startDate: '2025-03-01' }, 'today', true],
    [{ status: 'inProgress', startDate: null }, 'today', true],
    [{ status: 'completed', startDate: '2025-03-10' }, 'today', false],
    [{ status: 'waiting', startDate: '2025-03-11' }, 'upcoming', true],
    [{ status: 'waiting', startDate: '2025-03-10' }, 'upcoming', false],
    [{ status: 'completed', startDate: '2025-03-11' }, 'upcoming', false],
    [{ status: 'completed' }, 'completed', true],
    [{ status: 'cancelled' }, 'completed', false],
  ];
  for (const [over, view, expected] of cases) {
    it(`${JSON.stringify(over)} in ${view} -> ${expected}`, () => {
      assert.equal(taskInView(row(over), view, today), expected);
    });
  }
});

describe('taskMatchesList', () => {
  it('applies filters and the title search', () => {
    const task = row({
      importance: 9,
      urgency: 9,
      tagIds: ['t1'],
      strategyId: 's1',
      startDate: '2025-03-05',
    });
    assert.equal(taskMatchesList(task, { view: 'active', quadrant: 'do' }), true);
    assert.equal(taskMatchesList(task, { quadrant: 'eliminate' }), false);
    assert.equal(taskMatchesList(task, { tagId: 't2' }), false);
    assert.equal(taskMatchesList(task, { noStrategy: '1' }), false);
    assert.equal(taskMatchesList(row({ strategyId: null }), { noStrategy: '1', view: 'active' }), true);
    assert.equal(
      taskMatchesList(task, { order: 'updated', strategyId: 's1' }),
      true,
      'the order filters nothing',
    );
    assert.equal(taskMatchesList(task, { strategyId: 's1', tagId: 't1' }), true);
    assert.equal(taskMatchesList(task, { from: '2025-03-06' }), false);
    assert.equal(taskMatchesList(task, { to: '2025-03-05' }), true);
    assert.equal(taskMatchesList(task, { q: 'REPORT' }), true);
    assert.equal(taskMatchesList(task, { q: 'invoice' }), false);
    assert.equal(taskMatchesList(task, { type: 'idea' }), false);
  });
});

describe('mergeTaskDelta', () => {
  const current = { tasks: [row({ id: 'a' }), row({ id: 'b' }), row({ id: 'c' })], seq: 5 };
  it('replaces the list on a full answer', () => {
    assert.deepEqual(
      mergeTaskDelta(current, { tasks: [row({ id: 'z' })], seq: 9 }, 'active').tasks.map((t) => t.id),
      ['z'],
    );
    assert.deepEqual(
      mergeTaskDelta(current, { tasks: [], seq: 9, deleted: [], reset: true }, 'active').tasks,
      [],
    );
  });
  it('removes deleted rows, replaces changed ones in place and puts new ones first', () => {
    const merged = mergeTaskDelta(
      current,
      { tasks: [row({ id: 'b', title: 'new' }), row({ id: 'n' })], seq: 7, deleted: ['c'] },
      'active',
    );
    assert.deepEqual(
      merged.tasks.map((t) => t.id),
      ['n', 'a', 'b'],
    );
    assert.equal(merged.tasks[2]?.title, 'new');
    assert.equal(merged.seq, 7);
  });
  it('in the "most recently changed first" order, every changed row goes first in the answer’s order', () => {
    const merged = mergeTaskDelta(
      { ...current, nextCursor: 'end' },
      { tasks: [row({ id: 'c', title: 'moved' }), row({ id: 'n' })], seq: 7, deleted: ['a'] },
      'active',
      'updated',
    );
    assert.deepEqual(
      merged.tasks.map((t) => t.id),
      ['c', 'n', 'b'],
    );
    assert.equal(merged.tasks[0]?.title, 'moved');
    assert.equal(merged.nextCursor, 'end', 'the held end stays');
  });
  it('keeps the same rows when nothing changed', () => {
    const merged = mergeTaskDelta(current, { tasks: [], seq: 5, deleted: [] }, 'active');
    assert.equal(merged.tasks, current.tasks);
  });
  it('keeps upcoming sorted by date', () => {
    const list = { tasks: [row({ id: 'a', startDate: '2025-01-02' })], seq: 1 };
    const merged = mergeTaskDelta(
      list,
      { tasks: [row({ id: 'b', startDate: '2025-01-03' })], seq: 2, deleted: [] },
      'upcoming',
    );
    assert.deepEqual(
      merged.tasks.map((t) => t.id),
      ['a', 'b'],
    );
  });
});

describe('list edits', () => {
  const list = { tasks: [row({ id: 'a' }), row({ id: 'b' })], seq: 1 };
  it('patches a row and drops it when it leaves the view', () => {
    assert.equal(patchTaskInList(list, 'a', { title: 'x' }, { view: 'active' }).tasks[0]?.title, 'x');
    assert.deepEqual(
      patchTaskInList(list, 'a', { status: 'completed' }, { view: 'active' }).tasks.map((t) => t.id),
      ['b'],
    );
    assert.equal(patchTaskInList(list, 'zz', { title: 'x' }, {}), list);
  });
  it('inserts matching new rows first, once', () => {
    assert.deepEqual(
      insertTaskInList(list, row({ id: 'n' }), { view: 'active' }).tasks.map((t) => t.id),
      ['n', 'a', 'b'],
    );
    assert.equal(insertTaskInList(list, row({ id: 'a' }), {}), list);
    assert.equal(insertTaskInList(list, row({ id: 'n' }), { view: 'completed' }), list);
  });
  it('removes a row', () => {
    assert.deepEqual(
      removeTaskFromList(list, 'a').tasks.map((t) => t.id),
      ['b'],
    );
    assert.equal(removeTaskFromList(list, 'zz'), list);
  });
});

describe('paged lists', () => {
  const paged = { tasks: [row({ id: 'a' }), row({ id: 'b' })], seq: 5, nextCursor: 'after-b' };
  it('a delta keeps the next cursor; a reset takes the first page’s; a whole list has none', () => {
    const delta = mergeTaskDelta(paged, { tasks: [row({ id: 'n' })], seq: 6, deleted: ['b'] }, 'active');
    assert.deepEqual(delta, { tasks: [row({ id: 'n' }), row({ id: 'a' })], seq: 6, nextCursor: 'after-b' });
    const nothing = mergeTaskDelta(paged, { tasks: [], seq: 7, deleted: [] }, 'active');
    assert.equal(nothing.nextCursor, 'after-b');
    const reset = mergeTaskDelta(
      paged,
      { tasks: [row({ id: 'z' })], seq: 9, deleted: [], reset: true, nextCursor: 'after-z' },
      'active',
    );
    assert.deepEqual(reset, { tasks: [row({ id: 'z' })], seq: 9, nextCursor: 'after-z' });
    const whole = mergeTaskDelta(
      { tasks: [row({ id: 'a' })], seq: 1 },
      { tasks: [], seq: 2, deleted: ['a'] },
      'active',
    );
    assert.equal('nextCursor' in whole, false);
  });

  it('the next page goes after the rows held, without repeating one, and brings its cursor', () => {
    const next = appendTaskPage(paged, {
      tasks: [row({ id: 'b' }), row({ id: 'c' })],
      seq: 8,
      nextCursor: null,
    });
    assert.deepEqual(
      next.tasks.map((t) => t.id),
      ['a', 'b', 'c'],
    );
    assert.equal(next.nextCursor, null);
    assert.equal(next.seq, 5, 'the older seq: the next delta covers what changed in between');
  });
});
