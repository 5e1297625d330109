// Saving a 1,000-node mind map (issue 11). The editor's autosave sends the changes since the version
// it started from (PATCH /api/mind-maps/{id}: the nodes that changed, whole); the whole document
// (PUT: 1,000 nodes, 999 connections, ~200 KB of JSON) is its fallback, and both are measured.
// Four users save their own map at once (one autocannon each, one connection, after a 2 s warm-up):
// each carries its map's current version from one answer to the next, so every save is a real one
// (a 409 only if autocannon drops an answer on a reconnect: counted as `conflicts`, and the version
// is taken from it); the worst user's p50/p99 is reported. Two edits, each sent both ways: a typical
// autosave (10 nodes moved since the last save: `edit*` as a patch, `documentEdit*` as the whole
// document) and the worst case (every node moved, 1,000 rows rewritten: `rewrite*`, `documentRewrite*`).
// Goal: p99 <= 50 ms (issue 11) for every kind: what the editor sends (the patches) and the whole
// document (its fallback, and other clients' save), each with four users at once. BENCH_USERS=1 measures one user alone (no queueing behind the others).
// BENCH_DATABASE_URL=postgres://... runs the server on that (emptied) PostgreSQL database.
import { appendFileSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { processCpuMs, procStatusMb, report, round, withServer } from './lib.ts';
import { type AutocannonResult, benchDuration, failures, statusCount } from './load.ts';
import {
  createMindMapOverHttp,
  mindMapDocumentJson as documentJson,
  MAP_NODES,
  mindMapPatchJson as patchJson,
} from './mindmap-seed.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const users = Number(process.env.BENCH_USERS ?? 4);
const phaseLog = process.env.BENCH_PHASE_LOG;
const nodes = MAP_NODES;
/** Documents cycled through, so consecutive saves always differ. */
const variants = 8;

type Request = { method: string; path: string; headers: Record<string, string>; body: string };
type Options = {
  url: string;
  connections: number;
  duration: number;
  amount?: number;
  requests: Array<{
    setupRequest: (request: Request) => Request;
    onResponse: (status: number, body: string) => void;
  }>;
  initialContext: Record<string, never>;
};
const autocannonModule: string = 'autocannon';
const { default: autocannon } = (await import(autocannonModule)) as {
  default: (options: Options) => Promise<AutocannonResult>;
};

type Seat = { cookie: string; csrfToken: string; mapId: string };

async function seat(baseUrl: string, firstDocument: string): Promise<Seat> {
  const session = await signUpOverHttp(baseUrl);
  const mapId = await createMindMapOverHttp(baseUrl, session, firstDocument);
  return { cookie: session.cookie, csrfToken: session.csrfToken, mapId };
}

/**
 * One autocannon per user (its map, its cookie, its version from one answer to the next), all at once,
 * sending `bodies` in turn (documents with PUT, patches with PATCH).
 */
async function run(
  baseUrl: string,
  seats: Seat[],
  method: 'PUT' | 'PATCH',
  bodies: string[],
  duration: number,
) {
  const results = await Promise.all(
    seats.map(async (mine) => {
      // The version now: a save cut off when the previous run stopped may have landed after all.
      const current = await fetch(`${baseUrl}/api/mind-maps/${mine.mapId}`, {
        headers: { cookie: mine.cookie },
      });
      let version = ((await current.json()) as { version: number }).version;
      let index = 0;
      return autocannon({
        url: baseUrl,
        connections: 1,
        duration,
        initialContext: {},
        requests: [
          {
            setupRequest: (request) => {
              index += 1;
              const body = bodies[index % bodies.length] ?? '{}';
              return {
                ...request,
                method,
                path: `/api/mind-maps/${mine.mapId}`,
                headers: {
                  cookie: mine.cookie,
                  'x-csrf-token': mine.csrfToken,
                  'content-type': 'application/json',
                },
                body: `{"baseVersion":${version},${body.slice(1)}`,
              };
            },
            onResponse: (status, body) => {
              if (status === 200) version = (JSON.parse(body) as { version: number }).version;
              // An answer autocannon dropped (a reconnect) leaves the version behind: take the current
              // one from the 409, as the editor does, so one lost answer does not fail the rest.
              if (status === 409) version = Number(/current version (\d+)/.exec(body)?.[1] ?? version);
            },
          },
        ],
      });
    }),
  );
  return {
    savesPerSecond: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    // Four histograms cannot be merged from their summaries: the worst user's p99 stands for all.
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    total: results.reduce((sum, r) => sum + r.requests.total, 0),
    ok: results.reduce((sum, r) => sum + statusCount(r, 200), 0),
    failed: results.reduce((sum, r) => sum + failures(r), 0),
    conflicts: results.reduce((sum, r) => sum + statusCount(r, 409), 0),
  };
}

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const emptied = await openDatabase({ databaseUrl: pgUrl });
  await sql`drop schema public cascade; create schema public`.execute(emptied.db);
  await emptied.close();
}

await withServer('mindmap', { env: pgUrl ? { DATABASE_URL: pgUrl } : {} }, async (server) => {
  const shifts = Array.from({ length: variants }, (_, i) => (i + 1) * 15);
  const documents = (moved: number) => shifts.map((shift) => documentJson(moved, shift));
  const patches = (moved: number) => shifts.map((shift) => patchJson(moved, shift));
  const seats: Seat[] = [];
  for (let i = 0; i < users; i++) seats.push(await seat(server.url, documentJson(0, 0)));

  const measure = async (method: 'PUT' | 'PATCH', bodies: string[]) => {
    await run(server.url, seats, method, bodies, 2);
    const cpuBefore = processCpuMs(server.pid);
    const startedAt = Date.now();
    const result = await run(server.url, seats, method, bodies, benchDuration);
    // BENCH_PHASE_LOG: each measured phase's start and end (ms since the epoch), to line up with a
    // trace of the server's GC pauses taken over the same run.
    if (phaseLog)
      appendFileSync(
        phaseLog,
        `${method} ${bodies[0]?.length ?? 0} ${startedAt} ${Date.now()} ${result.total}\n`,
      );
    // The server's CPU time (all its threads) per save: steadier than latency on a busy machine.
    return { ...result, cpuMsPerSave: round((processCpuMs(server.pid) - cpuBefore) / result.total, 2) };
  };
  const edit = await measure('PATCH', patches(10));
  const rewrite = await measure('PATCH', patches(nodes));
  const documentEdit = await measure('PUT', documents(10));
  const documentRewrite = await measure('PUT', documents(nodes));
  const all = [edit, rewrite, documentEdit, documentRewrite];
  const sum = (f: (r: (typeof all)[number]) => number) => all.reduce((total, r) => total + f(r), 0);

  report(
    pgUrl ? 'mindmap-postgres' : 'mindmap',
    {
      users,
      nodes,
      durationS: benchDuration,
      documentBytes: Buffer.byteLength(documents(10)[0] ?? ''),
      editPatchBytes: Buffer.byteLength(patches(10)[0] ?? ''),
      rewritePatchBytes: Buffer.byteLength(patches(nodes)[0] ?? ''),
      editSavesPerSecond: edit.savesPerSecond,
      editLatencyP50Ms: edit.p50,
      editLatencyP99Ms: edit.p99,
      editCpuMsPerSave: edit.cpuMsPerSave,
      rewriteSavesPerSecond: rewrite.savesPerSecond,
      rewriteLatencyP50Ms: rewrite.p50,
      rewriteLatencyP99Ms: rewrite.p99,
      rewriteCpuMsPerSave: rewrite.cpuMsPerSave,
      documentEditSavesPerSecond: documentEdit.savesPerSecond,
      documentEditLatencyP50Ms: documentEdit.p50,
      documentEditLatencyP99Ms: documentEdit.p99,
      documentEditCpuMsPerSave: documentEdit.cpuMsPerSave,
      documentRewriteSavesPerSecond: documentRewrite.savesPerSecond,
      documentRewriteLatencyP50Ms: documentRewrite.p50,
      documentRewriteLatencyP99Ms: documentRewrite.p99,
      documentRewriteCpuMsPerSave: documentRewrite.cpuMsPerSave,
      non200: sum((r) => r.total - r.ok - r.conflicts),
      errors: sum((r) => r.failed),
      conflicts: sum((r) => r.conflicts),
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
    },
    [
      { metric: 'editLatencyP99Ms', max: 50, unit: 'ms' },
      { metric: 'rewriteLatencyP99Ms', max: 50, unit: 'ms' },
      { metric: 'documentEditLatencyP99Ms', max: 50, unit: 'ms' },
      { metric: 'documentRewriteLatencyP99Ms', max: 50, unit: 'ms' },
      { metric: 'non200', max: 0, unit: 'responses' },
      { metric: 'errors', max: 0, unit: 'errors' },
    ],
  );
});
