import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Notification } from '@nova/core/contracts/notifications';
import { groupByTask } from './notification-groups.ts';

const note = (id: string, taskId: string | null, readAt: string | null = null): Notification => ({
  id,
  taskId,
  taskTitle: taskId ? `Task ${taskId}` : null,
  kind: 'comment',
  author: { name: 'Alex', email: null, kind: 'assignee' },
  data: { excerpt: 'hi' },
  readAt,
  createdAt: '2025-01-01T00:00:00Z',
});

test('groups keep the order of their newest notification and count unread ones', () => {
  const groups = groupByTask([
    note('1', 'b'),
    note('2', 'a', '2025-01-02T00:00:00Z'),
    note('3', 'b'),
    note('4', null),
  ]);
  assert.deepEqual(
    groups.map((g) => [g.taskId, g.items.map((i) => i.id), g.unread]),
    [
      ['b', ['1', '3'], 2],
      ['a', ['2'], 0],
      [null, ['4'], 1],
    ],
  );
  assert.equal(groups[0]?.taskTitle, 'Task b');
});

test('no notifications, no groups', () => {
  assert.deepEqual(groupByTask([]), []);
});
