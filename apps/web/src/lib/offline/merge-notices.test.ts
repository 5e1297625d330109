// The merge notices: what a task edit's answer says it replaced ("kept"), and another device's write
// replacing what this device wrote, seen when the server's copy comes back ("replaced"), once each.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import type { TaskList } from '@nova/core/contracts/tasks';
import { QueryClient } from '@tanstack/react-query';
import { task } from '../../../test/task.ts';
import { taskSummary } from '../../../test/task-summary.ts';
import {
  checkServerCopy,
  type MergeNotice,
  noteTaskAnswer,
  onMergeNotice,
  resetMergeNotices,
  watchTaskCache,
} from './merge-notices.ts';

let notices: MergeNotice[] = [];
let stop = () => {};
beforeEach(() => {
  stop();
  resetMergeNotices();
  notices = [];
  const off = onMergeNotice((notice) => notices.push(notice));
  stop = () => void off();
});

const patch = (id: string, body: unknown) => ({ method: 'PATCH', path: `/api/tasks/${id}`, body });

test('an answer naming overwritten fields is a "kept" notice with the replaced values to undo', () => {
  const answer = {
    ...task({ id: 't1', title: 'Phone title', version: 5 }),
    overwritten: [
      { field: 'title', previous: 'Laptop title' },
      { field: 'tagIds', previous: ['x'] },
    ],
  };
  noteTaskAnswer(patch('t1', { title: 'Phone title', tagIds: [], baseVersion: 2 }), answer);
  assert.deepEqual(notices, [
    {
      kind: 'kept',
      taskId: 't1',
      taskTitle: 'Phone title',
      fields: [
        { field: 'title', undo: 'Laptop title' },
        { field: 'tagIds', undo: ['x'] },
      ],
      version: 5,
    },
  ]);
});

test('other writes and answers say nothing', () => {
  noteTaskAnswer(patch('t1', { title: 'a' }), { ...task({ id: 't1' }), overwritten: [] });
  noteTaskAnswer({ method: 'POST', path: '/api/tasks/t1/status', body: {} }, task({ id: 't1' }));
  noteTaskAnswer(patch('t1', { title: 'a' }), null);
  assert.equal(notices.length, 0);
});

test('another device replacing what this device wrote is one "replaced" notice', () => {
  noteTaskAnswer(
    patch('t1', { title: 'Mine', importance: 3 }),
    task({ id: 't1', title: 'Mine', importance: 3, version: 2 }),
  );
  checkServerCopy(task({ id: 't1', title: 'Mine', importance: 3, version: 2 }), true);
  assert.equal(notices.length, 0, 'the same version: nothing new');
  checkServerCopy(task({ id: 't1', title: 'Theirs', importance: 3, version: 3 }), true);
  assert.deepEqual(notices, [
    {
      kind: 'replaced',
      taskId: 't1',
      taskTitle: 'Theirs',
      fields: [{ field: 'title', undo: 'Mine' }],
      version: 3,
    },
  ]);
  checkServerCopy(task({ id: 't1', title: 'Theirs again', importance: 1, version: 4 }), true);
  assert.equal(notices.length, 1, 'each write is reported once at most');
});

test('a list row is compared only on the fields it shows as stored', () => {
  noteTaskAnswer(
    patch('t1', { dueDate: '2026-01-02', urgency: 2 }),
    task({ id: 't1', dueDate: '2026-01-02', urgency: 2, version: 2 }),
  );
  checkServerCopy(taskSummary({ id: 't1', startDate: '2026-05-05', urgency: 2, version: 3 }), false);
  assert.equal(notices.length, 0, 'a row’s startDate is not the due date');
  checkServerCopy(task({ id: 't1', dueDate: '2026-03-03', urgency: 2, version: 3 }), true);
  assert.deepEqual(
    notices.map((n) => n.fields),
    [[{ field: 'dueDate', undo: '2026-01-02' }]],
  );
});

test('fetched tasks are checked; this device’s own cache edits are not', async () => {
  const client = new QueryClient();
  const unwatch = watchTaskCache(client);
  noteTaskAnswer(patch('t1', { title: 'Mine' }), task({ id: 't1', title: 'Mine', version: 2 }));
  const list = (title: string, version: number): TaskList => ({
    tasks: [taskSummary({ id: 't1', title, version })],
    seq: version,
  });
  client.setQueryData(['tasks', 'list', {}], list('Edited here', 3));
  assert.equal(notices.length, 0);
  await client.fetchQuery({ queryKey: ['tasks', 'list', {}], queryFn: async () => list('Theirs', 3) });
  assert.deepEqual(
    notices.map((n) => [n.kind, n.fields]),
    [['replaced', [{ field: 'title', undo: 'Mine' }]]],
  );
  unwatch();
  client.clear();
});

test('this device’s own tag or strategy change is not reported as another device’s', () => {
  const remembered = () =>
    noteTaskAnswer(
      patch('t1', { title: 'Mine', tagIds: ['a'], strategyId: 's1' }),
      task({ id: 't1', title: 'Mine', tagIds: ['a'], strategyId: 's1', version: 2 }),
    );
  remembered();
  noteTaskAnswer(
    { method: 'PUT', path: '/api/tasks/t1/tags/b?opId=o1' },
    { taskId: 't1', tagIds: ['a', 'b'] },
  );
  checkServerCopy(task({ id: 't1', title: 'Mine', tagIds: ['a', 'b'], strategyId: 's1', version: 3 }), true);
  remembered();
  noteTaskAnswer({ method: 'POST', path: '/api/strategies/s2/tasks', body: { taskIds: ['t1'] } }, {});
  checkServerCopy(task({ id: 't1', title: 'Mine', tagIds: ['a'], strategyId: 's2', version: 3 }), true);
  remembered();
  noteTaskAnswer({ method: 'DELETE', path: '/api/tags/a?opId=o2' }, undefined);
  checkServerCopy(task({ id: 't1', title: 'Mine', tagIds: [], strategyId: 's1', version: 3 }), true);
  assert.equal(notices.length, 0);

  remembered();
  noteTaskAnswer({ method: 'POST', path: '/api/tasks/t2/status', body: {} }, task({ id: 't2' }));
  checkServerCopy(task({ id: 't1', title: 'Theirs', tagIds: ['a'], strategyId: 's1', version: 3 }), true);
  assert.deepEqual(
    notices.map((n) => [n.kind, n.fields]),
    [['replaced', [{ field: 'title', undo: 'Mine' }]]],
    'a write to another task forgets nothing of this one',
  );
});
