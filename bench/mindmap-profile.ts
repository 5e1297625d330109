// Where a 1,000-node mind map save spends its time (issue 11), in this process and one at a time: the
// app on a fresh database (SQLite in a temp folder, or BENCH_DATABASE_URL's PostgreSQL database,
// migrated, not emptied), one user's bench map (bench/mindmap-seed.ts), then PROFILE_RUNS saves of
// each kind through fastify.inject (the whole request: body parse, validation, the service, the
// answer): wall time and this process's CPU time per save, p50 and worst, and beside them the parts
// measured alone: JSON.parse of the body and its zod validation, with the compiled schema the route
// uses (PROFILE_PARTS=0: not measured).
//   node bench/mindmap-profile.ts
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/mindmap-profile.ts     a CPU profile of all of it
//   PROFILE_ONLY=rewrite                                                  one kind (edit, rewrite,
//                                                                         documentEdit, documentRewrite)
import { loadavg } from 'node:os';
import { compiledSchema } from '../apps/server/src/http/route.ts';
import { Agent, buildTestServer } from '../apps/server/test/test-server.ts';
import { patchMindMapBodySchema, saveMindMapBodySchema } from '../packages/core/src/contracts/mind-maps.ts';
import { percentile, round } from './lib.ts';
import { benchMapSaver, saveKinds } from './mindmap-inject.ts';

const runs = Number(process.env.PROFILE_RUNS ?? 60);
const only = process.env.PROFILE_ONLY;
/** PROFILE_PARTS=0: no separate parse and validation (a CPU profile of the requests alone). */
const parts = process.env.PROFILE_PARTS !== '0';

const server = await buildTestServer(
  process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {},
);
try {
  const { save, withVersion } = await benchMapSaver(new Agent(server.app));
  const kinds = saveKinds;
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${runs} runs each; ms p50 / worst`,
  );
  for (const kind of kinds) {
    if (only && only !== kind.name) continue;
    // As the routes validate (compileBody): zod's compiled parser of the contract's schema.
    const schema = compiledSchema(kind.method === 'PATCH' ? patchMindMapBodySchema : saveMindMapBodySchema);
    const times = {
      request: [] as number[],
      cpu: [] as number[],
      parse: [] as number[],
      zod: [] as number[],
    };
    for (let i = 0; i < runs + 5; i++) {
      const body = kind.bodies[i % kind.bodies.length] ?? '{}';
      const versioned = withVersion(body);
      let t = performance.now();
      const parsed: unknown = parts ? JSON.parse(versioned) : null;
      const parseMs = performance.now() - t;
      t = performance.now();
      if (parts) schema.parse(parsed);
      const zodMs = performance.now() - t;
      t = performance.now();
      const cpu = process.cpuUsage();
      await save(kind.method, body);
      const requestMs = performance.now() - t;
      const used = process.cpuUsage(cpu);
      if (i < 5) continue; // warm-up
      times.request.push(requestMs);
      times.cpu.push((used.user + used.system) / 1000);
      times.parse.push(parseMs);
      times.zod.push(zodMs);
    }
    const show = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${round(percentile(sorted, 50))} / ${round(sorted.at(-1) ?? Number.NaN)}`;
    };
    console.log(
      `${kind.name.padEnd(16)} request ${show(times.request)}   CPU ${show(times.cpu)}   body JSON.parse ${show(times.parse)}   zod ${show(times.zod)}`,
    );
  }
} finally {
  await server.close();
}
