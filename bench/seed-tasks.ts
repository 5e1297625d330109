// Seeds one user's planner for the task benchmarks, straight into the database with batched inserts
// (well under a second): 1,000 open tasks plus 200 completed ones, 10 strategies, 20 tags, about
// three micro-tasks on every other task, one or two tags on most tasks, three tasks in the MVD.
// The user signs up over HTTP first (a real session); this fills their account and stamps every row
// with one change sequence number, as a write of the server would.
//
// Also the HTTP sign-up the server benches share (signUpOverHttp).
//
// Run alone: `node bench/seed-tasks.ts <database-url> <user-id>` (prints what it wrote and how long).
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { nextSeq } from '../apps/server/src/db/sync-seq.ts';
import { isRecord } from '../packages/core/src/guards.ts';

export type SeedOptions = {
  databaseUrl: string;
  userId: string;
  openTasks?: number;
  completedTasks?: number;
};
export type SeedResult = { tasks: number; microTasks: number; tags: number; strategies: number; ms: number };

const statuses = ['waiting', 'waiting', 'waiting', 'inProgress', 'paused', 'scheduled'] as const;
const colors = ['blue', 'green', 'purple', 'orange', 'red', 'pink', 'yellow', 'cyan', 'indigo', 'teal'];
const words = [
  'Prepare',
  'quarterly',
  'report',
  'call',
  'dentist',
  'buy',
  'groceries',
  'купить',
  'молоко',
  'réunion',
  'élève',
  'review',
  'pull request',
  'book',
  'flights',
  'clean',
  'kitchen',
];

/** Deterministic pseudo-random numbers, so every run seeds the same data. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 21) + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedTasks(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const random = rng(42);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('pick: the list is empty');
    return item;
  };
  const { userId } = options;
  const openTasks = options.openTasks ?? 1000;
  const completedTasks = options.completedTasks ?? 200;
  const handle = await openDatabase({ databaseUrl: options.databaseUrl });
  const counts = { tasks: 0, microTasks: 0, tags: 0, strategies: 0 };
  try {
    await handle.db.transaction().execute(async (trx) => {
      const seq = await nextSeq(trx, userId, 1);
      const base = Date.parse('2026-11-01T08:00:00.000Z');
      const at = (i: number) => new Date(base + i * 60_000).toISOString();

      const strategies = colors.map((color, i) => ({
        id: randomUUID(),
        user_id: userId,
        name: `Strategy ${i + 1}`,
        description: `Everything about area ${i + 1}`,
        color,
        priority: (i % 3) + 1,
        seq,
        created_at: at(i),
        updated_at: at(i),
      }));
      await trx.insertInto('strategies').values(strategies).execute();
      const tags = Array.from({ length: 20 }, (_, i) => ({
        id: randomUUID(),
        user_id: userId,
        name: `tag-${i + 1}`,
        color: colors[i % colors.length] ?? 'blue',
        seq,
        created_at: at(i),
        updated_at: at(i),
      }));
      await trx.insertInto('tags').values(tags).execute();
      counts.strategies = strategies.length;
      counts.tags = tags.length;

      const tasks = [];
      const micro = [];
      const links = [];
      const total = openTasks + completedTasks;
      for (let i = 0; i < total; i++) {
        const id = randomUUID();
        const completed = i >= openTasks;
        const status = completed ? 'completed' : pick(statuses);
        const dated = random() < 0.7;
        tasks.push({
          id,
          user_id: userId,
          title: `${pick(words)} ${pick(words)} ${pick(words)} #${i + 1}`,
          description: random() < 0.5 ? `<p>${pick(words)} ${pick(words)} — notes for task ${i + 1}</p>` : '',
          status,
          importance: 1 + Math.floor(random() * 10),
          urgency: 1 + Math.floor(random() * 10),
          start_date: dated ? day(Math.floor(random() * 60) - 20) : null,
          due_date: random() < 0.2 ? day(Math.floor(random() * 60)) : null,
          start_time: random() < 0.3 ? '09:30' : null,
          duration_minutes: random() < 0.5 ? 15 + Math.floor(random() * 8) * 15 : null,
          total_time_spent: completed ? Math.floor(random() * 7200) : 0,
          time_started: status === 'inProgress' ? at(i) : null,
          completed_at: completed ? at(total + i) : null,
          is_paused: status === 'paused' ? (1 as const) : (0 as const),
          type: random() < 0.1 ? ('idea' as const) : ('task' as const),
          strategy_id: random() < 0.6 ? pick(strategies).id : null,
          seq,
          created_at: at(i),
          updated_at: at(i),
        });
        if (i % 2 === 0) {
          for (let m = 0; m < 3; m++) {
            micro.push({
              id: randomUUID(),
              task_id: id,
              user_id: userId,
              title: `Step ${m + 1}`,
              completed: random() < 0.4 ? (1 as const) : (0 as const),
              position: m + 1,
              seq,
              created_at: at(i),
              updated_at: at(i),
            });
          }
        }
        const tagCount = random() < 0.8 ? 1 + Math.floor(random() * 2) : 0;
        const chosen = new Set<string>();
        while (chosen.size < tagCount) chosen.add(pick(tags).id);
        for (const tagId of chosen)
          links.push({ task_id: id, tag_id: tagId, user_id: userId, created_at: at(i) });
      }
      // Batches stay under SQLite's 32,766 bound parameters per statement.
      const batch = async <T extends object>(table: 'tasks' | 'micro_tasks' | 'task_tags', rows: T[]) => {
        const perRow = Object.keys(rows[0] ?? {}).length || 1;
        const size = Math.floor(30_000 / perRow);
        for (let i = 0; i < rows.length; i += size) {
          await trx
            .insertInto(table)
            // One helper for three tables: each caller's rows are that table's Insertable rows.
            .values(rows.slice(i, i + size) as never)
            .execute();
        }
      };
      await batch('tasks', tasks);
      await batch('micro_tasks', micro);
      await batch('task_tags', links);
      await trx
        .insertInto('mvd_tasks')
        .values(
          tasks.slice(0, 3).map((t) => ({
            id: randomUUID(),
            user_id: userId,
            task_id: t.id,
            day: day(0),
            seq,
            created_at: t.created_at,
            updated_at: t.created_at,
          })),
        )
        .execute();
      counts.tasks = tasks.length;
      counts.microTasks = micro.length;
    });
  } finally {
    await handle.close();
  }
  return { ...counts, ms: Math.round(performance.now() - started) };
}

export type BenchSession = { userId: string; cookie: string; csrfToken: string };

/** Signs a new user up over HTTP: their session cookie and CSRF token. */
export async function signUpOverHttp(baseUrl: string): Promise<BenchSession> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${randomUUID()}@example.org`, password: 'benchmark password' }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('nova_session='))
    ?.split(';')[0];
  const body: unknown = await res.json();
  if (
    !isRecord(body) ||
    typeof body.csrfToken !== 'string' ||
    !isRecord(body.user) ||
    typeof body.user.id !== 'string'
  )
    throw new Error(`sign-up answered without a CSRF token or user id: ${JSON.stringify(body)}`);
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { userId: body.user.id, cookie, csrfToken: body.csrfToken };
}

if (import.meta.main) {
  const [databaseUrl, userId] = process.argv.slice(2);
  if (!databaseUrl || !userId) {
    console.error('usage: node bench/seed-tasks.ts <database-url> <user-id>');
    process.exit(2);
  }
  console.log(await seedTasks({ databaseUrl, userId }));
}
