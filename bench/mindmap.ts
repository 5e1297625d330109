// Saving a 1,000-node mind map (issue 11): PUT /api/mind-maps/{id} with the whole document (1,000
// nodes, 999 connections, ~150 KB of JSON) against its version, as the editor's autosave sends it.
// Four users save their own map at once (one autocannon each, one connection, after a 2 s warm-up):
// each carries its map's current version from one answer to the next, so every save is a real one
// (a 409 only if autocannon drops an answer on a reconnect: counted as `conflicts`, and the version
// is taken from it); the worst user's p50/p99 is reported. Two runs: a typical autosave (10 nodes moved since the last save) and the worst case
// (every node moved: 1,000 rows rewritten). Goal: p99 <= 50 ms (issue 11) for both. BENCH_USERS=1
// measures one user alone (no queueing behind the others).
import { procStatusMb, report, withServer } from './lib.ts';
import { type AutocannonResult, benchDuration, failures, statusCount } from './load.ts';
import { signUpOverHttp } from './seed-tasks.ts';

const users = Number(process.env.BENCH_USERS ?? 4);
const nodes = 1000;
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

/** The document's nodes and connections; `moved` nodes shifted by `shift` px. */
function documentJson(moved: number, shift: number): string {
  const list = Array.from({ length: nodes }, (_, i) => ({
    id: `n${String(i).padStart(5, '0')}`,
    text: `Idea ${i + 1}: a few words about it`,
    description: i % 10 === 0 ? 'A longer note on this branch of the plan, the way people write them.' : '',
    color: (['default', 'purple', 'blue', 'green'] as const)[i % 4],
    x: (i % 40) * 240 + (i < moved ? shift : 0),
    y: Math.floor(i / 40) * 90,
    taskId: null,
    style: i % 50 === 0 ? { fontSize: 18, width: 220 } : {},
  }));
  const connections = list.slice(1).map((n, i) => ({
    id: `e${String(i).padStart(5, '0')}`,
    source: list[Math.floor(i / 3)]?.id ?? 'n00000',
    target: n.id,
    label: null,
  }));
  return JSON.stringify({ title: 'Bench map', description: '', viewport: null, nodes: list, connections });
}

type Seat = { cookie: string; csrfToken: string; mapId: string };

async function seat(baseUrl: string, firstDocument: string): Promise<Seat> {
  const session = await signUpOverHttp(baseUrl);
  const write = {
    cookie: session.cookie,
    'x-csrf-token': session.csrfToken,
    'content-type': 'application/json',
  };
  const created = await fetch(`${baseUrl}/api/mind-maps`, {
    method: 'POST',
    headers: write,
    body: JSON.stringify({ title: 'Bench map' }),
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const first = await fetch(`${baseUrl}/api/mind-maps/${id}`, {
    method: 'PUT',
    headers: write,
    body: `{"baseVersion":1,${firstDocument.slice(1)}`,
  });
  if (first.status !== 200) throw new Error(`first save failed: ${first.status} ${await first.text()}`);
  return { cookie: session.cookie, csrfToken: session.csrfToken, mapId: id };
}

/** One autocannon per user (its map, its cookie, its version from one answer to the next), all at once. */
async function run(baseUrl: string, seats: Seat[], documents: string[], duration: number) {
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
              const body = documents[index % documents.length] ?? '{}';
              return {
                ...request,
                method: 'PUT',
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

await withServer('mindmap', {}, async (server) => {
  const typical = Array.from({ length: variants }, (_, i) => documentJson(10, (i + 1) * 15));
  const everything = Array.from({ length: variants }, (_, i) => documentJson(nodes, (i + 1) * 15));
  const seats: Seat[] = [];
  for (let i = 0; i < users; i++) seats.push(await seat(server.url, documentJson(0, 0)));

  await run(server.url, seats, typical, 2);
  const edit = await run(server.url, seats, typical, benchDuration);
  await run(server.url, seats, everything, 2);
  const rewrite = await run(server.url, seats, everything, benchDuration);

  report(
    'mindmap',
    {
      users,
      nodes,
      durationS: benchDuration,
      documentBytes: Buffer.byteLength(typical[0] ?? ''),
      editSavesPerSecond: edit.savesPerSecond,
      editLatencyP50Ms: edit.p50,
      editLatencyP99Ms: edit.p99,
      rewriteSavesPerSecond: rewrite.savesPerSecond,
      rewriteLatencyP50Ms: rewrite.p50,
      rewriteLatencyP99Ms: rewrite.p99,
      non200: edit.total + rewrite.total - edit.ok - rewrite.ok - edit.conflicts - rewrite.conflicts,
      errors: edit.failed + rewrite.failed,
      conflicts: edit.conflicts + rewrite.conflicts,
      serverRssAfterMb: procStatusMb(server.pid, 'VmRSS'),
    },
    [
      { metric: 'editLatencyP99Ms', max: 50, unit: 'ms' },
      { metric: 'rewriteLatencyP99Ms', max: 50, unit: 'ms' },
      { metric: 'non200', max: 0, unit: 'responses' },
      { metric: 'errors', max: 0, unit: 'errors' },
    ],
  );
});
