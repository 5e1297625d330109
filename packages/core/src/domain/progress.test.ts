import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  LEVEL_STEP_AFTER_TABLE,
  LEVEL_THRESHOLDS,
  levelFor,
  type ProgressEvent,
  showedUpStreak,
  standingAwards,
  tallyChanges,
  tallyOf,
  totalXp,
  xpAwards,
  xpBetween,
} from './progress.ts';

const day = '2026-11-25';
const ev = (kind: ProgressEvent['kind'], source: string, revoked = false, on = day): ProgressEvent => ({
  kind,
  source,
  day: on,
  revoked,
});

describe('awards', () => {
  it('starting counts as much as finishing; small steps count', () => {
    assert.equal(xpAwards.task_started, xpAwards.task_completed);
    assert.ok(xpAwards.micro_step_done > 0 && xpAwards.habit_checkin > 0);
  });

  it('a replayed event counts once; complete -> reopen -> complete counts once', () => {
    assert.equal(totalXp([ev('task_completed', 't1'), ev('task_completed', 't1')]), 10);
    const farm = [ev('task_completed', 't1'), ev('task_completed', 't1', true), ev('task_completed', 't1')];
    assert.equal(totalXp(farm), 10);
    assert.equal(totalXp(farm.slice(0, 2)), 0, 'a reopen takes the award back');
    assert.equal(standingAwards(farm).length, 1);
  });

  it('no sequence of completes, reopens and replays earns more than one award per task', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ task: fc.constantFrom('a', 'b', 'c'), reopen: fc.boolean() }), {
          maxLength: 60,
        }),
        (steps) => {
          const events = steps.map((s) => ev('task_completed', s.task, s.reopen));
          const xp = totalXp(events);
          const tasks = new Set(steps.map((s) => s.task));
          assert.ok(xp <= tasks.size * xpAwards.task_completed);
          // The last word about each task decides.
          const expected = [...tasks].filter((task) => {
            const last = steps.filter((s) => s.task === task).at(-1);
            return last !== undefined && !last.reopen;
          }).length;
          assert.equal(xp, expected * xpAwards.task_completed);
        },
      ),
    );
  });

  it('XP of a range of days', () => {
    const events = [
      ev('task_started', 'a', false, '2026-11-20'),
      ev('task_started', 'b', false, '2026-11-24'),
    ];
    assert.equal(xpBetween(events, '2026-11-23', '2026-11-29'), 10);
  });
});

describe('incremental tallies', () => {
  const kinds = Object.keys(xpAwards) as ProgressEvent['kind'][];
  const anyEvent = fc.record({
    kind: fc.constantFrom(...kinds.slice(0, 3)),
    source: fc.constantFrom('a', 'b', 'c', 'd'),
    day: fc.constantFrom('2026-11-23', '2026-11-24', '2026-11-25'),
    revoked: fc.boolean(),
  });
  /** Applies tallyChanges to each append, as the server does with its table. */
  const running = (events: readonly ProgressEvent[]) => {
    const counts = new Map<string, number>();
    const last = new Map<string, ProgressEvent>();
    for (const event of events) {
      const key = `${event.kind}|${event.source}`;
      for (const change of tallyChanges(last.get(key), event)) {
        const at = `${change.kind}|${change.day}`;
        counts.set(at, (counts.get(at) ?? 0) + change.count);
      }
      last.set(key, event);
    }
    return counts;
  };
  const asMap = (tallies: ReturnType<typeof tallyOf>) =>
    new Map(tallies.map((t) => [`${t.kind}|${t.day}`, t.count]));
  const nonZero = (counts: Map<string, number>) => new Map([...counts].filter(([, n]) => n !== 0));

  it('applied to every append, they equal the full fold, and never go below zero', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 80 }), (events) => {
        const counts = running(events);
        assert.deepEqual(nonZero(counts), asMap(tallyOf(events)));
        for (const n of counts.values()) assert.ok(n >= 0);
      }),
    );
  });

  it('an award on another day moves the standing award; a replay or a lone revocation changes nothing', () => {
    assert.deepEqual(tallyChanges(undefined, ev('task_completed', 't', false, '2026-11-24')), [
      { kind: 'task_completed', day: '2026-11-24', count: 1 },
    ]);
    assert.deepEqual(tallyChanges({ day: '2026-11-24' }, ev('task_completed', 't', false, '2026-11-24')), []);
    assert.deepEqual(tallyChanges({ day: '2026-11-24' }, ev('task_completed', 't', false, '2026-11-25')), [
      { kind: 'task_completed', day: '2026-11-24', count: -1 },
      { kind: 'task_completed', day: '2026-11-25', count: 1 },
    ]);
    assert.deepEqual(tallyChanges({ day: '2026-11-24', revoked: true }, ev('task_completed', 't', true)), []);
    assert.deepEqual(tallyChanges(undefined, ev('task_completed', 't', true)), []);
  });
});

describe('levels', () => {
  it('the table: level 1 at 0 XP, level 2 at 50, and what the next level needs', () => {
    assert.deepEqual(levelFor(0), { level: 1, intoLevel: 0, forNext: 50 });
    assert.deepEqual(levelFor(49), { level: 1, intoLevel: 49, forNext: 50 });
    assert.deepEqual(levelFor(50), { level: 2, intoLevel: 0, forNext: 70 });
    assert.deepEqual(levelFor(-5), { level: 1, intoLevel: 0, forNext: 50 });
  });
  it('past the table, a steady step per level', () => {
    const top = LEVEL_THRESHOLDS[LEVEL_THRESHOLDS.length - 1] ?? 0;
    assert.deepEqual(levelFor(top), {
      level: LEVEL_THRESHOLDS.length,
      intoLevel: 0,
      forNext: LEVEL_STEP_AFTER_TABLE,
    });
    assert.equal(levelFor(top + LEVEL_STEP_AFTER_TABLE * 2 + 1).level, LEVEL_THRESHOLDS.length + 2);
  });
  it('levels never go down as XP grows', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(5_000), (xp, more) => {
        assert.ok(levelFor(xp + more).level >= levelFor(xp).level);
        const l = levelFor(xp);
        assert.ok(l.intoLevel >= 0 && l.intoLevel < l.forNext);
      }),
    );
  });
});

describe('showed-up streak', () => {
  it('a day a week off keeps the chain; today is still open', () => {
    const active = new Set([
      '2026-11-16',
      '2026-11-17',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    assert.deepEqual(
      showedUpStreak(active, '2026-11-25'),
      { current: 8, best: 8 },
      'the 18th was a rest day',
    );
  });
  it('a week away breaks it; the best run stays; nothing yet is zero', () => {
    const active = new Set(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-24']);
    assert.deepEqual(showedUpStreak(active, '2026-11-25'), { current: 1, best: 3 });
    assert.deepEqual(showedUpStreak(new Set(), '2026-11-25'), { current: 0, best: 0 });
  });
});
