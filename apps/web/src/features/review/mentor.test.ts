import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismiss, snooze, staleTask } from './mentor.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const task = (id: string, updatedAt: string, over: { status?: string; type?: string } = {}) => ({
  id,
  updatedAt,
  status: (over.status ?? 'waiting') as 'waiting',
  type: (over.type ?? 'task') as 'task',
});

describe('executive mentor', () => {
  const tasks = [
    task('fresh', '2026-03-08T12:00:00.000Z'),
    task('three-days', '2026-03-07T12:00:00.000Z'),
    task('oldest', '2026-03-01T09:00:00.000Z'),
    task('done', '2026-02-01T09:00:00.000Z', { status: 'completed' }),
    task('idea', '2026-02-01T09:00:00.000Z', { type: 'idea' }),
  ];

  it('nudges about the longest-untouched open task after 3 days, never a finished one or an idea', () => {
    assert.equal(staleTask(tasks, now, {}), 'oldest');
    assert.equal(staleTask(tasks.slice(0, 2), now, {}), 'three-days');
    assert.equal(staleTask([tasks[0] as (typeof tasks)[number]], now, {}), null);
  });

  it('snooze hides it for a day; dismiss until the task changes', () => {
    const snoozed = snooze({}, 'oldest', now);
    assert.equal(staleTask(tasks, now, snoozed), 'three-days');
    assert.equal(staleTask(tasks, new Date(now.getTime() + 25 * 3_600_000), snoozed), 'oldest');
    const dismissed = dismiss({}, 'oldest', '2026-03-01T09:00:00.000Z');
    assert.equal(staleTask(tasks, now, dismissed), 'three-days');
    const changed = tasks.map((t) =>
      t.id === 'oldest' ? { ...t, updatedAt: '2026-03-02T09:00:00.000Z' } : t,
    );
    assert.equal(staleTask(changed, now, dismissed), 'oldest');
  });
});
