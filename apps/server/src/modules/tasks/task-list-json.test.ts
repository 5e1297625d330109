// The whole list's summaries as the database writes them (task-list-json.ts) are the presenter's
// (task.presenter.ts toSummary, which pages and deltas use): every field, for every priority and
// status (an unknown legacy status too), dates, tags in their order, MVD entries live and removed,
// micro-steps done, open and deleted, delegation, timers, and any title text.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { taskStatuses } from '@nova/core/domain/status';
import fc from 'fast-check';
import { buildStrategy, buildTag, type SignedInAgent, serverWithUser } from '../../../test/factories.ts';
import { type TestServer, testDbKind } from '../../../test/test-server.ts';
import { insertTaskRows, wholeAndPages } from './task-list-kit.ts';

const uuid = (prefix: string, i: number) => `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe(`task list JSON made by the database (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  test('every field equals the presenter’s, across batches', async () => {
    const db = server.database.db;
    const strategy = await buildStrategy(agent, { name: 'Health' });
    const [first, second, third] = [
      await buildTag(agent, { name: 'b-tag' }),
      await buildTag(agent, { name: 'a-tag' }),
      await buildTag(agent, { name: 'c-tag' }),
    ];
    assert.ok(first && second && third);
    const statuses = [...taskStatuses, 'legacy-status'];
    // 100 priorities x every status, with dates, times and flags varied: 600-odd tasks, three batches.
    const rows = Array.from({ length: 100 * statuses.length }, (_, i) => ({
      id: uuid('30000000', i),
      user_id: agent.userId,
      title: `Task ${i} «${i % 3 === 0 ? 'élève' : 'купить'}» "q" \\ ${i % 5 === 0 ? '😀' : ''}`,
      status: statuses[i % statuses.length] ?? 'waiting',
      importance: 1 + (i % 10),
      urgency: 1 + (Math.floor(i / 10) % 10),
      type: i % 4 === 0 ? ('idea' as const) : ('task' as const),
      start_date: i % 3 === 0 ? null : `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
      due_date: i % 2 === 0 ? '2026-12-24' : null,
      start_time: i % 5 === 0 ? '09:30' : null,
      duration_minutes: i % 6 === 0 ? null : i % 90,
      strategy_id: i % 7 === 0 ? strategy.id : null,
      is_delegated: (i % 11 === 0 ? 1 : 0) as 0 | 1,
      total_time_spent: i * 13,
      time_started: i % 13 === 0 ? '2026-11-21T08:00:00.000Z' : null,
      version: 1 + (i % 4),
      created_at: `2026-11-${String(10 + (i % 5)).padStart(2, '0')}T08:00:00.000Z`,
      updated_at: `2026-11-20T08:${String(i % 60).padStart(2, '0')}:00.000Z`,
      seq: 1,
    }));
    await insertTaskRows(db, rows);
    // Tags linked in an order that is not their ids' order, on some tasks.
    const links = rows.flatMap((row, i) =>
      i % 3 === 0
        ? [third, first, second].slice(0, 1 + (i % 3 === 0 ? i % 4 : 0)).map((tag, n) => ({
            task_id: row.id,
            tag_id: tag.id,
            user_id: agent.userId,
            created_at: `2026-11-2${n}T00:00:00.000Z`,
          }))
        : [],
    );
    await db.insertInto('task_tags').values(links).execute();
    await db
      .insertInto('mvd_tasks')
      .values(
        rows
          .filter((_, i) => i % 17 === 0)
          .map((row, n) => ({
            id: uuid('40000000', n),
            user_id: agent.userId,
            task_id: row.id,
            day: '2026-11-21',
            created_at: row.created_at,
            updated_at: row.updated_at,
            deleted_at: n % 2 === 0 ? null : row.updated_at,
            seq: 1,
          })),
      )
      .execute();
    await db
      .insertInto('micro_tasks')
      .values(
        rows
          .filter((_, i) => i % 4 === 1)
          .flatMap((row, n) =>
            [0, 1, 2].map((k) => ({
              id: uuid(`5000000${k}`, n),
              task_id: row.id,
              user_id: agent.userId,
              title: 'step',
              completed: (k === 0 ? 1 : 0) as 0 | 1,
              created_at: row.created_at,
              updated_at: row.updated_at,
              deleted_at: k === 2 && n % 2 === 0 ? row.updated_at : null,
              seq: 1,
            })),
          ),
      )
      .execute();

    for (const query of ['', 'view=active', 'view=today&today=2026-11-15']) {
      const { whole, pages } = await wholeAndPages(agent, query, 97);
      assert.deepEqual(whole.tasks, pages, query);
      assert.equal(
        JSON.stringify(whole.tasks),
        JSON.stringify(pages),
        `${query}: same keys in the same order`,
      );
    }
    const { whole: all } = await wholeAndPages(agent, '', 97);
    assert.equal(all.tasks.length, rows.length);
    const seen = (pick: (t: TaskSummary) => unknown) => new Set(all.tasks.map(pick)).size;
    assert.equal(
      seen((t) => t.priority),
      4,
    );
    assert.equal(
      seen((t) => t.status),
      taskStatuses.length,
      'the legacy status reads as the initial one',
    );
    assert.ok(all.tasks.some((t) => t.tagIds.length === 3) && all.tasks.some((t) => t.inMvd));
    assert.ok(all.tasks.some((t) => t.microTotal === 2 && t.microDone === 1));
    assert.ok(all.tasks.some((t) => t.microTotal === 3) && all.tasks.some((t) => t.isDelegated));
  });

  test('any title text reads back the same both ways', async () => {
    const db = server.database.db;
    let n = 0;
    let k = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc
            .oneof(
              fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
              // Every code point, control characters and lone surrogates included.
              fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
            )
            .filter((s) => s.trim() !== '' && !s.includes('\u0000')),
          { minLength: 1, maxLength: 8 },
        ),
        async (titles) => {
          n++;
          await db
            .insertInto('tasks')
            .values(
              titles.map((title) => ({
                id: uuid('60000000', k++),
                user_id: agent.userId,
                title,
                created_at: `2027-01-01T00:00:00.${String(n).padStart(3, '0')}Z`,
                updated_at: '2027-01-01T00:00:00.000Z',
                seq: 1,
              })),
            )
            .execute();
          const { whole, pages } = await wholeAndPages(agent, 'view=active', 97);
          assert.deepEqual(whole.tasks, pages);
        },
      ),
      { numRuns: 40 },
    );
  });
});
