// scratch (not committed): times each analytics query on a seeded database
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { nextSeq } from '../apps/server/src/db/sync-seq.ts';
import { analyticsRepo } from '../apps/server/src/modules/analytics/analytics.repo.ts';
import { analyticsService } from '../apps/server/src/modules/analytics/analytics.service.ts';
import { offsetSegments } from '../packages/core/src/domain/analytics.ts';
import { seedAnalytics } from './analytics-seed.ts';

const url = process.argv[2] ?? '/tmp/speed/a.sqlite';
const fresh = process.argv[3] !== 'reuse';
if (!url.startsWith('postgres') && fresh) rmSync(url, { force: true });
const h = await openDatabase({ databaseUrl: url });
if (url.startsWith('postgres') && fresh) {
  await sql`drop schema public cascade; create schema public`.execute(h.db);
}
await migrateToLatest(h.db);
let userId: string;
const now = Date.now();
if (fresh) {
  userId = randomUUID();
  const stamp = new Date().toISOString();
  await h.db
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@x.y`,
      name: 'b',
      password_hash: 'x',
      time_zone: 'Europe/Paris',
      created_at: stamp,
      updated_at: stamp,
    } as never)
    .execute();
  const s = await seedAnalytics(url, userId, now);
  await s.close();
  if (h.kind === 'postgres') await sql`vacuum analyze`.execute(h.db);
  else await sql`analyze`.execute(h.db);
} else {
  userId = (
    await h.db
      .selectFrom('users')
      .select('id')
      .where('time_zone', '=', 'Europe/Paris')
      .executeTakeFirstOrThrow()
  ).id;
}
const repo = analyticsRepo(h.db, h.kind);
const DAY = 86400000;
const first = await repo.firstInstant(userId);
const fromMs = Date.parse(first!);
const span = { fromIso: null, segments: offsetSegments(fromMs - DAY, now + DAY, 'Europe/Paris') };
async function time(name: string, f: () => Promise<unknown>) {
  const t: number[] = [];
  for (let i = 0; i < 7; i++) {
    const s = performance.now();
    await f();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(24), t[3]!.toFixed(1), 'ms (median of 7), min', t[0]!.toFixed(1));
}
await time('firstInstant', () => repo.firstInstant(userId));
await time('completions', () => repo.completions(userId, span));
await time('timeByStrategy', () => repo.timeByStrategy(userId, null));
const { zonedInstant } = await import('../packages/core/src/domain/recurrence.ts');
const { addDays, localDay } = await import('../packages/core/src/ai/dates.ts');
const days: Array<{ day: string; fromIso: string; toIso: string }> = [];
for (
  let d = localDay(new Date(fromMs), 'Europe/Paris');
  d <= localDay(new Date(now), 'Europe/Paris');
  d = addDays(d, 1)
)
  days.push({
    day: d,
    fromIso: new Date(zonedInstant(d, '00:00', 'Europe/Paris')).toISOString(),
    toIso: new Date(zonedInstant(addDays(d, 1), '00:00', 'Europe/Paris')).toISOString(),
  });
await time('focusByDay', () => repo.focusByDay(userId, days));
await time('mvdByDay', () => repo.mvdByDay(userId, null));
await time('createdByLevels', () => repo.createdByLevels(userId, null));
await time('calibrationSums', () => repo.calibrationSums(userId));
const svc = analyticsService({ db: h.db, kind: h.kind, clock: { now: () => new Date(now) } as never });
const user = { id: userId, timeZone: 'Europe/Paris' } as never;
let k = 0;
await time('charts all (cold)', async () => {
  await nextSeq(h.db, userId);
  k++;
  return svc.charts(user, 'all');
});
await time('charts 90 (cold)', async () => {
  await nextSeq(h.db, userId);
  return svc.charts(user, '90');
});
for (const r of ['7', '30'] as const)
  await time(`charts ${r} (cold)`, async () => {
    await nextSeq(h.db, userId);
    return svc.charts(user, r);
  });
await h.close();
