// The in-process mind-map save benches' shared part (bench/mindmap-profile.ts, bench/mindmap-alloc.ts):
// a signed-up user's bench map on a test server, saved through fastify.inject with the version each
// save returns, and the four kinds of save with their bodies (bench/mindmap-seed.ts).
import type { Agent } from '../apps/server/test/test-server.ts';
import { MAP_NODES, mindMapDocumentJson, mindMapPatchJson } from './mindmap-seed.ts';

export type SaveMethod = 'PUT' | 'PATCH';

export type BenchMapSaver = {
  /** Saves `body` (a save or patch body without its baseVersion) with the map's current version. */
  save(method: SaveMethod, body: string): Promise<void>;
  /** `body` with the map's current version, as `save` sends it. */
  withVersion(body: string): string;
};

/** Creates the user's bench map (empty, then saved once with every node); returns its saver. */
export async function benchMapSaver(agent: Agent): Promise<BenchMapSaver> {
  await agent.signUp();
  const created = await agent.post('/api/mind-maps', { title: 'Bench map' });
  const { id, version: first } = created.json<{ id: string; version: number }>();
  let version = first;
  const withVersion = (body: string) => `{"baseVersion":${version},${body.slice(1)}`;
  const save = async (method: SaveMethod, body: string) => {
    const res = await agent.request(method, `/api/mind-maps/${id}`, withVersion(body));
    if (res.statusCode !== 200) throw new Error(`${method}: ${res.statusCode} ${res.body}`);
    version = res.json<{ version: number }>().version;
  };
  await save('PUT', mindMapDocumentJson(0, 0));
  return { save, withVersion };
}

const shifts = Array.from({ length: 8 }, (_, i) => (i + 1) * 15);

/** The kinds of save, each with eight bodies that move the nodes by different amounts. */
export const saveKinds = [
  { name: 'edit', method: 'PATCH', bodies: shifts.map((s) => mindMapPatchJson(10, s)) },
  { name: 'rewrite', method: 'PATCH', bodies: shifts.map((s) => mindMapPatchJson(MAP_NODES, s)) },
  { name: 'documentEdit', method: 'PUT', bodies: shifts.map((s) => mindMapDocumentJson(10, s)) },
  { name: 'documentRewrite', method: 'PUT', bodies: shifts.map((s) => mindMapDocumentJson(MAP_NODES, s)) },
] as const;
