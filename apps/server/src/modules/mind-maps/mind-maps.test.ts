// Mind maps through the API: create, list with node counts, save the whole document against its
// version (a stale save is a 409 that changes nothing), the 2,000-node and 1 MB limits, another user's
// map and tasks, the export file round trip and its validation (fast-check: malformed files and saves
// never write), replays and realtime events.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import {
  type MindMapDocument,
  type MindMapDto,
  type MindMapSummary,
  mindMapDocumentSchema,
} from '@nova/core/contracts/mind-maps';
import { MIND_MAP_FILE_FORMAT } from '@nova/core/domain/mind-map';
import fc from 'fast-check';
import {
  buildTask,
  currentSeq,
  errorCode,
  put,
  type SignedInAgent,
  serverWithUser,
  setStatus,
  signedIn,
} from '../../../test/factories.ts';
import { mindMapNode } from '../../../test/mind-map-builders.ts';
import { type TestServer, testDbKind } from '../../../test/test-server.ts';

type Doc = MindMapDocument;

const node = mindMapNode;

/** A tree of `n` nodes: node i hangs under node floor((i-1)/3). */
function tree(n: number, title = 'Tree'): Doc {
  const nodes = Array.from({ length: n }, (_, i) =>
    node(`n${String(i).padStart(5, '0')}`, { x: (i % 40) * 180, y: Math.floor(i / 40) * 90 }),
  );
  const connections = nodes.slice(1).map((child, i) => ({
    id: `e${String(i).padStart(5, '0')}`,
    source: nodes[Math.floor(i / 3)]?.id ?? 'n00000',
    target: child.id,
    label: null,
  }));
  return { title, description: '', viewport: null, nodes, connections };
}

const documentOf = (map: MindMapDto): Doc => ({
  title: map.title,
  description: map.description,
  viewport: map.viewport,
  nodes: map.nodes,
  connections: map.connections,
});

describe(`mind maps (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  const create = async (title = 'Plan') => {
    const res = await agent.post('/api/mind-maps', { title });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<MindMapDto>();
  };
  const save = (a: SignedInAgent, id: string, baseVersion: number, doc: Doc, opId?: string) =>
    put(a, `/api/mind-maps/${id}`, { baseVersion, ...doc, ...(opId ? { opId } : {}) });
  const load = async (id: string, a = agent) => {
    const res = await a.get(`/api/mind-maps/${id}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<MindMapDto>();
  };
  const listed = async (a = agent) =>
    (await a.get('/api/mind-maps')).json<{ mindMaps: MindMapSummary[] }>().mindMaps;

  test('create, save a document, read it back; the list shows node count and last change', async () => {
    server.clock.set('2026-11-21T09:00:00.000Z');
    const map = await create('  Launch plan ');
    assert.equal(map.title, 'Launch plan');
    assert.equal(map.version, 1);
    assert.deepEqual([map.nodes, map.connections, map.tasks], [[], [], []]);
    server.clock.set('2026-11-21T10:00:00.000Z');
    const doc: Doc = {
      title: 'Launch plan',
      description: 'Q1',
      viewport: { x: 10, y: -20, zoom: 1.5 },
      nodes: [
        node('root', {
          text: 'Launch',
          color: 'purple',
          style: { fill: '#ffeedd', fontSize: 18, width: 220 },
        }),
        node('a', { text: 'Site', description: 'landing page', color: 'green', x: 200, y: 45 }),
      ],
      connections: [{ id: 'c1', source: 'root', target: 'a', label: 'needs' }],
    };
    const res = await save(agent, map.id, 1, doc);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { id: map.id, version: 2, updatedAt: '2026-11-21T10:00:00.000Z' });
    const back = await load(map.id);
    assert.deepEqual(documentOf(back), { ...doc, nodes: [doc.nodes[1], doc.nodes[0]] }, 'nodes come by id');
    assert.equal(back.version, 2);
    const summary = (await listed()).find((m) => m.id === map.id);
    assert.deepEqual(summary && [summary.nodeCount, summary.updatedAt, summary.description], [
      2,
      '2026-11-21T10:00:00.000Z',
      'Q1',
    ]);
  });

  test('a save writes only what changed; removed nodes take their connections', async () => {
    const map = await create();
    const doc = tree(10);
    assert.equal((await save(agent, map.id, 1, doc)).statusCode, 200);
    const moved = { ...doc, nodes: doc.nodes.slice(0, 4).map((n, i) => (i === 1 ? { ...n, x: 999 } : n)) };
    moved.connections = doc.connections.filter((c) => moved.nodes.some((n) => n.id === c.target));
    const res = await save(agent, map.id, 2, moved);
    assert.equal(res.statusCode, 200, res.body);
    const back = await load(map.id);
    assert.deepEqual(documentOf(back), moved);
    assert.equal((await listed()).find((m) => m.id === map.id)?.nodeCount, 4);
  });

  test('a whole save across chunks of 400: changed rows rewritten once, new ones added, gone ones removed', async () => {
    // The diff and the rows' parameter lists (mind-map-rows.repo.ts) over several chunks and a short one.
    const map = await create();
    const first = tree(900);
    assert.equal((await save(agent, map.id, 1, first)).statusCode, 200);
    const task = await buildTask(agent, { title: 'Linked' });
    const kept = first.nodes.slice(0, 850).map((n, i) => {
      if (i % 2 === 0) return { ...n, x: n.x + 15, style: i % 4 === 0 ? { fill: '#abc' } : n.style };
      return i === 1 ? { ...n, taskId: task.id } : n;
    });
    const added = Array.from({ length: 410 }, (_, i) => node(`add${String(i).padStart(4, '0')}`, { y: i }));
    const nodes = [...kept, ...added];
    const ids = new Set(nodes.map((n) => n.id));
    const connections = first.connections
      .filter((c) => ids.has(c.source) && ids.has(c.target))
      .map((c, i) => (i % 3 === 0 ? { ...c, label: `L${i}` } : c));
    const doc = { ...first, nodes, connections };
    const res = await save(agent, map.id, 2, doc);
    assert.equal(res.statusCode, 200, res.body);
    const back = await load(map.id);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    assert.deepEqual([...back.nodes].sort(byId), [...nodes].sort(byId));
    assert.deepEqual([...back.connections].sort(byId), [...connections].sort(byId));
    assert.deepEqual(
      back.tasks.map((t) => t.id),
      [task.id],
    );
    const versions = async (table: 'mind_map_nodes' | 'mind_map_edges') => {
      const rows = await server.database.db
        .selectFrom(table)
        .select(['id', 'version'])
        .where('mind_map_id', '=', map.id)
        .execute();
      return new Map(rows.map((r) => [r.id, Number(r.version)]));
    };
    const nodeVersions = await versions('mind_map_nodes');
    assert.equal(nodeVersions.size, 1260);
    for (const [i, n] of kept.entries())
      assert.equal(nodeVersions.get(n.id), i % 2 === 0 || i === 1 ? 2 : 1, n.id);
    for (const n of added) assert.equal(nodeVersions.get(n.id), 1, n.id);
    const edgeVersions = await versions('mind_map_edges');
    assert.equal(edgeVersions.size, connections.length);
    for (const [i, c] of connections.entries())
      assert.equal(edgeVersions.get(c.id), i % 3 === 0 ? 2 : 1, c.id);
  });

  test('a whole save where most nodes only moved: their position, size, version and stamp written, nothing else', async () => {
    // Nodes that only moved take the narrower update (nodeMoveTable), over chunks of 400 and a short one.
    server.clock.set('2026-11-27T11:00:00.000Z');
    const map = await create();
    const task = await buildTask(agent, { title: 'Stays linked' });
    const first = tree(950);
    first.nodes = first.nodes.map((n, i) =>
      i === 7 ? { ...n, taskId: task.id, style: { fill: '#abc' } } : n,
    );
    assert.equal((await save(agent, map.id, 1, first)).statusCode, 200);
    server.clock.set('2026-11-27T12:00:00.000Z');
    // Every third node keeps its place; one in ten of the rest also changes its text.
    const kind = (i: number) => (i % 3 === 0 ? 'kept' : i % 10 === 1 ? 'edited' : 'moved');
    const nodes = first.nodes.map((n, i) => {
      if (kind(i) === 'kept') return n;
      // A longer position: the row's size changes with it.
      const moved = { ...n, x: n.x + 1234.5678, y: i % 2 === 0 ? n.y : -n.y - 0.25 };
      return kind(i) === 'edited' ? { ...moved, text: `${n.text} (edited)` } : moved;
    });
    const doc = { ...first, nodes };
    const res = await save(agent, map.id, 2, doc);
    assert.equal(res.statusCode, 200, res.body);
    const back = await load(map.id);
    const byId = new Map(back.nodes.map((n) => [n.id, n]));
    assert.deepEqual(
      nodes.map((n) => byId.get(n.id)),
      nodes,
    );
    assert.deepEqual(
      back.tasks.map((t) => t.id),
      [task.id],
    );
    const rows = await server.database.db
      .selectFrom('mind_map_nodes')
      .select(['id', 'version', 'bytes', 'updated_at'])
      .where('mind_map_id', '=', map.id)
      .execute();
    assert.equal(rows.length, 950);
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    for (const [i, n] of nodes.entries()) {
      const row = rowOf.get(n.id);
      const written = kind(i) !== 'kept';
      assert.equal(Number(row?.version), written ? 2 : 1, n.id);
      assert.equal(row?.updated_at, written ? '2026-11-27T12:00:00.000Z' : '2026-11-27T11:00:00.000Z', n.id);
      // The size stored is that of the node's JSON as it is read back.
      assert.equal(Number(row?.bytes), Buffer.byteLength(JSON.stringify(byId.get(n.id))), n.id);
    }
  });

  test('a stale version is 409 version_conflict with the current version, and changes nothing', async () => {
    const map = await create();
    assert.equal((await save(agent, map.id, 1, tree(3, 'Device A'))).statusCode, 200);
    const stale = await save(agent, map.id, 1, tree(5, 'Device B'));
    assert.equal(stale.statusCode, 409);
    assert.equal(errorCode(stale), 'version_conflict');
    const body = stale.json<{
      error: { message: string; details: Array<{ path: string; message: string }> };
    }>();
    assert.deepEqual(body.error.details, [{ path: 'body.baseVersion', message: 'current version 2' }]);
    const back = await load(map.id);
    assert.equal(back.title, 'Device A');
    assert.equal(back.nodes.length, 3);
    assert.equal(back.version, 2);
  });

  test('limits: 2,001 nodes is 400 mind_map_too_many_nodes, over 1 MB is 413 mind_map_too_large', async () => {
    const map = await create();
    const tooMany = await save(agent, map.id, 1, tree(2001));
    assert.equal(tooMany.statusCode, 400);
    assert.equal(errorCode(tooMany), 'mind_map_too_many_nodes');
    const big = tree(600);
    big.nodes = big.nodes.map((n) => ({ ...n, description: 'x'.repeat(1900) }));
    const tooBig = await save(agent, map.id, 1, big);
    assert.equal(tooBig.statusCode, 413, tooBig.body);
    assert.equal(errorCode(tooBig), 'mind_map_too_large');
    const ok = await save(agent, map.id, 1, tree(2000));
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await load(map.id)).nodes.length, 2000);
  });

  test('bad documents are 400 validation_failed: duplicate ids, dangling or self connections, bad colours', async () => {
    const map = await create();
    const base = tree(3);
    const bad: Doc[] = [
      { ...base, nodes: [...base.nodes, node('n00000')] },
      {
        ...base,
        connections: [...base.connections, { id: 'x', source: 'n00000', target: 'ghost', label: null }],
      },
      {
        ...base,
        connections: [...base.connections, { id: 'x', source: 'n00001', target: 'n00001', label: null }],
      },
      {
        ...base,
        connections: [...base.connections, { id: 'e00000', source: 'n00001', target: 'n00002', label: null }],
      },
      { ...base, nodes: [node('a', { color: 'orange' as 'red' })], connections: [] },
      { ...base, nodes: [node('a', { style: { fill: 'url(javascript:1)' } })], connections: [] },
      { ...base, nodes: [node('a', { style: { width: 400 } })], connections: [] },
      { ...base, title: '   ' },
    ];
    for (const doc of bad) {
      const res = await save(agent, map.id, 1, doc);
      assert.equal(res.statusCode, 400, JSON.stringify(doc).slice(0, 200));
      assert.equal(errorCode(res), 'validation_failed');
    }
    assert.equal((await load(map.id)).version, 1);
  });

  test('ownership: another user’s map is 404 everywhere; linking another user’s task is 404 task_not_found', async () => {
    const other = await signedIn(server);
    const theirs = (await other.post('/api/mind-maps', { title: 'Secret' })).json<MindMapDto>();
    const theirTask = await buildTask(other);
    for (const res of [
      await agent.get(`/api/mind-maps/${theirs.id}`),
      await agent.get(`/api/mind-maps/${theirs.id}/tasks`),
      await save(agent, theirs.id, 1, tree(2)),
      await agent.delete(`/api/mind-maps/${theirs.id}`),
    ]) {
      assert.equal(res.statusCode, 404);
      assert.equal(errorCode(res), 'not_found');
    }
    assert.ok(!(await listed()).some((m) => m.id === theirs.id));
    const mine = await create();
    const linked = await save(agent, mine.id, 1, {
      ...tree(1),
      nodes: [node('a', { taskId: theirTask.id })],
    });
    assert.equal(linked.statusCode, 404);
    assert.equal(errorCode(linked), 'task_not_found');
    assert.equal((await load(mine.id)).version, 1);
    assert.equal((await load(theirs.id, other)).title, 'Secret');
  });

  test('nodes link own tasks; the map and /tasks show their live status; a deleted task keeps the link', async () => {
    const map = await create();
    const task = await buildTask(agent, { title: 'Write the brief' });
    const doc: Doc = { ...tree(1), nodes: [node('a', { taskId: task.id })] };
    assert.equal((await save(agent, map.id, 1, doc)).statusCode, 200);
    assert.deepEqual((await load(map.id)).tasks, [
      { id: task.id, title: 'Write the brief', status: 'waiting', deleted: false },
    ]);
    await setStatus(agent, task.id, 'inProgress');
    await setStatus(agent, task.id, 'completed');
    const res = await agent.get(`/api/mind-maps/${map.id}/tasks`);
    assert.deepEqual(res.json(), {
      tasks: [{ id: task.id, title: 'Write the brief', status: 'completed', deleted: false }],
    });
    assert.equal((await agent.delete(`/api/tasks/${task.id}`)).statusCode, 204);
    const again = await save(agent, map.id, 2, { ...doc, title: 'Renamed' });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await load(map.id)).tasks[0]?.deleted, true);
  });

  test('export file round trip: import gives back the identical document; foreign task links go', async () => {
    const task = await buildTask(agent);
    const source = await create('Original');
    const doc: Doc = { ...tree(30, 'Original'), viewport: { x: 1, y: 2, zoom: 0.75 } };
    doc.nodes = doc.nodes.map((n, i) => (i === 3 ? { ...n, taskId: task.id, color: 'indigo' } : n));
    assert.equal((await save(agent, source.id, 1, doc)).statusCode, 200);
    const file = {
      format: MIND_MAP_FILE_FORMAT,
      version: 1,
      exportedAt: 'now',
      map: documentOf(await load(source.id)),
    };
    const imported = await agent.post('/api/mind-maps/import', { file });
    assert.equal(imported.statusCode, 201, imported.body);
    const copy = imported.json<MindMapDto>();
    assert.notEqual(copy.id, source.id);
    assert.deepEqual(documentOf(copy), file.map);
    // The same file again: node ids are per map, so no collision.
    assert.equal((await agent.post('/api/mind-maps/import', { file })).statusCode, 201);
    const other = await signedIn(server);
    const theirs = await other.post('/api/mind-maps/import', { file });
    assert.equal(theirs.statusCode, 201, theirs.body);
    assert.ok(theirs.json<MindMapDto>().nodes.every((n) => n.taskId === null));
  });

  test('foreign or malformed files are 400 and create nothing', async () => {
    const before = (await listed()).length;
    const good = { format: MIND_MAP_FILE_FORMAT, version: 1, map: tree(2) };
    for (const file of [
      { ...good, format: 'excalidraw' },
      { ...good, version: 2 },
      { ...good, map: { ...good.map, nodes: 'many' } },
      { nodes: [], edges: [] },
      'not an object',
    ]) {
      const res = await agent.post('/api/mind-maps/import', { file });
      assert.equal(res.statusCode, 400, JSON.stringify(file));
      assert.equal(errorCode(res), 'validation_failed');
    }
    const tooMany = await agent.post('/api/mind-maps/import', { file: { ...good, map: tree(2001) } });
    assert.equal(errorCode(tooMany), 'mind_map_too_many_nodes');
    assert.equal((await listed()).length, before);
  });

  test('property: no malformed file or save ever writes', async () => {
    const map = await create('Stable');
    const valid = tree(4, 'Stable');
    assert.equal((await save(agent, map.id, 1, valid)).statusCode, 200);
    const countBefore = (await listed()).length;
    const seqBefore = await currentSeq(agent);
    // A valid document broken in one place, or any JSON at all; kept only if the schema refuses it.
    const fields = ['id', 'color', 'x', 'style', 'taskId', 'text'] as const;
    const brokenNode = fc
      .record({ at: fc.nat(3), field: fc.constantFrom(...fields), value: fc.jsonValue() })
      .map(({ at, field, value }): unknown => ({
        ...valid,
        nodes: valid.nodes.map((n, i) => (i === at ? { ...n, [field]: value } : n)),
      }));
    const brokenLink = fc
      .record({ source: fc.constantFrom('n00000', 'ghost', ''), target: fc.string({ maxLength: 8 }) })
      .map(({ source, target }): unknown => ({
        ...valid,
        connections: [...valid.connections, { id: 'extra', source, target, label: null }],
      }));
    const broken = fc
      .oneof(fc.jsonValue(), brokenNode, brokenLink)
      .filter((doc) => !mindMapDocumentSchema.safeParse(doc).success);
    const isClientError = (status: number) => status >= 400 && status < 500;
    await fc.assert(
      fc.asyncProperty(broken, async (doc) => {
        const file = { format: MIND_MAP_FILE_FORMAT, version: 1, map: doc };
        const imported = await agent.post('/api/mind-maps/import', JSON.stringify({ file }));
        const body =
          typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? { ...doc, baseVersion: 2 } : doc;
        const saved = await put(agent, `/api/mind-maps/${map.id}`, JSON.stringify(body));
        return isClientError(imported.statusCode) && isClientError(saved.statusCode);
      }),
      { numRuns: 80 },
    );
    assert.equal(await currentSeq(agent), seqBefore, 'no write took a change number');
    assert.equal((await listed()).length, countBefore);
    assert.deepEqual(documentOf(await load(map.id)), valid);
  });

  test('replays: the same opId answers the first result and writes once; writes publish mindmap.changed', async () => {
    const events: RealtimeEvent[] = [];
    const seen = await currentSeq(agent);
    const stop = server.bus.subscribe(agent.userId, (e) => {
      if ((e.version ?? 0) > seen) events.push(e);
    });
    try {
      const id = randomUUID();
      const opId = randomUUID();
      const first = await agent.post('/api/mind-maps', { id, opId, title: 'Once' });
      const replay = await agent.post('/api/mind-maps', { id, opId, title: 'Once' });
      assert.equal(first.statusCode, 201);
      assert.equal(replay.statusCode, 201);
      assert.deepEqual(replay.json(), first.json());
      const saveOp = randomUUID();
      const a = await save(agent, id, 1, tree(3, 'Once'), saveOp);
      const b = await save(agent, id, 1, tree(3, 'Once'), saveOp);
      assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
      assert.deepEqual(b.json(), a.json());
      assert.equal((await load(id)).version, 2);
      const delOp = randomUUID();
      assert.equal((await agent.delete(`/api/mind-maps/${id}?opId=${delOp}`)).statusCode, 204);
      assert.equal((await agent.delete(`/api/mind-maps/${id}?opId=${delOp}`)).statusCode, 204);
      assert.equal((await agent.get(`/api/mind-maps/${id}`)).statusCode, 404);
      const deadline = Date.now() + 3000;
      while (events.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(
        events.map((e) => [e.type, e.ids]),
        [
          ['mindmap.changed', [id]],
          ['mindmap.changed', [id]],
          ['mindmap.changed', [id]],
        ],
      );
    } finally {
      stop();
    }
  });

  test('the routes are in the OpenAPI document', async () => {
    const doc = (await agent.get('/api/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    assert.ok(doc.paths['/api/mind-maps']?.get && doc.paths['/api/mind-maps']?.post);
    assert.ok(doc.paths['/api/mind-maps/{id}']?.put && doc.paths['/api/mind-maps/{id}']?.delete);
    assert.ok(doc.paths['/api/mind-maps/import']?.post);
    assert.ok(doc.paths['/api/mind-maps/{id}/tasks']?.get);
  });
});
