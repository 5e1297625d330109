// /app's summary between a change on this device and the server's next answer: a completed focus task
// hands over to the next of the ranking, a started task becomes the timer's and focus mode's, a new
// one joins the head only where it ranks, the figures move by the changed row's part, the MVD and the
// mentor's candidates follow, and nothing else changes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskOverview } from '@nova/core/contracts/task-summary';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { taskSummary } from '../../../test/task-summary.ts';
import { applyTaskChange } from './task-summary-cache.ts';

const ctx = { today: '2026-11-21', timeZone: 'UTC' };
const now = '2026-11-21T10:00:00.000Z';
const row = (id: string, over: Partial<TaskSummary> = {}) =>
  taskSummary({ id, title: id, updatedAt: '2026-11-01T08:00:00.000Z', ...over });

const top = row('top', { importance: 9, urgency: 9, inMvd: true });
const second = row('second', { importance: 8, urgency: 8 });
const third = row('third', { importance: 5, urgency: 5, startDate: '2026-11-20' });
const old = row('old', { updatedAt: '2026-10-01T08:00:00.000Z' });

function answer(over: Partial<TaskOverview> = {}): TaskOverview {
  return {
    seq: 7,
    stats: { open: 10, dueToday: 4, doneToday: 1, secondsSpent: 600 },
    running: null,
    focus: top,
    ranked: [top, second, third],
    mvd: [top],
    stale: [old],
    staleNext: null,
    tasks: [],
    ...over,
  };
}

describe('applyTaskChange', () => {
  it('completing focus mode’s task: the next one leads, it leaves the MVD, done today counts it', () => {
    const done = { ...top, status: 'completed' as const, totalTimeSpent: 120, updatedAt: now };
    const next = applyTaskChange(answer(), { id: 'top', before: top, after: done }, ctx);
    assert.equal(next.focus?.id, 'second');
    assert.deepEqual(
      next.ranked.map((t) => t.id),
      ['second', 'third'],
    );
    assert.deepEqual(next.mvd, []);
    assert.deepEqual(next.stats, { open: 9, dueToday: 4, doneToday: 2, secondsSpent: 720 });
  });

  it('starting a task: it is the timer’s and focus mode’s, and due today', () => {
    const started = { ...third, status: 'inProgress' as const, timeStarted: now, updatedAt: now };
    const next = applyTaskChange(answer(), { id: 'third', before: third, after: started }, ctx);
    assert.equal(next.running?.id, 'third');
    assert.equal(next.focus?.id, 'third');
    assert.equal(next.ranked[0]?.id, 'third', 'running tasks rank first');
    // It was dated yesterday (due already): the count stays.
    assert.deepEqual(next.stats, answer().stats);
    // Stopping it again: nothing runs, the ranking leads.
    const stopped = { ...started, status: 'waiting' as const, timeStarted: null, totalTimeSpent: 60 };
    const after = applyTaskChange(next, { id: 'third', before: started, after: stopped }, ctx);
    assert.equal(after.running, null);
    assert.equal(after.focus?.id, 'top');
    assert.equal(after.stats.secondsSpent, 660);
  });

  it('a new task joins the head only where it ranks; a created one is counted', () => {
    const urgent = row('new', { importance: 10, urgency: 10, updatedAt: now });
    const next = applyTaskChange(
      answer(),
      { id: 'new', before: undefined, after: urgent, created: true },
      ctx,
    );
    assert.equal(next.focus?.id, 'new');
    assert.deepEqual(next.stats, { ...answer().stats, open: 11 });
    const low = row('low', { updatedAt: now });
    const full = answer({
      ranked: [top, second, third, row('d', { importance: 3 }), row('e', { importance: 2 })],
    });
    const same = applyTaskChange(full, { id: 'low', before: undefined, after: low, created: true }, ctx);
    assert.deepEqual(
      same.ranked.map((t) => t.id),
      full.ranked.map((t) => t.id),
      'below a full head: unknown rows may sit between',
    );
  });

  it('deleting: gone from every part, its figures taken out; an unknown row changes no figure', () => {
    const next = applyTaskChange(answer(), { id: 'old', before: old, after: null }, ctx);
    assert.deepEqual(next.stale, []);
    assert.equal(next.stats.open, 9);
    const unknown = applyTaskChange(answer(), { id: 'x', before: undefined, after: row('x') }, ctx);
    assert.deepEqual(unknown.stats, answer().stats);
  });

  it('a flag written back by the MVD’s answer keeps a candidate; an edit takes it out', () => {
    const flagged = applyTaskChange(
      answer(),
      { id: 'old', before: old, after: { ...old, inMvd: true } },
      ctx,
    );
    assert.deepEqual(
      flagged.stale.map((t) => t.id),
      ['old'],
    );
    assert.deepEqual(
      flagged.mvd.map((t) => t.id),
      ['top', 'old'],
    );
    const edited = applyTaskChange(
      answer(),
      { id: 'old', before: old, after: { ...old, title: 'Renamed', updatedAt: now } },
      ctx,
    );
    assert.deepEqual(edited.stale, []);
  });
});
