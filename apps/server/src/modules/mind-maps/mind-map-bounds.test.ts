// The size bounds a map row keeps (migration 0026): exact after a whole save, a create and an import,
// never under the map's real size after patches (adds, moves, removals with their cascaded
// connections), unknown when the map changed without them; a patch whose bounds could break a limit
// counts the map exactly, so the limits answer as before (mind-map-patch.test.ts has the limit cases).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { MindMapDocument, MindMapDto } from '@nova/core/contracts/mind-maps';
import { MIND_MAP_FILE_FORMAT, MIND_MAP_FILE_VERSION } from '@nova/core/domain/mind-map';
import fc from 'fast-check';
import { sql } from 'kysely';
import { put, type SignedInAgent, serverWithUser } from '../../../test/factories.ts';
import { mindMapNode } from '../../../test/mind-map-builders.ts';
import { type TestServer, testDbKind } from '../../../test/test-server.ts';
import { mindMapRepo } from './mind-map.repo.ts';

const node = mindMapNode;
const star = (n: number): MindMapDocument => ({
  title: 'Star',
  description: '',
  viewport: null,
  nodes: Array.from({ length: n }, (_, i) => node(`n${i}`, { x: i * 10 })),
  connections: Array.from({ length: n - 1 }, (_, i) => ({
    id: `e${i}`,
    source: 'n0',
    target: `n${i + 1}`,
    label: null,
  })),
});

describe(`mind map size bounds (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  const load = async (id: string) => (await agent.get(`/api/mind-maps/${id}`)).json<MindMapDto>();
  /** The stored bounds (null when not of the map's version) and the exact size from the rows. */
  const sizes = async (id: string) => {
    const row = (
      await sql<Record<string, number | string | null>>`
        select version, bound_nodes, bound_connections, bound_bytes, bound_version
        from mind_maps where id = ${id}`.execute(server.database.db)
    ).rows[0];
    assert.ok(row);
    const exact = await mindMapRepo(server.database.db).sizes(id);
    const known = row.bound_version !== null && Number(row.bound_version) === Number(row.version);
    return {
      bounds: known
        ? {
            nodes: Number(row.bound_nodes),
            connections: Number(row.bound_connections),
            bytes: Number(row.bound_bytes),
          }
        : null,
      exact: {
        nodes: exact.nodes.count,
        connections: exact.connections.count,
        bytes: exact.nodes.bytes + exact.connections.bytes,
      },
    };
  };
  const mapWith = async (doc: MindMapDocument) => {
    const created = (await agent.post('/api/mind-maps', { title: 'Plan' })).json<MindMapDto>();
    assert.deepEqual((await sizes(created.id)).bounds, { nodes: 0, connections: 0, bytes: 0 });
    const res = await put(agent, `/api/mind-maps/${created.id}`, { baseVersion: 1, ...doc });
    assert.equal(res.statusCode, 200, res.body);
    return created.id;
  };

  test('exact after a whole save and an import', async () => {
    const id = await mapWith(star(30));
    const saved = await sizes(id);
    assert.deepEqual(saved.bounds, saved.exact);
    const file = { format: MIND_MAP_FILE_FORMAT, version: MIND_MAP_FILE_VERSION, map: star(12) };
    const imported = (await agent.post('/api/mind-maps/import', { file })).json<MindMapDto>();
    const after = await sizes(imported.id);
    assert.deepEqual(after.bounds, after.exact);
  });

  test('property: after any patches the bounds are never under the real size', async () => {
    const id = await mapWith(star(8));
    let version = 2;
    const change = fc.record({
      move: fc.array(fc.nat(20), { maxLength: 4 }),
      add: fc.nat(3),
      remove: fc.array(fc.nat(20), { maxLength: 2 }),
      unlink: fc.array(fc.nat(20), { maxLength: 2 }),
      text: fc.string({ maxLength: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(change, async (c) => {
        const map = await load(id);
        const at = <T>(list: T[], i: number) => list[i % Math.max(1, list.length)];
        const removed = [
          ...new Set(
            c.remove.map(
              (i) =>
                at(
                  map.nodes.filter((n) => n.id !== 'n0'),
                  i,
                )?.id ?? '',
            ),
          ),
        ].filter((r) => r !== '' && map.nodes.length > 3);
        const kept = map.nodes.filter((n) => !removed.includes(n.id));
        const moved = [...new Set(c.move.map((i) => at(kept, i)))].flatMap((n) =>
          n ? [{ ...n, x: n.x + 1, text: c.text }] : [],
        );
        const added = Array.from({ length: c.add }, () => node(randomUUID(), { text: c.text }));
        const unlinked = [...new Set(c.unlink.map((i) => at(map.connections, i)?.id ?? ''))].filter(Boolean);
        const res = await agent.request('PATCH', `/api/mind-maps/${id}`, {
          baseVersion: version,
          nodes: { upsert: [...moved, ...added], remove: removed },
          connections: {
            upsert: added.map((n) => ({ id: randomUUID(), source: 'n0', target: n.id, label: null })),
            remove: unlinked.filter(
              (e) => !map.connections.some((x) => x.id === e && removed.includes(x.target)),
            ),
          },
        });
        assert.equal(res.statusCode, 200, res.body);
        version += 1;
        const { bounds, exact } = await sizes(id);
        assert.ok(bounds, 'a patch keeps bounds of the new version');
        assert.ok(bounds.nodes >= exact.nodes, `nodes ${bounds.nodes} < ${exact.nodes}`);
        assert.ok(bounds.connections >= exact.connections, 'connections');
        assert.ok(bounds.bytes >= exact.bytes, `bytes ${bounds.bytes} < ${exact.bytes}`);
      }),
      { numRuns: 30 },
    );
  });

  test('a map changed without its bounds (another version) is counted again', async () => {
    const id = await mapWith(star(5));
    // Rows and version changed by something that kept no bounds (as a deletion or an old server would).
    await sql`update mind_maps set version = version + 1, bound_bytes = 0, bound_nodes = 0 where id = ${id}`.execute(
      server.database.db,
    );
    assert.equal((await sizes(id)).bounds, null);
    const res = await agent.request('PATCH', `/api/mind-maps/${id}`, {
      baseVersion: 3,
      nodes: { upsert: [node('n1', { x: 5 })] },
    });
    assert.equal(res.statusCode, 200, res.body);
    const after = await sizes(id);
    assert.deepEqual(after.bounds, after.exact);
  });
});
