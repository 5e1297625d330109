// The 1,000-node mind map the mind-map benches use (bench/mindmap.ts saves it, bench/mindmap-open.ts
// opens it): a tree of 999 connections (node i's parent is node floor((i-1)/3)), one node in ten with a
// description, one in fifty with a style, four colours. Two layouts of the same nodes: `grid` (40
// columns by 25 rows, 240 x 90 px apart, whatever the tree: long connections across the whole map,
// the worst case for drawing them) and `tree` (as the editor's Tab/Enter flow places nodes: a child
// 240 px right of its parent, siblings 90 px apart, a parent level with its first child).
import type { BenchSession } from './seed-tasks.ts';

export const MAP_NODES = 1000;

export type MapLayout = 'grid' | 'tree';

/** Each node's place in the `tree` layout: depth across, leaves down in depth-first order. */
function treePositions(nodes: number): Array<{ x: number; y: number }> {
  const children = (i: number) => [3 * i + 1, 3 * i + 2, 3 * i + 3].filter((c) => c < nodes);
  const at: Array<{ x: number; y: number }> = [];
  let row = 0;
  const place = (i: number, depth: number): number => {
    const kids = children(i);
    const y = kids.length ? (kids.map((c) => place(c, depth + 1))[0] ?? 0) : row++ * 90;
    at[i] = { x: depth * 240, y };
    return y;
  };
  place(0, 0);
  return at;
}

/** The map's nodes in a layout; the first `moved` nodes shifted right by `shift` px. */
function benchNodes(moved: number, shift: number, layout: MapLayout) {
  const tree = layout === 'tree' ? treePositions(MAP_NODES) : [];
  return Array.from({ length: MAP_NODES }, (_, i) => ({
    id: `n${String(i).padStart(5, '0')}`,
    text: `Idea ${i + 1}: a few words about it`,
    description: i % 10 === 0 ? 'A longer note on this branch of the plan, the way people write them.' : '',
    color: (['default', 'purple', 'blue', 'green'] as const)[i % 4],
    x: (tree[i]?.x ?? (i % 40) * 240) + (i < moved ? shift : 0),
    y: tree[i]?.y ?? Math.floor(i / 40) * 90,
    taskId: null,
    style: i % 50 === 0 ? { fontSize: 18, width: 220 } : {},
  }));
}

/**
 * The document's JSON (title, description, viewport null, nodes, connections) in a layout; `moved`
 * nodes shifted by `shift` px.
 */
export function mindMapDocumentJson(moved = 0, shift = 0, layout: MapLayout = 'grid'): string {
  const list = benchNodes(moved, shift, layout);
  const connections = list.slice(1).map((n, i) => ({
    id: `e${String(i).padStart(5, '0')}`,
    source: list[Math.floor(i / 3)]?.id ?? 'n00000',
    target: n.id,
    label: null,
  }));
  return JSON.stringify({ title: 'Bench map', description: '', viewport: null, nodes: list, connections });
}

/**
 * The same edit as a patch (PATCH /api/mind-maps/{id}, without its baseVersion), as the editor's
 * autosave sends it: the `moved` nodes, whole, and nothing else.
 */
export function mindMapPatchJson(moved: number, shift: number, layout: MapLayout = 'grid'): string {
  return JSON.stringify({ nodes: { upsert: benchNodes(moved, shift, layout).slice(0, moved) } });
}

/** Creates a map for the session's user over HTTP and saves `documentJson` into it (version 1 -> 2); its id. */
export async function createMindMapOverHttp(
  baseUrl: string,
  session: BenchSession,
  documentJson: string,
): Promise<string> {
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
    body: `{"baseVersion":1,${documentJson.slice(1)}`,
  });
  if (first.status !== 200) throw new Error(`first save failed: ${first.status} ${await first.text()}`);
  return id;
}
