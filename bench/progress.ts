// The progress ledger at size (issue 10): a user with 100,000 ledger events over two years (seeded
// straight into the database, bench/ledger-seed.ts). Two measurements, one request at a time:
//   read:  GET /api/progress after a change of the user's counter, so the summary is built anew
//          (what the first read after any write costs), p50/p99 of 50;
//   write: completing a task (POST /api/tasks/:id/status), which appends to the ledger and checks
//          the achievements inside the write's transaction, p50/p99 of 50.
// Then the summary's XP is checked against core's full fold of the seeded ledger plus the completions.
// BENCH_DATABASE_URL=postgres://... runs the server and the seed on that (emptied) PostgreSQL database.
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { nextSeq } from '../apps/server/src/db/sync-seq.ts';
import { summaryOf, tallyOf, xpAwards } from '../packages/core/src/domain/progress.ts';
import { ledgerEvents, seedLedger } from './ledger-seed.ts';
import { percentile, report, round, withServer } from './lib.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const eventCount = 100_000;
const runs = 50;
const pgUrl = process.env.BENCH_DATABASE_URL;

if (pgUrl) {
  const emptied = await openDatabase({ databaseUrl: pgUrl });
  await sql`drop schema public cascade; create schema public`.execute(emptied.db);
  await emptied.close();
}

await withServer('progress', { env: pgUrl ? { DATABASE_URL: pgUrl } : {} }, async (server, dataDir) => {
  const session = await signUpOverHttp(server.url);
  const headers = { cookie: session.cookie };
  const writeHeaders = { ...headers, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
  const database = await openDatabase({ databaseUrl: pgUrl ?? join(dataDir, 'nova.sqlite') });
  const now = Date.now();
  const metrics: Record<string, number | string> = { database: database.kind, events: eventCount };
  try {
    const seedStarted = performance.now();
    const seeded = await seedLedger(database.db, session.userId, eventCount, now);
    if (database.kind === 'postgres') await sql`analyze`.execute(database.db);
    metrics.seedMs = round(performance.now() - seedStarted);
    metrics.talliesKept = seeded.kept ? seeded.tallies : 'none (no progress_tallies table)';

    const timed = async (work: () => Promise<Response>) => {
      const started = performance.now();
      const res = await work();
      await res.arrayBuffer();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${res.url}: ${res.status}`);
      return ms;
    };
    const summarise = (name: string, times: number[]) => {
      times.sort((a, b) => a - b);
      metrics[`${name}P50Ms`] = round(percentile(times, 50));
      metrics[`${name}P99Ms`] = round(percentile(times, 99));
    };

    await fetch(`${server.url}/api/progress`, { headers }).then((r) => r.arrayBuffer());
    const reads: number[] = [];
    for (let i = 0; i < runs; i++) {
      await nextSeq(database.db, session.userId);
      reads.push(await timed(() => fetch(`${server.url}/api/progress`, { headers })));
    }
    summarise('getUncached', reads);

    const taskIds: string[] = [];
    for (let i = 0; i < runs; i++) {
      const res = await fetch(`${server.url}/api/tasks`, {
        method: 'POST',
        headers: writeHeaders,
        body: JSON.stringify({ title: `Bench task ${i + 1}` }),
      });
      if (res.status !== 201) throw new Error(`create task: ${res.status} ${await res.text()}`);
      taskIds.push(((await res.json()) as { id: string }).id);
    }
    const writes: number[] = [];
    for (const [i, id] of taskIds.entries())
      writes.push(
        await timed(() =>
          fetch(`${server.url}/api/tasks/${id}/status`, {
            method: 'POST',
            headers: writeHeaders,
            body: JSON.stringify({ status: 'completed', opId: `bench-complete-${i}` }),
          }),
        ),
      );
    summarise('completeTask', writes);

    const answer = (await (await fetch(`${server.url}/api/progress`, { headers })).json()) as { xp: number };
    const today = new Date(now).toISOString().slice(0, 10);
    const expected =
      summaryOf(tallyOf(ledgerEvents(eventCount, now)), today).xp + runs * xpAwards.task_completed;
    if (answer.xp !== expected)
      throw new Error(`the summary says ${answer.xp} XP, the full fold ${expected}`);
    metrics.xp = answer.xp;
  } finally {
    await database.close();
  }
  report(pgUrl ? 'progress-postgres' : 'progress', metrics, [
    { metric: 'getUncachedP99Ms', max: 50, unit: 'ms' },
    { metric: 'completeTaskP99Ms', max: 50, unit: 'ms' },
  ]);
});
