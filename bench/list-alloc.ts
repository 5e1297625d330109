// What a task-list request allocates (issue 14: the rss-load peak is set by how much short-lived
// memory the requests under load make; docs/decisions/0039-list-json-in-sql.md), in this process: a
// test server (fastify.inject) on SQLite (or PostgreSQL with NOVA_TEST_DB=postgres) with one account
// of LIST_ALLOC_TASKS open tasks (default 10,000, +500 completed; bench/seed-tasks.ts). Per kind of
// request, the growth of V8's used heap over batches with no garbage collection in them (the bench
// runs itself again with 256 MB semi-spaces for that), median of the batches; and the process's CPU
// time per request with the server's own 4 MB semi-spaces (collections included; the compressor's
// threads count too). Each list request follows a create, so that it is built, not served from the
// cache; `create` is that create alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { Agent, buildTestServer, freshDatabaseUrl } from '../apps/server/test/test-server.ts';
import type { TaskList } from '../packages/core/src/contracts/tasks.ts';
import { median, report, round } from './lib.ts';
import { seedTasks } from './seed-tasks.ts';

const tasks = Number(process.env.LIST_ALLOC_TASKS ?? 10_000);
const phase = process.env.LIST_ALLOC_PHASE;

type Figures = Record<string, number>;

async function measure(mode: 'bytes' | 'cpu'): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'nova-list-alloc-'));
  const pg = process.env.NOVA_TEST_DB === 'postgres' ? await freshDatabaseUrl() : null;
  const databaseUrl = pg ? pg.url : join(dir, 'nova.sqlite');
  const server = await buildTestServer({ databaseUrl });
  let collections = 0;
  const observer = new PerformanceObserver((list) => {
    collections += list.getEntries().length;
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    const agent = new Agent(server.app);
    const { user } = await agent.signUp();
    await seedTasks({ databaseUrl, userId: user.id, openTasks: tasks, completedTasks: 500 });
    const br = { 'accept-encoding': 'br, gzip' };
    let created = 0;
    const get = async (url: string) => {
      const res = await agent.request('GET', url, undefined, br);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const create = async () => {
      const res = await agent.post('/api/tasks', { title: `Alloc ${created++}`, importance: 5, urgency: 5 });
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
    };
    const firstPage = (await agent.get('/api/tasks?view=active&limit=200')).json<TaskList>();
    const cursor = encodeURIComponent(firstPage.nextCursor ?? '');
    /** A create, then `url`: the list is built, not served from the cache. */
    const afterCreate = (url: string) => async () => {
      await create();
      await get(url);
    };
    const kinds: Record<string, { run: () => Promise<unknown>; perBatch: number }> = {
      create: { run: create, perBatch: 4 },
      wholeActive: { run: afterCreate('/api/tasks?view=active'), perBatch: 1 },
      today: { run: afterCreate('/api/tasks?view=today'), perBatch: 1 },
      firstPage50: { run: afterCreate('/api/tasks?view=active&limit=50'), perBatch: 4 },
      nextPage200: { run: afterCreate(`/api/tasks?view=active&limit=200&cursor=${cursor}`), perBatch: 4 },
    };
    const figures: Figures = {};
    for (const [name, kind] of Object.entries(kinds)) {
      for (let i = 0; i < 3; i++) await kind.run();
      if (mode === 'bytes') {
        const perRequest: number[] = [];
        for (let batch = 0; batch < 7; batch++) {
          const before = collections;
          const used = getHeapStatistics().used_heap_size;
          for (let i = 0; i < kind.perBatch; i++) await kind.run();
          const grown = getHeapStatistics().used_heap_size - used;
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (collections === before) perRequest.push(grown / kind.perBatch);
        }
        figures[`${name}AllocatedKb`] = perRequest.length ? round(median(perRequest) / 1024) : -1;
      } else {
        const runs = 20;
        const start = process.cpuUsage();
        for (let i = 0; i < runs; i++) await kind.run();
        const used = process.cpuUsage(start);
        figures[`${name}CpuMs`] = round((used.user + used.system) / 1000 / runs);
      }
    }
    return figures;
  } finally {
    observer.disconnect();
    await server.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (phase) {
  // A child run: its figures on stdout, as JSON.
  process.stdout.write(`${JSON.stringify(await measure(phase === 'bytes' ? 'bytes' : 'cpu'))}\n`);
} else {
  const self = fileURLToPath(import.meta.url);
  const child = (flags: string[], which: string): Figures => {
    const run = spawnSync(process.execPath, [...flags, self], {
      env: { ...process.env, LIST_ALLOC_PHASE: which },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`list-alloc ${which}: ${run.stderr}`);
    const last = run.stdout.trim().split('\n').pop() ?? '{}';
    return JSON.parse(last) as Figures;
  };
  const bytes = child(['--max-semi-space-size=256', '--min-semi-space-size=256'], 'bytes');
  const cpu = child(['--max-semi-space-size=4'], 'cpu');
  report(
    'list-alloc',
    { database: process.env.NOVA_TEST_DB ?? 'sqlite', openTasks: tasks, ...bytes, ...cpu },
    [],
  );
}
