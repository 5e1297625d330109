// Mind map saves as changes (PATCH /api/mind-maps/{id}): a patch gives the same document a whole save
// of the edited document gives (property: random edits, both ways), removed nodes take their
// connections, a stale version is a 409, a patch that would break the graph, the node limit or the
// 1 MB limit (counted exactly from the stored row sizes) changes nothing, links only to own tasks,
// replays, and rows written before migration 0024 are measured by it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { MindMapDocument, MindMapDto, PatchMindMapBody } from '@nova/core/contracts/mind-maps';
import { documentBytes, MIND_MAP_BYTES_LIMIT } from '@nova/core/domain/mind-map';
import fc from 'fast-check';
import { sql } from 'kysely';
import {
  buildTask,
  currentSeq,
  errorCode,
  put,
  type SignedInAgent,
  serverWithUser,
  signedIn,
} from '../../../test/factories.ts';
import { mindMapNode } from '../../../test/mind-map-builders.ts';
import { type TestServer, testDbKind } from '../../../test/test-server.ts';
import { createMigrator, migrateToLatest } from '../../db/migrate.ts';
import { headBytes } from './mind-map.checks.ts';
import { mindMapRepo } from './mind-map.repo.ts';

type Doc = MindMapDocument;
type Node = Doc['nodes'][number];
type Patch = Partial<Omit<PatchMindMapBody, 'nodes' | 'connections'>> & {
  nodes?: { upsert?: Node[]; remove?: string[] };
  connections?: { upsert?: Doc['connections']; remove?: string[] };
};

const node = mindMapNode;
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function chain(n: number): Doc {
  const nodes = Array.from({ length: n }, (_, i) => node(`n${i}`, { x: i * 240 }));
  const connections = nodes
    .slice(1)
    .map((child, i) => ({ id: `e${i}`, source: `n${i}`, target: child.id, label: null }));
  return { title: 'Chain', description: '', viewport: null, nodes, connections };
}

const documentOf = (map: MindMapDto): Doc => ({
  title: map.title,
  description: map.description,
  viewport: map.viewport,
  nodes: map.nodes,
  connections: map.connections,
});

/** The patch applied to a document as the server should: what a whole save of the result would be. */
function applied(doc: Doc, patch: Patch): Doc {
  const gone = new Set(patch.nodes?.remove ?? []);
  const goneEdges = new Set(patch.connections?.remove ?? []);
  const written = new Map((patch.nodes?.upsert ?? []).map((n) => [n.id, n]));
  const writtenEdges = new Map((patch.connections?.upsert ?? []).map((c) => [c.id, c]));
  const nodes = [...doc.nodes.filter((n) => !gone.has(n.id) && !written.has(n.id)), ...written.values()].sort(
    byId,
  );
  const connections = [
    ...doc.connections.filter(
      (c) => !goneEdges.has(c.id) && !writtenEdges.has(c.id) && !gone.has(c.source) && !gone.has(c.target),
    ),
    ...writtenEdges.values(),
  ].sort(byId);
  return {
    title: patch.title ?? doc.title,
    description: patch.description ?? doc.description,
    viewport: patch.viewport === undefined ? doc.viewport : patch.viewport,
    nodes,
    connections,
  };
}

describe(`mind map patches (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  const create = async () => (await agent.post('/api/mind-maps', { title: 'Plan' })).json<MindMapDto>();
  const load = async (id: string, a = agent) => (await a.get(`/api/mind-maps/${id}`)).json<MindMapDto>();
  const patch = (id: string, baseVersion: number, body: Patch, a = agent) =>
    a.request('PATCH', `/api/mind-maps/${id}`, { baseVersion, ...body });
  /** A map holding `doc` at version 2. */
  const mapWith = async (doc: Doc) => {
    const map = await create();
    const res = await put(agent, `/api/mind-maps/${map.id}`, { baseVersion: 1, ...doc });
    assert.equal(res.statusCode, 200, res.body);
    return map.id;
  };
  /** The size the server counts from its rows, to compare with documentBytes of what it serves. */
  const countedBytes = async (id: string) => {
    const map = await load(id);
    const sizes = await mindMapRepo(server.database.db).sizes(id);
    const commas = (n: number) => Math.max(0, n - 1);
    return (
      headBytes(map) +
      sizes.nodes.bytes +
      commas(sizes.nodes.count) +
      sizes.connections.bytes +
      commas(sizes.connections.count)
    );
  };

  test('a patch moves, adds, renames and removes; removed nodes take their connections', async () => {
    const doc = chain(5);
    const id = await mapWith(doc);
    server.clock.set('2026-11-21T11:00:00.000Z');
    const change: Patch = {
      title: 'Renamed',
      viewport: { x: 5, y: 6, zoom: 1.25 },
      nodes: {
        upsert: [node('n1', { x: 999, color: 'green', style: { fill: '#abcdef' } }), node('new', { y: 90 })],
        remove: ['n3'],
      },
      connections: { upsert: [{ id: 'e-new', source: 'n0', target: 'new', label: 'then' }], remove: ['e0'] },
    };
    const res = await patch(id, 2, change);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { id, version: 3, updatedAt: '2026-11-21T11:00:00.000Z' });
    const back = await load(id);
    assert.deepEqual(documentOf(back), applied(doc, change));
    assert.ok(!back.connections.some((c) => c.source === 'n3' || c.target === 'n3'));
    assert.equal(back.version, 3);
    assert.equal(await countedBytes(id), documentBytes(documentOf(back)));
  });

  test('property: random edits saved as patches give what whole saves give, and the size stays exact', async () => {
    const id = await mapWith(chain(6));
    let version = 2;
    let doc = documentOf(await load(id));
    const edit = fc.record({
      move: fc.array(fc.record({ at: fc.nat(40), dx: fc.integer({ min: -500, max: 500 }) }), {
        maxLength: 4,
      }),
      add: fc.array(fc.record({ text: fc.string({ unit: 'grapheme', maxLength: 30 }), parent: fc.nat(40) }), {
        maxLength: 3,
      }),
      remove: fc.array(fc.nat(40), { maxLength: 2 }),
      title: fc.option(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
          .filter((t) => t.trim() === t && t !== ''),
        { nil: undefined },
      ),
    });
    await fc.assert(
      fc.asyncProperty(edit, async (e) => {
        const pick = (i: number) => doc.nodes[i % Math.max(1, doc.nodes.length)];
        const removed = [
          ...new Set(e.remove.flatMap((i) => (doc.nodes.length > 2 ? [pick(i)?.id ?? ''] : []))),
        ];
        const keep = doc.nodes.filter((n) => !removed.includes(n.id));
        const moved = new Map<string, Node>();
        for (const m of e.move) {
          const n = keep[m.at % Math.max(1, keep.length)];
          if (n) moved.set(n.id, { ...(moved.get(n.id) ?? n), x: (moved.get(n.id) ?? n).x + m.dx });
        }
        const added = e.add.map((a) => ({
          n: node(randomUUID(), { text: a.text }),
          parent: keep[a.parent % keep.length],
        }));
        const change: Patch = {
          ...(e.title ? { title: e.title } : {}),
          nodes: { upsert: [...moved.values(), ...added.map((a) => a.n)], remove: removed },
          connections: {
            upsert: added.flatMap((a) =>
              a.parent ? [{ id: randomUUID(), source: a.parent.id, target: a.n.id, label: null }] : [],
            ),
          },
        };
        const res = await patch(id, version, change);
        if (res.statusCode !== 200) return false;
        version += 1;
        doc = applied(doc, change);
        const back = documentOf(await load(id));
        assert.deepEqual(back, doc);
        assert.equal(await countedBytes(id), documentBytes(back));
        return true;
      }),
      { numRuns: 25 },
    );
  });

  test('a stale version is 409 with the current version, and changes nothing', async () => {
    const id = await mapWith(chain(3));
    const stale = await patch(id, 1, { title: 'Late' });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorCode(stale), 'version_conflict');
    assert.deepEqual(stale.json<{ error: { details: unknown } }>().error.details, [
      { path: 'body.baseVersion', message: 'current version 2' },
    ]);
    assert.equal((await load(id)).title, 'Chain');
  });

  test('patches that would break the graph are 400 validation_failed and change nothing', async () => {
    const id = await mapWith(chain(3));
    const seq = await currentSeq(agent);
    const bad: Patch[] = [
      { connections: { upsert: [{ id: 'x', source: 'n0', target: 'ghost', label: null }] } },
      {
        nodes: { remove: ['n1'] },
        connections: { upsert: [{ id: 'x', source: 'n1', target: 'n2', label: null }] },
      },
      { nodes: { upsert: [node('n1')], remove: ['n1'] } },
      { nodes: { upsert: [node('a'), node('a')] } },
      { connections: { upsert: [{ id: 'x', source: 'n2', target: 'n2', label: null }] } },
      { nodes: { upsert: [node('a', { color: 'orange' as 'red' })] } },
      { nodes: { upsert: [node('a', { style: { fill: 'red' } })] } },
      { title: '  ' },
    ];
    for (const body of bad) {
      const res = await patch(id, 2, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed');
    }
    const ghost = await patch(id, 2, bad[0] ?? {});
    assert.deepEqual(ghost.json<{ error: { details: unknown } }>().error.details, [
      { path: 'body.connections.upsert.0.target', message: 'No node with this id' },
    ]);
    assert.equal((await load(id)).version, 2);
    assert.equal(await currentSeq(agent), seq, 'no failed patch took a change number');
  });

  test('limits on the result: over 2,000 nodes is 400, over 1 MB (to the byte) is 413, both roll back', async () => {
    const id = await mapWith(chain(1990));
    const more = Array.from({ length: 11 }, (_, i) => node(`extra${i}`));
    const tooMany = await patch(id, 2, { nodes: { upsert: more } });
    assert.equal(tooMany.statusCode, 400, tooMany.body);
    assert.equal(errorCode(tooMany), 'mind_map_too_many_nodes');
    assert.equal((await load(id)).nodes.length, 1990);

    // A map exactly 10 bytes under the limit (descriptions of at most 2,000 characters on many
    // nodes): 10 more bytes fit, 11 do not.
    const big = await mapWith(chain(600));
    let missing = MIND_MAP_BYTES_LIMIT - 10 - documentBytes(documentOf(await load(big)));
    const padded: Node[] = [];
    for (let i = 2; missing > 0; i++) {
      const description = 'x'.repeat(Math.min(2000, missing));
      missing -= description.length;
      padded.push(node(`n${i}`, { x: i * 240, description }));
    }
    const fill = await patch(big, 2, { nodes: { upsert: padded } });
    assert.equal(fill.statusCode, 200, fill.body);
    assert.equal(documentBytes(documentOf(await load(big))), MIND_MAP_BYTES_LIMIT - 10);
    const over = await patch(big, 3, {
      nodes: { upsert: [node('n1', { x: 240, text: 'Node n1'.padEnd(18, '.') })] },
    });
    assert.equal(over.statusCode, 413, over.body);
    assert.equal(errorCode(over), 'mind_map_too_large');
    assert.equal((await load(big)).version, 3);
    const fits = await patch(big, 3, {
      nodes: { upsert: [node('n1', { x: 240, text: 'Node n1'.padEnd(17, '.') })] },
    });
    assert.equal(fits.statusCode, 200, fits.body);
    assert.equal(documentBytes(documentOf(await load(big))), MIND_MAP_BYTES_LIMIT);
  });

  test('links only own live tasks (404 task_not_found); another user’s map is 404', async () => {
    const id = await mapWith(chain(2));
    const other = await signedIn(server);
    const theirTask = await buildTask(other);
    const mine = await buildTask(agent);
    const linked = await patch(id, 2, { nodes: { upsert: [node('n1', { x: 240, taskId: theirTask.id })] } });
    assert.equal(linked.statusCode, 404);
    assert.equal(errorCode(linked), 'task_not_found');
    assert.deepEqual(linked.json<{ error: { details: unknown } }>().error.details, [
      { path: 'body.nodes.upsert.0.taskId', message: 'No such task of yours' },
    ]);
    const own = await patch(id, 2, { nodes: { upsert: [node('n1', { x: 240, taskId: mine.id })] } });
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(
      (await load(id)).tasks.map((t) => t.id),
      [mine.id],
    );
    const theirs = await patch(id, 3, { title: 'Mine now' }, other);
    assert.equal(theirs.statusCode, 404);
    assert.equal(errorCode(theirs), 'not_found');
  });

  test('a replayed opId answers the first result and applies once', async () => {
    const id = await mapWith(chain(2));
    const opId = randomUUID();
    const body = { opId, nodes: { upsert: [node('n9')] } };
    const [a, b] = [await patch(id, 2, body), await patch(id, 2, body)];
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
    assert.deepEqual(b.json(), a.json());
    assert.equal((await load(id)).version, 3);
  });

  test('rows written before migration 0024 are measured by it', async () => {
    const id = await mapWith(chain(30));
    const db = server.database.db;
    await createMigrator(db).migrateTo('0019_task_search');
    await sql`update mind_map_nodes set name = ${'Écrit avant 😀'} where mind_map_id = ${id} and id = 'n5'`.execute(
      db,
    );
    await migrateToLatest(db);
    const doc = documentOf(await load(id));
    assert.equal(doc.nodes.find((n) => n.id === 'n5')?.text, 'Écrit avant 😀');
    assert.equal(await countedBytes(id), documentBytes(doc));
  });

  test('text with a lone surrogate or a literal backslash-u is stored as the database keeps text', async () => {
    const id = await mapWith(chain(3));
    const odd = { text: 'half \ud83d pair', description: 'a \\ud83d written out' };
    const res = await patch(id, 2, { nodes: { upsert: [node('n1', odd), node('n9', odd)] } });
    assert.equal(res.statusCode, 200, res.body);
    const saved = (await load(id)).nodes.filter((n) => n.id === 'n1' || n.id === 'n9');
    for (const n of saved) {
      assert.equal(n.text, 'half \ufffd pair');
      assert.equal(n.description, 'a \\ud83d written out');
    }
  });

  test('rows rewritten and added in one patch, across chunks of 400: each written once', async () => {
    // The write updates the rows that exist, then inserts the rest (mind-map-rows.repo.ts).
    const id = await mapWith(chain(500));
    const moved = Array.from({ length: 450 }, (_, i) => node(`n${i}`, { x: i, y: 7 }));
    const upsert = moved.map((n, i) => (i % 2 === 0 ? n : { ...n, id: `new${i}` }));
    const res = await patch(id, 2, { nodes: { upsert } });
    assert.equal(res.statusCode, 200, res.body);
    const expected = applied(chain(500), { nodes: { upsert } });
    assert.deepEqual(documentOf(await load(id)).nodes, expected.nodes);
    const rows = await sql<{ id: string; version: number | string }>`
      select id, version from mind_map_nodes where mind_map_id = ${id}`.execute(server.database.db);
    const versions = new Map(rows.rows.map((r) => [r.id, Number(r.version)]));
    assert.equal(versions.size, 725);
    for (const n of upsert) assert.equal(versions.get(n.id), n.id.startsWith('new') ? 1 : 2, n.id);
    assert.equal(versions.get('n1'), 1);
    assert.equal(await countedBytes(id), documentBytes(expected));
  });

  test('the route is in the OpenAPI document', async () => {
    const doc = (await agent.get('/api/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    assert.ok(doc.paths['/api/mind-maps/{id}']?.patch);
  });
});
