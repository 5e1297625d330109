// The quick check of node and connection lists (core's contracts/mind-map-quick.ts) never lets through
// what zod refuses, gives back what zod would, and leaves every refusal (its messages and paths) to zod.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isQuickConnection, isQuickNode } from '@nova/core/contracts/mind-map-quick';
import {
  mindMapConnectionSchema,
  mindMapNodeSchema,
  patchMindMapBodySchema,
  saveMindMapBodySchema,
} from '@nova/core/contracts/mind-maps';
import { MIND_MAP_CONNECTION_LIMIT, mindMapColors } from '@nova/core/domain/mind-map';
import fc from 'fast-check';

/** Values near every bound of the node and connection schemas, and some of the wrong type. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 70 }),
  fc.constantFrom('', 'x'.repeat(64), 'x'.repeat(65), 'x'.repeat(200), 'x'.repeat(201), 'x'.repeat(500)),
  fc.constantFrom('x'.repeat(501), 'x'.repeat(2000), 'x'.repeat(2001), ...mindMapColors, 'Red', 'ÿ'),
  fc.constantFrom('#fff', '#a1b2c3', '#ggg', 'fff', '#ffff', 'Arial', 'Noto Sans, "Times"', 'a;b'),
  fc.integer({ min: -1_000_010, max: 1_000_010 }),
  fc.constantFrom(7, 8, 48, 49, 14.5, 149.9, 150, 300, 300.1, -0, 1_000_000, -1_000_000, 1_000_000.5),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, null, true, undefined, [], {}),
  fc.double(),
);
const style = fc.oneof(
  fc.dictionary(
    fc.constantFrom('fill', 'stroke', 'fontSize', 'fontFamily', 'width', 'other', '__proto__'),
    anyValue,
  ),
  fc.record(
    {
      fill: fc.constantFrom('#fff', '#A1B2C3'),
      stroke: fc.constantFrom('#000', '#123456'),
      fontSize: fc.integer({ min: 8, max: 48 }),
      fontFamily: fc.constantFrom('Arial', 'Ébène 2'),
      width: fc.double({ min: 150, max: 300, noNaN: true }),
    },
    { requiredKeys: [] },
  ),
  anyValue,
);
const goodNode = fc.record({
  id: fc.string({ minLength: 1, maxLength: 64 }),
  text: fc.string({ maxLength: 60 }),
  description: fc.string({ maxLength: 60 }),
  color: fc.constantFrom(...mindMapColors),
  x: fc.double({ min: -1_000_000, max: 1_000_000, noNaN: true }),
  y: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  taskId: fc.option(fc.string({ minLength: 1, maxLength: 64 }), { nil: null }),
  style,
});
/** A valid-looking node with one field changed, dropped or added, or any object at all (plain objects,
 * as JSON.parse gives: fast-check's may have no prototype). */
const node = fc
  .oneof(
    goodNode,
    fc
      .tuple(
        goodNode,
        fc.constantFrom(...Object.keys(mindMapNodeSchema.shape), 'extra'),
        anyValue,
        fc.boolean(),
      )
      .map(([n, key, value, drop]) => {
        const copy: Record<string, unknown> = { ...n };
        if (drop) delete copy[key];
        else copy[key] = value;
        return copy;
      }),
    fc.dictionary(fc.string({ maxLength: 8 }), anyValue),
  )
  .map((n) => structuredClone(n));
const connection = fc
  .oneof(
    fc.record({
      id: fc.oneof(fc.string({ maxLength: 66 }), anyValue),
      source: fc.oneof(fc.string({ minLength: 1, maxLength: 64 }), anyValue),
      target: fc.string({ maxLength: 65 }),
      label: fc.oneof(fc.constant(null), fc.string({ maxLength: 210 }), anyValue),
    }),
    fc.record(
      {
        id: fc.string({ minLength: 1 }),
        source: fc.string(),
        target: fc.string(),
        label: anyValue,
        more: anyValue,
      },
      { requiredKeys: ['id', 'source', 'target'] },
    ),
  )
  .map((c) => structuredClone(c));

test('property: a node passes the quick check only if zod accepts it, and zod gives it back equal', () => {
  let quick = 0;
  fc.assert(
    fc.property(node, (n) => {
      if (!isQuickNode(n)) return;
      quick += 1;
      const parsed = mindMapNodeSchema.safeParse(n);
      assert.ok(parsed.success, JSON.stringify(n));
      assert.deepEqual(parsed.data, n);
      // The style's keys in zod's order: its stored JSON is the same text.
      assert.equal(JSON.stringify(parsed.data.style), JSON.stringify((n as { style: unknown }).style));
    }),
    { numRuns: 5000 },
  );
  assert.ok(quick > 500, `only ${quick} quick nodes`);
});

test('property: a connection passes the quick check only if zod accepts it unchanged', () => {
  fc.assert(
    fc.property(connection, (c) => {
      if (!isQuickConnection(c)) return;
      const parsed = mindMapConnectionSchema.safeParse(c);
      assert.ok(parsed.success, JSON.stringify(c));
      assert.deepEqual(parsed.data, c);
    }),
    { numRuns: 5000 },
  );
});

const saveOf = (nodes: unknown[], connections: unknown[] = []) => ({
  baseVersion: 1,
  title: 'Map',
  description: '',
  viewport: null,
  nodes,
  connections,
});

test('property: whole saves and patches parse as they did, quick lists or not', () => {
  fc.assert(
    fc.property(
      fc.array(node, { maxLength: 4 }),
      fc.array(connection, { maxLength: 3 }),
      (nodes, connections) => {
        const save = saveMindMapBodySchema.safeParse(saveOf(nodes, connections));
        const quickSave = nodes.every(isQuickNode) && connections.every(isQuickConnection);
        if (save.success) {
          assert.deepEqual(save.data.nodes, nodes);
          if (quickSave) assert.equal(save.data.nodes, nodes, 'the quick path gives the list back as it is');
        }
        const patch = patchMindMapBodySchema.safeParse({
          baseVersion: 1,
          nodes: { upsert: nodes },
          connections: { upsert: connections },
        });
        if (patch.success) assert.deepEqual(patch.data.nodes.upsert, nodes);
      },
    ),
    { numRuns: 1000 },
  );
});

test('a list with one bad item gets zod’s messages and paths', () => {
  const good = { id: 'a', text: 'A', description: '', color: 'default', x: 0, y: 0, taskId: null, style: {} };
  const bad = [good, { ...good, id: 'b', x: 2_000_000 }, { ...good, id: 'c', style: { fill: 'red' } }];
  const save = saveMindMapBodySchema.safeParse(saveOf(bad));
  assert.equal(save.success, false);
  assert.deepEqual(
    save.error?.issues.map((i) => i.path.join('.')),
    ['nodes.1.x', 'nodes.2.style.fill'],
  );
  const holes = saveMindMapBodySchema.safeParse(
    saveOf(Object.assign(new Array(3), { 0: good, 2: { ...good, id: 'c' } })),
  );
  assert.equal(holes.success, false);
  const patch = patchMindMapBodySchema.safeParse({
    baseVersion: 1,
    nodes: { upsert: [{ ...good, extra: 1 }] },
  });
  assert.equal(patch.success, false);
  assert.equal(patch.error?.issues[0]?.code, 'unrecognized_keys');
  const tooMany = saveMindMapBodySchema.safeParse(
    saveOf(
      [good, { ...good, id: 'b' }],
      Array.from({ length: MIND_MAP_CONNECTION_LIMIT + 1 }, (_, i) => ({
        id: `c${i}`,
        source: 'a',
        target: 'b',
        label: null,
      })),
    ),
  );
  assert.equal(tooMany.success, false);
  assert.deepEqual(tooMany.error?.issues[0]?.path, ['connections']);
});
