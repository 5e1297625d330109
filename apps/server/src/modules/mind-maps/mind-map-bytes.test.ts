// A node row's size (nodeRow: added up from its values, mind-map.presenter.ts) is the UTF-8 bytes of
// the node's JSON as the API gives it back, for any text (escapes, non-ASCII, astral characters, lone
// surrogates), any coordinate and any style.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MindMapNode } from '@nova/core/contracts/mind-maps';
import { mindMapColors, NODE_WIDTH_MAX, NODE_WIDTH_MIN } from '@nova/core/domain/mind-map';
import fc from 'fast-check';
import { edgeRow, nodeRow, toConnection, toNode } from './mind-map.presenter.ts';

const utf8 = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', '"quoted"', 'back\\slash', 'tab\there', 'line\nbreak', '\u007f\u0000', 'é😀'),
);
const coordinate = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ min: -1_000_000, max: 1_000_000, noNaN: true }),
  fc.constantFrom(-0, 0.1 + 0.2, 1e-7, 123456.789),
);
const node: fc.Arbitrary<MindMapNode> = fc.record({
  id: text,
  text,
  description: text,
  color: fc.constantFrom(...mindMapColors),
  x: coordinate,
  y: coordinate,
  taskId: fc.option(text, { nil: null }),
  style: fc.record(
    {
      fill: fc.constantFrom('#fff', '#a1b2c3'),
      fontSize: fc.integer({ min: 8, max: 48 }),
      fontFamily: fc.constantFrom('Arial', 'Noto Sans, "Times"', 'Ébène'),
      width: fc.double({ min: NODE_WIDTH_MIN, max: NODE_WIDTH_MAX, noNaN: true }),
    },
    { requiredKeys: [] },
  ),
});

test('property: a node row’s bytes are its JSON’s as served', () => {
  fc.assert(
    fc.property(node, (n) => {
      const row = nodeRow(n);
      assert.equal(row.bytes, utf8(toNode(row)));
      assert.equal(row.bytes, utf8({ ...n }));
    }),
    { numRuns: 2000 },
  );
});

test('property: a connection row’s bytes are its JSON’s as served', () => {
  const connection = fc.record({
    id: text,
    source: text,
    target: text,
    label: fc.option(text, { nil: null }),
  });
  fc.assert(
    fc.property(connection, (c) => {
      const row = edgeRow(c);
      assert.equal(row.bytes, utf8(toConnection(row)));
      assert.equal(row.bytes, utf8({ ...c }));
    }),
    { numRuns: 2000 },
  );
});
