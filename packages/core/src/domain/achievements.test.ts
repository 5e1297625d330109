import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addDays } from '../ai/dates.ts';
import { ACHIEVEMENTS, achievementStates, factsOf, newlyUnlocked } from './achievements.ts';
import {
  type DayTally,
  type ProgressEvent,
  type ProgressKind,
  summaryOf,
  tallyOf,
  totalXp,
  xpAwards,
  xpBetween,
} from './progress.ts';

const today = '2026-11-25'; // a Wednesday
const ev = (kind: ProgressKind, source: string, day = today, revoked = false): ProgressEvent => ({
  kind,
  source,
  day,
  revoked,
});
const stateOf = (tallies: DayTally[], key: string) => {
  const state = achievementStates(factsOf(tallies, today)).find((s) => s.key === key);
  assert.ok(state, key);
  return state;
};

describe('achievements', () => {
  it('at least 20, each with a unique key and a positive goal', () => {
    assert.ok(ACHIEVEMENTS.length >= 20);
    assert.equal(new Set(ACHIEVEMENTS.map((a) => a.key)).size, ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) assert.ok(Number.isInteger(a.goal) && a.goal >= 1, a.key);
  });

  it('nothing yet: nothing met; everything at 0 but the level (everyone starts at level 1)', () => {
    const states = achievementStates(factsOf([], today));
    assert.ok(states.every((s) => !s.met));
    for (const s of states) assert.equal(s.progress, s.key.startsWith('level_') ? 1 : 0, s.key);
  });

  it('a first completed task unlocks first_task (and first_start when it was started)', () => {
    const tallies = tallyOf([ev('task_started', 't'), ev('task_completed', 't')]);
    assert.deepEqual(newlyUnlocked(factsOf(tallies, today), new Set()).slice(0, 2), [
      'first_start',
      'first_task',
    ]);
    assert.deepEqual(newlyUnlocked(factsOf(tallies, today), new Set(['first_start', 'first_task'])), []);
    assert.deepEqual(stateOf(tallies, 'tasks_10'), { key: 'tasks_10', goal: 10, progress: 1, met: false });
  });

  it('5 Pomodoros in one day, not spread over days', () => {
    const spread = tallyOf([0, 1, 2, 3, 4].map((i) => ev('pomodoro_finished', `p${i}`, addDays(today, -i))));
    assert.equal(stateOf(spread, 'pomodoros_day_5').progress, 1);
    const oneDay = tallyOf([0, 1, 2, 3, 4].map((i) => ev('pomodoro_finished', `p${i}`)));
    assert.equal(stateOf(oneDay, 'pomodoros_day_5').met, true);
  });

  it('a comeback is a return after at least a week without any action', () => {
    const six = tallyOf([ev('task_started', 'a', addDays(today, -7)), ev('task_started', 'b')]);
    assert.equal(stateOf(six, 'comeback').met, false, 'six empty days between');
    const seven = tallyOf([ev('task_started', 'a', addDays(today, -8)), ev('task_started', 'b')]);
    assert.equal(stateOf(seven, 'comeback').met, true);
  });

  it('a revoked award counts for nothing', () => {
    const tallies = tallyOf([ev('task_completed', 't'), ev('task_completed', 't', today, true)]);
    assert.equal(stateOf(tallies, 'first_task').met, false);
  });

  it('progress is capped at the goal and never negative; met exactly when progress reaches it', () => {
    const kinds = Object.keys(xpAwards) as ProgressKind[];
    const tally = fc.record({
      kind: fc.constantFrom(...kinds),
      day: fc.integer({ min: 0, max: 60 }).map((i) => addDays(today, -i)),
      count: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(tally, { maxLength: 40 }), (tallies) => {
        for (const s of achievementStates(factsOf(tallies, today))) {
          assert.ok(s.progress >= 0 && s.progress <= s.goal);
          assert.equal(s.met, s.progress === s.goal);
        }
      }),
    );
  });
});

describe('summary from tallies', () => {
  it('equals the fold over the events: XP, this week, streak', () => {
    const events = [
      ev('task_started', 'a', '2026-11-20'),
      ev('task_completed', 'a', '2026-11-23'),
      ev('micro_step_done', 's', '2026-11-24'),
      ev('micro_step_done', 's', '2026-11-24', true),
      ev('habit_checkin', 'h:2026-11-25'),
    ];
    const summary = summaryOf(tallyOf(events), today);
    assert.equal(summary.xp, totalXp(events));
    assert.equal(summary.weekXp, xpBetween(events, '2026-11-23', '2026-11-29'));
    assert.equal(summary.weekXp, xpAwards.task_completed + xpAwards.habit_checkin);
    // The 24th's only award was taken back: a rest day. The 21st and 22nd: one rest day too many.
    assert.deepEqual(summary.streak, { current: 2, best: 2 });
  });

  it('no sequence of complete / reopen / replay of one task earns more than one award (fast-check)', () => {
    // A step: complete, reopen, or a resend of an earlier event (a replay), on one of a few days.
    const step = fc.record({
      action: fc.constantFrom('complete', 'reopen', 'replay'),
      day: fc.integer({ min: 0, max: 6 }).map((i) => addDays(today, -i)),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 50 }), (steps) => {
        const events: ProgressEvent[] = [];
        for (const s of steps) {
          if (s.action === 'replay') {
            const last = events.at(-1);
            if (last) events.push(last);
          } else events.push(ev('task_completed', 'task', s.day, s.action === 'reopen'));
        }
        const summary = summaryOf(tallyOf(events), today);
        assert.ok(summary.xp <= xpAwards.task_completed);
        const last = events.at(-1);
        assert.equal(summary.xp, last && !last.revoked ? xpAwards.task_completed : 0);
      }),
    );
  });
});
