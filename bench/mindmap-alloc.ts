// Where a 1,000-node mind map save allocates (issue 11), in this process, one save at a time through
// fastify.inject (as bench/mindmap-profile.ts): per kind of save, the bytes allocated per save (heap
// growth over saves with no GC in between: run with a young generation large enough, see below) and,
// with ALLOC_SAMPLE=1, V8's sampling heap profiler (collected objects included) summed by function,
// the top ALLOC_TOP of them. GC pauses per save with the server's own flag: run it with
// --max-semi-space-size=4 and ALLOC_GC=1 (GC entries from a PerformanceObserver).
//   node --max-semi-space-size=64 --min-semi-space-size=64 bench/mindmap-alloc.ts
//   ALLOC_SAMPLE=1 node --max-semi-space-size=64 --min-semi-space-size=64 bench/mindmap-alloc.ts
//   ALLOC_GC=1 node --max-semi-space-size=4 bench/mindmap-alloc.ts
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { Agent, buildTestServer } from '../apps/server/test/test-server.ts';
import { round } from './lib.ts';
import { benchMapSaver, saveKinds } from './mindmap-inject.ts';

const only = process.env.ALLOC_ONLY;
const sample = process.env.ALLOC_SAMPLE === '1';
const gcMode = process.env.ALLOC_GC === '1';
const top = Number(process.env.ALLOC_TOP ?? 25);

type Node = {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: Node[];
};

const server = await buildTestServer(
  process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {},
);
const gcs: Array<{ kind: number; ms: number }> = [];
const observer = new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    gcs.push({ kind: (e as unknown as { detail: { kind: number } }).detail.kind, ms: e.duration });
});
observer.observe({ entryTypes: ['gc'] });
try {
  const { save } = await benchMapSaver(new Agent(server.app));
  const kinds = saveKinds;
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const session = new Session();
  session.connect();
  for (const kind of kinds) {
    if (only && only !== kind.name) continue;
    for (let i = 0; i < 30; i++) await save(kind.method, kind.bodies[i % kind.bodies.length] ?? '{}');
    if (gcMode) {
      const runs = 300;
      gcs.length = 0;
      const cpu = process.cpuUsage();
      for (let i = 0; i < runs; i++) await save(kind.method, kind.bodies[i % kind.bodies.length] ?? '{}');
      const used = process.cpuUsage(cpu);
      await new Promise((r) => setTimeout(r, 50));
      const scavenges = gcs.filter((g) => g.kind === 1);
      const majors = gcs.filter((g) => g.kind !== 1);
      const sum = (list: typeof gcs) => list.reduce((s, g) => s + g.ms, 0);
      console.log(
        `${kind.name.padEnd(16)} CPU ${round((used.user + used.system) / 1000 / runs)} ms/save; scavenges ${round(scavenges.length / runs)}/save ${round(sum(scavenges) / runs)} ms/save (max ${round(Math.max(0, ...scavenges.map((g) => g.ms)))}); major ${majors.length} in ${runs} saves, ${round(sum(majors) / runs)} ms/save (max ${round(Math.max(0, ...majors.map((g) => g.ms)))})`,
      );
      continue;
    }
    // Heap growth per save over batches with no GC in them (the young generation large enough).
    const perSave: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const n = 4;
      gcs.length = 0;
      const before = getHeapStatistics().used_heap_size;
      for (let i = 0; i < n; i++)
        await save(kind.method, kind.bodies[(batch * n + i) % kind.bodies.length] ?? '{}');
      const after = getHeapStatistics().used_heap_size;
      if (gcs.length === 0) perSave.push((after - before) / n);
    }
    perSave.sort((a, b) => a - b);
    const median = perSave[Math.floor(perSave.length / 2)];
    console.log(
      `${kind.name.padEnd(16)} allocated per save ${median === undefined ? 'n/a (GC ran in every batch)' : `${round(median / 1024)} KB`} (${perSave.length} batches without GC)`,
    );
    if (!sample) continue;
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 512,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    const runs = 40;
    for (let i = 0; i < runs; i++) await save(kind.method, kind.bodies[i % kind.bodies.length] ?? '{}');
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: Node } };
    const byFunction = new Map<string, number>();
    let total = 0;
    const walk = (node: Node) => {
      const f = node.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + node.selfSize);
      total += node.selfSize;
      for (const c of node.children) walk(c);
    };
    walk(profile.head);
    console.log(`  sampled ${round(total / runs / 1024)} KB per save; by function (KB per save):`);
    for (const [key, size] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${String(round(size / runs / 1024)).padStart(8)}  ${key}`);
  }
  session.disconnect();
} finally {
  observer.disconnect();
  await server.close();
}
