// Seeds the analytics bench's user (bench/analytics.ts) straight into the database: 10,000 tasks
// (7,000 completed over two years, most with an estimate and a status clock, across 10 strategies),
// 100,000 Pomodoro sessions over the same two years, an MVD history, and 100,000 progress ledger rows
// (bench/ledger-seed.ts). Every row carries one change sequence number, as a write of the server would. `bump` moves the user's counter (a cache miss).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { nextSeq } from '../apps/server/src/db/sync-seq.ts';
import { seedLedger } from './ledger-seed.ts';

export const taskCount = 10_000;
export const completedShare = 0.7;
export const eventCount = 100_000;
const days = 730;
const DAY_MS = 86_400_000;

export async function seedAnalytics(databaseUrl: string, userId: string, now: number) {
  const database = await openDatabase({ databaseUrl });
  try {
    const { db } = database;
    const seq = await nextSeq(db, userId);
    const stamp = new Date(now).toISOString();
    const strategies = Array.from({ length: 10 }, (_, i) => ({
      id: randomUUID(),
      user_id: userId,
      name: `Area ${i + 1}`,
      created_at: stamp,
      updated_at: stamp,
      seq,
    }));
    await db.insertInto('strategies').values(strategies).execute();
    const tasks = [];
    for (let i = 0; i < taskCount; i++) {
      const created = now - ((i * 7919) % days) * DAY_MS - (i % 17) * 3_600_000;
      const done = i < taskCount * completedShare;
      const completedAt = new Date(Math.min(now, created + (i % 5) * 3_600_000)).toISOString();
      tasks.push({
        id: randomUUID(),
        user_id: userId,
        title: `Task ${i + 1}`,
        status: done ? 'completed' : 'waiting',
        importance: 1 + (i % 10),
        urgency: 1 + ((i * 3) % 10),
        duration_minutes: i % 4 === 0 ? null : ([15, 30, 45, 60, 120][i % 5] ?? 30),
        total_time_spent: done && i % 3 !== 0 ? 600 + ((i * 37) % 5400) : 0,
        strategy_id: i % 3 === 0 ? null : (strategies[i % 10]?.id ?? null),
        completed_at: done ? completedAt : null,
        created_at: new Date(created).toISOString(),
        updated_at: stamp,
        seq,
      });
    }
    for (let i = 0; i < tasks.length; i += 500)
      await db
        .insertInto('tasks')
        .values(tasks.slice(i, i + 500))
        .execute();
    const sessions = [];
    for (let i = 0; i < eventCount; i++) {
      const started = now - ((i * 104_729) % (days * 24 * 60)) * 60_000;
      const work = i % 4 !== 3;
      sessions.push({
        id: randomUUID(),
        user_id: userId,
        task_id: i % 2 === 0 ? (tasks[i % taskCount]?.id ?? null) : null,
        kind: work ? ('work' as const) : ('break' as const),
        planned_minutes: work ? 25 : 5,
        started_at: new Date(started).toISOString(),
        ended_at: new Date(started + 25 * 60_000).toISOString(),
        completed: (i % 10 === 0 ? 0 : 1) as 0 | 1,
        created_at: stamp,
        updated_at: stamp,
        seq,
      });
    }
    for (let i = 0; i < sessions.length; i += 1000)
      await db
        .insertInto('pomodoro_sessions')
        .values(sessions.slice(i, i + 1000))
        .execute();
    // Two or three key tasks planned on most days.
    const mvd = [];
    for (let i = 0; i < 1500 && i < tasks.length; i++) {
      const task = tasks[i];
      if (!task) continue;
      mvd.push({
        id: randomUUID(),
        user_id: userId,
        task_id: task.id,
        day: new Date(now - Math.floor(i / 2.5) * DAY_MS).toISOString().slice(0, 10),
        deleted_at: task.status === 'completed' ? stamp : null,
        created_at: stamp,
        updated_at: stamp,
        seq,
      });
    }
    for (let i = 0; i < mvd.length; i += 500)
      await db
        .insertInto('mvd_tasks')
        .values(mvd.slice(i, i + 500))
        .execute();
    // The same number of progress ledger rows (and their kept tallies): the "100,000 events" of the
    // issue are ledger rows too.
    await seedLedger(db, userId, eventCount, now);
    // Fresh statistics, as PostgreSQL's autovacuum would have after such a load.
    if (database.kind === 'postgres') await sql`analyze`.execute(db);
    return { bump: () => nextSeq(db, userId).then(() => undefined), close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}
