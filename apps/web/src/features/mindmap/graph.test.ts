// The editor's pure rules: outliner moves, the three-way merge of a stale save, and the export file
// (byte-identical after export -> import -> export; foreign and broken files refused with a reason).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { MindMapDocument, MindMapNode } from '@nova/core/contracts/mind-maps';
import {
  addChild,
  addRoot,
  addSibling,
  fromDocument,
  mergeDocuments,
  moveNodes,
  removeNodes,
  toDocument,
} from './graph.ts';
import { fileText } from './map-file.ts';
import { parseFile } from './map-file-read.ts';

const node = (id: string, over: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  text: id.toUpperCase(),
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
  viewport: null,
  nodes: [node('a'), node('b', { x: 240 }), node('c', { x: 240, y: 90 })],
  connections: [
    { id: 'ab', source: 'a', target: 'b', label: null },
    { id: 'ac', source: 'a', target: 'c', label: null },
  ],
};
const meta = { title: base.title, description: base.description, viewport: base.viewport };

describe('outliner moves', () => {
  test('a child goes right of its parent, below its last child, connected', () => {
    const g = addChild(fromDocument(base), 'a', { node: 'd', edge: 'ad' });
    const d = g.nodes.find((n) => n.id === 'd');
    assert.deepEqual(d?.position, { x: 240, y: 180 });
    assert.ok(g.edges.some((e) => e.id === 'ad' && e.source === 'a' && e.target === 'd'));
  });

  test('a sibling shares the parent; a root’s sibling goes below it, unconnected', () => {
    const g = addSibling(fromDocument(base), 'b', { node: 'd', edge: 'ad' });
    assert.ok(g.edges.some((e) => e.source === 'a' && e.target === 'd'));
    const r = addSibling(fromDocument(base), 'a', { node: 'z', edge: 'unused' });
    assert.deepEqual(r.nodes.find((n) => n.id === 'z')?.position, { x: 0, y: 90 });
    assert.equal(r.edges.length, 2);
    assert.deepEqual(addRoot({ nodes: [], edges: [] }, { node: 'first' }).nodes[0]?.position, { x: 0, y: 0 });
  });

  test('delete takes the node’s connections; arrow moves shift only the chosen nodes', () => {
    const g = removeNodes(fromDocument(base), new Set(['a']));
    assert.deepEqual([g.nodes.length, g.edges.length], [2, 0]);
    const moved = moveNodes(fromDocument(base).nodes, new Set(['b']), 5, -20);
    assert.deepEqual(moved.find((n) => n.id === 'b')?.position, { x: 245, y: -20 });
    assert.deepEqual(moved.find((n) => n.id === 'a')?.position, { x: 0, y: 0 });
  });

  test('document -> canvas -> document is the identity', () => {
    assert.deepEqual(toDocument(meta, fromDocument(base)), base);
  });
});

describe('three-way merge', () => {
  test('edits of different nodes on two devices both stay', () => {
    const local = { ...base, nodes: base.nodes.map((n) => (n.id === 'b' ? { ...n, text: 'Mine' } : n)) };
    const remote = {
      ...base,
      nodes: [...base.nodes.map((n) => (n.id === 'c' ? { ...n, color: 'red' as const } : n)), node('r')],
    };
    const { doc, conflicts } = mergeDocuments(base, local, remote);
    assert.equal(conflicts, 0);
    assert.equal(doc.nodes.find((n) => n.id === 'b')?.text, 'Mine');
    assert.equal(doc.nodes.find((n) => n.id === 'c')?.color, 'red');
    assert.ok(doc.nodes.some((n) => n.id === 'r'));
  });

  test('the same node changed differently is a conflict, never a silent pick', () => {
    const local = { ...base, nodes: base.nodes.map((n) => (n.id === 'b' ? { ...n, text: 'Mine' } : n)) };
    const remote = { ...base, nodes: base.nodes.map((n) => (n.id === 'b' ? { ...n, text: 'Theirs' } : n)) };
    assert.equal(mergeDocuments(base, local, remote).conflicts, 1);
    assert.equal(mergeDocuments(base, { ...base, title: 'A' }, { ...base, title: 'B' }).conflicts, 1);
  });

  test('a node deleted on one side goes with its connections, even ones the other side added', () => {
    const local = {
      ...base,
      nodes: base.nodes.filter((n) => n.id !== 'c'),
      connections: [base.connections[0]!],
    };
    const remote = {
      ...base,
      connections: [...base.connections, { id: 'bc', source: 'b', target: 'c', label: null }],
    };
    const { doc, conflicts } = mergeDocuments(base, local, remote);
    assert.equal(conflicts, 0);
    assert.deepEqual(
      doc.connections.map((c) => c.id),
      ['ab'],
    );
  });
});

describe('export file', () => {
  test('export, import, export gives the same bytes', () => {
    const text = fileText({ ...base, nodes: [...base.nodes].reverse() });
    const parsed = parseFile(text);
    assert.ok(parsed.ok);
    assert.equal(fileText(parsed.file.map), text);
  });

  test('refuses what is not JSON, not ours, broken or too big, with the reason', () => {
    assert.deepEqual(parseFile('{nope'), { ok: false, problem: 'notJson' });
    assert.deepEqual(parseFile('{"type":"excalidraw"}'), { ok: false, problem: 'foreign' });
    const broken = JSON.parse(fileText(base)) as { map: { nodes: Array<Record<string, unknown>> } };
    broken.map.nodes[0] = { ...broken.map.nodes[0], color: 'chartreuse' };
    assert.deepEqual(parseFile(JSON.stringify(broken)), { ok: false, problem: 'invalid' });
    const many = { ...base, nodes: Array.from({ length: 2001 }, (_, i) => node(`n${i}`)), connections: [] };
    assert.deepEqual(parseFile(fileText(many)), { ok: false, problem: 'tooManyNodes' });
  });
});
