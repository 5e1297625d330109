// The autosave's patch: applied to the saved document it gives the document on screen (property, over
// random edits), it carries only what changed (a style's key order is no change), and an unchanged
// document is an empty patch.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MindMapDocument, MindMapNode } from '@nova/core/contracts/mind-maps';
import { byId } from '@nova/core/domain/mind-map';
import fc from 'fast-check';
import { type MapPatch, patchBetween } from './map-patch.ts';

const node = (id: string, over: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  text: id,
  description: '',
  color: 'default',
  x: 0,
  y: 0,
  taskId: null,
  style: {},
  ...over,
});

const base: MindMapDocument = {
  title: 'Plan',
  description: '',
  viewport: { x: 0, y: 0, zoom: 1 },
  nodes: ['a', 'b', 'c', 'd'].map((id, i) => node(id, { x: i * 240 })),
  connections: [
    { id: 'ab', source: 'a', target: 'b', label: null },
    { id: 'bc', source: 'b', target: 'c', label: null },
    { id: 'cd', source: 'c', target: 'd', label: null },
  ],
};

/** The server's reading of a patch (mind-map.patch.ts): removals, then writes by id. */
function apply(doc: MindMapDocument, patch: MapPatch): MindMapDocument {
  const gone = new Set(patch.nodes.remove);
  const goneEdges = new Set(patch.connections.remove);
  const written = new Set(patch.nodes.upsert.map((n) => n.id));
  const writtenEdges = new Set(patch.connections.upsert.map((c) => c.id));
  return {
    title: patch.title ?? doc.title,
    description: patch.description ?? doc.description,
    viewport: patch.viewport === undefined ? doc.viewport : patch.viewport,
    nodes: [...doc.nodes.filter((n) => !gone.has(n.id) && !written.has(n.id)), ...patch.nodes.upsert].sort(
      byId,
    ),
    connections: [
      ...doc.connections.filter(
        (c) => !goneEdges.has(c.id) && !writtenEdges.has(c.id) && !gone.has(c.source) && !gone.has(c.target),
      ),
      ...patch.connections.upsert,
    ].sort(byId),
  };
}

test('an unchanged document is an empty patch; a style in another key order is unchanged', () => {
  assert.deepEqual(patchBetween(base, base), {
    nodes: { upsert: [], remove: [] },
    connections: { upsert: [], remove: [] },
  });
  const styled = { ...base, nodes: base.nodes.map((n) => ({ ...n, style: { fill: '#fff', width: 200 } })) };
  const reordered = {
    ...styled,
    nodes: styled.nodes.map((n) => ({ ...n, style: { width: 200, fill: '#fff' } })),
  };
  assert.deepEqual(patchBetween(styled, reordered).nodes.upsert, []);
});

test('a move, a new child and a removal: only those, and the connections that went with them', () => {
  const doc: MindMapDocument = {
    ...base,
    title: 'Plan B',
    nodes: [...base.nodes.filter((n) => n.id !== 'd'), node('e', { y: 90 })]
      .map((n) => (n.id === 'b' ? { ...n, x: 500 } : n))
      .sort(byId),
    connections: [
      ...base.connections.filter((c) => c.id !== 'cd'),
      { id: 'ae', source: 'a', target: 'e', label: null },
    ].sort(byId),
  };
  const patch = patchBetween(base, doc);
  assert.deepEqual(patch, {
    title: 'Plan B',
    nodes: { upsert: [node('b', { x: 500 }), node('e', { y: 90 })], remove: ['d'] },
    connections: { upsert: [{ id: 'ae', source: 'a', target: 'e', label: null }], remove: ['cd'] },
  });
  assert.deepEqual(apply(base, patch), doc);
});

test('property: the patch applied to the saved document is the document on screen', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const nodeArb = (id: string) =>
    fc
      .record({
        text: fc.string({ maxLength: 5 }),
        x: fc.integer({ min: -5, max: 5 }),
        color: fc.constantFrom('default' as const, 'red' as const),
        style: fc.constantFrom({}, { fill: '#fff' }, { width: 200, fill: '#fff' }),
        taskId: fc.constantFrom(null, 't1'),
      })
      .map((over) => node(id, over));
  const docArb = fc
    .subarray(ids, { minLength: 1 })
    .chain((present) =>
      fc.record({
        title: fc.constantFrom('Plan', 'Other'),
        viewport: fc.constantFrom(null, { x: 0, y: 0, zoom: 1 }, { x: 3, y: 0, zoom: 1 }),
        nodes: fc.tuple(...present.map(nodeArb)),
        links: fc.array(fc.tuple(fc.constantFrom(...present), fc.constantFrom(...present)), { maxLength: 6 }),
      }),
    )
    .map(
      ({ title, viewport, nodes, links }): MindMapDocument => ({
        title,
        description: '',
        viewport,
        nodes: [...nodes].sort(byId),
        connections: links
          .filter(([s, t]) => s !== t)
          .map(([source, target]) => ({ id: `${source}${target}`, source, target, label: null }))
          .filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i)
          .sort(byId),
      }),
    );
  fc.assert(
    fc.property(docArb, docArb, (saved, onScreen) => {
      const patch = patchBetween(saved, onScreen);
      assert.deepEqual(apply(saved, patch), onScreen);
      const before = new Map(saved.nodes.map((n) => [n.id, JSON.stringify(n)]));
      for (const n of patch.nodes.upsert) assert.notEqual(before.get(n.id), JSON.stringify(n));
    }),
    { numRuns: 500 },
  );
});
