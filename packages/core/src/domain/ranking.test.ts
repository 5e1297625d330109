import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dailyRanking, type RankableTask, rankTasks } from './ranking.ts';

const T = (
  id: string,
  status: string,
  importance = 1,
  urgency = 1,
  startDate: string | null = null,
  createdAt = '2026-01-01T00:00:00.000Z',
  durationMinutes: number | null = null,
): RankableTask => ({ id, status, importance, urgency, startDate, createdAt, durationMinutes });

describe('rankTasks', () => {
  const cases: Array<[string, RankableTask[], string[]]> = [
    [
      'status order inProgress, waiting, paused, scheduled; closed tasks left out',
      [
        T('s', 'scheduled', 10, 10),
        T('c', 'completed', 10, 10),
        T('p', 'paused', 10, 10),
        T('w', 'waiting', 1, 1),
        T('x', 'cancelled', 10, 10),
        T('i', 'inProgress', 1, 1),
      ],
      ['i', 'w', 'p', 's'],
    ],
    [
      'then importance x urgency descending',
      [T('a', 'waiting', 2, 2), T('b', 'waiting', 8, 1), T('c', 'waiting', 3, 3)],
      ['c', 'b', 'a'],
    ],
    [
      'then the earlier date, undated last',
      [
        T('none', 'waiting', 2, 2),
        T('late', 'waiting', 2, 2, '2026-05-01'),
        T('early', 'waiting', 4, 1, '2026-04-01'),
      ],
      ['early', 'late', 'none'],
    ],
    [
      'then the earlier creation, then id',
      [
        T('b', 'waiting', 1, 1, null, '2026-01-02T00:00:00.000Z'),
        T('z', 'waiting', 1, 1, null, '2026-01-01T00:00:00.000Z'),
        T('a', 'waiting', 1, 1, null, '2026-01-02T00:00:00.000Z'),
      ],
      ['z', 'a', 'b'],
    ],
    [
      'an unknown open status ranks after scheduled',
      [T('u', 'pending', 9, 9), T('s', 'scheduled')],
      ['s', 'u'],
    ],
  ];
  for (const [name, tasks, order] of cases) {
    test(name, () =>
      assert.deepEqual(
        rankTasks(tasks).map((t) => t.id),
        order,
      ),
    );
  }
});

describe('dailyRanking', () => {
  test('top priority with reason and confidence 60, then up to 3 sprint tasks', () => {
    const result = dailyRanking([
      T('a', 'waiting', 5, 5, null, undefined, 30),
      T('b', 'inProgress', 2, 2),
      T('c', 'waiting', 3, 3),
      T('d', 'waiting', 2, 2),
      T('e', 'waiting', 1, 1),
      T('f', 'completed', 10, 10),
    ]);
    assert.ok(result.ok);
    const { topPriority, sprintTasks, order } = result.value;
    assert.deepEqual(topPriority, {
      taskId: 'b',
      reason: { key: 'ranking.reason.inProgress', params: { product: 4, level: 'low' } },
      confidence: 60,
    });
    assert.deepEqual(
      sprintTasks.map((s) => [s.taskId, s.reason.key, s.estimatedMinutes]),
      [
        ['a', 'ranking.reason.high', 30],
        ['c', 'ranking.reason.medium', null],
        ['d', 'ranking.reason.low', null],
      ],
    );
    assert.deepEqual(order, ['b', 'a', 'c', 'd', 'e']);
  });

  const empty: Array<[string, RankableTask[]]> = [
    ['no tasks', []],
    ['only completed and cancelled', [T('a', 'completed'), T('b', 'cancelled')]],
  ];
  for (const [name, tasks] of empty) {
    test(`${name}: 'No active tasks available for prioritization'`, () => {
      const result = dailyRanking(tasks);
      assert.equal(result.ok, false);
      if (!result.ok) {
        assert.equal(result.error.code, 'no_active_tasks');
        assert.equal(result.error.message, 'No active tasks available for prioritization');
      }
    });
  }

  test('1,000 tasks rank in well under 20 ms', () => {
    const statuses = ['waiting', 'inProgress', 'paused', 'scheduled', 'completed', 'cancelled'];
    const tasks = Array.from({ length: 1000 }, (_, i) =>
      T(
        `t${i}`,
        statuses[i % statuses.length] ?? 'waiting',
        ((i * 7) % 10) + 1,
        ((i * 3) % 10) + 1,
        i % 4 === 0 ? null : `2026-0${(i % 9) + 1}-1${i % 10}`,
        new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      ),
    );
    dailyRanking(tasks); // warm-up
    const runs = 20;
    const start = performance.now();
    for (let i = 0; i < runs; i++) assert.ok(dailyRanking(tasks).ok);
    const perRun = (performance.now() - start) / runs;
    assert.ok(perRun < 20, `${perRun.toFixed(2)} ms per ranking`);
  });
});
