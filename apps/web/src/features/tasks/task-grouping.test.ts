import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { taskSummary } from '../../../test/task-summary.ts';
import { flattenSections, groupTasks, parseGroupingMode } from './task-grouping.ts';

const task = (id: string, over: Partial<TaskSummary> = {}): TaskSummary => taskSummary({ id, ...over });

describe('parseGroupingMode', () => {
  const cases: Array<[string | null, string, boolean]> = [
    [null, 'classic', false],
    ['classic', 'classic', false],
    ['energy', 'energy', false],
    ['context', 'energy', true],
    ['ai', 'ai', false],
    ['nonsense', 'classic', false],
  ];
  for (const [stored, mode, migrated] of cases) {
    it(`${stored} -> ${mode}`, () => assert.deepEqual(parseGroupingMode(stored), { mode, migrated }));
  }
  it('keeps ai once the AI issue offers it', () => {
    assert.deepEqual(parseGroupingMode('ai', ['classic', 'energy', 'ai']), { mode: 'ai', migrated: false });
  });
});

describe('groupTasks', () => {
  const tasks = [
    task('a', { status: 'completed' }),
    task('b', { status: 'waiting', importance: 9, urgency: 9 }),
    task('c', { status: 'inProgress', importance: 3, urgency: 2 }),
    task('d', { status: 'paused' }),
    task('e', { status: 'cancelled' }),
    task('f', { status: 'scheduled' }),
  ];
  it('classic: status sections in working order, completed and cancelled closed', () => {
    const sections = groupTasks(tasks, 'classic');
    assert.deepEqual(
      sections.map((s) => [s.id, s.defaultOpen, s.tasks.map((t) => t.id).join()]),
      [
        ['inProgress', true, 'c'],
        ['waiting', true, 'b'],
        ['paused', true, 'd'],
        ['scheduled', true, 'f'],
        ['completed', false, 'a'],
        ['cancelled', false, 'e'],
      ],
    );
  });
  it('classic: empty sections are left out', () => {
    assert.deepEqual(
      groupTasks([task('x')], 'classic').map((s) => s.id),
      ['waiting'],
    );
  });
  it('energy: high, medium, low from importance x urgency', () => {
    const sections = groupTasks(tasks, 'energy');
    assert.deepEqual(
      sections.map((s) => [s.id, s.tasks.map((t) => t.id).join()]),
      [
        ['energy-high', 'b'],
        ['energy-medium', 'c'],
        ['energy-low', 'a,d,e,f'],
      ],
    );
  });
  it('energy on a low-energy day: light tasks first; other modes unchanged', () => {
    assert.deepEqual(
      groupTasks(tasks, 'energy', { lowEnergy: true }).map((s) => [s.id, s.tasks.map((t) => t.id).join()]),
      [
        ['energy-low', 'a,d,e,f'],
        ['energy-medium', 'c'],
        ['energy-high', 'b'],
      ],
    );
    assert.deepEqual(
      groupTasks(tasks, 'classic', { lowEnergy: true }).map((s) => s.id),
      groupTasks(tasks, 'classic').map((s) => s.id),
    );
  });
});

describe('flattenSections', () => {
  it('opens a lone section even when it is closed by default (the completed view)', () => {
    const sections = groupTasks([task('a', { status: 'completed' })], 'classic');
    assert.deepEqual(
      flattenSections(sections, {}).map((r) => (r.kind === 'task' ? r.task.id : `#${r.section.id}`)),
      ['#completed', 'a'],
    );
  });
  it('shows the tasks of open sections only, honouring toggles', () => {
    const sections = groupTasks([task('a', { status: 'completed' }), task('b')], 'classic');
    assert.deepEqual(
      flattenSections(sections, {}).map((r) => (r.kind === 'task' ? r.task.id : `#${r.section.id}`)),
      ['#waiting', 'b', '#completed'],
    );
    assert.deepEqual(
      flattenSections(sections, { completed: true, waiting: false }).map((r) =>
        r.kind === 'task' ? r.task.id : `#${r.section.id}`,
      ),
      ['#waiting', '#completed', 'a'],
    );
  });
});
